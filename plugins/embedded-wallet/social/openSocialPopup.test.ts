import { describe, expect, it } from "vitest"
import type { PopupHost } from "../../../ui/plugin"
import { openSocialPopup } from "./openSocialPopup"
import { socialLoadingUrl, socialPopupName } from "./SocialPopup"

/** A page's window as `window.open` sees it, recording what it was asked. */
const hostWith = (answer: "opens" | "blocked") => {
  const opened: Array<{ url: unknown; target: unknown; features: unknown }> = []
  const opener = { name: "the dApp" }
  const popup = {
    closed: false,
    opener: opener as unknown,
    location: { href: "about:blank" },
    close() {
      this.closed = true
    },
  }
  const host: PopupHost = {
    screenX: 100,
    screenY: 50,
    outerWidth: 1400,
    outerHeight: 1000,
    open: (url, target, features) => {
      opened.push({ url, target, features })
      return answer === "opens" ? (popup as unknown as Window) : null
    },
  }
  return { host, opened, popup, opener }
}

describe("the social-login popup (spec 2, 4)", () => {
  it("spec 2: opens 600 wide by 800 high, centred, at the secure site's loading page, under its own name", () => {
    const { host, opened } = hostWith("opens")
    openSocialPopup(host, socialLoadingUrl("https://secure.example/frame"))
    expect(opened).toEqual([
      {
        url: "https://secure.example/social/loading",
        target: socialPopupName,
        features: "popup=yes,width=600,height=800,left=500,top=150",
      },
    ])
  })

  it("spec 4: keeps its opener (the result comes back to it) and is the source its messages are told by; show and close drive it", () => {
    const { host, popup, opener } = hostWith("opens")
    const opened = openSocialPopup(host, "https://secure.example/social/loading")
    expect(popup.opener).toBe(opener)
    expect(opened?.source).toBe(popup)
    opened?.show("https://accounts.example/authorize")
    expect(popup.location.href).toBe("https://accounts.example/authorize")
    expect(opened?.isClosed()).toBe(false)
    opened?.close()
    expect(opened?.isClosed()).toBe(true)
  })

  it("a popup the browser blocked is none", () => {
    expect(openSocialPopup(hostWith("blocked").host, "https://secure.example/social/loading")).toBe(
      undefined,
    )
  })
})

import { describe, expect, it } from "vitest"
import { openPopup, type PopupHost, popupFeatures, popupSize } from "./openPopup"

/** A page's window as `window.open` sees it, recording what it was asked. */
const hostWith = (answer: "opens" | "blocked") => {
  const opened: Array<{
    url: string | URL | undefined
    target: string | undefined
    features: string | undefined
  }> = []
  const popup = {
    closed: false,
    opener: {} as unknown,
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
  return { host, opened, popup }
}

describe("a plugin's popup (spec 2: 600 wide by 800 high, as the social-login popup)", () => {
  it("is 600 x 800", () => {
    expect(popupSize).toEqual({ width: 600, height: 800 })
  })

  it("is centred on the page's window, never off the screen", () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 })).toBe(
      "popup=yes,width=600,height=800,left=500,top=150",
    )
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 300 })).toBe(
      "popup=yes,width=600,height=800,left=0,top=0",
    )
  })

  it("opens blank by its name with those features, loses its opener, then shows the page", () => {
    const { host, opened, popup } = hostWith("opens")
    const window = openPopup(host, "foyer-onramp")
    expect(opened).toEqual([
      {
        url: "about:blank",
        target: "foyer-onramp",
        features: "popup=yes,width=600,height=800,left=500,top=150",
      },
    ])
    expect(popup.opener).toBeNull()
    window?.show("http://127.0.0.1:5000/?defaultExperience=buy")
    expect(popup.location.href).toBe("http://127.0.0.1:5000/?defaultExperience=buy")
    expect(window?.isClosed()).toBe(false)
    window?.close()
    expect(window?.isClosed()).toBe(true)
  })

  it("opens at a URL already known", () => {
    const { host, opened } = hostWith("opens")
    openPopup(host, "foyer-pay", "http://127.0.0.1:5000/pay")
    expect(opened[0]?.url).toBe("http://127.0.0.1:5000/pay")
  })

  it("a blocked popup (window.open answers null) is undefined", () => {
    const { host } = hostWith("blocked")
    expect(openPopup(host, "foyer-pay")).toBeUndefined()
  })
})

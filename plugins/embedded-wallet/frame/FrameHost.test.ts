// @vitest-environment happy-dom
import { Result } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { browserFrameHost } from "./FrameHost"

const src = "https://secure.example/frame?projectId=p1"

afterEach(() => {
  for (const iframe of document.querySelectorAll("iframe")) iframe.remove()
})

const mount = () => {
  const mounted = browserFrameHost().mount(src)
  if (Result.isFailure(mounted)) throw mounted.failure
  const iframe = document.querySelector("iframe")
  if (iframe === null) throw new Error("no frame on the page")
  return { mounted: mounted.success, iframe }
}

describe("the browser page as the secure frame's host", () => {
  it("a hidden full-viewport secure-login frame is appended to the page (spec 1)", () => {
    const { iframe } = mount()
    expect(iframe.parentElement).toBe(document.body)
    expect(iframe.getAttribute("src")).toBe(src)
    expect(iframe.style.position).toBe("fixed")
    expect(iframe.style.inset).toBe("0")
    expect([iframe.style.width, iframe.style.height]).toEqual(["100%", "100%"])
    expect(iframe.style.display).toBe("none")
    expect(iframe.hidden).toBe(true)
  })

  it("while hidden it is neither focusable nor announced", () => {
    const { iframe } = mount()
    expect(iframe.tabIndex).toBe(-1)
    expect(iframe.getAttribute("aria-hidden")).toBe("true")
  })

  it("lets the secure site use passkeys", () => {
    const { iframe } = mount()
    expect(iframe.getAttribute("allow")).toBe(
      "publickey-credentials-get; publickey-credentials-create",
    )
  })

  it("show puts it over the ApproveTransaction view's area, titled, focusable and announced (spec 2)", () => {
    const { mounted, iframe } = mount()
    mounted.show({ top: 100, left: 20, width: 360, height: 400 }, "Approve Transaction")
    expect([iframe.style.top, iframe.style.left]).toEqual(["100px", "20px"])
    expect([iframe.style.width, iframe.style.height]).toEqual(["360px", "400px"])
    expect(iframe.style.display).toBe("block")
    expect(iframe.hidden).toBe(false)
    expect(iframe.title).toBe("Approve Transaction")
    expect(iframe.hasAttribute("aria-hidden")).toBe(false)
    expect(iframe.hasAttribute("tabindex")).toBe(false)
    expect(iframe.style.position).toBe("fixed")
    // The modal's focus trap keeps focus in it and Tab reaches it (a dialog part).
    expect(iframe.hasAttribute("data-foyer-dialog-part")).toBe(true)
  })

  it("hide takes it out of the layout, the tab order and the accessibility tree again", () => {
    const { mounted, iframe } = mount()
    mounted.show({ top: 100, left: 20, width: 360, height: 400 }, "Approve Transaction")
    mounted.hide()
    expect(iframe.style.display).toBe("none")
    expect(iframe.hidden).toBe(true)
    expect(iframe.tabIndex).toBe(-1)
    expect(iframe.getAttribute("aria-hidden")).toBe("true")
    expect(iframe.hasAttribute("data-foyer-dialog-part")).toBe(false)
    expect(iframe.style.inset).toBe("0")
    expect([iframe.style.width, iframe.style.height]).toEqual(["100%", "100%"])
  })

  it("remove takes the frame off the page, and its window is gone", () => {
    const { mounted, iframe } = mount()
    mounted.remove()
    expect(iframe.isConnected).toBe(false)
    expect(document.querySelectorAll("iframe")).toHaveLength(0)
    expect(mounted.window()).toBeNull()
  })

  it("without a body there is nowhere to append it: the frame's parent is not set", () => {
    const body = document.body
    body.remove()
    try {
      const mounted = browserFrameHost().mount(src)
      expect(Result.isFailure(mounted) && mounted.failure.message).toBe(
        "The secure frame's parent is not set.",
      )
    } finally {
      document.documentElement.appendChild(body)
    }
  })

  it("passes each message's origin, source and data on, until unsubscribed", () => {
    const seen: Array<unknown> = []
    const unsubscribe = browserFrameHost().onMessage((message) => seen.push(message))
    const data = { type: "@w3m-frame/READY" }
    window.dispatchEvent(
      new MessageEvent("message", { origin: "https://secure.example", source: window, data }),
    )
    unsubscribe()
    window.dispatchEvent(new MessageEvent("message", { origin: "https://secure.example", data }))
    expect(seen).toEqual([{ origin: "https://secure.example", source: window, data }])
  })
})

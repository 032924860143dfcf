// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { startTestKit } from "../../../test/testFoyerClient"
import { axeInBothThemes, openView, waitFor } from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import type { FrameArea } from "../EmbeddedWallet"
import { embeddedWalletViewsPlugin, fakeEmbeddedWallet } from "./embeddedWalletViewFixtures"

/** Where the page lays out every element (happy-dom lays out nothing): the test moves it. */
let laidOut: FrameArea = { top: 120, left: 40, width: 360, height: 420 }

/** The ResizeObservers the view made, to tell them their element changed size. */
const observers: Array<{ readonly notify: () => void; readonly observed: Array<Element> }> = []

class RecordingResizeObserver {
  readonly observed: Array<Element> = []
  constructor(callback: ResizeObserverCallback) {
    observers.push({ notify: () => callback([], this), observed: this.observed })
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  unobserve() {}
  disconnect() {
    this.observed.length = 0
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  observers.length = 0
})

/** The kit with the embedded wallet's views over a fake service, its modal on ApproveTransaction. */
const openApproval = async (method = "eth_sendTransaction") => {
  vi.stubGlobal("ResizeObserver", RecordingResizeObserver)
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(
    () => new DOMRect(laidOut.left, laidOut.top, laidOut.width, laidOut.height),
  )
  const wallet = fakeEmbeddedWallet()
  wallet.setPendingApproval({ method })
  const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
  const { dialog } = track(await openView(kit.client, { name: "ApproveTransaction" }))
  await waitFor(() => wallet.calls.length > 0)
  return { kit, wallet, dialog }
}

describe("the ApproveTransaction view", { timeout: 30_000 }, () => {
  it("is titled 'Approve Transaction'; behind the secure frame it says where to approve and which request waits (spec 2), and passes axe in both themes", async () => {
    laidOut = { top: 120, left: 40, width: 360, height: 420 }
    const { kit, dialog } = await openApproval("personal_sign")
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
    expect(title?.textContent).toBe("Approve Transaction")
    expect(dialog.textContent).toContain("Approve the request in the secure window.")
    expect(dialog.textContent).toContain("Request: personal_sign")
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("shows the secure frame over the view's body as it opens (spec 2: the frame holds Approve and Reject)", async () => {
    laidOut = { top: 120, left: 40, width: 360, height: 420 }
    const { wallet } = await openApproval()
    expect(wallet.calls).toEqual([{ showFrame: { top: 120, left: 40, width: 360, height: 420 } }])
    const watched = observers.flatMap((observer) => observer.observed)
    expect(watched).toHaveLength(1)
    expect(watched[0]?.textContent).toContain("Approve the request in the secure window.")
  })

  it("the frame follows the body when it changes size, when the window does, and on any scroll", async () => {
    laidOut = { top: 120, left: 40, width: 360, height: 420 }
    const { wallet, dialog } = await openApproval()
    laidOut = { top: 100, left: 40, width: 360, height: 460 }
    await act(async () => {
      for (const observer of observers) observer.notify()
    })
    laidOut = { top: 90, left: 10, width: 300, height: 460 }
    await act(async () => window.dispatchEvent(new Event("resize")))
    laidOut = { top: 60, left: 10, width: 300, height: 460 }
    // Scroll does not bubble: the modal's own scrolling box is heard too.
    await act(async () => dialog.dispatchEvent(new Event("scroll")))
    expect(wallet.calls).toEqual([
      { showFrame: { top: 120, left: 40, width: 360, height: 420 } },
      { showFrame: { top: 100, left: 40, width: 360, height: 460 } },
      { showFrame: { top: 90, left: 10, width: 300, height: 460 } },
      { showFrame: { top: 60, left: 10, width: 300, height: 460 } },
    ])
  })

  it("leaving the view hides the frame, which then follows nothing", async () => {
    laidOut = { top: 120, left: 40, width: 360, height: 420 }
    const { kit, wallet } = await openApproval()
    await act(async () => kit.client.close())
    await waitFor(() => wallet.calls.includes("hideFrame"))
    await act(async () => window.dispatchEvent(new Event("resize")))
    expect(wallet.calls).toEqual([
      { showFrame: { top: 120, left: 40, width: 360, height: 420 } },
      "hideFrame",
    ])
    expect(observers.flatMap((observer) => observer.observed)).toEqual([])
  })
})

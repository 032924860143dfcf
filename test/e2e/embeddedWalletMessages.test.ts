// Issue 37's security rule for the secure frame's channel, in Chromium on the sandbox: "a
// message from another origin or another window is ignored on both sides". While the demo
// waits for the frame's answer to a signature request, windows the visitor's page opened (on
// another site, on the secure site's own origin, and on the dApp's own origin) post forged
// replies to the dApp and forged requests to the secure frame. The dApp keeps waiting for the
// real frame, the frame answers no one but its parent, and the signature the visitor approves
// is the real one.
import type { Page } from "playwright-core"
import { type Hex, verifyMessage } from "viem"
import { describe, expect, it } from "vitest"
import { dialog, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import {
  approveInFrame,
  secureFrame,
  signInByEmail,
  visitorProfiles,
  warmSecureSite,
} from "./embeddedWalletFlows"
import { secureFrameOf } from "./embeddedWalletKeyMaterial"

const openVisitorDemo = visitorProfiles()
const suite = demoSuite("e2e-embedded-wallet-messages")
warmSecureSite(suite)

/** A site that is neither the dApp's nor the secure site's (answered by the test, never fetched). */
const otherSite = "http://other-site.test"

/** A forged signature: what a forger would like the dApp to take for the wallet's answer. */
const forgedSignature = `0x${"11".repeat(65)}`

/** Opens a window from the dApp page (so it can reach the page and its frames) at `url`. */
const openWindowFrom = async (page: Page, url: string): Promise<Page> => {
  const [opened] = await Promise.all([
    page.waitForEvent("popup"),
    page.evaluate((target) => {
      window.open(target, "_blank", "popup")
    }, url),
  ])
  await opened.waitForLoadState("domcontentloaded")
  return opened
}

/**
 * From `from`: a forged success reply to request `id` posted to the dApp page (its opener), a
 * forged signature request and a forged sign-out posted to every frame of that page (the secure
 * frame among them), then a marker to the dApp page. Messages from one window to another arrive
 * in order, so once the marker arrived, the forged ones were delivered (and ignored or not).
 */
const forgeFrom = async (from: Page, id: string, marker: string, address: string) => {
  await from.evaluate(
    ({ id, marker, address, forgedSignature }) => {
      const opener = window.opener as Window
      opener.postMessage(
        { type: "@w3m-frame/RPC_REQUEST_SUCCESS", id, payload: forgedSignature },
        "*",
      )
      for (let index = 0; index < opener.frames.length; index += 1) {
        const frame = opener.frames[index] as Window
        frame.postMessage(
          {
            type: "@w3m-app/RPC_REQUEST",
            id: `forged-sign-${marker}`,
            payload: { method: "personal_sign", params: ["0x666f72676564", address] },
          },
          "*",
        )
        frame.postMessage({ type: "@w3m-app/SIGN_OUT", id: `forged-out-${marker}` }, "*")
        frame.postMessage({ marker }, "*")
      }
      opener.postMessage({ marker }, "*")
    },
    { id, marker, address, forgedSignature },
  )
}

describe("the secure frame's channel in Chromium", { timeout: 240_000 }, () => {
  it("issue 37: a message from another origin or another window is ignored on both sides (forged replies to the dApp, forged requests to the frame)", async () => {
    const { page, errors } = await openVisitorDemo(suite)
    await page.context().route(`${otherSite}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Another site</title>",
      }),
    )
    const address = await signInByEmail(suite, page, "channel@example.com")

    // What each side receives: the dApp's replies and markers; the frame's requests and markers.
    await page.evaluate(() => {
      const seen: Array<unknown> = []
      Object.assign(window, { seenByDapp: seen })
      window.addEventListener("message", (event) => seen.push(event.data))
    })
    const frame = secureFrameOf(page)
    await frame.evaluate(() => {
      const seen: Array<unknown> = []
      Object.assign(window, { seenByFrame: seen })
      window.addEventListener("message", (event) => seen.push(event.data))
    })
    const seen = (where: Pick<Page, "evaluate">, name: "seenByDapp" | "seenByFrame") =>
      where.evaluate(
        (key) => (window as unknown as Record<string, Array<Record<string, unknown>>>)[key] ?? [],
        name,
      )

    // A signature request the frame holds until the visitor approves it in its panel.
    await page.getByRole("button", { name: "Sign", exact: true }).click()
    await visible(dialog(page, "Approve Transaction"))
    await secureFrame(page)
      .getByRole("button", { name: "Approve", exact: true })
      .waitFor({ state: "visible", timeout: stepTimeoutMs })
    const requests = await seen(frame, "seenByFrame")
    const signRequest = requests.find((data) => data.type === "@w3m-app/RPC_REQUEST")
    expect(signRequest).toBeDefined()
    const id = String(signRequest?.id)

    // Windows the dApp page opened: another site, the secure site's origin (not its frame's
    // window), and the dApp's own origin (not the frame's parent).
    const secureOrigin = new URL(suite.site.sandbox.urls.secureSite).origin
    const windows = [
      await openWindowFrom(page, `${otherSite}/`),
      await openWindowFrom(page, `${secureOrigin}/v1/session`),
      await openWindowFrom(page, `${new URL(page.url()).origin}/no-such-page`),
    ]
    for (const [index, from] of windows.entries()) {
      await forgeFrom(from, id, `marker-${index}`, address)
    }
    const markers = windows.map((_, index) => `marker-${index}`)
    const markersIn = async (name: "seenByDapp" | "seenByFrame") =>
      (await seen(name === "seenByDapp" ? page : frame, name))
        .map((data) => data.marker)
        .filter((marker, index, all) => marker !== undefined && all.indexOf(marker) === index)
    await expect.poll(() => markersIn("seenByDapp"), { timeout: stepTimeoutMs }).toEqual(markers)
    await expect.poll(() => markersIn("seenByFrame"), { timeout: stepTimeoutMs }).toEqual(markers)
    // The forgeries did arrive (the search can find them) ...
    expect((await seen(frame, "seenByFrame")).map((data) => data.id)).toContain(
      "forged-out-marker-0",
    )
    // ... and the dApp still waits for the frame: no signature shown.
    await expect(dialog(page, "Approve Transaction").isVisible()).resolves.toBe(true)

    // The visitor approves: the signature shown is the wallet's, not the forged one.
    await approveInFrame(page)
    const signed = page.getByRole("status").filter({ hasText: /^Signature: 0x/ })
    await visible(signed)
    const signature = ((await signed.textContent()) ?? "").replace("Signature: ", "") as Hex
    expect(signature).not.toBe(forgedSignature)
    expect(await verifyMessage({ address, message: "Hello from the Foyer demo", signature })).toBe(
      true,
    )

    // The frame answered none of the forged requests, and signed no one out.
    const replies = (await seen(page, "seenByDapp")).filter(
      (data) => typeof data.id === "string" && data.id.startsWith("forged-"),
    )
    expect(replies).toEqual([])
    expect(await frame.evaluate(() => localStorage.getItem("foyer-secure:session"))).not.toBeNull()
    expect(errors).toEqual([])
  })
})

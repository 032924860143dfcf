// @vitest-environment happy-dom
// The views on the real plugin (its factory, kit and EmbeddedWallet service) over the stand-in
// secure frame that answers as the secure site's frame page does (service/secureFrameFixtures).
import { Effect } from "effect"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { Connections, type FoyerClient } from "../../../core"
import { accountLoaded, startTestKit } from "../../../test/testFoyerClient"
import { typeInto } from "../../../ui/testing/renderElement"
import { buttonNamed, click, openView, waitFor } from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { frameHostEnvironmentKey } from "../connector/authBridge"
import { embeddedWallet } from "../index"
import {
  frameUser,
  goodCode,
  makeScriptedFrame,
  secureSiteUrl,
} from "../service/secureFrameFixtures"
import { descriptionOf } from "./formTestHarness"

/** The wallet the kit is connected to. */
const connectedWallet = (client: FoyerClient) =>
  client.run(
    Effect.gen(function* () {
      return yield* (yield* Connections).currentWallet
    }),
  )

/** A kit with the embedded wallet over a stand-in frame, its modal open on Connect. */
const openConnect = async () => {
  const frame = makeScriptedFrame()
  const kit = await startTestKit(
    { plugins: [embeddedWallet({ secureSiteUrl })] },
    { environment: { [frameHostEnvironmentKey]: frame.host } },
  )
  const { dialog } = track(await openView(kit.client, undefined))
  const section = await waitFor(() => dialog.querySelector<HTMLElement>("section[aria-labelledby]"))
  const modal = () => kit.client.stores.modal.getSnapshot()
  return { kit, frame, dialog, section, modal }
}

describe("email login through the views, on the real plugin", { timeout: 30_000 }, () => {
  it("the email, a wrong code (the site's text), the right one: the AUTH wallet is connected and the modal closes (spec 4)", async () => {
    const { kit, frame, dialog, section, modal } = await openConnect()
    await typeInto(section.querySelector("input")!, "ada@example.com")
    await click(buttonNamed("Continue", section)!)
    await waitFor(() => dialog.textContent?.includes("Enter the code sent to ada@example.com."))
    const code = dialog.querySelector("input")!
    await typeInto(code, "000000")
    await click(buttonNamed("Continue", dialog)!)
    await waitFor(() => code.getAttribute("aria-invalid") === "true")
    expect(descriptionOf(code)).toEqual(["Invalid code"])
    await typeInto(code, goodCode)
    await click(buttonNamed("Continue", dialog)!)
    await waitFor(() => !modal().open)
    expect(frame.asked().slice(0, 3)).toEqual(["CONNECT_EMAIL", "CONNECT_OTP", "CONNECT_OTP"])
    const wallet = await connectedWallet(kit.client)
    expect([wallet?.info.id, wallet?.accounts]).toEqual(["AUTH", [frameUser.address]])
    // The account's balance loads as after any connect (and its request ends with the test).
    await act(async () => {
      await accountLoaded(kit.client)
    })
  })

  it("a not-safe request opens ApproveTransaction with the secure frame over its body, titled; answered in the frame, the frame hides and the modal closes (spec 2)", async () => {
    const { kit, frame, dialog, section, modal } = await openConnect()
    await typeInto(section.querySelector("input")!, "ada@example.com")
    await click(buttonNamed("Continue", section)!)
    const code = await waitFor(() =>
      dialog.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'),
    )
    await typeInto(code, goodCode)
    await click(buttonNamed("Continue", dialog)!)
    await waitFor(() => !modal().open)
    const wallet = await connectedWallet(kit.client)
    if (wallet?.namespace !== "eip155") throw new Error("the AUTH wallet is not connected")
    // The modal opens on ApproveTransaction as the request goes out: inside act(), as React
    // draws what the kit does.
    let signing: Promise<unknown> = Promise.resolve()
    await act(async () => {
      signing = wallet.provider.request({
        method: "personal_sign",
        params: ["0x68656c6c6f", frameUser.address],
      })
    })
    const approval = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'))
    await waitFor(() => approval.textContent?.includes("Request: personal_sign"))
    const title = document.getElementById(approval.getAttribute("aria-labelledby") ?? "")
    expect(title?.textContent).toBe("Approve Transaction")
    await waitFor(() => frame.shown())
    expect(frame.shown()?.title).toBe("Approve Transaction")
    const [request] = frame.held()
    if (request === undefined) throw new Error("the frame holds no request")
    await act(async () => {
      frame.reply(request, { succeed: "0xsigned" })
      expect(await signing).toBe("0xsigned")
    })
    await waitFor(() => frame.shown() === undefined && !modal().open)
  })
})

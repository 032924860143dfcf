// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { connectWallet, startTestKit } from "../../test/testFoyerClient"
import { handleFor, renderHook } from "../testing/renderFoyer"
import { useSignMessage } from "./useSignMessage"

describe("useSignMessage", () => {
  it("asks the wallet to sign the message (personal_sign) and resolves with its signature", async () => {
    const kit = await startTestKit()
    const wallet = await connectWallet(kit)
    wallet.set("personal_sign", () => `0x${"5a".repeat(65)}`)
    const hook = await renderHook(handleFor(kit.client), useSignMessage)
    let signature: string | undefined
    await act(async () => {
      signature = await hook.result.current.signMessage("Hello Foyer")
    })
    expect(signature).toBe(`0x${"5a".repeat(65)}`)
    const signed = wallet.calls.filter((call) => call.method === "personal_sign")
    expect(signed).toHaveLength(1)
    // personal_sign takes the message as hex (UTF-8), then the address.
    expect(signed[0]?.params).toEqual([
      `0x${Buffer.from("Hello Foyer", "utf8").toString("hex")}`,
      wallet.state().accounts[0],
    ])
  })
})

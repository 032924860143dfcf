// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { handleFor, renderHook } from "../testing/renderFoyer"
import { useSignMessage } from "./useSignMessage"

describe("useSignMessage", () => {
  it("asks the kit to sign the message and resolves with the wallet's signature", async () => {
    const client = await makeFakeFoyerClient()
    const hook = await renderHook(handleFor(client), useSignMessage)
    let signature: string | undefined
    await act(async () => {
      signature = await hook.result.current.signMessage("Hello Foyer")
    })
    expect(signature).toBe(`0x${"5a".repeat(65)}`)
    expect(client.calls).toEqual([{ action: "signMessage", message: "Hello Foyer" }])
  })
})

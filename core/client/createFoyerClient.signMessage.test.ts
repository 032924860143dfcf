import { describe, expect, it } from "vitest"
import { makeFakeWallet, providerRpcError } from "../connectors/fakeWallet"
import { alice, announce, localApiPerTest, startClient } from "./clientTestHarness"

const api = localApiPerTest()

const signature = `0x${"12".repeat(65)}`

const connectedWallet = async () => {
  const wallet = makeFakeWallet({ accounts: [alice] })
  announce("io.metamask", wallet)
  const client = await startClient(api.server)
  await client.connect("io.metamask")
  return { client, wallet }
}

describe("signMessage", () => {
  it("asks the current wallet with personal_sign (UTF-8 hex, address) and returns the signature", async () => {
    const { client, wallet } = await connectedWallet()
    wallet.set("personal_sign", () => signature)
    await expect(client.signMessage("Héllo Foyer")).resolves.toBe(signature)
    expect(wallet.calls.at(-1)).toEqual({
      method: "personal_sign",
      params: ["0x48c3a96c6c6f20466f796572", alice],
    })
  })

  it("without a connected wallet it is spec 8's wallet error 'not connected' (ConnectorNotConnectedError)", async () => {
    const client = await startClient(api.server)
    await expect(client.signMessage("hi")).rejects.toMatchObject({
      _tag: "ConnectorNotConnectedError",
      message: "Connector not connected.",
      category: "WALLET_ERROR",
    })
  })

  it("a visitor who declines gets 'User rejected the request'", async () => {
    const { client, wallet } = await connectedWallet()
    wallet.set("personal_sign", "reject")
    await expect(client.signMessage("hi")).rejects.toMatchObject({
      _tag: "UserRejectedRequestError",
      message: "User rejected the request",
    })
  })

  it("any other wallet failure, or a malformed answer, is 'Sign message failed'", async () => {
    const { client, wallet } = await connectedWallet()
    wallet.set("personal_sign", { error: providerRpcError(-32603, "Internal error") })
    await expect(client.signMessage("hi")).rejects.toMatchObject({
      _tag: "InternalError",
      message: "Sign message failed",
    })
    wallet.set("personal_sign", () => 42)
    await expect(client.signMessage("hi")).rejects.toMatchObject({ message: "Sign message failed" })
  })
})

import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { fakeConnector, makeFakeWallet } from "../../connectors/fakeWallet"
import { WalletRequestFailedError } from "../../connectors/WalletRequestFailedError"
import { base, ethereum } from "../defaultNetworks"
import { eip155Adapter } from "./eip155Adapter"

const alice = `0x${"a1".repeat(20)}` as const

const connected = async (options: Parameters<typeof makeFakeWallet>[0] = {}) => {
  const fake = makeFakeWallet({ accounts: [alice], authorized: true, ...options })
  const wallet = await Effect.runPromise(
    fakeConnector(fake).connect({ refresh: false, report: () => undefined }),
  )
  return { fake, wallet }
}

describe("eip155Adapter", () => {
  it("names an EVM network by its numeric chain id, and compares addresses ignoring case", () => {
    expect(eip155Adapter.chainReferenceOf(base)).toBe(8453)
    expect(eip155Adapter.sameAddress(alice, alice.toUpperCase().replace("0X", "0x"))).toBe(true)
    expect(eip155Adapter.sameAddress(alice, `0x${"b0".repeat(20)}`)).toBe(false)
  })

  it("reads the wallet's accounts and chain without a prompt (eth_accounts, eth_chainId)", async () => {
    const { fake, wallet } = await connected({ chainId: 8453 })
    const accounts = await Effect.runPromise(eip155Adapter.reportedAccounts(wallet))
    const chain = await Effect.runPromise(eip155Adapter.reportedChain(wallet))
    expect([accounts, chain]).toEqual([Option.some([alice]), Option.some(8453)])
    expect(fake.methods()).not.toContain("eth_requestAccounts")
  })

  it("tells nothing when the wallet cannot answer, rather than failing", async () => {
    const { fake, wallet } = await connected()
    fake.set("eth_accounts", { error: new Error("gone") })
    fake.set("eth_chainId", { error: new Error("gone") })
    expect(await Effect.runPromise(eip155Adapter.reportedAccounts(wallet))).toEqual(Option.none())
    expect(await Effect.runPromise(eip155Adapter.reportedChain(wallet))).toEqual(Option.none())
  })

  it("signs text with personal_sign (its UTF-8 bytes in hex, then the address)", async () => {
    const { fake, wallet } = await connected()
    fake.set("personal_sign", () => `0x${"5a".repeat(65)}`)
    const signature = await Effect.runPromise(eip155Adapter.signMessage(wallet, alice, "hé"))
    expect(signature).toBe(`0x${"5a".repeat(65)}`)
    expect(fake.calls.at(-1)).toEqual({ method: "personal_sign", params: ["0x68c3a9", alice] })
  })

  it("fails when the wallet answers personal_sign with something that is not a signature", async () => {
    const { fake, wallet } = await connected()
    fake.set("personal_sign", () => ({ signature: "no" }))
    const error = await Effect.runPromise(
      Effect.flip(eip155Adapter.signMessage(wallet, alice, "hi")),
    )
    expect(error).toBeInstanceOf(WalletRequestFailedError)
  })

  it("switches with wallet_switchEthereumChain, adding the chain first when the wallet does not know it (4902)", async () => {
    const { fake, wallet } = await connected({ chainId: 1 })
    await Effect.runPromise(eip155Adapter.switchNetwork(wallet, base))
    expect(fake.methods().slice(-3)).toEqual([
      "wallet_switchEthereumChain",
      "wallet_addEthereumChain",
      "wallet_switchEthereumChain",
    ])
    expect(fake.state().chainId).toBe(8453)
    await Effect.runPromise(eip155Adapter.switchNetwork(wallet, ethereum))
    expect(fake.state().chainId).toBe(1)
  })
})

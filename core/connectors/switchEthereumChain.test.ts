import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { optimism } from "../chains/defaultNetworks"
import { makeFakeWallet, providerRpcError } from "./fakeWallet"
import { switchEthereumChain } from "./switchEthereumChain"

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect))

describe("switchEthereumChain", () => {
  it("asks the wallet to switch with the hex chain id", async () => {
    const wallet = makeFakeWallet({ chainId: 1, knownChainIds: [1, 10] })
    expect((await run(switchEthereumChain(wallet.provider, optimism)))._tag).toBe("Success")
    expect(wallet.methods()).toEqual(["wallet_switchEthereumChain"])
    expect(wallet.state().chainId).toBe(10)
  })

  it("on 4902 adds the chain, then retries the switch", async () => {
    const wallet = makeFakeWallet({ chainId: 1 })
    expect((await run(switchEthereumChain(wallet.provider, optimism)))._tag).toBe("Success")
    expect(wallet.methods()).toEqual([
      "wallet_switchEthereumChain",
      "wallet_addEthereumChain",
      "wallet_switchEthereumChain",
    ])
    expect(wallet.state().chainId).toBe(10)
  })

  it("4902 nested in data.originalError (a wrapped provider) also adds the chain", async () => {
    const wallet = makeFakeWallet({ chainId: 1 })
    let first = true
    wallet.set("wallet_switchEthereumChain", () => {
      if (!first) return null
      first = false
      throw Object.assign(providerRpcError(-32603, "Internal"), {
        data: { originalError: { code: 4902 } },
      })
    })
    expect((await run(switchEthereumChain(wallet.provider, optimism)))._tag).toBe("Success")
    expect(wallet.methods()).toContain("wallet_addEthereumChain")
  })

  it("a failure of the add step is a rejection", async () => {
    const wallet = makeFakeWallet({ chainId: 1 })
    wallet.set("wallet_addEthereumChain", { error: providerRpcError(-32602, "Invalid params") })
    const result = await run(switchEthereumChain(wallet.provider, optimism))
    expect(result).toMatchObject({
      _tag: "Failure",
      failure: { _tag: "UserRejectedRequestError", message: "User rejected the request" },
    })
  })

  it("a rejected switch is a rejection and nothing is added", async () => {
    const wallet = makeFakeWallet({ chainId: 1 })
    wallet.set("wallet_switchEthereumChain", "reject")
    const result = await run(switchEthereumChain(wallet.provider, optimism))
    expect(result).toMatchObject({ _tag: "Failure", failure: { _tag: "UserRejectedRequestError" } })
    expect(wallet.methods()).toEqual(["wallet_switchEthereumChain"])
  })
})

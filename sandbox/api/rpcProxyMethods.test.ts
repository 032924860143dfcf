import { describe, expect, it } from "vitest"
import {
  cheatRefusalMessage,
  isForwardedRpcMethod,
  isForwardedSolanaRpcMethod,
  planRpcProxy,
  solanaRpcMethodPolicy,
} from "./rpcProxyMethods"

const call = (id: number, method: string) => ({ jsonrpc: "2.0", id, method, params: [] })
const refusal = (id: number, method: string) => ({
  jsonrpc: "2.0",
  id,
  error: { code: -32601, message: cheatRefusalMessage(method) },
})

describe("the methods the RPC proxy forwards", () => {
  it("those of a public node: eth_, net_ and web3_, less anvil's eth_sendUnsignedTransaction", () => {
    for (const method of ["eth_call", "eth_getLogs", "net_version", "web3_clientVersion"]) {
      expect(isForwardedRpcMethod(method)).toBe(true)
    }
    for (const method of [
      "anvil_reset",
      "evm_revert",
      "hardhat_setBalance",
      "debug_traceTransaction",
      "eth_sendUnsignedTransaction",
      "ETH_call",
      "",
    ]) {
      expect(isForwardedRpcMethod(method)).toBe(false)
    }
  })

  it("a call or batch of served methods is forwarded as it came; of cheats only, answered alone", () => {
    expect(planRpcProxy(call(1, "eth_chainId"))).toEqual({ _tag: "ForwardAll" })
    expect(planRpcProxy([call(1, "eth_chainId"), call(2, "eth_blockNumber")])).toEqual({
      _tag: "ForwardAll",
    })
    expect(planRpcProxy(call(1, "anvil_reset"))).toEqual({
      _tag: "AnswerAlone",
      answer: refusal(1, "anvil_reset"),
    })
    // A call without a method string is the devnet's to refuse.
    expect(planRpcProxy({ jsonrpc: "2.0", id: 1, method: 7 })).toEqual({ _tag: "ForwardAll" })
  })

  it("a mixed batch forwards the served calls and puts each refusal in its call's place", () => {
    const plan = planRpcProxy([call(1, "eth_chainId"), call(2, "evm_mine"), call(3, "net_version")])
    if (plan._tag !== "ForwardSome") throw new Error(`expected ForwardSome, got ${plan._tag}`)
    expect(plan.forward).toEqual([call(1, "eth_chainId"), call(3, "net_version")])
    expect(plan.merge(["a", "b"])).toEqual(["a", refusal(2, "evm_mine"), "b"])
    // A node that answered with another count: its answers first, the refusals after.
    expect(plan.merge(["a"])).toEqual(["a", refusal(2, "evm_mine")])
  })
})

describe("the methods the RPC proxy forwards to a Solana devnet", () => {
  it("a public Solana node's: its get… reads, isBlockhashValid, sendTransaction, simulateTransaction and requestAirdrop", () => {
    for (const method of [
      "getBalance",
      "getLatestBlockhash",
      "getTokenAccountsByOwner",
      "getSignaturesForAddress",
      "isBlockhashValid",
      "sendTransaction",
      "simulateTransaction",
      "requestAirdrop",
    ]) {
      expect(isForwardedSolanaRpcMethod(method)).toBe(true)
    }
    for (const method of ["eth_chainId", "get", "getbalance", "setAccount", "warpToSlot", ""]) {
      expect(isForwardedSolanaRpcMethod(method)).toBe(false)
    }
  })

  it("a Solana batch is split by the Solana policy: an EVM method is refused there", () => {
    const plan = planRpcProxy([call(1, "getSlot"), call(2, "eth_chainId")], solanaRpcMethodPolicy)
    if (plan._tag !== "ForwardSome") throw new Error(`expected ForwardSome, got ${plan._tag}`)
    expect(plan.forward).toEqual([call(1, "getSlot")])
    expect(plan.merge(["a"])).toEqual([
      "a",
      {
        jsonrpc: "2.0",
        id: 2,
        error: { code: -32601, message: solanaRpcMethodPolicy.refusalMessage("eth_chainId") },
      },
    ])
  })
})

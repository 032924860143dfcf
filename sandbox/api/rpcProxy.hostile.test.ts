// The JSON-RPC proxy at /v1/ answers every origin (CORS *), so any page a visitor opens could
// call through it (issue 30, M3): anvil's cheat methods (anvil_*, evm_*, hardhat_*, …) are not
// forwarded, as a public node would not serve them, while the devnet's own URL still takes
// them. What the calls would have changed is checked on the chain, through the devnet's URL.
import fc from "fast-check"
import { type Address, numberToHex } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient } from "../devnet/devnetClients"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { cheatRefusalMessage } from "./rpcProxyMethods"
import { type SandboxApi, startSandboxApi } from "./startSandboxApi"

const projectId = "proxy-project"
let anvil: Anvil
let api: SandboxApi

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, accounts: 2 })
  api = await startSandboxApi({
    devnets: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, accounts: anvil.accounts, tokens: [] }],
    projectId,
  })
}, 30_000)

afterAll(async () => {
  await api?.stop()
  await anvil?.stop()
})

const rpcPath = `/v1/?chainId=eip155:31337&projectId=${projectId}`
const alice = (): Address => anvil.accounts[0]!.address
const client = () => devnetPublicClient(anvil)

const proxy = async (body: unknown) => {
  const response = await fetch(`${api.url}${rpcPath}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

const refusal = (id: unknown, method: string) => ({
  jsonrpc: "2.0",
  id,
  error: { code: -32601, message: cheatRefusalMessage(method) },
})

/** What the cheats below would change: the chain's height, alice's balance, code at an address. */
const chainState = async () => ({
  blockNumber: await client().getBlockNumber(),
  balance: await client().getBalance({ address: alice() }),
  code: await client().getCode({ address: "0x00000000000000000000000000000000000c0de0" }),
  automine: await client().request({ method: "anvil_getAutomine" } as never),
})

const cheats: ReadonlyArray<readonly [string, ReadonlyArray<unknown>]> = [
  ["anvil_reset", []],
  ["anvil_setBalance", ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "0x0"]],
  ["anvil_setCode", ["0x00000000000000000000000000000000000c0de0", "0x60006000f3"]],
  ["anvil_mine", ["0x5"]],
  ["anvil_impersonateAccount", ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8"]],
  ["anvil_setAutomine", [false]],
  ["evm_mine", []],
  ["evm_snapshot", []],
  ["evm_revert", ["0x1"]],
  ["evm_setAutomine", [false]],
  ["evm_increaseTime", [numberToHex(86_400)]],
  ["hardhat_reset", []],
  ["hardhat_setBalance", ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "0x0"]],
  ["hardhat_mine", ["0x5"]],
  ["eth_sendUnsignedTransaction", [{ from: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" }]],
  ["debug_setHead", ["0x0"]],
]

describe("devnet cheats through the proxy", () => {
  it.each(cheats)(
    "%s: refused as a method a public node does not serve, and nothing changes on the chain",
    async (method, params) => {
      const before = await chainState()
      expect(await proxy({ jsonrpc: "2.0", id: 7, method, params })).toEqual({
        status: 200,
        body: refusal(7, method),
      })
      expect(await chainState()).toEqual(before)
    },
  )

  it("in a batch: the cheats are refused in place, the other calls answered by the devnet", async () => {
    const before = await chainState()
    const answer = await proxy([
      { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] },
      { jsonrpc: "2.0", id: 2, method: "anvil_setBalance", params: [alice(), "0x0"] },
      { jsonrpc: "2.0", id: 3, method: "eth_getBalance", params: [alice(), "latest"] },
      { jsonrpc: "2.0", id: 4, method: "evm_mine", params: [] },
    ])
    expect(answer).toEqual({
      status: 200,
      body: [
        { jsonrpc: "2.0", id: 1, result: "0x7a69" },
        refusal(2, "anvil_setBalance"),
        { jsonrpc: "2.0", id: 3, result: numberToHex(before.balance) },
        refusal(4, "evm_mine"),
      ],
    })
    expect(await chainState()).toEqual(before)
  })

  it("a batch of cheats only is answered by the proxy alone", async () => {
    const before = await chainState()
    expect(
      await proxy([
        { jsonrpc: "2.0", id: "a", method: "anvil_reset", params: [] },
        { jsonrpc: "2.0", id: null, method: "evm_mine", params: [] },
      ]),
    ).toEqual({ status: 200, body: [refusal("a", "anvil_reset"), refusal(null, "evm_mine")] })
    expect(await chainState()).toEqual(before)
  })

  it("any method outside the eth_, net_ and web3_ namespaces is refused; the message never grows with the name", async () => {
    const method = fc.oneof(
      fc.constantFrom("anvil_", "evm_", "hardhat_", "debug_", "ots_", "txpool_", "foo_", ""),
      fc.string({ maxLength: 8 }),
    )
    await fc.assert(
      fc.asyncProperty(method, fc.string({ maxLength: 12 }), async (prefix, rest) => {
        const name = `${prefix}${rest}`
        fc.pre(!/^(eth|net|web3)_/.test(name))
        const { status, body } = await proxy({ jsonrpc: "2.0", id: 1, method: name, params: [] })
        expect([status, body]).toEqual([200, refusal(1, name)])
      }),
      { numRuns: 40 },
    )
    const long = `anvil_${"x".repeat(100_000)}`
    const { body } = await proxy({ jsonrpc: "2.0", id: 1, method: long, params: [] })
    expect(body.error.message.length).toBeLessThan(400)
  })

  it("the devnet's own URL still takes them, as the sandbox's tooling and tests use it", async () => {
    const snapshot = await client().request({ method: "evm_snapshot" } as never)
    await client().request({ method: "evm_mine" } as never)
    const mined = await client().getBlockNumber()
    await client().request({ method: "evm_revert", params: [snapshot] } as never)
    expect(await client().getBlockNumber()).toBe(mined - 1n)
  })
})

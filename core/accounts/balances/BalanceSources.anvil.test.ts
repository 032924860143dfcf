import { Effect, Option } from "effect"
import { type Address, erc20Abi } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SandboxApi, startSandboxApi } from "../../../sandbox/api/startSandboxApi"
import { devnetPublicClient, devnetWalletClient } from "../../../sandbox/devnet/devnetClients"
import { type DevnetSeed, seedDevnet } from "../../../sandbox/devnet/seedDevnet"
import { type Anvil, startAnvil } from "../../../sandbox/devnet/startAnvil"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import { foyerDevnet } from "../../chains/foyerDevnet"
import { makeBalanceSources } from "./BalanceSources"
import { PrimaryTokenReadError } from "./PrimaryTokenReadError"

// The primary token read on chain (spec 7: "ERC20 reads via multicall") against the sandbox:
// anvil seeded with the test tokens and Multicall3 at its canonical address, reached through
// the sandbox's RPC proxy as the kit reaches it (the provider RPC of endpoints.rpcUrl).
describe("the primary token on the sandbox devnet", () => {
  let anvil: Anvil
  let seed: DevnetSeed
  let api: SandboxApi
  let network: CaipNetwork

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 3 })
    seed = await seedDevnet(anvil)
    api = await startSandboxApi({ devnets: [seed], projectId: "foyer-test" })
    network = foyerDevnet(`${api.url}/v1/?chainId=eip155:31337&projectId=foyer-test`)
  }, 60_000)

  afterAll(async () => {
    await api?.stop()
    await anvil?.stop()
  }, 60_000)

  const sourcesWith = (tokens: Record<string, { address: string; image?: string }>) =>
    makeBalanceSources({
      config: {
        tokens,
        endpoints: {
          apiUrl: api.url,
          analyticsUrl: api.url,
          rpcUrl: api.url,
          relayUrl: "ws://127.0.0.1:1",
        },
        projectId: "foyer-test",
      },
      currentWallet: Effect.succeed(undefined),
    })
  const holder = () => anvil.accounts[0]!.address as Address
  const fusd = () => seed.tokens.find((token) => token.symbol === "FUSD")!

  it("reads name, symbol, decimals and balanceOf in one multicall through the network's RPC", async () => {
    const sources = sourcesWith({
      "eip155:31337": { address: fusd().address, image: "https://icons.example/fusd.png" },
    })
    const read = await Effect.runPromise(sources.primaryToken(holder(), network))
    expect(read).toEqual(
      Option.some({
        name: "Foyer USD",
        symbol: "FUSD",
        chainId: "eip155:31337",
        address: fusd().address,
        value: 0,
        price: 0,
        quantity: { decimals: "6", numeric: "10000" },
        iconUrl: "https://icons.example/fusd.png",
      }),
    )
  })

  it("a network without a primary token reads nothing", async () => {
    const read = await Effect.runPromise(sourcesWith({}).primaryToken(holder(), network))
    expect(read).toEqual(Option.none())
  })

  it("a primary token that is not an ERC-20 fails with PrimaryTokenReadError", async () => {
    const sources = sourcesWith({ "eip155:31337": { address: holder() } })
    const error = await Effect.runPromise(Effect.flip(sources.primaryToken(holder(), network)))
    expect(error).toBeInstanceOf(PrimaryTokenReadError)
    expect(error.message).toBe(`Cannot read the token ${holder()} on eip155:31337`)
  })

  it("reads a balance that changed since: the node is asked each time", async () => {
    const sources = sourcesWith({ "eip155:31337": { address: fusd().address } })
    const other = anvil.accounts[2]!.address as Address
    const before = await Effect.runPromise(sources.primaryToken(other, network))
    // From account 1 to account 2: the other tests read account 0, in any order.
    const wallet = devnetWalletClient(anvil, 1)
    const hash = await wallet.writeContract({
      address: fusd().address,
      abi: erc20Abi,
      functionName: "transfer",
      args: [other, 1_500_000n],
    })
    await devnetPublicClient(anvil).waitForTransactionReceipt({ hash })
    const after = await Effect.runPromise(sources.primaryToken(other, network))
    expect(Option.map(before, (t) => t.quantity.numeric)).toEqual(Option.some("10000"))
    expect(Option.map(after, (t) => t.quantity.numeric)).toEqual(Option.some("10001.5"))
  })
})

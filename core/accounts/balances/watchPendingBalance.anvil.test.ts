import { Duration, Effect } from "effect"
import { type Address, parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type SandboxApi, startSandboxApi } from "../../../sandbox/api/startSandboxApi"
import { devnetPublicClient, devnetWalletClient } from "../../../sandbox/devnet/devnetClients"
import { seedDevnet } from "../../../sandbox/devnet/seedDevnet"
import { type Anvil, startAnvil } from "../../../sandbox/devnet/startAnvil"
import { makeManualClock, withManualClock } from "../../../test/ManualClock"
import { foyerDevnet } from "../../chains/foyerDevnet"
import { makeBalanceSources } from "./BalanceSources"
import { watchPendingBalance } from "./watchPendingBalance"

// Pending-transaction watching against a real node: the sandbox devnet with automatic mining
// off, so a sent transaction stays pending, reached through the sandbox's RPC proxy.
describe("pending-transaction watching on the sandbox devnet", () => {
  let anvil: Anvil
  let api: SandboxApi

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 2 })
    const seed = await seedDevnet(anvil)
    api = await startSandboxApi({ devnets: [seed], projectId: "foyer-test" })
    await devnetPublicClient(anvil).request({ method: "evm_setAutomine", params: [false] } as never)
  }, 60_000)

  afterAll(async () => {
    await api?.stop()
    await anvil?.stop()
  }, 60_000)

  it("a pending transaction on the network refreshes the balance at the next poll", async () => {
    const network = foyerDevnet(`${api.url}/v1/?chainId=eip155:31337&projectId=foyer-test`)
    const holder = anvil.accounts[0]!.address as Address
    const sources = makeBalanceSources({
      config: {
        tokens: {},
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
    const clock = makeManualClock(0)
    const refreshed: Array<string> = []
    // The refresh reads the holder's balance as the node sees it with pending transactions.
    const refresh = sources
      .nodeRequest(network, "eth_getBalance", [holder, "pending"])
      .pipe(Effect.map((balance) => refreshed.push(String(balance))))
    const fiber = Effect.runFork(
      withManualClock(clock)(
        watchPendingBalance({
          request: (method, params) => sources.nodeRequest(network, method, params),
          interval: Duration.seconds(30),
          onPending: Effect.ignore(refresh),
        }),
      ),
    )
    try {
      // The filter is made, then a poll that finds nothing new.
      await clock.sleepAt(0)
      clock.advance(Duration.seconds(30))
      await clock.sleepAt(1)
      expect(refreshed).toEqual([])

      const hash = await devnetWalletClient(anvil, 0).sendTransaction({
        to: anvil.accounts[1]!.address as Address,
        value: parseEther("1"),
      })
      expect(
        await devnetPublicClient(anvil)
          .getTransactionReceipt({ hash })
          .catch(() => null),
      ).toBeNull()
      clock.advance(Duration.seconds(30))
      await clock.sleepAt(2)
      expect(refreshed).toHaveLength(1)
      const before = parseEther("10000")
      expect(BigInt(refreshed[0]!)).toBeLessThan(before - parseEther("1"))

      // Nothing new since: no refresh.
      clock.advance(Duration.seconds(30))
      await clock.sleepAt(3)
      expect(refreshed).toHaveLength(1)
    } finally {
      fiber.interruptUnsafe()
    }
  }, 30_000)
})

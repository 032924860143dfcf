// The kit's reads of a network that lists several RPC URLs, against the real sandbox (anvil
// behind its RPC proxy, which answers at /nodes/<name>/ too) and the test wallet: spec 9's
// fallback transport, end to end in Node through the kit's public client.
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { foyerSandboxOf } from "../../sandbox/foyerSandboxOf"
import { type Sandbox, startSandbox } from "../../sandbox/startSandbox"
import { createTestWallet } from "../../sandbox/wallet/createTestWallet"
import { Accounts } from "../accounts/Accounts"
import { cleanUp, testWindow, waitFor } from "../client/clientTestHarness"
import { createFoyerClient } from "../client/createFoyerClient"
import type { FoyerClient } from "../client/FoyerClient"
import { withSandbox } from "../config/withSandbox"
import { announceWallet, fakeWalletInfo } from "../connectors/fakeWallet"
import type { FoyerOptions } from "../Kernel"
import { memoryBackend, Storage } from "../storage/Storage"
import { Wallet } from "../wallet/Wallet"

const projectId = "fallback-test"
const devnetId = "eip155:31337"
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ projectId, accounts: 2 })
}, 120_000)

afterAll(async () => {
  await cleanUp()
  await sandbox?.stop()
}, 60_000)

/** One of the sandbox's other RPC URLs for the devnet: its proxy at /nodes/<name>/. */
const nodeUrl = (name: string) =>
  `${new URL(sandbox.urls.rpc).origin}/nodes/${name}/?chainId=${encodeURIComponent(devnetId)}&projectId=${projectId}`

/** How many requests each of the devnet's RPC URLs has had (the provider's is `rpc`). */
const rpcCounts = () => {
  const counts = sandbox.api.faults.counts()
  return { a: counts["rpc:a"] ?? 0, b: counts["rpc:b"] ?? 0 }
}

/**
 * The sandbox's options with the devnet's RPC URLs `a` then `b` (the kit adds the provider's
 * after them) and FUSD as its primary token: the account's balance is then read on chain.
 */
const options = (): FoyerOptions => {
  const fusd = sandbox.devnets[0]?.tokens.find((t) => t.symbol === "FUSD")
  if (fusd === undefined) throw new Error("no FUSD on the devnet")
  const sandboxed = withSandbox(
    { tokens: { [devnetId]: { address: fusd.address } } },
    foyerSandboxOf(sandbox, projectId),
  )
  return {
    ...sandboxed,
    customNetworks: (sandboxed.customNetworks ?? []).map((network) =>
      network.caipNetworkId === devnetId
        ? {
            ...network,
            rpcUrls: { ...network.rpcUrls, default: { http: [nodeUrl("a"), nodeUrl("b")] } },
          }
        : network,
    ),
  }
}

const startKit = async () => {
  const wallet = createTestWallet({
    rpcUrl: sandbox.urls.rpc,
    projectId,
    privateKeys: sandbox.devnets[0]?.accounts.map((account) => account.privateKey) ?? [],
  })
  const rdns = "io.foyer.fallback"
  const stop = announceWallet(testWindow(), fakeWalletInfo(rdns), wallet.provider)
  const client = await createFoyerClient(options(), {
    window: testWindow(),
    isMobile: false,
    storage: Storage.layer(memoryBackend()),
  })
  return {
    client,
    connect: () => client.connect(rdns),
    stop: async () => {
      await client.dispose()
      stop()
    },
  }
}

/** The account's balance once no load is running. */
const settledBalance = (client: FoyerClient) =>
  waitFor(
    client.stores.accounts,
    (s) => s.eip155?.balanceLoading === false && s.eip155.balance !== undefined,
  ).then((s) => ({ balance: s.eip155?.balance, balanceSymbol: s.eip155?.balanceSymbol }))

/** Reloads the account past its caches (as after a send) and waits for that load to end. */
const refreshed = async (client: FoyerClient) => {
  let loading = false
  const done = waitFor(client.stores.accounts, (s) => {
    if (s.eip155?.balanceLoading === true) loading = true
    return loading && s.eip155?.balanceLoading === false
  })
  await client.run(Effect.flatMap(Accounts, (accounts) => accounts.refresh))
  await done
  return settledBalance(client)
}

/** The kit connected, with the devnet's RPC URL `a` answering 503 to every request. */
const connectedWithUrlAFailing = async () => {
  sandbox.api.faults.reset()
  sandbox.api.faults.arm({
    operationId: "rpc:a",
    count: 1_000_000,
    fault: { kind: "status", status: 503 },
  })
  const kit = await startKit()
  await kit.connect()
  return kit
}

describe("spec 9 fallback transport over a network's RPC URLs, on the sandbox", {
  timeout: 60_000,
}, () => {
  it("a page whose network lists several RPC URLs sends none of them anything before the visitor connects", async () => {
    sandbox.api.faults.reset()
    const kit = await startKit()
    await kit.client.open()
    expect(rpcCounts()).toEqual({ a: 0, b: 0 })
    await kit.stop()
  })

  it("one RPC URL failing, the balance read on chain still answers, from the next URL; once ranked, the failing URL is asked no more", async () => {
    const kit = await connectedWithUrlAFailing()
    const fusd = { balance: "10000", balanceSymbol: "FUSD" }
    expect(await settledBalance(kit.client)).toEqual(fusd)
    // Both were asked: `a` failing every time, `b` answering.
    expect(rpcCounts().a).toBeGreaterThan(0)
    expect(rpcCounts().b).toBeGreaterThan(0)
    // The ranking's first sample (taken as the kit made its client) puts `a` last: from then
    // on a read is answered without asking it. Reloaded until then; each reload still answers.
    for (;;) {
      const before = rpcCounts().a
      expect(await refreshed(kit.client)).toEqual(fusd)
      if (rpcCounts().a === before) break
    }
    await kit.stop()
  })

  it("the wallet service's node reads (gas, fees, receipts) go through the same URLs: one failing, the next answers", async () => {
    const kit = await connectedWithUrlAFailing()
    await settledBalance(kit.client)
    const before = rpcCounts()
    const block = await kit.client.run(
      Effect.flatMap(Wallet, (wallet) => wallet.publicRequest("eth_blockNumber", [])),
    )
    expect(block).toMatch(/^0x[0-9a-f]+$/)
    // Read from the network's own URLs (the provider's RPC alone, before issue 35).
    const after = rpcCounts()
    expect(after.a + after.b).toBeGreaterThan(before.a + before.b)
    await kit.stop()
  })
})

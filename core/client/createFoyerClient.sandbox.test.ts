// The kit's balances against the real sandbox (two anvil devnets, the provider API, its RPC
// proxy) and the test wallet: where the account's balances come from, end to end in Node.
import type { Address } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { foyerSandboxOf } from "../../sandbox/foyerSandboxOf"
import { type Sandbox, startSandbox } from "../../sandbox/startSandbox"
import {
  createTestWallet,
  type TestWalletAssetDiscovery,
} from "../../sandbox/wallet/createTestWallet"
import { withSandbox } from "../config/withSandbox"
import { announceWallet, fakeWalletInfo } from "../connectors/fakeWallet"
import { memoryBackend, Storage } from "../storage/Storage"
import { cleanUp, testWindow, waitFor } from "./clientTestHarness"
import { createFoyerClient } from "./createFoyerClient"

const projectId = "balances-test"
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ projectId, accounts: 3 })
}, 120_000)

afterAll(async () => {
  await cleanUp()
  await sandbox?.stop()
}, 60_000)

const devnet = () => sandbox.devnets[0]
const token = (symbol: string) => devnet().tokens.find((t) => t.symbol === symbol)!
const walletTokens = () =>
  devnet().tokens.map(({ address, name, symbol, decimals }) => ({
    address,
    name,
    symbol,
    decimals,
  }))

/** A kit on the sandbox with the test wallet (account `index`) announced and connected. */
const connectedKit = async (
  index: number,
  assetDiscovery: TestWalletAssetDiscovery | undefined,
  tokens: Record<string, { address: string }> = {},
) => {
  const wallet = createTestWallet({
    rpcUrl: sandbox.urls.rpc,
    projectId,
    privateKeys: devnet().accounts.map((account) => account.privateKey),
    ...(assetDiscovery === undefined ? {} : { assetDiscovery }),
  })
  wallet.control.setAccount(index)
  const rdns = `io.foyer.test${index}`
  const stop = announceWallet(testWindow(), fakeWalletInfo(rdns), wallet.provider)
  const client = await createFoyerClient(
    withSandbox({ tokens }, foyerSandboxOf(sandbox, projectId)),
    { window: testWindow(), isMobile: false, storage: Storage.layer(memoryBackend()) },
  )
  await client.connect(rdns)
  const account = await waitFor(
    client.stores.accounts,
    (s) => s.eip155?.balanceLoading === false && s.eip155.balance !== undefined,
  )
  await client.dispose()
  stop()
  return { account: account.eip155!, wallet, address: wallet.control.addresses[index] as Address }
}

describe("balances on the sandbox", { timeout: 60_000 }, () => {
  it("a wallet with asset discovery gives the token list (its AIRDROP too), and the provider API's balance call is not made", async () => {
    sandbox.api.faults.reset()
    const { account } = await connectedKit(0, { tokens: walletTokens() })
    expect(account.tokenBalance.map((t) => t.symbol)).toEqual(["ETH", "FUSD", "FOY", "AIRDROP"])
    expect(account.balanceSymbol).toBe("ETH")
    expect(sandbox.api.faults.counts().getBalance ?? 0).toBe(0)
  })

  it("a wallet answering wallet_getAssets malformed is refused: the provider API's list shows (no AIRDROP)", async () => {
    sandbox.api.faults.reset()
    const { account } = await connectedKit(1, { tokens: walletTokens(), malformed: true })
    expect(account.tokenBalance.map((t) => t.symbol)).toEqual(["ETH", "FUSD", "FOY"])
    expect(sandbox.api.faults.counts().getBalance ?? 0).toBeGreaterThan(0)
  })

  it("with a primary token for the devnet, the account button shows that token's balance read on chain", async () => {
    const fusd = token("FUSD")
    const { account } = await connectedKit(2, undefined, {
      "eip155:31337": { address: fusd.address },
    })
    expect({ balance: account.balance, balanceSymbol: account.balanceSymbol }).toEqual({
      balance: "10000",
      balanceSymbol: "FUSD",
    })
    expect(account.tokenBalance.find((t) => t.symbol === "FUSD")?.quantity.numeric).toBe("10000")
  })
})

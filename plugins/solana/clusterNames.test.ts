// @vitest-environment happy-dom
// Issue 36 acceptance: a Solana wallet written only against the Wallet Standard connects. Such
// wallets (Phantom, Solflare, Backpack) name Solana's clusters as the Wallet Standard does
// (`solana:mainnet`, `solana:devnet`, `solana:testnet`, `solana:localnet`), not by CAIP-2 id.
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { type CaipNetwork, solana, solanaDevnet, solanaTestnet } from "../../core"
import { listsNetwork } from "./discovery/solanaNetworks"
import { walletStandardConnectors } from "./discovery/walletStandardConnectors"
import { solanaAdapter } from "./solanaAdapter"
import {
  connectorContextFor,
  registerSolanaTestWallet,
  unregisterSolanaTestWallets,
} from "./solanaFixtures"

afterEach(unregisterSolanaTestWallets)

/** A network of the Solana family that is none of the public clusters (a local validator). */
const localValidator: CaipNetwork = {
  ...solanaDevnet,
  id: "4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
  caipNetworkId: "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
  name: "Local validator",
}

describe("listsNetwork: a wallet's chains name a network by CAIP-2 id or by the Wallet Standard's cluster name", () => {
  it("the public clusters by either name", () => {
    expect(listsNetwork([solanaDevnet.caipNetworkId], solanaDevnet)).toBe(true)
    expect(listsNetwork(["solana:devnet"], solanaDevnet)).toBe(true)
    expect(listsNetwork(["solana:mainnet"], solana)).toBe(true)
    expect(listsNetwork(["solana:testnet"], solanaTestnet)).toBe(true)
    expect(listsNetwork(["solana:mainnet"], solanaDevnet)).toBe(false)
    expect(listsNetwork(["solana:localnet"], solana)).toBe(false)
  })

  it("any other Solana network as solana:localnet", () => {
    expect(listsNetwork(["solana:localnet"], localValidator)).toBe(true)
    expect(listsNetwork(["solana:devnet"], localValidator)).toBe(false)
  })
})

describe("a wallet that names clusters as the Wallet Standard does", () => {
  it("is listed, connects on the site's network its account lists, and switches only to clusters it lists", async () => {
    registerSolanaTestWallet({
      name: "Cluster Names Wallet",
      chains: ["solana:devnet", "solana:mainnet"],
    })
    const source = walletStandardConnectors(
      await connectorContextFor([
        solanaTestnet.caipNetworkId,
        solanaDevnet.caipNetworkId,
        solana.caipNetworkId,
      ]),
    )
    const [connector] = source.list()
    expect(connector?.info.name).toBe("Cluster Names Wallet")
    const wallet = await Effect.runPromise(
      connector!.connect({ refresh: false, report: () => undefined }),
    )
    expect(wallet.chainId).toBe(solanaDevnet.id)
    await Effect.runPromise(solanaAdapter.switchNetwork(wallet, solana))
    const refused = await Effect.runPromise(
      Effect.flip(solanaAdapter.switchNetwork(wallet, solanaTestnet)),
    )
    expect(refused).toMatchObject({ code: 4200 })
    await Effect.runPromise(source.dispose)
  })
})

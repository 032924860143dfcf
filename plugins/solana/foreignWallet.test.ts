// @vitest-environment happy-dom
// Issue 36's acceptance: a Solana wallet written only against the Wallet Standard, not Foyer's
// test wallet, connects and signs. The wallet below is what a wallet's own code is: a class
// implementing `Wallet` from @wallet-standard/base with the standard and Solana features it
// declares, naming clusters as Phantom and Backpack do (`solana:devnet`), registered with the
// Wallet Standard's registry (what a wallet's `registerWallet` ends in; unregistered after the
// test, as the registry outlives a test file).
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import type { Wallet as StandardWalletShape, WalletAccount } from "@wallet-standard/base"
import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Accounts, Connections, makeKernel, Storage, solanaDevnet, Wallet } from "../../core"
import { balanceSettled, providerApiStandIn } from "../../test/pluginKernelHarness"
import { walletStandardConnectorId } from "./discovery/walletStandardConnector"
import { solana } from "./index"
import { registerStandardWallet, unregisterSolanaTestWallets } from "./solanaFixtures"

const secret = Uint8Array.from({ length: 32 }, (_, i) => 200 - i)
const publicKey = ed25519.getPublicKey(secret)
const chains = ["solana:mainnet", "solana:devnet", "solana:testnet"] as const
const name = "Independent Wallet"

/** A wallet as its vendor writes it: one account, shown to a page that asks to connect. */
class IndependentWallet implements StandardWalletShape {
  readonly version = "1.0.0" as const
  readonly name = name
  readonly icon =
    "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=" as const
  readonly chains = chains
  #accounts: ReadonlyArray<WalletAccount> = []
  readonly signed: Array<Uint8Array> = []
  get accounts() {
    return this.#accounts
  }
  get features() {
    return {
      "standard:connect": {
        version: "1.0.0",
        connect: async () => {
          const account: WalletAccount = {
            address: base58.encode(publicKey),
            publicKey,
            chains,
            features: ["solana:signMessage"],
          }
          this.#accounts = [account]
          return { accounts: this.#accounts }
        },
      },
      "standard:disconnect": {
        version: "1.0.0",
        disconnect: async () => {
          this.#accounts = []
        },
      },
      "solana:signMessage": {
        version: "1.1.0",
        signMessage: async (...inputs: ReadonlyArray<{ message: Uint8Array }>) =>
          inputs.map(({ message }) => {
            this.signed.push(message)
            return { signedMessage: message, signature: ed25519.sign(message, secret) }
          }),
      },
    } as const
  }
}

afterEach(unregisterSolanaTestWallets)

const api = providerApiStandIn()

describe("a Solana wallet written only against the Wallet Standard", () => {
  it("is listed, connects on the site's Solana devnet and signs a message that verifies for its key", async () => {
    const wallet = new IndependentWallet()
    registerStandardWallet(wallet)
    const kernel = await Effect.runPromise(
      makeKernel(
        {
          projectId: "demo",
          networks: [solanaDevnet.caipNetworkId],
          endpoints: { apiUrl: api().url, rpcUrl: api().url, analyticsUrl: api().url },
          plugins: [solana()],
        },
        { storage: Storage.layerMemory },
      ),
    )
    try {
      const outcome = await kernel.runtime.runPromise(
        Effect.gen(function* () {
          yield* (yield* Connections).connect(walletStandardConnectorId(name))
          const accounts = yield* Accounts
          const address = accounts.store.getSnapshot().solana?.address
          const signature = yield* (yield* Wallet).signMessage("Hello from Foyer")
          // The connect had the kit read the balance: let that end before the kit goes.
          yield* Effect.promise(() => balanceSettled(accounts, "solana"))
          return { address, signature }
        }),
      )
      expect(outcome.address).toBe(base58.encode(publicKey))
      expect(wallet.signed).toEqual([new TextEncoder().encode("Hello from Foyer")])
      expect(
        ed25519.verify(
          base58.decode(outcome.signature),
          new TextEncoder().encode("Hello from Foyer"),
          publicKey,
        ),
      ).toBe(true)
    } finally {
      await kernel.dispose()
    }
  })
})

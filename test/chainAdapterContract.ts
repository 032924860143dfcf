import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import type { CaipNetwork } from "../core/chains/CaipNetwork"
import type { ChainAdapter } from "../core/chains/ChainAdapter"
import type { ConnectedWallet } from "../core/connectors/Connector"

/** A wallet of the adapter's family, connected, with a way to check its signatures. */
export interface ContractSession {
  readonly wallet: ConnectedWallet
  /** The account the wallet authorised. */
  readonly address: string
  /** Whether `signature` is `address`'s signature of `message`, checked as the family checks it. */
  readonly verifies: (message: string, signature: string) => boolean | Promise<boolean>
}

/** What the shared contract suite needs to exercise one family's adapter. */
export interface ChainAdapterContractHarness {
  readonly adapter: ChainAdapter
  /** A network of the family, the one the session's wallet is on. */
  readonly network: CaipNetwork
  /** Connects a wallet of the family on `network` (a real signer behind it). */
  readonly connect: () => Promise<ContractSession>
  /**
   * Account addresses of the family: two spellings of one account (the same text twice where
   * the family has one spelling) and another account.
   */
  readonly addresses: { readonly same: readonly [string, string]; readonly other: string }
  /** Text that is not an account address of the family. */
  readonly notAnAddress: string
}

/**
 * The contract every chain adapter keeps (issue 36: one shared suite that the EVM, Solana and
 * Bitcoin adapters all pass), run as a `describe` block for `name`'s adapter: what Connections
 * and Wallet assume when they dispatch on a session's namespace.
 * @example describeChainAdapterContract("EVM", { adapter: eip155Adapter, network: ethereum, ... })
 */
export const describeChainAdapterContract = (
  name: string,
  harness: ChainAdapterContractHarness,
): void => {
  const { adapter, network } = harness
  describe(`the ${name} chain adapter keeps the chain adapter contract`, () => {
    it("serves its network's namespace, and names the network by the CAIP-2 reference after it", () => {
      expect(adapter.namespace).toBe(network.chainNamespace)
      expect(String(adapter.chainReferenceOf(network))).toBe(
        network.caipNetworkId.slice(network.chainNamespace.length + 1),
      )
    })

    it("compares addresses as the family writes them: one account's spellings are the same, both ways; another account is not", () => {
      const [a, b] = harness.addresses.same
      const { other } = harness.addresses
      expect([
        adapter.sameAddress(a, a),
        adapter.sameAddress(a, b),
        adapter.sameAddress(b, a),
      ]).toEqual([true, true, true])
      expect([adapter.sameAddress(a, other), adapter.sameAddress(other, b)]).toEqual([false, false])
    })

    it("what the wallet reports without a prompt, when it can tell, is the connected account and the network it is on", async () => {
      const { wallet, address } = await harness.connect()
      const accounts = await Effect.runPromise(adapter.reportedAccounts(wallet))
      const chain = await Effect.runPromise(adapter.reportedChain(wallet))
      if (Option.isSome(accounts)) {
        expect(accounts.value.some((each) => adapter.sameAddress(each, address))).toBe(true)
      }
      if (Option.isSome(chain)) expect(chain.value).toBe(adapter.chainReferenceOf(network))
      expect(wallet.namespace).toBe(adapter.namespace)
      expect(wallet.chainId).toBe(adapter.chainReferenceOf(network))
    })

    it("switching to the network the wallet is on succeeds", async () => {
      const { wallet } = await harness.connect()
      await Effect.runPromise(adapter.switchNetwork(wallet, network))
    })

    it("signs text with the connected account: the signature verifies for that text, not for another", async () => {
      const { wallet, address, verifies } = await harness.connect()
      const message = "Sign in to Foyer\nNonce: 8f3a"
      const signature = await Effect.runPromise(adapter.signMessage(wallet, address, message))
      expect(await verifies(message, signature)).toBe(true)
      expect(await verifies("Sign in to Foyer\nNonce: 0000", signature)).toBe(false)
    })

    it("signing with an account the wallet does not hold fails as a wallet request, never as a defect", async () => {
      const { wallet } = await harness.connect()
      const exit = await Effect.runPromiseExit(
        adapter.signMessage(wallet, harness.addresses.other, "hello"),
      )
      expect(exit._tag).toBe("Failure")
      if (exit._tag === "Failure") {
        expect(exit.cause.reasons.some((reason) => reason._tag === "Fail")).toBe(true)
      }
    })

    // What only some families have is part of the contract where they have it.
    const { transfers, walletConnect } = adapter
    if (transfers !== undefined) {
      it("tells the family's addresses from other text (the send form's receiver check)", () => {
        expect(transfers.isAddress(harness.addresses.same[0])).toBe(true)
        expect(transfers.isAddress(harness.addresses.other)).toBe(true)
        expect(transfers.isAddress(harness.notAnAddress)).toBe(false)
      })
    }
    if (walletConnect !== undefined) {
      it("names the WalletConnect methods it asks for in its namespace, signing among them", () => {
        expect(walletConnect.methods.some((method) => /sign/i.test(method))).toBe(true)
      })
    }
  })
}

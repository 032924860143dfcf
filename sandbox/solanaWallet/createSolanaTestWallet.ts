import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignInFeature,
  SolanaSignInInput,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from "@solana/wallet-standard-features"
import type { IdentifierString, WalletIcon, WalletWithFeatures } from "@wallet-standard/base"
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from "@wallet-standard/features"
import { solana, solanaDevnet, solanaTestnet } from "../../core/chains/defaultNetworks"
import { createStandardTestWalletRequests } from "../standardTestWallet/StandardTestWalletRequests"
import { createStandardTestWalletSession } from "../standardTestWallet/StandardTestWalletSession"
import {
  type StandardTestWallet,
  type StandardTestWalletControl,
  standardSessionFeatures,
  standardTestWallet,
} from "../standardTestWallet/standardTestWallet"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import { signInMessageText } from "./signInMessage"
import { solanaCommitment } from "./solanaCommitment"
import { type SolanaKeypair, type SolanaSecretKey, solanaKeypair } from "./solanaKeypair"
import { solanaTestWalletIcon, solanaTestWalletName } from "./solanaTestWalletInfo"
import { sendWireTransaction, signWireTransaction, wireTransaction } from "./solanaTransactions"

/** The Wallet Standard features a page can ask the Solana test wallet for. */
export type SolanaTestWalletFeature =
  | "standard:connect"
  | "standard:disconnect"
  | "solana:signMessage"
  | "solana:signTransaction"
  | "solana:signAndSendTransaction"
  | "solana:signIn"

/** The features an account of the wallet supports (every signing feature). */
export const solanaTestAccountFeatures: ReadonlyArray<IdentifierString> = [
  "solana:signAndSendTransaction",
  "solana:signTransaction",
  "solana:signMessage",
  "solana:signIn",
]

/** The storage key of the wallet's state (the EVM test wallet's is "foyer-test-wallet"). */
export const solanaTestWalletStorageKey = "foyer-solana-test-wallet"

/** How to build a Solana test wallet. */
export interface SolanaTestWalletOptions {
  /** The secret keys of the wallet's accounts, in order (the devnet's funded accounts). */
  readonly secretKeys: ReadonlyArray<SolanaSecretKey>
  /** The Solana JSON-RPC that `solana:signAndSendTransaction` sends through, on every chain. */
  readonly rpcUrl: string
  /**
   * The chains the wallet and its accounts declare (default: the kit's Solana networks,
   * {@link defaultSolanaTestWalletChains}). A request for another chain fails with the
   * standard's WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED.
   */
  readonly chains?: ReadonlyArray<IdentifierString>
  /** Where the wallet remembers the site's authorisation and account (default: none). */
  readonly storage?: TestWalletStorage
  /** Overrides the wallet's name (default "Foyer Solana Test Wallet"). */
  readonly name?: string
  /** Overrides the wallet's icon. */
  readonly icon?: WalletIcon
}

/** The Wallet Standard features the test wallet implements. */
export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

/** The wallet object a page registers (`registerWallet`) and an app finds (`getWallets`). */
export type SolanaTestWalletStandard = WalletWithFeatures<SolanaTestWalletFeatures>

/** The handle tests (and people at the console) drive the wallet with; its addresses are base58. */
export type SolanaTestWalletControl = StandardTestWalletControl<SolanaTestWalletFeature>

/** The Solana test wallet: the Wallet Standard wallet and its control handle. */
export type SolanaTestWallet = StandardTestWallet<SolanaTestWalletFeatures, SolanaTestWalletFeature>

/** The chains a wallet declares by default: the kit's Solana networks, by their CAIP-2 ids. */
export const defaultSolanaTestWalletChains: ReadonlyArray<IdentifierString> = [
  solana.caipNetworkId,
  solanaDevnet.caipNetworkId,
  solanaTestnet.caipNetworkId,
]

/**
 * A Solana wallet written only against the Wallet Standard, for tests and the demo: it
 * signs with ed25519 keys it is given, sends through the JSON-RPC at `rpcUrl`, and every
 * request can be approved, rejected (the standard's "user rejected" error) or delayed.
 * @example
 * const { wallet, control } = createSolanaTestWallet({ secretKeys, rpcUrl: devnet.url })
 * registerWallet(wallet)
 * control.setBehaviour("solana:signMessage", "reject")
 */
export const createSolanaTestWallet = (options: SolanaTestWalletOptions): SolanaTestWallet => {
  const keypairs: ReadonlyArray<SolanaKeypair> = options.secretKeys.map(solanaKeypair)
  if (keypairs.length === 0) throw new RangeError("The Solana test wallet needs an account")
  const chains = [...(options.chains ?? defaultSolanaTestWalletChains)]
  if (chains.length === 0) throw new RangeError("The Solana test wallet needs a chain")
  const name = options.name ?? solanaTestWalletName
  const session = createStandardTestWalletSession({
    walletName: name,
    keys: keypairs,
    chains,
    accountFeatures: solanaTestAccountFeatures,
    accountLabel: (index) => `Account ${index + 1}`,
    storage: options.storage,
    storageKey: solanaTestWalletStorageKey,
  })
  const { keyFor: signerFor, checkChain } = session
  const requests = createStandardTestWalletRequests<SolanaTestWalletFeature>()

  const signTransactions = (inputs: ReadonlyArray<SolanaSignTransactionInput>) =>
    inputs.map((input) => {
      const signer = signerFor(input.account)
      checkChain(input.chain, input.account, "solana:signTransaction")
      solanaCommitment(input.options?.preflightCommitment)
      return { signedTransaction: wireTransaction(signWireTransaction(input.transaction, signer)) }
    })

  const signAndSend = async (inputs: ReadonlyArray<SolanaSignAndSendTransactionInput>) => {
    // Every transaction is signed before the first is sent: a refusal sends none of them.
    const signed = inputs.map((input) => {
      const signer = signerFor(input.account)
      checkChain(input.chain, input.account, "solana:signAndSendTransaction")
      const { options: asked = {} } = input
      const preflightCommitment = solanaCommitment(asked.preflightCommitment)
      const commitment = solanaCommitment(asked.commitment)
      return {
        transaction: signWireTransaction(input.transaction, signer),
        options: {
          ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
          ...(commitment === undefined ? {} : { commitment }),
          ...(asked.skipPreflight === undefined ? {} : { skipPreflight: asked.skipPreflight }),
          ...(asked.maxRetries === undefined ? {} : { maxRetries: asked.maxRetries }),
          ...(asked.minContextSlot === undefined ? {} : { minContextSlot: asked.minContextSlot }),
        },
      }
    })
    const outputs: Array<{ signature: Uint8Array }> = []
    for (const { transaction, options: sendOptions } of signed) {
      outputs.push({
        signature: await sendWireTransaction(options.rpcUrl, transaction, sendOptions),
      })
    }
    return outputs
  }

  const signIn = (inputs: ReadonlyArray<SolanaSignInInput>) => {
    const { key: keypair, account } = session.current()
    const outputs = inputs.map((input) => {
      const domain = input.domain ?? globalThis.location?.host
      if (domain === undefined || domain === "") {
        throw new TypeError("Sign-In With Solana needs a domain outside a page")
      }
      const signedMessage = new TextEncoder().encode(
        signInMessageText({ ...input, domain, address: account.address }),
      )
      return {
        account,
        signedMessage,
        signature: keypair.sign(signedMessage),
        signatureType: "ed25519" as const,
      }
    })
    // Signing in is connecting too (the standard's one-step connect and sign).
    session.grant()
    return outputs
  }

  const features: SolanaTestWalletFeatures = {
    "standard:connect": {
      version: "1.0.0",
      connect: (input) =>
        requests.run(
          "standard:connect",
          input ?? {},
          () => {
            // A silent connect never asks the visitor: it answers whether the site already is.
            if (input?.silent !== true) session.grant()
            return { accounts: session.authorized() }
          },
          input?.silent !== true,
        ),
    },
    // Disconnecting never asks the visitor.
    ...standardSessionFeatures(session, requests, false),
    "solana:signMessage": {
      version: "1.1.0",
      signMessage: (...inputs) =>
        requests.run("solana:signMessage", inputs, () =>
          inputs.map((input) => {
            const signer = signerFor(input.account)
            const signedMessage = Uint8Array.from(input.message)
            return {
              signedMessage,
              signature: signer.sign(signedMessage),
              signatureType: "ed25519" as const,
            }
          }),
        ),
    },
    "solana:signTransaction": {
      version: "1.0.0",
      supportedTransactionVersions: ["legacy", 0],
      signTransaction: (...inputs) =>
        requests.run("solana:signTransaction", inputs, () => signTransactions(inputs)),
    },
    "solana:signAndSendTransaction": {
      version: "1.0.0",
      supportedTransactionVersions: ["legacy", 0],
      signAndSendTransaction: (...inputs) =>
        requests.run("solana:signAndSendTransaction", inputs, () => signAndSend(inputs)),
    },
    "solana:signIn": {
      version: "1.0.0",
      signIn: (...inputs) => requests.run("solana:signIn", inputs, () => signIn(inputs)),
    },
  }

  return standardTestWallet({
    name,
    icon: options.icon ?? solanaTestWalletIcon,
    chains,
    features,
    keys: keypairs,
    session,
    requests,
  })
}

import { base58 } from "@scure/base"
import { getBase64Decoder, getTransactionEncoder, isSignature } from "@solana/kit"
import { Effect, Predicate } from "effect"
import {
  type ChainRpc,
  type ChainTransfer,
  type ConnectedWallet,
  type WalletRequestError,
  WalletRequestFailedError,
} from "../../../core"
import { chainNameIn } from "../discovery/solanaNetworks"
import type { CommitmentLevel } from "../SolanaOptions"
import { accountWithAddress, solanaHandleOf } from "../SolanaWalletHandle"
import {
  featureMethod,
  type StandardFeatureName,
  type StandardWallet,
  walletChainsOf,
} from "../StandardWallet"
import { walletStandardRequest } from "../walletStandardRequest"
import { sendRawTransaction } from "./solanaRpcReads"
import {
  compileTransfer,
  latestLifetime,
  planTransfer,
  type TransferVersion,
} from "./transferTransaction"

/** Bytes in an ed25519 signature, a Solana transaction's id. */
const signatureLength = 64

/**
 * How the wallet is asked: to sign and send (the Wallet Standard's preferred way: the wallet
 * sends through its own node), or, for a wallet without that feature, to sign only.
 */
type SigningRoute = {
  readonly feature: "solana:signAndSendTransaction" | "solana:signTransaction"
  readonly method: "signAndSendTransaction" | "signTransaction"
}

const signAndSend: SigningRoute = {
  feature: "solana:signAndSendTransaction",
  method: "signAndSendTransaction",
}
const signOnly: SigningRoute = { feature: "solana:signTransaction", method: "signTransaction" }

/** The route the wallet supports, sign-and-send first (a wallet with neither is asked to sign). */
const routeFor = (wallet: StandardWallet): SigningRoute =>
  featureMethod(wallet, signAndSend.feature, signAndSend.method) === undefined
    ? signOnly
    : signAndSend

/**
 * The transaction format the wallet's feature takes: v0 when its `supportedTransactionVersions`
 * lists it, else legacy (which every Solana wallet signs).
 */
const versionFor = (wallet: StandardWallet, feature: StandardFeatureName): TransferVersion => {
  const declared: unknown = wallet.features[feature]
  return Predicate.hasProperty(declared, "supportedTransactionVersions") &&
    Array.isArray(declared.supportedTransactionVersions) &&
    declared.supportedTransactionVersions.includes(0)
    ? 0
    : "legacy"
}

/** The bytes `key` holds in the first of a wallet's outputs, if it holds bytes there. */
const firstOutputBytes = (outputs: unknown, key: string): Uint8Array | undefined => {
  const first: unknown = Array.isArray(outputs) ? outputs[0] : undefined
  if (!Predicate.hasProperty(first, key)) return undefined
  const value = first[key]
  return value instanceof Uint8Array ? value : undefined
}

/**
 * Builds the transfer, has the wallet sign it and gets it sent; gives the transaction's id, the
 * fee payer's base58 signature. The wallet is asked with `solana:signAndSendTransaction` on the
 * network's chain (as the account names it) with `preflightCommitment`; a wallet without that
 * feature signs with `solana:signTransaction` and the kit sends it with the node's
 * sendTransaction. A prompt waits for the visitor; the wallet's refusal is
 * `UserRejectedRequestError`.
 */
export const sendSolanaTransfer = (
  connected: ConnectedWallet,
  transfer: ChainTransfer,
  rpc: ChainRpc,
  preflightCommitment: CommitmentLevel,
): Effect.Effect<string, WalletRequestError> =>
  Effect.gen(function* () {
    const handle = solanaHandleOf(connected)
    const { wallet } = handle
    const account = accountWithAddress(handle, transfer.from)
    const route = routeFor(wallet)
    if (account === undefined) {
      return yield* new WalletRequestFailedError({ method: route.feature, cause: transfer.from })
    }
    const plan = yield* planTransfer(transfer, rpc)
    const transaction = compileTransfer(
      plan,
      yield* latestLifetime(rpc),
      versionFor(wallet, route.feature),
    )
    const input = {
      account,
      chain:
        chainNameIn([...account.chains, ...walletChainsOf(wallet)], transfer.network) ??
        transfer.network.caipNetworkId,
      transaction: Uint8Array.from(getTransactionEncoder().encode(transaction)),
      options: { preflightCommitment },
    }
    const outputs = yield* walletStandardRequest(wallet, route.feature, route.method, input)
    if (route === signAndSend) {
      const signature = firstOutputBytes(outputs, "signature")
      return signature?.length === signatureLength
        ? base58.encode(signature)
        : yield* new WalletRequestFailedError({ method: route.feature, cause: outputs })
    }
    const signed = firstOutputBytes(outputs, "signedTransaction")
    if (signed === undefined) {
      return yield* new WalletRequestFailedError({ method: route.feature, cause: outputs })
    }
    const id = yield* sendRawTransaction(
      rpc,
      getBase64Decoder().decode(signed),
      preflightCommitment,
    )
    return isSignature(id)
      ? id
      : yield* new WalletRequestFailedError({ method: "sendTransaction", cause: id })
  })

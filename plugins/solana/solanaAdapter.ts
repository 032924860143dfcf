import { base58 } from "@scure/base"
import { Effect, Option, Predicate } from "effect"
import {
  type ChainAdapter,
  methodNotSupportedCode,
  WalletRequestFailedError,
  WalletRpcError,
  walletStandardRequest,
} from "../../core"
import { listsNetwork } from "./discovery/solanaNetworks"
import { solanaWalletConnectNamespace } from "./discovery/solanaWalletConnectNamespace"
import { defaultPreflightCommitment, type SolanaOptions } from "./SolanaOptions"
import { accountWithAddress, sessionAccountOf, solanaHandleOf } from "./SolanaWalletHandle"
import { currentSolanaAccounts } from "./StandardWallet"
import { solanaTransfers } from "./transfers/solanaTransfers"

/** Bytes in an ed25519 signature. */
const signatureLength = 64

/** The signature in the first output of `solana:signMessage`, if it is one. */
const signatureIn = (outputs: unknown): Uint8Array | undefined => {
  const first: unknown = Array.isArray(outputs) ? outputs[0] : undefined
  if (!Predicate.hasProperty(first, "signature")) return undefined
  const { signature } = first
  return signature instanceof Uint8Array && signature.length === signatureLength
    ? signature
    : undefined
}

/**
 * The Solana family (`solana:` chains) over the Wallet Standard: the session's handle holds
 * the wallet and its account (see SolanaWalletHandle).
 * - A network is named by its CAIP-2 reference, the genesis hash prefix (`CaipNetwork.id`).
 * - Addresses are base58, which is case-sensitive: they compare exactly.
 * - The accounts reported without a prompt are the wallet's `accounts`; a Wallet Standard
 *   wallet has no "current chain" (each request names its chain), so none is reported.
 * - A Solana wallet is not asked to switch: the switch succeeds when the account lists the
 *   target chain, and otherwise fails as a wallet that cannot switch chains does (4200, which
 *   the SwitchNetwork view tells as 'Chain switching is not supported by this wallet.').
 * - Text is signed with `solana:signMessage` over its UTF-8 bytes; the ed25519 signature is
 *   given in base58, as Solana writes signatures.
 * - SOL and SPL tokens are sent as `solanaTransfers` says, with the plugin's options.
 */
export const makeSolanaAdapter = (options: SolanaOptions): ChainAdapter => ({
  namespace: "solana",
  chainReferenceOf: (network) => network.id,
  sameAddress: (a, b) => a === b,
  reportedAccounts: (wallet) =>
    Effect.sync(() =>
      Option.some(
        currentSolanaAccounts(solanaHandleOf(wallet).wallet).map(({ address }) => address),
      ),
    ),
  reportedChain: () => Effect.succeed(Option.none()),
  switchNetwork: (wallet, target) =>
    Effect.suspend(() => {
      const account = sessionAccountOf(solanaHandleOf(wallet))
      return listsNetwork(account.chains, target)
        ? Effect.void
        : Effect.fail(
            new WalletRpcError({
              code: methodNotSupportedCode,
              message: `The account ${account.address} is not on ${target.caipNetworkId}.`,
            }),
          )
    }),
  signMessage: (wallet, address, message) =>
    Effect.suspend(() => {
      const handle = solanaHandleOf(wallet)
      const account = accountWithAddress(handle, address)
      if (account === undefined) {
        return Effect.fail(
          new WalletRequestFailedError({ method: "solana:signMessage", cause: address }),
        )
      }
      return Effect.flatMap(
        walletStandardRequest(handle.wallet, "solana:signMessage", "signMessage", {
          account,
          message: new TextEncoder().encode(message),
        }),
        (outputs) => {
          const signature = signatureIn(outputs)
          return signature === undefined
            ? Effect.fail(
                new WalletRequestFailedError({ method: "solana:signMessage", cause: outputs }),
              )
            : Effect.succeed(base58.encode(signature))
        },
      )
    }),
  transfers: solanaTransfers(options),
  walletConnect: solanaWalletConnectNamespace,
})

/**
 * The Solana adapter with the plugin's default options (what `solana()` without options
 * makes).
 */
export const solanaAdapter: ChainAdapter = makeSolanaAdapter({
  preflightCommitment: defaultPreflightCommitment,
})

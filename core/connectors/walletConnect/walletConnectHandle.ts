import { Effect, Predicate } from "effect"
import type { ConnectedWallet } from "../Connector"
import { toWalletRequestError, type WalletRequestError } from "../walletRequest"

/**
 * What a WalletConnect session's wallet in a family other than EVM carries for its family's
 * adapter (`FamilyWallet.handle`): the chain its accounts are on, and how to ask the wallet
 * there. A plugin's adapter (Bitcoin's `bip122`, Solana's `solana`) speaks the namespace's
 * methods through it.
 */
export interface WalletConnectHandle {
  readonly _tag: "WalletConnectHandle"
  /** The CAIP-2 chain the session's accounts of this family are on. */
  readonly chain: string
  /** The session's accounts of this family, on every chain it approved, as CAIP-10. */
  readonly accounts: ReadonlyArray<string>
  /**
   * Asks the wallet `method` on `chain` (the handle's by default) when the session grants it;
   * another method is a read at the chain's RPC URL. Fails as any wallet request does
   * (`UserRejectedRequestError` when the visitor declines, `WalletRpcError` with the code).
   */
  readonly request: (
    method: string,
    params: unknown,
    chain?: string,
  ) => Effect.Effect<unknown, WalletRequestError>
  /**
   * The same ask as a promise, rejecting with the wallet's or the node's error as it came (its
   * code kept): for a wallet presented through a promise API, as a Solana session's is through
   * the Wallet Standard's features.
   */
  readonly send: (method: string, params: unknown, chain?: string) => Promise<unknown>
}

/**
 * A handle over `requestOn` for one family's chain.
 * @example walletConnectHandle((chain, method, params) => wc.requestOn(chain, method, params), chain, accounts)
 */
export const walletConnectHandle = (
  requestOn: (chain: string, method: string, params: unknown) => Promise<unknown>,
  chain: string,
  accounts: ReadonlyArray<string>,
): WalletConnectHandle => ({
  _tag: "WalletConnectHandle",
  chain,
  accounts,
  request: (method, params, on = chain) =>
    Effect.tryPromise({
      try: () => requestOn(on, method, params),
      catch: (cause) => toWalletRequestError(method, cause),
    }),
  send: (method, params, on = chain) => requestOn(on, method, params),
})

/** The WalletConnect handle of a wallet's session, when it is one (else undefined). */
export const walletConnectHandleOf = (wallet: ConnectedWallet): WalletConnectHandle | undefined =>
  wallet.namespace !== "eip155" &&
  Predicate.hasProperty(wallet.handle, "_tag") &&
  wallet.handle._tag === "WalletConnectHandle"
    ? (wallet.handle as WalletConnectHandle)
    : undefined

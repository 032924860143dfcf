import type { WalletConnectNamespace } from "../../chains/WalletConnectNamespace"
import type { Metadata } from "../../config/FoyerConfig"
import type { Eip1193Provider } from "../Eip1193Provider"
import type { PairingSignedMessage, PairingSignInRequest } from "../PairingSignIn"

/** The session fields the kit reads. */
export interface WalletConnectSession {
  readonly topic: string
  readonly namespaces: Readonly<
    Record<
      string,
      { readonly accounts: ReadonlyArray<string>; readonly methods?: ReadonlyArray<string> }
    >
  >
  readonly peer?: {
    readonly metadata?: { readonly name?: string; readonly icons?: ReadonlyArray<string> }
  }
  /** The chains the session was requested with (CAIP-2), whatever the wallet granted. */
  readonly requestedChains: ReadonlyArray<string>
}

/** What a pairing settled: the session, and what the wallet signed with it (one-click auth). */
export interface WalletConnectPairing {
  readonly session: WalletConnectSession
  /** Each sign-in message the wallet signed, its text as signed; none without one-click auth. */
  readonly signed: ReadonlyArray<PairingSignedMessage>
}

/**
 * The WalletConnect provider the kit uses: an EIP-1193 provider over one session at a time,
 * with pairing. Its `display_uri` event carries a pairing's URI; `chainChanged`,
 * `accountsChanged` and `disconnect` are the session's.
 */
export interface WalletConnectProvider extends Eip1193Provider {
  readonly session?: WalletConnectSession | undefined
  /**
   * Pairs with a wallet for a session on `chains` (CAIP-2; the methods and events are the
   * provider's); with `signIn`, the wallet is also asked to sign it in on each chain (one-click
   * auth). Resolves once a wallet settles the session; rejects with the wallet's refusal.
   */
  connect(params: {
    readonly chains: ReadonlyArray<string>
    readonly signIn?: PairingSignInRequest
    /**
     * What the session asks for in each namespace other than eip155 whose chains are in
     * `chains` (a chain of a namespace not listed here is not asked for).
     */
    readonly namespaces?: Readonly<Record<string, WalletConnectNamespace>>
  }): Promise<WalletConnectPairing>
  /**
   * Asks the wallet `method` on `chain` (CAIP-2, of any namespace the session holds) when the
   * session grants it; any other method is a read at the chain's RPC URL. Rejects with the
   * wallet's or the node's error (its code kept), or 4100 without a session.
   */
  requestOn(chain: string, method: string, params: unknown): Promise<unknown>
  disconnect(): Promise<void>
  abortPairingAttempt(): void
  /** Closes the relay connection and ends the provider's work; its session stays for a reload. */
  close(): Promise<void>
  on(event: string, listener: (...args: ReadonlyArray<never>) => void): void
  removeListener(event: string, listener: (...args: ReadonlyArray<never>) => void): void
}

/** Makes the provider; the default imports Foyer's own WalletConnect client when called. */
export type WalletConnectProviderFactory = (options: {
  readonly projectId: string
  readonly relayUrl: string
  readonly metadata: Metadata
  /** Where the client keeps its relay key and sessions (a `StorageBackend`; tests give one). */
  readonly storage?: unknown
  /** The RPC URL of each requested chain (CAIP-2), where reads go. */
  readonly rpcUrls: Readonly<Record<string, string>>
}) => Promise<WalletConnectProvider>

import type { Metadata } from "../../config/FoyerConfig"
import type { Eip1193Provider } from "../Eip1193Provider"
import type { SessionChains } from "./isSessionStale"
import type { Cacao } from "./protocol/cacao"

/** The session fields the kit reads. */
export interface WalletConnectSession extends SessionChains {
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
  /** What the wallet signed for the pairing's one-click auth (none when it did not). */
  readonly authentication?: ReadonlyArray<WalletConnectCacao>
}

/** A signed CAIP-122 message as WalletConnect carries it (a CACAO, CAIP-74). */
export type WalletConnectCacao = Cacao

/** A one-click auth request of a pairing (the CAIP-122 fields the wallet signs). */
export interface WalletConnectAuthentication {
  readonly domain: string
  readonly chains: Array<string>
  readonly nonce: string
  readonly uri: string
  /** How long the wallet may take to answer, in seconds. */
  readonly ttl: number
  readonly statement?: string
  readonly exp?: string
  readonly nbf?: string
  readonly requestId?: string
  readonly resources?: Array<string>
}

/** What the kit uses of a WalletConnect provider (an EIP-1193 provider over one session). */
export interface WalletConnectProvider extends Eip1193Provider {
  readonly session?: WalletConnectSession | undefined
  connect(params: {
    readonly optionalNamespaces: Record<string, WalletConnectNamespace>
    readonly authentication?: Array<WalletConnectAuthentication>
  }): Promise<WalletConnectSession | undefined>
  /** The sign client, which writes a CACAO's message as the wallet signed it. */
  readonly client: {
    formatAuthMessage(params: {
      readonly request: WalletConnectCacao["p"]
      readonly iss: string
    }): string
  }
  disconnect(): Promise<void>
  abortPairingAttempt(): void
  /** Closes the relay connection and ends the provider's work; its session stays for a reload. */
  close(): Promise<void>
  on(event: string, listener: (...args: ReadonlyArray<never>) => void): void
  removeListener(event: string, listener: (...args: ReadonlyArray<never>) => void): void
}

/** The namespace the kit requests: its chains, methods, events and where to read them. */
export interface WalletConnectNamespace {
  readonly chains: Array<string>
  readonly methods: Array<string>
  readonly events: Array<string>
  readonly rpcMap: Record<string, string>
}

/** Makes the provider; the default imports Foyer's own WalletConnect client when called. */
export type WalletConnectProviderFactory = (options: {
  readonly projectId: string
  readonly relayUrl: string
  readonly metadata: Metadata
  /** Where the client keeps its relay key and sessions (a `StorageBackend`; tests give one). */
  readonly storage?: unknown
  /** The RPC URL of each requested chain (CAIP-2), where reads go. */
  readonly rpcUrls?: Readonly<Record<string, string>>
}) => Promise<WalletConnectProvider>

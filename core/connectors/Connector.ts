import type { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { WalletConnectNamespace } from "../chains/WalletConnectNamespace"
import type { FoyerConfig } from "../config/FoyerConfig"
import type { ConnectionAuth, ConnectionState } from "../connections/ConnectionState"
import type { FlowError } from "../errors/FlowError"
import type { ConnectorInfo } from "./ConnectorInfo"
import type { WalletWindow } from "./createWalletDiscovery"
import type { Eip1193Provider } from "./Eip1193Provider"
import type { PairingSignIn } from "./PairingSignIn"
import type { WalletRequestError } from "./walletRequest"

/** What every wallet session the kit holds has, whatever its chain family. */
interface WalletSessionFields {
  /** The connector's info, possibly refined by the wallet (a WalletConnect peer's name and icon). */
  readonly info: ConnectorInfo
  readonly accounts: ReadonlyArray<string>
  /**
   * The chain the wallet is on, as its family names it in CAIP-2 (the reference after the
   * namespace): EIP-155's numeric chain id, Solana's genesis-hash prefix.
   */
  readonly chainId: number | string
  /**
   * Whether the wallet answers `method`, when the connection says so: a WalletConnect session
   * lists the methods the wallet approved, and calling another one only logs an error. Absent
   * when it is not known (a browser wallet answers or refuses each request itself).
   */
  readonly supportsMethod?: (method: string) => boolean
  /**
   * The session's own events: calls `handlers` when the wallet changes its accounts or its
   * network, or ends the session, until the returned function is called. Each connector
   * listens its own way (EIP-1193 events for an EVM wallet); the kernel only hears these.
   */
  readonly subscribe: (handlers: WalletSessionEvents) => () => void
  /**
   * The same session's wallets in the other chain families it serves (a WalletConnect session
   * the wallet approved with EVM and Bitcoin accounts): the kit holds a connection in each of
   * those families too, under the same connector id. They have no `alsoIn` of their own.
   */
  readonly alsoIn?: ReadonlyArray<ConnectedWallet>
  /**
   * How an embedded wallet's session was signed in (email or a social provider) and its user:
   * the connection keeps it, and the account shows it (spec 3 `socialProvider`, `user`).
   * Absent for every other wallet.
   */
  readonly auth?: ConnectionAuth
}

/** An EVM wallet: the kit talks to it over EIP-1193. */
export interface Eip155Wallet extends WalletSessionFields {
  readonly namespace: "eip155"
  readonly provider: Eip1193Provider
}

/**
 * A wallet of another chain family (Solana, Bitcoin...). Only its family's chain adapter talks
 * to it, through `handle`: what the plugin's connector made (a Wallet Standard wallet and its
 * account, a WalletConnect session); the kernel never reads it.
 */
export interface FamilyWallet extends WalletSessionFields {
  readonly namespace: Exclude<ChainNamespace, "eip155">
  readonly handle: unknown
}

/**
 * A wallet the kit holds a session with: who it is, how to talk to it, what it answered. Its
 * `namespace` says which chain adapter asks it anything.
 */
export type ConnectedWallet = Eip155Wallet | FamilyWallet

/**
 * Every wallet of one session, the one the connector answered first: a connection in each of
 * their families.
 * @example sessionWallets(wallet).map((each) => each.namespace) // ["eip155", "bip122"]
 */
export const sessionWallets = (wallet: ConnectedWallet): ReadonlyArray<ConnectedWallet> => [
  wallet,
  ...(wallet.alsoIn ?? []),
]

/** What a wallet's session tells the kit; arguments are already checked. */
export interface WalletSessionEvents {
  /** The wallet's accounts now; none means the wallet left the site. */
  readonly accountsChanged: (accounts: ReadonlyArray<string>) => void
  /** The wallet moved to another network (its chain reference, as `ConnectedWallet.chainId`). */
  readonly chainChanged: (chainId: number | string) => void
  /** The wallet ended the session. */
  readonly disconnect: () => void
}

/** Why a connect did not give a wallet. */
export type ConnectError = WalletRequestError | FlowError

/**
 * Connection fields a connector reports while it connects (spec 3 connection state): the
 * pairing URI a second device scans or opens, when it expires, whether it is still being
 * made (`buffering`), whether the last pairing failed, the deep link followed.
 */
export type ConnectorProgress = Partial<
  Pick<ConnectionState, "wcUri" | "wcPairingExpiry" | "buffering" | "wcError" | "wcLinking">
>

/**
 * One way to reach a wallet (wagmi's `createConnector` shape): an announced browser wallet,
 * WalletConnect, an embedded wallet. The kernel never asks which kind it holds: everything a
 * kind does differently lives behind this interface.
 */
export interface Connector {
  readonly info: ConnectorInfo
  /**
   * Asks the wallet for its accounts (it may prompt). `report` receives progress the views
   * show (a pairing URI). `refresh` asks for a fresh pairing instead of a pending one.
   */
  readonly connect: (options: {
    readonly refresh: boolean
    readonly report: (progress: ConnectorProgress) => void
  }) => Effect.Effect<ConnectedWallet, ConnectError>
  /**
   * Whether a connect already pending may be kept rather than started again (a pairing
   * whose URI still lives). Absent: a second connect while one is pending is ignored.
   */
  readonly keepsPending?: () => boolean
  /** Restores a session without prompting, or gives undefined when there is none. */
  readonly restore: Effect.Effect<ConnectedWallet | undefined>
  /** Drops a connect still pending (the visitor chose another wallet or closed the modal). */
  readonly cancel?: Effect.Effect<void>
  /** Whether a pending connect survives the modal closing (spec 9: Telegram, iOS Safari). */
  readonly keepsPendingOnClose?: () => boolean
  /** Ends the session on the wallet's side too (best effort). */
  readonly disconnect: (wallet: ConnectedWallet) => Effect.Effect<void>
}

/** A changing list of connectors (wallets come and go as they announce themselves). */
export interface ConnectorSource {
  /** The connectors now available. */
  readonly list: () => ReadonlyArray<Connector>
  /** Calls `listener` when the list changes; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
  /** Asks wallets to announce themselves again (EIP-6963 request round). */
  readonly refresh?: () => void
  /** Waits, at most one announcement round, for `id` to be listed. */
  readonly await?: (id: string) => Effect.Effect<Connector | undefined>
  /**
   * Stops listening and drops what it holds (a pairing in progress): the kernel runs it to its
   * end while the kit is disposed, so nothing of the source outlives the kit.
   */
  readonly dispose: Effect.Effect<void>
}

/** What a connector factory is given by the kernel. */
export interface ConnectorContext {
  readonly config: FoyerConfig
  /** The configured networks. */
  readonly networks: ReadonlyArray<CaipNetwork>
  /** The page's facts and test doubles (window, clock, a WalletConnect provider factory...). */
  readonly environment: ConnectorEnvironment
  /** A plugin's sign-in during pairing (WalletConnect one-click auth), run on the kit. */
  readonly pairingSignIn?: PairingSignIn<never>
  /**
   * What a WalletConnect session asks for in each chain family beside EVM the kit has an
   * adapter for (the namespace each adapter names); none, EVM only, when absent.
   */
  readonly walletConnectNamespaces?: ReadonlyArray<
    readonly [FamilyWallet["namespace"], WalletConnectNamespace]
  >
}

/**
 * The page facts connectors are built with; each connector reads what concerns it, tests
 * pass doubles. Plugins' connectors may read their own keys.
 */
export interface ConnectorEnvironment {
  /** Where wallets announce themselves; the page's window by default (none on a server). */
  readonly window?: WalletWindow
  /** The clock pairing expiry is read with (epoch ms); `Date.now` by default. */
  readonly now?: () => number
  readonly [key: string]: unknown
}

/** Makes a source of connectors; plugins may add their own (an embedded wallet). */
export type ConnectorFactory = (context: ConnectorContext) => ConnectorSource

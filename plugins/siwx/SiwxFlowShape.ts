import type { Effect } from "effect"
import type {
  Accounts,
  CaipNetwork,
  Connections,
  Events,
  KernelConfig,
  Modal,
  Networks,
  PairingSignedMessage,
  PairingSignInRequest,
  ReadableStore,
  Wallet,
} from "../../core"
import type { SiwxSessionStore } from "./SiwxSessionStore"

/** Where the SIWXSignMessage view is: waiting for the visitor, signing, or failed. */
export type SiwxSignState =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Signing" }
  /** `reason` is for developers (the event); the view shows 'Error signing message'. */
  | { readonly _tag: "Failed"; readonly reason: string }

/** The account and network a sign-in is asked for. */
export interface SiwxTarget {
  readonly address: string
  /** The network's CAIP-2 id, as the connection or the network store names it. */
  readonly caipNetworkId: string
}

/** The page asking for the sign-in: its authority (the message's domain) and its URL (its URI). */
export interface SiwxPage {
  readonly host: string
  readonly href: string
}

/** The sign-in flow of spec 4, which the connect and network-change hooks and the view drive. */
export interface SiwxFlowShape {
  /** What the SIWXSignMessage view shows. */
  readonly state: ReadableStore<SiwxSignState>
  /** Whether sign-in is required (the kit's `siwx.required`). */
  readonly required: boolean
  /**
   * Asks for a sign-in for `target` when its network is supported and no session exists for
   * the address and network: opens SIWXSignMessage. With a session, nothing is asked.
   */
  readonly request: (target: SiwxTarget) => Effect.Effect<void>
  /**
   * Signs in the connected account on the active network: creates the message, has the wallet
   * sign it, verifies it on the network's node, stores the session, records the network,
   * closes the modal and emits SIWX_AUTH_SUCCESS. A failure shows in `state`, keeps the view
   * open and emits SIWX_AUTH_ERROR. Never fails.
   */
  readonly sign: Effect.Effect<void>
  /**
   * The visitor cancels (CLICK_CANCEL_SIWX): when sign-in is required, back to the last
   * authenticated network if it has a session, else disconnect; then the modal closes.
   */
  readonly cancel: Effect.Effect<void>
  /** Whether a visitor's close is refused: sign-in is required and no session exists. */
  readonly closeGuard: Effect.Effect<boolean>
  /** The network signed in to last, if any. */
  readonly lastNetwork: () => CaipNetwork | undefined
  /**
   * The message fields a WalletConnect pairing asks the wallet to sign (one-click auth) for
   * `chains`: this page, a fresh nonce, the statement and the session's end; none when no
   * chain is a configured network with a message format.
   */
  readonly pairingRequest: (
    chains: ReadonlyArray<string>,
  ) => Effect.Effect<PairingSignInRequest | undefined>
  /**
   * What the wallet signed while pairing: each message is verified on its network's node as
   * a signed view message is, and kept as that network's session (SIWX_AUTH_SUCCESS); when
   * none holds, SIWX_AUTH_ERROR, and the connect hook then asks with the view.
   */
  readonly acceptPairing: (signed: ReadonlyArray<PairingSignedMessage>) => Effect.Effect<void>
}

/** The kernel services (and the plugin's session store) the flow is built on. */
export type SiwxKernel =
  | Accounts
  | Connections
  | Events
  | KernelConfig
  | Modal
  | Networks
  | Wallet
  | SiwxSessionStore

import type { ChainNamespace } from "../chains/ChainNamespace"
import type { ConnectorType } from "./ConnectorType"

/** A wallet the visitor can connect with, as the Connect view lists it. */
export interface ConnectorInfo {
  /** Stable id: the EIP-6963 rdns for announced wallets, "injected" for a legacy window.ethereum. */
  readonly id: string
  /**
   * The spec 3 connector type. What differs by kind is read from it, never from an id: the
   * WALLET_CONNECT connector pairs with a second device, and the configured
   * `walletConnectWallets` open through it.
   */
  readonly type: ConnectorType
  /** Display name; untrusted text from the wallet, render as text only. */
  readonly name: string
  /** Icon URL, only ever a `data:image/` or `https:` URL (others are dropped), never HTML. */
  readonly icon: string | undefined
  readonly rdns: string | undefined
  readonly chains: ReadonlyArray<ChainNamespace>
  /** The view the connect flow shows while this wallet connects; ConnectingExternal if absent. */
  readonly connectingView?: string
}

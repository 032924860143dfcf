import { Result } from "effect"
import type { WalletConnectWallet } from "../config/FoyerConfig"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { InternalError } from "../errors/InternalError"
import type { View } from "../modal/ViewName"
import { multiChainWallets } from "./multiChainWallets"

/** The view the connect flow shows while `connector` connects (spec 2): its own, else ConnectingExternal. */
export const connectingViewOf = (connector: ConnectorInfo): string =>
  connector.connectingView ?? "ConnectingExternal"

/** A wallet's connecting view, and whether opening it should start the connect. */
export interface WalletConnectingView {
  /** The view with `{ connectorId, walletId? }`, the data the connect flow opens it with. */
  readonly view: View
  readonly connectorId: string
  /**
   * True for a wallet that connects in place (an injected or external one): the kit asks it
   * now. A pairing view (WalletConnect) starts its pairing itself when it shows.
   */
  readonly startsConnect: boolean
}

/**
 * The connecting view of the wallet `walletId` (`open({ walletId })`): what choosing that wallet
 * in the Connect view shows. For a wallet that serves several chain families (one of its
 * connectors' ids, or its `multiChain:<name>` key; see `multiChainWallets`), ConnectingMultiChain
 * with its connectors, where the visitor picks the family; for another discovered connector its
 * own (ConnectingExternal for an injected wallet); for a configured WalletConnect wallet, the
 * pairing connector's (ConnectingWalletConnect) offering that wallet. Fails with
 * InternalError 'Provider not found: <id>' for an unknown id and 'WalletConnectConnector not
 * found' when a WalletConnect wallet has no WALLET_CONNECT connector to pair through.
 */
export const walletConnectingView = (
  walletId: string,
  connectors: ReadonlyArray<ConnectorInfo>,
  walletConnectWallets: ReadonlyArray<WalletConnectWallet>,
): Result.Result<WalletConnectingView, InternalError> => {
  const severalFamilies = multiChainWallets(connectors).find(
    (wallet) => wallet.key === walletId || wallet.connectors.some((c) => c.id === walletId),
  )
  if (severalFamilies !== undefined) {
    const connectorIds = severalFamilies.connectors.map((c) => c.id)
    return Result.succeed({
      view: { name: "ConnectingMultiChain", data: { connectorIds } },
      connectorId: connectorIds[0] ?? walletId,
      startsConnect: false,
    })
  }
  const connector = connectors.find((c) => c.id === walletId)
  if (connector !== undefined) {
    const data = { connectorId: connector.id }
    return Result.succeed({
      view: { name: connectingViewOf(connector), data } as View,
      connectorId: connector.id,
      startsConnect: connector.type !== "WALLET_CONNECT",
    })
  }
  if (!walletConnectWallets.some((w) => w.id === walletId)) {
    return Result.fail(new InternalError({ reason: "providerNotFound", detail: walletId }))
  }
  const pairing = connectors.find((c) => c.type === "WALLET_CONNECT")
  if (pairing === undefined) {
    return Result.fail(new InternalError({ reason: "walletConnectConnectorNotFound" }))
  }
  const data = { connectorId: pairing.id, walletId }
  return Result.succeed({
    view: { name: connectingViewOf(pairing), data } as View,
    connectorId: pairing.id,
    startsConnect: false,
  })
}

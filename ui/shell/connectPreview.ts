import type { ConnectorInfo, FoyerOptions, ReadableStore } from "../../core"
import { defaultConnectorOrder } from "../../core/config/connectorOrder"
import { previewConnectors } from "../../core/connectors/previewConnectors"
import { guessMobile } from "../../core/environment/guessMobile"
import { type ConnectorOrdering, recentWalletsShown } from "../../core/walletList/orderConnectors"

/** The local-storage item the kernel keeps the recent wallets in (its `recentWallets` key). */
export const recentWalletsKey = "@foyer/recent_wallets"

/**
 * What the Connect view lists before the kit has started (issue 14): the connectors the kernel
 * will list first, with the ordering it will use, read from the options as written and the page.
 * Plugins' connectors join when the kit has started; the kernel's groups put them after these.
 */
export interface ConnectPreview {
  /** WalletConnect, then the browser wallets (EIP-6963 announcements, or `window.ethereum`). */
  readonly connectors: ReadableStore<ReadonlyArray<ConnectorInfo>>
  readonly ordering: ConnectorOrdering
  /**
   * Whether the All Wallets entry shows: the `allWallets` feature on, and the `allWallets`
   * option SHOW, or ONLY_MOBILE on a phone.
   */
  readonly allWalletsShown: boolean
  /** Stops listening for wallet announcements. */
  readonly dispose: () => void
}

/** Whether the `allWallets` option lists All Wallets here (spec 3: SHOW, HIDE, ONLY_MOBILE). */
export const allWalletsListed = (
  option: "SHOW" | "HIDE" | "ONLY_MOBILE" | undefined,
  isMobile: boolean,
): boolean => option === undefined || option === "SHOW" || (option === "ONLY_MOBILE" && isMobile)

/** Ids of the stored recent wallets, newest first; none where storage is unreadable. */
const storedRecentIds = (): ReadonlyArray<string> => {
  try {
    if (typeof window === "undefined") return []
    const stored: unknown = JSON.parse(window.localStorage.getItem(recentWalletsKey) ?? "[]")
    if (!Array.isArray(stored)) return []
    return stored
      .map((wallet: unknown) =>
        typeof wallet === "object" && wallet !== null && "id" in wallet ? wallet.id : undefined,
      )
      .filter((id): id is string => typeof id === "string")
      .slice(0, recentWalletsShown)
  } catch {
    // Storage blocked or a value that is not JSON: the kernel reads it as empty too.
    return []
  }
}

/**
 * Builds the preview: asks the browser wallets to announce themselves (an in-page event;
 * nothing is sent to them or to the network) and reads the recent wallets.
 */
export const createConnectPreview = (options: FoyerOptions): ConnectPreview => {
  const preview = previewConnectors(
    typeof window === "undefined" ? undefined : window,
    options.excludeWalletIds,
  )
  // Remote features win over local ones, as in the kernel.
  const connectorOrder = options.remoteFeatures?.connectorOrder ?? options.features?.connectorOrder
  const allWallets = options.remoteFeatures?.allWallets ?? options.features?.allWallets
  return {
    connectors: preview.connectors,
    ordering: {
      order: connectorOrder ?? defaultConnectorOrder,
      recentIds: storedRecentIds(),
      featuredIds: options.featuredWalletIds ?? [],
    },
    allWalletsShown: allWallets !== false && allWalletsListed(options.allWallets, guessMobile()),
    dispose: preview.dispose,
  }
}

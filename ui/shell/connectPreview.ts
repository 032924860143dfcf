import type { ConnectorInfo, FoyerClient, FoyerOptions, ReadableStore } from "../../core"
import { defaultConnectorOrder } from "../../core/config/connectorOrder"
import { previewConnectors } from "../../core/connectors/previewConnectors"
import { guessMobile } from "../../core/environment/guessMobile"
import { type ConnectorOrdering, recentWalletsShown } from "../../core/walletList/orderConnectors"
import { askedFeature } from "./askedFeature"

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
  const allWallets = askedFeature(options, "allWallets")
  return {
    connectors: preview.connectors,
    ordering: {
      order: askedFeature(options, "connectorOrder") ?? defaultConnectorOrder,
      recentIds: storedRecentIds(),
      featuredIds: options.featuredWalletIds ?? [],
    },
    allWalletsShown: allWallets !== false && allWalletsListed(options.allWallets, guessMobile()),
    dispose: preview.dispose,
  }
}

/**
 * Whether All Wallets is offered: by the kit once it has started (the `allWallets` feature and
 * option, on this device), before by the preview. The Connect view shows its entry then, and the
 * headless list adds the wallets only it lists.
 */
export const allWalletsOffered = (
  client: FoyerClient | undefined,
  preview: () => ConnectPreview,
): boolean =>
  client === undefined
    ? preview().allWalletsShown
    : client.kernel.features.allWallets &&
      allWalletsListed(client.kernel.config.allWallets, client.isMobile)

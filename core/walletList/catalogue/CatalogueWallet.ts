import type { ChainNamespace } from "../../chains/ChainNamespace"
import type { WalletConnectWallet } from "../../config/FoyerConfig"

/**
 * A wallet of the catalogue: what the modal shows of a wallet the visitor may not have yet,
 * and how it reaches it (its browser extension by EIP-6963 rdns, its phone app by the link
 * that opens it with a WalletConnect pairing URI, its download page otherwise).
 */
export interface CatalogueWallet {
  /** Stable id, as `featuredWalletIds`, `includeWalletIds` and `excludeWalletIds` name it. */
  readonly id: string
  readonly name: string
  /** A `data:image/svg+xml` icon: shown with no request. */
  readonly icon: string
  /** The EIP-6963 rdns of its browser extension, when it has one. */
  readonly rdns?: string
  /** The link that opens its phone app (a universal `https:` link, else its `scheme://`). */
  readonly link: string
  /** Where to get it. */
  readonly download: string
  /** The chain families it holds accounts on. */
  readonly namespaces: ReadonlyArray<ChainNamespace>
}

/** A catalogue wallet as the WalletConnect views open it (its deep link with the pairing URI). */
export const asWalletConnectWallet = (wallet: CatalogueWallet): WalletConnectWallet => ({
  id: wallet.id,
  name: wallet.name,
  link: wallet.link,
  icon: wallet.icon,
  ...(wallet.rdns === undefined ? {} : { rdns: wallet.rdns }),
  download: wallet.download,
})

/**
 * The catalogue as the config narrows it: only `includeWalletIds` when that list is not
 * empty, never `excludeWalletIds`, in the catalogue's order.
 */
export const selectCatalogue = (
  catalogue: ReadonlyArray<CatalogueWallet>,
  config: {
    readonly includeWalletIds: ReadonlyArray<string>
    readonly excludeWalletIds: ReadonlyArray<string>
  },
): ReadonlyArray<CatalogueWallet> =>
  catalogue.filter(
    (wallet) =>
      (config.includeWalletIds.length === 0 || config.includeWalletIds.includes(wallet.id)) &&
      !config.excludeWalletIds.includes(wallet.id),
  )

/**
 * What `excludeWalletIds` hides beyond the catalogue: the ids themselves (a connector's id or
 * rdns may be named directly) and the rdns of each excluded catalogue wallet, so that wallet's
 * browser extension is not listed either.
 * @example
 * excludedWallets(walletCatalogue, ["metamask"]) // Set { "metamask", "io.metamask" }
 */
export const excludedWallets = (
  catalogue: ReadonlyArray<CatalogueWallet>,
  excludeWalletIds: ReadonlyArray<string>,
): ReadonlySet<string> =>
  new Set([
    ...excludeWalletIds,
    ...catalogue.flatMap((wallet) =>
      wallet.rdns !== undefined && excludeWalletIds.includes(wallet.id) ? [wallet.rdns] : [],
    ),
  ])

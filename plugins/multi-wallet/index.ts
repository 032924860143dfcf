/**
 * foyer-kit/plugins/multi-wallet: several wallets at once (issue 36, item 5; the spec's
 * `multiWallet` feature, off by default). Adds the ProfileWallets view and its Account action:
 * every wallet connected, one connection per chain family and more than one within a family,
 * grouped by family; switch which one is current (spec 4 switching a connection), disconnect
 * one, connect one of a family's recent wallets again (spec 3 `recentConnections`), or add
 * another.
 * @example
 * createFoyer({ ...options, plugins: [multiWallet()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly ProfileWallets: undefined
  }
}

// One loader for every call of the factory: the Account view keeps each icon it loaded by it.
const walletsIcon = () => import("./walletsIcon")

/**
 * The multi-wallet plugin. It has no options and no Effect side: the view reads the kernel's
 * connection, connector, account and network stores and asks `Connections` to switch and
 * disconnect, so the kernel starts without loading anything of it. Listing it turns the
 * `multiWallet` feature on unless `features.multiWallet` (or a remote feature) says otherwise.
 * @example
 * multiWallet()
 */
export const multiWallet = () =>
  definePlugin({
    id: "multi-wallet",
    feature: "multiWallet",
    views: {
      ProfileWallets: {
        load: () => import("./views/ProfileWallets"),
        title: "view.ProfileWallets.title",
      },
    },
    messages: en,
    translations: {
      ar: () => import("./messages/ar"),
      de: () => import("./messages/de"),
      es: () => import("./messages/es"),
      fr: () => import("./messages/fr"),
      ja: () => import("./messages/ja"),
    },
    accountActions: [
      {
        feature: "multiWallet",
        label: "multiWallet.action",
        view: "ProfileWallets",
        icon: walletsIcon,
      },
    ],
  })

/**
 * foyer-kit/plugins/swap: swap one token for another on the active network through the provider
 * API's convert calls (spec 7) and the connected wallet. Adds the Swap view, its Account
 * action (wallet feature "swaps") and the SWAP_INITIATED, SWAP_SUCCESS and SWAP_ERROR events.
 * Swaps are offered on the networks of spec 9 and those the options add; elsewhere the view
 * says 'Network not supported for Swaps'.
 * @example
 * createFoyer({ ...options, plugins: [swap()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"
import type { SwapOptionsInput } from "./SwapOptions"

export type { SwapEventPayload } from "./SwapEvents"
export type { SwapOptionsInput } from "./SwapOptions"
export type { SwapServiceShape } from "./SwapService"
export type { SwapState } from "./SwapState"
export type { SwapToken } from "./SwapToken"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly Swap: undefined
  }
}

/**
 * The swap plugin (feature flag "swaps").
 * @example
 * swap() // on the swap networks of spec 9
 * swap({ networks: ["eip155:31337"] }) // and on the sandbox devnet
 */
export const swap = (options: SwapOptionsInput = {}) =>
  definePlugin({
    id: "swap",
    feature: "swaps",
    options,
    views: {
      Swap: {
        // The view and its form's code, fetched together when Swap is first opened.
        load: () =>
          Promise.all([import("./views/Swap"), import("./SwapService")]).then(([view]) => view),
        title: "swap.title",
        flow: "transaction",
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
        feature: "swaps",
        label: "swap.action",
        view: "Swap",
        icon: "arrowsBothWays",
      },
    ],
    kit: () => import("./swapKit"),
  })

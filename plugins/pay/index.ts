/**
 * foyer-kit/plugins/pay: pay with exchange (issue 17). A dApp opens the PayWithExchange view with a
 * payment (recipient, amount, asset); the visitor picks an exchange, confirms on the
 * exchange's page in a 600 x 800 popup, and the view follows the payment to its end. Adds the
 * PAY_EXCHANGE_SELECTED, PAY_SUCCESS and PAY_ERROR events. Gated on the `payWithExchange`
 * feature flag, which listing the plugin turns on; with it on, email and socials are off
 * (spec 5). EVM and Solana networks (spec 6): the asset is `"native"` or a token's address
 * (an ERC-20 contract, an SPL mint), the recipient an address of the network's family.
 * @example
 * createFoyer({ ...options, plugins: [pay()] })
 * client.open({ view: { name: "PayWithExchange", data: { recipient, amount: 0.05, asset } } })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"
import type { PayRequest } from "./PayRequest"

export type { PayEventPayload } from "./PayEvents"
export type { PayAsset, PayRequest } from "./PayRequest"
export type { PayServiceShape } from "./PayService"
export type { PayState } from "./PayState"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly PayWithExchange: PayRequest
  }
}

/**
 * The pay plugin. It has no options.
 * @example
 * pay()
 */
export const pay = () =>
  definePlugin({
    id: "pay",
    feature: "payWithExchange",
    views: {
      PayWithExchange: {
        // The view and the flow's code, fetched together when the view is first opened.
        load: () =>
          Promise.all([import("./views/PayWithExchange"), import("./PayService")]).then(
            ([view]) => view,
          ),
        title: "pay.title",
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
    kit: () => import("./payKit"),
  })

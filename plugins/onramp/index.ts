/**
 * foyer-kit/plugins/onramp: buy crypto through an onramp provider (spec 1, 7). Adds the buy view
 * and its Account action ("Buy", first in the wallet feature order): the currency to buy and
 * its network (the active network's first), the fiat currency and payment method, an amount
 * within the method's limits, a live quote and the provider's fee range, then the provider's
 * page in a 600 x 800 popup; when it closes the balances are read again. Turned off by the
 * `onramp` feature flag (on by default).
 * @example
 * createFoyer({ ...options, plugins: [onramp()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"
import type { OnrampPluginOptionsInput } from "./OnrampPluginOptions"

export type { OnrampPluginOptionsInput } from "./OnrampPluginOptions"
export type { OnrampServiceShape } from "./OnrampService"
export type { OnrampState } from "./OnrampState"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly OnRamp: undefined
  }
}

/**
 * The onramp plugin.
 * @example
 * onramp() // USD by card first
 * onramp({ paymentCurrency: "EUR" }) // EUR first, when the provider offers it
 */
export const onramp = (options: OnrampPluginOptionsInput = {}) =>
  definePlugin({
    id: "onramp",
    feature: "onramp",
    options,
    views: {
      OnRamp: {
        // The view and its form's code, fetched together when the view is first opened.
        load: () =>
          Promise.all([import("./views/OnRamp"), import("./OnrampService")]).then(([view]) => view),
        title: "onramp.title",
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
        feature: "onramp",
        label: "onramp.action",
        view: "OnRamp",
        icon: "card",
      },
    ],
    kit: () => import("./onrampKit"),
  })

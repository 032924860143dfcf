/**
 * foyer-kit/plugins/names: names on the naming service for EVM accounts (spec 4 Name
 * registration). Adds the RegisterAccountName view, with live availability and suggestions
 * under the provider's suffix, its Account action, and RegisterAccountNameSuccess; the account
 * shows its name as soon as it is registered.
 * @example
 * createFoyer({ ...options, plugins: [names()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"
import type { NamesOptionsInput } from "./NamesOptions"

export type { NamesOptionsInput } from "./NamesOptions"
export type { NameAvailability, NamesServiceShape } from "./NamesService"
export type { RegistrationState, RegistrationStep } from "./RegistrationState"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly RegisterAccountName: undefined
    readonly RegisterAccountNameSuccess: undefined
  }
}

/**
 * The names plugin.
 * @example
 * names() // names under foyer.id
 * names({ suffix: "example.id" })
 */
export const names = (options: NamesOptionsInput = {}) =>
  definePlugin({
    id: "names",
    options,
    views: {
      RegisterAccountName: {
        // The view and the service's code, fetched together when the view is first opened.
        load: () =>
          Promise.all([import("./views/RegisterAccountName"), import("./NamesService")]).then(
            ([view]) => view,
          ),
        title: "names.title",
        flow: "transaction",
      },
      RegisterAccountNameSuccess: {
        load: () => import("./views/RegisterAccountNameSuccess"),
        title: "names.successTitle",
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
        feature: "names",
        label: "names.action",
        view: "RegisterAccountName",
        icon: "person",
      },
    ],
    kit: () => import("./namesKit"),
  })

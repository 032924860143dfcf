/**
 * foyer-kit/plugins/email-capture: email capture (spec 2 "DataCapture (optional email)", spec 5).
 * After a connect with the embedded wallet it opens DataCapture instead of sign-in, where the
 * visitor may give an email address or skip; the dApp reads it with the `onEmail` option. Listing it turns the `emailCapture` feature flag
 * on; `features: { emailCapture: false }` (or the remote features) turns it off.
 * @example
 * createFoyer({ ...options, plugins: [emailCapture()] })
 */
import { definePlugin } from "../../core"
import type { EmailCapturePluginOptions } from "./EmailCaptureOptions"
import { en } from "./messages/en"

export type { EmailCapturePluginOptions, OnCapturedEmail } from "./EmailCaptureOptions"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly DataCapture: undefined
  }
}

/**
 * The email-capture plugin. It is on while listed, unless the `emailCapture` feature flag is
 * set to false, locally or remotely. `onEmail` hands the dApp each email the visitor gives
 * (never an event of the kit's bus, so the analytics never sees it).
 * @example
 * emailCapture({ onEmail: (email) => saveSubscriber(email) })
 */
export const emailCapture = (options: EmailCapturePluginOptions = {}) =>
  definePlugin({
    id: "email-capture",
    feature: "emailCapture",
    options,
    views: {
      DataCapture: { load: () => import("./views/DataCapture"), title: "emailCapture.title" },
    },
    messages: en,
    translations: {
      ar: () => import("./messages/ar"),
      de: () => import("./messages/de"),
      es: () => import("./messages/es"),
      fr: () => import("./messages/fr"),
      ja: () => import("./messages/ja"),
    },
    kit: () => import("./emailCaptureKit"),
  })

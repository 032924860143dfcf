/**
 * foyer/plugins/email-capture: email capture (spec 2 "DataCapture (optional email)", spec 5).
 * After a connect with the embedded wallet it opens DataCapture instead of sign-in, where the
 * visitor may give an email address or skip. On with the `emailCapture` feature flag.
 * @example
 * createFoyer({ ...options, features: { emailCapture: true }, plugins: [emailCapture()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"

declare module "foyer/core" {
  interface FoyerViews {
    readonly DataCapture: undefined
  }
}

/**
 * The email-capture plugin. It has no options; the `emailCapture` feature flag (off by default,
 * remote features may turn it on) decides whether it is enabled.
 * @example
 * emailCapture()
 */
export const emailCapture = () =>
  definePlugin({
    id: "email-capture",
    feature: "emailCapture",
    views: {
      DataCapture: { load: () => import("./views/DataCapture"), title: "emailCapture.title" },
    },
    messages: en,
    kit: () => import("./emailCaptureKit"),
  })

/**
 * foyer-kit/plugins/siwx: sign-in with the wallet (spec 4 SIWX). After a connect, and on a switch
 * to another network, the SIWXSignMessage view asks the visitor to sign a message unless a
 * session exists for the address and network: EIP-4361 for an EVM account, verified on the
 * network's node (plain, ERC-1271 and ERC-6492 signatures), or Sign-In With Solana for a Solana
 * one, verified as its ed25519 key's; the signed message is kept as the session. With the
 * kit's `siwx: { required: true }` the visitor cannot close the view, and cancelling returns to
 * the last signed-in network or disconnects.
 * @example
 * createFoyer({ ...options, siwx: { required: true }, plugins: [siwx()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"
import type { SiwxPluginOptionsInput } from "./SiwxPluginOptions"

export type { SiwxEventTarget } from "./SiwxEvents"
export type { SiwxFlowShape, SiwxSignState, SiwxTarget } from "./SiwxFlowShape"
export type { SiwxPluginOptionsInput } from "./SiwxPluginOptions"
export type { SiwxSessionStoreShape } from "./SiwxSessionStore"
export type { SiwxSignIn } from "./SiwxSignIn"
export type { SiwxStorage } from "./SiwxStorage"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly SIWXSignMessage: undefined
  }
}

/**
 * The sign-in plugin.
 * @example
 * siwx() // "Please sign with your account", sessions of 7 days kept in the page's storage
 * siwx({ statement: "Sign in to Example", sessionLifetimeSeconds: 86_400 })
 */
export const siwx = (options: SiwxPluginOptionsInput = {}) =>
  definePlugin({
    id: "siwx",
    options,
    views: {
      SIWXSignMessage: {
        // The view and the flow's code, fetched together.
        load: () =>
          Promise.all([import("./views/SIWXSignMessage"), import("./SiwxFlowService")]).then(
            ([view]) => view,
          ),
        title: "siwx.title",
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
    kit: () => import("./siwxKit"),
  })

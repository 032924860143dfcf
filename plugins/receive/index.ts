/**
 * foyer-kit/plugins/receive: receive on the connected account (issue 15). Adds the Receive view
 * and its Account action: the account's address in full with the active network's name, a
 * Copy button, a QR code holding the address, and the configured networks of the account's
 * chain family, the only ones it can receive on through this app.
 * @example
 * createFoyer({ ...options, plugins: [receive()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly Receive: undefined
  }
}

/**
 * The receive plugin. It has no options and no Effect side: the view reads the kernel's
 * account and network stores, so the kernel starts without loading anything of it.
 * @example
 * receive()
 */
export const receive = () =>
  definePlugin({
    id: "receive",
    feature: "receive",
    views: {
      Receive: { load: () => import("./views/Receive"), title: "receive.title" },
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
        feature: "receive",
        label: "receive.action",
        view: "Receive",
        icon: "arrowIn",
      },
    ],
  })

/**
 * foyer-kit/plugins/send: send the network's currency or one of its tokens from the connected
 * account (spec 4 Send): on EVM an ERC-20, on another family what its chain adapter can send
 * (the kernel's transfers; 'Unsupported chain' where it cannot). Adds the Send view, its
 * Account action and the SEND_INITIATED and SEND_SUCCESS events; a network change empties the
 * form.
 * @example
 * createFoyer({ ...options, plugins: [send()] })
 */
import { definePlugin } from "../../core"
import { en } from "./messages/en"
import type { SendOptionsInput } from "./SendOptions"

export type { SendEventPayload } from "./SendEvents"
export type { SendOptionsInput } from "./SendOptions"
export type { SendServiceShape } from "./SendService"
export type { SendState } from "./SendState"
export type { SendToken } from "./SendToken"

declare module "foyer-kit/core" {
  interface FoyerViews {
    readonly Send: undefined
  }
}

/**
 * The send plugin.
 * @example
 * send() // the native currency and every ERC-20 token the account holds
 * send({ tokens: ["0x5FbDB2315678afecb367f032d93F642f64180aa3"] }) // and only that token
 */
export const send = (options: SendOptionsInput = {}) =>
  definePlugin({
    id: "send",
    feature: "send",
    options,
    views: {
      Send: {
        // The view and its form's code, fetched together when Send is first opened.
        load: () =>
          Promise.all([import("./views/Send"), import("./SendService")]).then(([view]) => view),
        title: "send.title",
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
        feature: "send",
        label: "send.action",
        view: "Send",
        icon: "arrowOut",
      },
    ],
    kit: () => import("./sendKit"),
  })

/**
 * foyer/plugins/send: send the network's currency or an ERC-20 token from the connected
 * account (spec 4 Send). Adds the Send view, its Account action and the SEND_INITIATED and
 * SEND_SUCCESS events; a network change empties the form.
 * @example
 * createFoyer({ ...options, plugins: [send()] })
 */
import { Effect, Option } from "effect"
import { definePlugin } from "../../core"
import { en } from "./messages/en"
import { SendOptions, type SendOptionsInput } from "./SendOptions"
import { SendService } from "./SendService"

export type { SendEventPayload } from "./SendEvents"
export type { SendOptionsInput } from "./SendOptions"
export { SendService, type SendServiceShape } from "./SendService"
export type { SendState } from "./SendState"
export type { SendToken } from "./SendToken"

declare module "foyer/core" {
  interface FoyerViews {
    readonly Send: undefined
  }
}

// Spec 2: a network change resets the send form. The hook runs on the kit's runtime, which
// holds this plugin's service whenever the plugin is enabled.
const resetForm = Effect.flatMap(Effect.serviceOption(SendService), (service) =>
  Option.isSome(service) ? service.value.reset : Effect.void,
)

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
    config: { schema: SendOptions, input: options },
    views: {
      Send: { load: () => import("./views/Send"), title: "send.title", flow: "transaction" },
    },
    messages: en,
    layer: (decoded: SendOptions) => SendService.layer(decoded),
    accountActions: [{ feature: "send", label: "send.action", view: "Send" }],
    hooks: { networkChange: () => resetForm },
  })

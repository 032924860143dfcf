import { Effect } from "effect"
import { definePluginKit } from "../../core"
import { SendOptions } from "./SendOptions"
import { SendService } from "./SendService"

/**
 * The send plugin's Effect side: its options schema, its service and its network-change hook.
 * The kernel imports this module when it starts, so none of it is in the page's first paint;
 * `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  optionsSchema: SendOptions,
  layer: (options: SendOptions) => SendService.layer(options),
  // Spec 2: a network change resets the send form.
  hooks: { networkChange: () => Effect.flatMap(Effect.service(SendService), (send) => send.reset) },
})

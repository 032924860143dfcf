import { Effect } from "effect"
import { definePluginKit } from "../../core"
import { SendForm } from "./SendForm"
import { SendOptions } from "./SendOptions"

/**
 * The send plugin's Effect side: its options schema, the handle on its form and its
 * network-change hook. The kernel imports this module when it starts; the form itself loads
 * with the Send view (see {@link SendForm}), and `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  optionsSchema: SendOptions,
  layer: (options: SendOptions) => SendForm.layer(options),
  hooks: {
    // Spec 2: a network change resets the send form (when the visitor has opened it at all).
    networkChange: () =>
      Effect.flatMap(Effect.service(SendForm), (form) => form.current()?.reset ?? Effect.void),
  },
})

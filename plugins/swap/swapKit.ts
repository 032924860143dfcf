import { Effect } from "effect"
import { definePluginKit } from "../../core"
import { SwapForm } from "./SwapForm"
import { SwapOptions } from "./SwapOptions"

/**
 * The swap plugin's Effect side: its options schema, the handle on its form and its
 * network-change hook. The kernel imports this module when it starts; the form itself loads
 * with the Swap view (see {@link SwapForm}), and `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  optionsSchema: SwapOptions,
  layer: (options: SwapOptions) => SwapForm.layer(options),
  hooks: {
    // The tokens and the form belong to one network: a network change empties them (when the
    // visitor has opened Swap at all); the view loads the new network's tokens.
    networkChange: () =>
      Effect.flatMap(Effect.service(SwapForm), (form) => form.current()?.reset ?? Effect.void),
  },
})

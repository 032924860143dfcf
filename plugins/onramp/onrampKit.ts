import { Effect } from "effect"
import { definePluginKit } from "../../core"
import { OnrampForm } from "./OnrampForm"
import { OnrampPluginOptions } from "./OnrampPluginOptions"

/**
 * The onramp plugin's Effect side: its options schema, the handle on its form and its
 * network-change hook. The kernel imports this module when it starts; the form itself loads
 * with the buy view (see {@link OnrampForm}), and `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  optionsSchema: OnrampPluginOptions,
  layer: (options: OnrampPluginOptions) => OnrampForm.layer(options),
  hooks: {
    // The active network's currencies come first and are chosen (when the form was opened).
    networkChange: ({ network }) =>
      Effect.flatMap(
        Effect.service(OnrampForm),
        (form) => form.current()?.networkChanged(network) ?? Effect.void,
      ),
  },
})

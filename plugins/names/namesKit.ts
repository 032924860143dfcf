import { Effect } from "effect"
import { definePluginKit } from "../../core"
import { Names } from "./Names"
import { NamesOptions } from "./NamesOptions"

/**
 * The names plugin's Effect side: its options and the handle on the names service, which
 * loads with the RegisterAccountName view (see {@link Names}). `index.ts` holds the rest,
 * plain data.
 */
export default definePluginKit({
  optionsSchema: NamesOptions,
  layer: (options: NamesOptions) => Names.layer(options),
  hooks: {
    // A registration under way belongs to the network it started on.
    networkChange: () =>
      Effect.flatMap(Effect.service(Names), (names) => names.current()?.reset ?? Effect.void),
  },
})

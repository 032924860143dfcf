import { Effect } from "effect"
import { definePluginKit } from "../../core"
import { AccountNames } from "./AccountNames"
import { NamesOptions } from "./NamesOptions"

/**
 * The names plugin's Effect side: its options and the handle on the names service, which
 * loads with the RegisterAccountName view (see {@link AccountNames}). `index.ts` holds the rest,
 * plain data.
 */
export default definePluginKit({
  optionsSchema: NamesOptions,
  layer: (options: NamesOptions) => AccountNames.layer(options),
  hooks: {
    // A registration under way belongs to the network it started on.
    networkChange: () =>
      Effect.flatMap(
        Effect.service(AccountNames),
        (names) => names.current()?.reset ?? Effect.void,
      ),
  },
})

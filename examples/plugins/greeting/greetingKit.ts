import { Effect } from "effect"
import { definePluginKit } from "foyer-kit/core"
import { GreetingOptions } from "./GreetingOptions"
import { GreetingService } from "./GreetingService"

/** Forgets the waves. */
const reset = Effect.flatMap(Effect.service(GreetingService), (greeting) => greeting.reset)

/**
 * The greeting plugin's Effect side: its options schema, its service and its hooks. The
 * kernel imports this module when it starts (after the visitor's first click), so none of it
 * weighs on the page's first paint; `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  optionsSchema: GreetingOptions,
  layer: (options: GreetingOptions) => GreetingService.layer(options),
  hooks: {
    // The waves count for one visit of the modal: closing it starts the count again.
    close: reset,
    // They were waved at the account that left: a disconnect starts the count again too.
    disconnect: () => reset,
  },
})

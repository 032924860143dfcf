import { Effect, Option } from "effect"
import { SendOptions, type SendOptionsInput } from "./SendOptions"
import { SendService } from "./SendService"

// Spec 2: a network change resets the send form. The hook runs on the kit's runtime, which
// holds this plugin's service whenever the plugin is enabled.
const resetForm = Effect.flatMap(Effect.serviceOption(SendService), (service) =>
  Option.isSome(service) ? service.value.reset : Effect.void,
)

/**
 * The send plugin's Effect side: its options schema, its service's layer and its network-change
 * hook. Everything here needs the Effect runtime, so it belongs with the kernel (loaded when the
 * modal first opens), not with the page's first paint; `index.ts` holds the rest, plain data.
 */
export const sendKit = (options: SendOptionsInput) => ({
  config: { schema: SendOptions, input: options },
  layer: (decoded: SendOptions) => SendService.layer(decoded),
  hooks: { networkChange: () => resetForm },
})

import { Effect } from "effect"
import { Networks } from "../../core"
import { followAddress } from "./followAddress"
import { SiwxFlow } from "./SiwxFlow"

/**
 * Asks for a sign-in when the wallet switches to another account while connected: a session
 * is per address (spec 3), so the new account's sign-in is asked for as after a connect (the
 * connect hook covers the first account; a disconnect asks nothing).
 */
export const askOnAccountChange = followAddress((previous, next) => {
  if (previous === undefined || next === undefined) return undefined
  if (previous.toLowerCase() === next.toLowerCase()) return undefined
  return Effect.gen(function* () {
    const network = yield* (yield* Networks).active
    const flow = yield* (yield* SiwxFlow).get
    yield* flow.request({ address: next, caipNetworkId: network.caipNetworkId })
  })
})

import { Effect } from "effect"
import { onKernelEvent } from "../../core"
import { SiwxFlow } from "./SiwxFlow"
import { isSameAccount } from "./siwxNamespaces"

/**
 * Asks for a sign-in when the wallet switches to another account while connected: a session
 * is per address (spec 3), so the new account's sign-in is asked for as after a connect (the
 * connect hook covers the first account; a disconnect asks nothing, nor a switch to another
 * chain family's account, which is another connection's).
 */
export const askOnAccountChange = onKernelEvent("AccountChanged", ({ previous, current }) => {
  if (previous === undefined || current === undefined) return undefined
  if (previous.namespace !== current.namespace) return undefined
  if (isSameAccount(current.namespace, previous.address, current.address)) return undefined
  return Effect.gen(function* () {
    const flow = yield* (yield* SiwxFlow).get
    yield* flow.request({
      address: current.address,
      caipNetworkId: current.caipNetwork.caipNetworkId,
    })
  })
})

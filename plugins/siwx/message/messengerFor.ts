import { Effect } from "effect"
import { SiwxNamespaceUnsupportedError } from "./SiwxMessageErrors"
import type { SiwxMessenger } from "./SiwxMessenger"

/**
 * The namespace of a CAIP-2 id: the first of exactly two non-empty colon-separated parts, as
 * the kernel's `isCaipNetworkId` reads it. Written here rather than imported from the kernel's
 * entry, which would load the whole kernel into `foyer-kit/plugins/siwx/server` on a dApp's
 * backend.
 */
const namespaceOf = (chainId: string): string | undefined => {
  const colon = chainId.indexOf(":")
  if (colon <= 0 || colon === chainId.length - 1 || chainId.includes(":", colon + 1)) {
    return undefined
  }
  return chainId.slice(0, colon)
}

/**
 * The messenger that speaks for a CAIP-2 network's namespace, or `SiwxNamespaceUnsupportedError`
 * when none of `messengers` does (a Bitcoin network, which has no sign-in message format here,
 * or a text that is no CAIP-2 id).
 * @example
 * const messenger = yield* messengerFor([eip155Messenger({ client })], "eip155:1")
 */
export const messengerFor = (
  messengers: ReadonlyArray<SiwxMessenger>,
  chainId: string,
): Effect.Effect<SiwxMessenger, SiwxNamespaceUnsupportedError> => {
  const namespace = namespaceOf(chainId)
  const messenger = messengers.find((candidate) => candidate.namespace === namespace)
  return messenger === undefined
    ? Effect.fail(new SiwxNamespaceUnsupportedError({ chainId }))
    : Effect.succeed(messenger)
}

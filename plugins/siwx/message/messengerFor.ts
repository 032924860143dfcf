import { Effect } from "effect"
import { isCaipNetworkId } from "../../../core"
import { SiwxNamespaceUnsupportedError } from "./SiwxMessageErrors"
import type { SiwxMessenger } from "./SiwxMessenger"

/**
 * The messenger that speaks for a CAIP-2 network's namespace, or `SiwxNamespaceUnsupportedError`
 * when none of `messengers` does (a Solana network before Sign-In With Solana exists, or a text
 * that is no CAIP-2 id).
 * @example
 * const messenger = yield* messengerFor([eip155Messenger({ client })], "eip155:1")
 */
export const messengerFor = (
  messengers: ReadonlyArray<SiwxMessenger>,
  chainId: string,
): Effect.Effect<SiwxMessenger, SiwxNamespaceUnsupportedError> => {
  const namespace = isCaipNetworkId(chainId) ? chainId.slice(0, chainId.indexOf(":")) : undefined
  const messenger = messengers.find((candidate) => candidate.namespace === namespace)
  return messenger === undefined
    ? Effect.fail(new SiwxNamespaceUnsupportedError({ chainId }))
    : Effect.succeed(messenger)
}

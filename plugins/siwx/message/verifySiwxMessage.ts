import { Effect } from "effect"
import type { CaipNetworkId } from "../../../core"
import { checkSiwxTimeWindow } from "./checkSiwxTimeWindow"
import { isUriUnder } from "./isUriUnder"
import { messengerFor } from "./messengerFor"
import {
  SiwxAddressMismatchError,
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  SiwxUriMismatchError,
  type SiwxVerifyError,
} from "./SiwxMessageErrors"
import type { SiwxMessageFields } from "./SiwxMessageFields"
import type { SiwxMessenger } from "./SiwxMessenger"
import { checkSiwxNonce } from "./SiwxNonce"

/** What the verifier issued or expects; a message must match each. */
export interface SiwxExpectations {
  /** The verifier's own RFC 3986 authority (e.g. `location.host`, or the server's host). */
  readonly domain: string
  /**
   * The site the sign-in is for, when checked: the message's URI must be it or a URI under it
   * (`https://dapp.example` accepts `https://dapp.example/app`; see `isUriUnder`). A server
   * gives its own origin; the kit, which wrote the URI itself, leaves it out.
   */
  readonly uri?: string
  /** The nonce the verifier issued for this sign-in. */
  readonly nonce: string
  /** The network the session is asked for, as a CAIP-2 id. */
  readonly chainId: CaipNetworkId
  /** The account expected to sign, when known (the connected address). */
  readonly accountAddress?: string
}

/** A signed message to verify, what it must match, and the verifier's current time. */
export interface VerifySiwxMessageInput {
  /** The exact text the wallet signed. */
  readonly message: string
  readonly signature: string
  readonly expected: SiwxExpectations
  /** The instant the time window is checked against (a clock, never read here). */
  readonly now: Date
}

/**
 * Verifies a signed sign-in message as the kit and a server need it, in this order: the
 * namespace has a messenger, the text parses strictly, then domain, URI (when expected), nonce,
 * chain, account and time window match, then the signature is the account's signature of the
 * exact text. Each
 * failure is its own tagged error (`SiwxVerifyError`); success answers the message's fields.
 * @example
 * const fields = yield* verifySiwxMessage([eip155Messenger({ client })], {
 *   message, signature, now: new Date(),
 *   expected: { domain: "example.com", nonce, chainId: "eip155:1" },
 * })
 */
export const verifySiwxMessage = (
  messengers: ReadonlyArray<SiwxMessenger>,
  input: VerifySiwxMessageInput,
): Effect.Effect<SiwxMessageFields, SiwxVerifyError> =>
  Effect.gen(function* () {
    const { expected } = input
    const messenger = yield* messengerFor(messengers, expected.chainId)
    const fields = yield* messenger.parseMessage(input.message)
    if (fields.domain !== expected.domain) {
      return yield* new SiwxDomainMismatchError({
        expected: expected.domain,
        actual: fields.domain,
      })
    }
    if (expected.uri !== undefined && !isUriUnder(expected.uri, fields.uri)) {
      return yield* new SiwxUriMismatchError({ expected: expected.uri, actual: fields.uri })
    }
    yield* checkSiwxNonce({ expected: expected.nonce, actual: fields.nonce })
    if (fields.chainId !== expected.chainId) {
      return yield* new SiwxChainMismatchError({
        expected: expected.chainId,
        actual: fields.chainId,
      })
    }
    if (
      expected.accountAddress !== undefined &&
      !messenger.sameAccount(expected.accountAddress, fields.accountAddress)
    ) {
      return yield* new SiwxAddressMismatchError({
        expected: expected.accountAddress,
        actual: fields.accountAddress,
      })
    }
    yield* checkSiwxTimeWindow(fields, input.now)
    yield* messenger.verifySignature({ fields, message: input.message, signature: input.signature })
    return fields
  })

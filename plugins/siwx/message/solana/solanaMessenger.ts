import { base58 } from "@scure/base"
import { Effect } from "effect"
import {
  SiwxMessageInvalidError,
  SiwxSignatureCheckError,
  SiwxSignatureInvalidError,
} from "../SiwxMessageErrors"
import type { SiwxMessenger, SiwxSignedMessage } from "../SiwxMessenger"
import {
  formatSiwsMessage,
  parseSiwsMessage,
  siwsFieldsProblem,
  solanaPublicKey,
} from "./siwsMessage"

const encoder = new TextEncoder()

// An ed25519 signature is 64 bytes; base58 writes them in at most 88 characters.
const signatureBytes = 64

/** The 64 bytes of a base58 ed25519 signature, or undefined when it is none. */
const signatureOf = (text: string): Uint8Array | undefined => {
  if (!/^[1-9A-HJ-NP-Za-km-z]{1,88}$/.test(text)) return undefined
  const bytes = base58.decode(text)
  return bytes.length === signatureBytes ? bytes : undefined
}

// The curve's code comes with the first signature checked, so a page that signs in with EVM
// only never loads it.
const loadVerifier = Effect.tryPromise({
  try: () => import("./ed25519Verifier").then((module) => module.verifyEd25519),
  catch: (cause) =>
    new SiwxSignatureCheckError({ reason: "the ed25519 verifier did not load", cause }),
})

// A Solana account is its ed25519 key: the signature is checked over the UTF-8 bytes of the
// exact text, with no node (a Solana account has no contract form to ask a chain about).
const verify = (
  signed: SiwxSignedMessage,
): Effect.Effect<void, SiwxSignatureInvalidError | SiwxSignatureCheckError> =>
  Effect.gen(function* () {
    const { accountAddress } = signed.fields
    const publicKey = solanaPublicKey(accountAddress)
    const signature = signatureOf(signed.signature)
    if (publicKey === undefined || signature === undefined) {
      return yield* new SiwxSignatureInvalidError({ accountAddress })
    }
    const verifyEd25519 = yield* loadVerifier
    if (!verifyEd25519(signature, encoder.encode(signed.message), publicKey)) {
      return yield* new SiwxSignatureInvalidError({ accountAddress })
    }
  })

/**
 * The sign-in messenger of the solana namespace: Sign-In With Solana (CAIP-122 for Solana), the
 * text Solana wallets build for `solana:signIn`, signed with `solana:signMessage` (ed25519,
 * the signature in base58). Addresses are base58 and compared exactly.
 * @example
 * const messenger = solanaMessenger()
 * const text = yield* messenger.createMessage(fields)
 * yield* messenger.verifySignature({ fields, message: text, signature })
 */
export const solanaMessenger = (): SiwxMessenger => ({
  namespace: "solana",
  createMessage: (fields) =>
    Effect.suspend(() => {
      const problem = siwsFieldsProblem(fields)
      return problem === undefined
        ? Effect.succeed(formatSiwsMessage(fields))
        : Effect.fail(problem)
    }),
  parseMessage: (message) =>
    Effect.suspend(() => {
      const parsed = parseSiwsMessage(message)
      return parsed instanceof SiwxMessageInvalidError
        ? Effect.fail(parsed)
        : Effect.succeed(parsed)
    }),
  verifySignature: verify,
  sameAccount: (a, b) => a === b && solanaPublicKey(a) !== undefined,
})

import { Effect, Result } from "effect"
import { type Eip155MessengerOptions, eip155Messenger } from "../message/eip155/eip155Messenger"
import {
  SiwxAddressMismatchError,
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  SiwxMessageExpiredError,
  SiwxMessageInvalidError,
  SiwxMessageNotYetIssuedError,
  SiwxMessageNotYetValidError,
  SiwxNamespaceUnsupportedError,
  SiwxNonceMismatchError,
  SiwxSignatureCheckError,
  SiwxSignatureInvalidError,
  SiwxUriMismatchError,
  type SiwxVerifyError,
} from "../message/SiwxMessageErrors"
import type { SiwxMessageFields } from "../message/SiwxMessageFields"
import { solanaMessenger } from "../message/solana/solanaMessenger"
import { type SiwxExpectations, verifySiwxMessage } from "../message/verifySiwxMessage"

/** A signed sign-in a dApp's backend received, and what it must match. */
export interface VerifySiwxSignInInput {
  /** The exact text the wallet signed (a `SiwxSignIn`'s `message`). */
  readonly message: string
  /** The wallet's signature of it (0x hex for an EVM account, base58 for a Solana one). */
  readonly signature: string
  /** What the backend issued or serves: its domain, its site's URI, the nonce, the network. */
  readonly expected: SiwxExpectations
  /** The instant the message's time window is checked at; now by default. */
  readonly now?: Date
  /**
   * For an EVM sign-in, a viem client of the message's chain, or a function choosing one by
   * chain id: the signature is then checked on that chain, so smart accounts (ERC-1271) and
   * undeployed ones (ERC-6492) sign in too. Without it the signer is recovered from the
   * signature with no node: plain accounts (EOA) only. A Solana sign-in needs no node.
   */
  readonly client?: Eip155MessengerOptions["client"]
}

/**
 * Verifies a sign-in on a dApp's backend as the kit verifies it in the page (the same parser
 * and checks): the text is a sign-in message of the expected network's namespace (EIP-4361
 * for eip155, Sign-In With Solana for solana); its domain, URI (when expected), nonce,
 * network and account (when expected) are the ones expected; `now` lies in its time window
 * (issued at, not before, expiration time); and the signature is the account's, of that
 * exact text (ed25519 over its UTF-8 bytes for a Solana account). Resolves with the message's
 * fields; rejects with the `SiwxVerifyError` of the first check that fails
 * (`isSiwxVerifyError` tells it from a bug).
 * @example
 * const fields = await verifySiwxSignIn({
 *   message, signature,
 *   expected: { domain: "dapp.example", uri: "https://dapp.example", nonce, chainId: "eip155:1" },
 * })
 */
export const verifySiwxSignIn = async (
  input: VerifySiwxSignInInput,
): Promise<SiwxMessageFields> => {
  const messenger =
    input.client === undefined
      ? eip155Messenger({ withoutClient: "eoa" })
      : eip155Messenger({ client: input.client })
  const result = await Effect.runPromise(
    Effect.result(
      verifySiwxMessage([messenger, solanaMessenger()], {
        message: input.message,
        signature: input.signature,
        expected: input.expected,
        now: input.now ?? new Date(),
      }),
    ),
  )
  if (Result.isFailure(result)) throw result.failure
  return result.success
}

// Each way a sign-in is refused, by its tag: the type makes the list complete, so an error
// added to SiwxVerifyError and not here does not compile.
const verifyErrors: {
  readonly [Tag in SiwxVerifyError["_tag"]]: new (
    ...args: never
  ) => Extract<SiwxVerifyError, { readonly _tag: Tag }>
} = {
  SiwxMessageInvalidError,
  SiwxNamespaceUnsupportedError,
  SiwxDomainMismatchError,
  SiwxUriMismatchError,
  SiwxNonceMismatchError,
  SiwxChainMismatchError,
  SiwxAddressMismatchError,
  SiwxMessageNotYetIssuedError,
  SiwxMessageExpiredError,
  SiwxMessageNotYetValidError,
  SiwxSignatureInvalidError,
  SiwxSignatureCheckError,
}

/**
 * Whether `error` is one of the ways a sign-in is refused (a `SiwxVerifyError`), rather than a
 * fault of the server: answer 401 for these, except `SiwxSignatureCheckError` (the node did
 * not answer: try again later).
 * @example
 * catch (error) { if (isSiwxVerifyError(error)) return reply(401, error.message); throw error }
 */
export const isSiwxVerifyError = (error: unknown): error is SiwxVerifyError =>
  Object.values(verifyErrors).some((type) => error instanceof type)

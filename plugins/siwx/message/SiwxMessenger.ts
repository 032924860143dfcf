import type { Effect } from "effect"
import type { ChainNamespace } from "../../../core"
import type {
  SiwxMessageInvalidError,
  SiwxSignatureCheckError,
  SiwxSignatureInvalidError,
} from "./SiwxMessageErrors"
import type { SiwxMessageFields } from "./SiwxMessageFields"

/** A signed sign-in message: the exact text the wallet signed and its signature. */
export interface SiwxSignedMessage {
  /** The fields the text was parsed into. */
  readonly fields: SiwxMessageFields
  /** The exact text that was signed. */
  readonly message: string
  /** The signature, as the namespace encodes it (0x hex for eip155, base58 for solana). */
  readonly signature: string
}

/**
 * One chain namespace's sign-in message format (CAIP-122): EIP-4361 for eip155, Sign-In With
 * Solana for solana. The kit and servers only talk to this.
 * @example
 * const text = yield* messenger.createMessage(fields)
 * const parsed = yield* messenger.parseMessage(text)
 */
export interface SiwxMessenger {
  /** The CAIP-2 namespace whose chain ids this messenger speaks for, e.g. "eip155". */
  readonly namespace: ChainNamespace
  /** The text to sign for these fields; fails naming the field that cannot be written. */
  readonly createMessage: (
    fields: SiwxMessageFields,
  ) => Effect.Effect<string, SiwxMessageInvalidError>
  /** The fields of a text, or what in it breaks the format. */
  readonly parseMessage: (
    message: string,
  ) => Effect.Effect<SiwxMessageFields, SiwxMessageInvalidError>
  /** Succeeds when `signature` is the account's signature of the exact `message` text. */
  readonly verifySignature: (
    signed: SiwxSignedMessage,
  ) => Effect.Effect<void, SiwxSignatureInvalidError | SiwxSignatureCheckError>
  /**
   * Whether two addresses name the same account in this namespace (EVM: case-insensitive;
   * Solana: exactly, base58 being case-sensitive).
   */
  readonly sameAccount: (a: string, b: string) => boolean
}

import { Data } from "effect"
import type { SiwxMessageFields } from "./SiwxMessageFields"

// The sign-in message layer's errors, one per way a message or its signature can be refused.
// They sit in one module because a caller (the kit, a server) handles them as one family
// (`SiwxVerifyError`); each has its own tag so a caller can tell them apart. Their texts are
// for developers and servers: the modal shows 'Error signing message' (spec 8) whatever failed.

/** A field of the sign-in message, or the message's layout as a whole. */
export type SiwxMessagePart = keyof SiwxMessageFields | "message"

/** A text is not a well-formed sign-in message, or fields cannot make one. */
export class SiwxMessageInvalidError extends Data.TaggedError("SiwxMessageInvalidError")<{
  /** The field at fault, or "message" for the layout (a missing or out-of-order line). */
  readonly part: SiwxMessagePart
  /** What is wrong, e.g. "Nonce must be at least 8 letters or digits". */
  readonly reason: string
  /** The 1-based line of the text at fault, when parsing. */
  readonly line?: number
  /** What made it fail when it is no fault of the text (the format's code did not load). */
  readonly cause?: unknown
}> {
  override get message(): string {
    const where = this.line === undefined ? "" : ` (line ${this.line})`
    return `Invalid sign-in message${where}: ${this.reason}`
  }
}

/** No messenger speaks the namespace of the message's chain (e.g. bip122). */
export class SiwxNamespaceUnsupportedError extends Data.TaggedError(
  "SiwxNamespaceUnsupportedError",
)<{
  readonly chainId: string
}> {
  override get message(): string {
    return `Sign-in messages are not supported on ${this.chainId}`
  }
}

/** The message asks for another domain than the one verifying it. */
export class SiwxDomainMismatchError extends Data.TaggedError("SiwxDomainMismatchError")<{
  readonly expected: string
  readonly actual: string
}> {
  override get message(): string {
    return `The sign-in message is for the domain '${this.actual}', not '${this.expected}'`
  }
}

/** The message's URI is not the expected one, nor a URI under it (another site or page). */
export class SiwxUriMismatchError extends Data.TaggedError("SiwxUriMismatchError")<{
  readonly expected: string
  readonly actual: string
}> {
  override get message(): string {
    return `The sign-in message is for the URI '${this.actual}', not '${this.expected}' or a URI under it`
  }
}

/** The message's nonce is not the one the relying party issued (a replay or a stale message). */
export class SiwxNonceMismatchError extends Data.TaggedError("SiwxNonceMismatchError")<{
  readonly expected: string
  readonly actual: string
}> {
  override get message(): string {
    return `The sign-in message's nonce '${this.actual}' is not the nonce issued ('${this.expected}')`
  }
}

/** The message is bound to another network than the one expected. */
export class SiwxChainMismatchError extends Data.TaggedError("SiwxChainMismatchError")<{
  readonly expected: string
  readonly actual: string
}> {
  override get message(): string {
    return `The sign-in message is for the network ${this.actual}, not ${this.expected}`
  }
}

/** The message names another account than the one expected. */
export class SiwxAddressMismatchError extends Data.TaggedError("SiwxAddressMismatchError")<{
  readonly expected: string
  readonly actual: string
}> {
  override get message(): string {
    return `The sign-in message is for the account ${this.actual}, not ${this.expected}`
  }
}

/** The message says it was issued after the verifier's "now". */
export class SiwxMessageNotYetIssuedError extends Data.TaggedError("SiwxMessageNotYetIssuedError")<{
  readonly issuedAt: string
  readonly now: Date
}> {
  override get message(): string {
    return `The sign-in message is issued at ${this.issuedAt}, after now (${this.now.toISOString()})`
  }
}

/** The message's expiration time has passed. */
export class SiwxMessageExpiredError extends Data.TaggedError("SiwxMessageExpiredError")<{
  readonly expirationTime: string
  readonly now: Date
}> {
  override get message(): string {
    return `The sign-in message expired at ${this.expirationTime} (now ${this.now.toISOString()})`
  }
}

/** The message's not-before time has not come yet. */
export class SiwxMessageNotYetValidError extends Data.TaggedError("SiwxMessageNotYetValidError")<{
  readonly notBefore: string
  readonly now: Date
}> {
  override get message(): string {
    return `The sign-in message is not valid before ${this.notBefore} (now ${this.now.toISOString()})`
  }
}

/** The signature is not the account's signature of this exact text (wrong signer or tampered text). */
export class SiwxSignatureInvalidError extends Data.TaggedError("SiwxSignatureInvalidError")<{
  readonly accountAddress: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `The signature is not valid for ${this.accountAddress} and this message`
  }
}

/** The signature could not be checked at all (the node did not answer, no client for the chain). */
export class SiwxSignatureCheckError extends Data.TaggedError("SiwxSignatureCheckError")<{
  readonly reason: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `The signature could not be checked: ${this.reason}`
  }
}

/** Every way verifying a signed sign-in message can fail. */
export type SiwxVerifyError =
  | SiwxMessageInvalidError
  | SiwxNamespaceUnsupportedError
  | SiwxDomainMismatchError
  | SiwxUriMismatchError
  | SiwxNonceMismatchError
  | SiwxChainMismatchError
  | SiwxAddressMismatchError
  | SiwxMessageNotYetIssuedError
  | SiwxMessageExpiredError
  | SiwxMessageNotYetValidError
  | SiwxSignatureInvalidError
  | SiwxSignatureCheckError

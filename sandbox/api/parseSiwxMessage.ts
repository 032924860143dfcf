import { type Address, getAddress } from "viem"
import {
  evmChainReference,
  parseEip4361Message,
} from "../../plugins/siwx/message/eip155/eip4361Message"
import { parseDateTime } from "../../plugins/siwx/message/parseDateTime"
import { SiwxMessageInvalidError } from "../../plugins/siwx/message/SiwxMessageErrors"
import type { SiwxMessageFields } from "../../plugins/siwx/message/SiwxMessageFields"
import { type FailedReply, failed } from "./OperationHandler"
import { siwxLimits } from "./siwxLimits"

/** An EIP-4361 message with every field a session needs, as the sandbox read it. */
export interface ParsedSiwxMessage {
  readonly _tag: "Parsed"
  /** The fields as the kit's parser reads them (times as written). */
  readonly fields: SiwxMessageFields
  /** The checksummed signer address. */
  readonly address: Address
  /** The EVM chain id of the `Chain ID` line. */
  readonly chainId: number
  readonly nonce: string
  readonly issuedAt: Date
  readonly expirationTime?: Date
  readonly notBefore?: Date
}

const encoder = new TextEncoder()

// The parser checked every time is RFC 3339, so each reads as an instant.
const instant = (text: string): Date => parseDateTime(text) ?? new Date(Number.NaN)

/**
 * Reads a sign-in message with the kit's own strict EIP-4361 parser (`parseEip4361Message`),
 * so that the server keeps only texts the kit can read back (issue 30 L10), in time linear in
 * the text (viem's `parseSiweMessage` backtracked quadratically on a line of repeated `URI: `,
 * issue 30 H1). A message over `siwxLimits.maxMessageBytes` is a 413 before it is read; a text
 * that is not EIP-4361 is a 400 on the `message` field naming the line at fault.
 * @example
 * const parsed = parseSiwxMessage(body.message)
 * if (parsed._tag === "Failed") return parsed
 */
export const parseSiwxMessage = (message: string): ParsedSiwxMessage | FailedReply => {
  const bytes = encoder.encode(message).length
  if (bytes > siwxLimits.maxMessageBytes) {
    return failed(
      413,
      "message",
      `The sign-in message is ${bytes} bytes; the sandbox reads sign-in messages of at most ${siwxLimits.maxMessageBytes} bytes`,
    )
  }
  const fields = parseEip4361Message(message)
  if (fields instanceof SiwxMessageInvalidError) return failed(400, "message", fields.message)
  return {
    _tag: "Parsed",
    fields,
    address: getAddress(fields.accountAddress),
    chainId: Number(evmChainReference(fields.chainId)),
    nonce: fields.nonce,
    issuedAt: instant(fields.issuedAt),
    ...(fields.expirationTime === undefined
      ? {}
      : { expirationTime: instant(fields.expirationTime) }),
    ...(fields.notBefore === undefined ? {} : { notBefore: instant(fields.notBefore) }),
  }
}

/**
 * Checks a parsed message's time window at `now`: it has not reached its Expiration Time and
 * has passed its Not Before (an Issued At ahead of the clock is the caller's skew rule). A
 * refusal is a 401 naming the line and its time; undefined when the window holds.
 * @example
 * const late = checkSiwxTimeWindow(parsed, context.now())
 * if (late !== undefined) return late
 */
export const checkSiwxTimeWindow = (
  parsed: ParsedSiwxMessage,
  now: Date,
): FailedReply | undefined => {
  const { expirationTime, notBefore } = parsed
  if (expirationTime !== undefined && now.getTime() >= expirationTime.getTime()) {
    return failed(
      401,
      "expirationTime",
      `The sign-in message expired at ${expirationTime.toISOString()}`,
    )
  }
  if (notBefore !== undefined && now.getTime() < notBefore.getTime()) {
    return failed(
      401,
      "notBefore",
      `The sign-in message is not valid before ${notBefore.toISOString()}`,
    )
  }
  return undefined
}

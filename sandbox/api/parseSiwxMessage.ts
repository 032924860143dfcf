import { getAddress } from "viem"
import { parseDateTime } from "../../plugins/siwx/message/parseDateTime"
import { SiwxMessageInvalidError } from "../../plugins/siwx/message/SiwxMessageErrors"
import type { SiwxMessageFields } from "../../plugins/siwx/message/SiwxMessageFields"
import { parseSiwxText } from "../../plugins/siwx/message/siwxText"
import { type FailedReply, failed } from "./OperationHandler"
import { siwxLimits } from "./siwxLimits"

/** The chain families a sign-in message may be for: EIP-4361's and Sign-In With Solana's. */
export type SiwxFamily = "eip155" | "solana"

/** A sign-in message (EIP-4361 or Sign-In With Solana) with every field a session needs, as the sandbox read it. */
export interface ParsedSiwxMessage {
  readonly _tag: "Parsed"
  /** The fields as the kit's parser reads them (times as written). */
  readonly fields: SiwxMessageFields
  /** Which format the message is in, so which family's account signed it. */
  readonly family: SiwxFamily
  /** The signer: a checksummed 0x address (EIP-55), or a base58 Solana address as written. */
  readonly address: string
  /** The network of the `Chain ID` line, as a CAIP-2 id (`eip155:31337`, `solana:4bqj…`). */
  readonly caipNetworkId: string
  readonly nonce: string
  readonly issuedAt: Date
  readonly expirationTime?: Date
  readonly notBefore?: Date
}

const encoder = new TextEncoder()

// The parser checked every time is RFC 3339, so each reads as an instant.
const instant = (text: string): Date => parseDateTime(text) ?? new Date(Number.NaN)

/**
 * Reads a sign-in message with the kit's own strict parsers (`parseSiwxText`: EIP-4361 or
 * Sign-In With Solana, as its first line names), so that the server keeps only texts the kit
 * can read back (issue 30 L10), in time linear in the text (viem's `parseSiweMessage`
 * backtracked quadratically on a line of repeated `URI: `, issue 30 H1). A message over
 * `siwxLimits.maxMessageBytes` is a 413 before it is read; a text that is neither format is a
 * 400 on the `message` field naming the line at fault.
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
  const fields = parseSiwxText(message)
  if (fields instanceof SiwxMessageInvalidError) return failed(400, "message", fields.message)
  const family: SiwxFamily = fields.chainId.startsWith("solana:") ? "solana" : "eip155"
  return {
    _tag: "Parsed",
    fields,
    family,
    address: family === "eip155" ? getAddress(fields.accountAddress) : fields.accountAddress,
    caipNetworkId: fields.chainId,
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

import { type Address, getAddress } from "viem"
import { parseSiweMessage, validateSiweMessage } from "viem/siwe"
import { type FailedReply, failed } from "./OperationHandler"

/** An EIP-4361 message with every field a session needs, as the sandbox read it. */
export interface ParsedSiwxMessage {
  readonly _tag: "Parsed"
  /** The checksummed signer address. */
  readonly address: Address
  /** The EVM chain id of the `Chain ID` line. */
  readonly chainId: number
  readonly nonce: string
  readonly issuedAt: Date
  readonly expirationTime?: Date
  readonly notBefore?: Date
  /** The fields as viem's `parseSiweMessage` gave them, for `validateSiweMessage`. */
  readonly fields: ReturnType<typeof parseSiweMessage>
}

const invalid = (reason: string): FailedReply =>
  failed(400, "message", `Invalid sign-in message: ${reason}`)

const isValidDate = (date: Date | undefined): boolean =>
  date === undefined || !Number.isNaN(date.getTime())

/**
 * Reads a sign-in message with viem's `parseSiweMessage` and checks what its regular
 * expressions let through: the header and the address, the URI, Version, Chain ID, Nonce and
 * Issued At lines, version 1, a nonce of at least 8 letters or digits and RFC 3339 times. Each
 * refusal is a 400 on the `message` field saying what is wrong.
 * @example
 * const parsed = parseSiwxMessage(body.message)
 * if (parsed._tag === "Failed") return parsed
 */
export const parseSiwxMessage = (message: string): ParsedSiwxMessage | FailedReply => {
  const fields = parseSiweMessage(message)
  if (fields.domain === undefined || fields.address === undefined) {
    return invalid(
      "expected the EIP-4361 first line '<domain> wants you to sign in with your Ethereum account:' and a 0x address",
    )
  }
  const { chainId, nonce, issuedAt, uri, version } = fields
  if (
    uri === undefined ||
    version === undefined ||
    chainId === undefined ||
    nonce === undefined ||
    issuedAt === undefined
  ) {
    return invalid("expected the lines URI, Version, Chain ID, Nonce and Issued At, in that order")
  }
  if (version !== "1") return invalid(`Version must be 1, not ${version}`)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    return invalid(`Chain ID must be a positive integer, not ${chainId}`)
  }
  if (nonce.length < 8) return invalid("Nonce must be at least 8 letters or digits")
  const times = [
    ["Issued At", issuedAt],
    ["Expiration Time", fields.expirationTime],
    ["Not Before", fields.notBefore],
  ] as const
  for (const [line, date] of times) {
    if (!isValidDate(date)) return invalid(`${line} must be an RFC 3339 date-time`)
  }
  return {
    _tag: "Parsed",
    address: getAddress(fields.address),
    chainId,
    nonce,
    issuedAt,
    ...(fields.expirationTime === undefined ? {} : { expirationTime: fields.expirationTime }),
    ...(fields.notBefore === undefined ? {} : { notBefore: fields.notBefore }),
    fields,
  }
}

/**
 * Checks a parsed message's time window at `now` with viem's `validateSiweMessage`: it has not
 * reached its Expiration Time and has passed its Not Before. A refusal is a 401 naming the
 * line and its time; undefined when the window holds.
 * @example
 * const late = checkSiwxTimeWindow(parsed, context.now())
 * if (late !== undefined) return late
 */
export const checkSiwxTimeWindow = (
  parsed: ParsedSiwxMessage,
  now: Date,
): FailedReply | undefined => {
  if (validateSiweMessage({ message: parsed.fields, time: now })) return undefined
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
  // parseSiwxMessage let through every other field validateSiweMessage looks at.
  return invalid("viem's validateSiweMessage refused it")
}

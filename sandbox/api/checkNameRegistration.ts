import { type Address, getAddress, isAddress } from "viem"
import type { NameAttributes, NameRegistrationRequest } from "../../core/api/generated/schemas"
import { echoInput } from "./echoInput"
import { chainIdOfCoinType } from "./NameRegistry"
import { type FailedReply, failed } from "./OperationHandler"

/**
 * How far a registration's timestamp may be from the server's clock, either way, as the real
 * name service allows.
 */
export const registrationTimestampToleranceSeconds = 10

/**
 * The longest label, in characters: the real name service's (NAME_MAX_LENGTH, 64). Spec 5
 * sets only the shortest; without a longest, a million-character label was stored whole and
 * handed out by every identity lookup.
 */
export const maxNameLabelLength = 64

/** The largest attribute value, in UTF-8 bytes: the real service's (ATTRIBUTES_VALUE_MAX_LENGTH). */
export const maxNameAttributeBytes = 255

/** A label: letters, digits and hyphens, 4 (spec 5) to 64 characters, lowercase here. */
const labelPattern = new RegExp(`^[a-z0-9-]{4,${maxNameLabelLength}}$`)
/** What the real service lets through its format check; lowercase only (the name is stored so). */
const namePattern = /^[a-z0-9.-]+$/

/** The only attribute the service keeps. */
const supportedAttributes = new Set(["bio"])

/** A registration that passed every check but the signature's. */
export interface CheckedRegistration<Chain> {
  readonly _tag: "Checked"
  /** The full name, `label.<zone>`. */
  readonly name: string
  readonly attributes: NameAttributes | null
  readonly address: Address
  readonly coinType: number
  /** The chain the coin type names, as `chainOf` gave it. */
  readonly chain: Chain
  /** The signed message, as sent. */
  readonly message: string
}

/** What a registration is checked against. */
export interface RegistrationRules<Chain> {
  /** The zone names are registered in, e.g. `foyer.id`. */
  readonly zone: string
  /** The server's clock now. */
  readonly now: Date
  /** The chain of an EVM chain id, or undefined when the service does not serve it. */
  readonly chainOf: (chainId: number) => Chain | undefined
  readonly isRegistered: (name: string) => boolean
}

interface RegistrationMessage {
  readonly name: string
  readonly attributes: unknown
  readonly timestamp: number
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const parseMessage = (message: string): RegistrationMessage | undefined => {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    return undefined
  }
  if (!isRecord(parsed) || typeof parsed.name !== "string") return undefined
  const { timestamp } = parsed
  if (typeof timestamp !== "number" || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    return undefined
  }
  return { name: parsed.name, attributes: parsed.attributes, timestamp }
}

const checkAttributes = (attributes: unknown): NameAttributes | null | undefined => {
  if (attributes === undefined || attributes === null) return null
  if (!isRecord(attributes)) return undefined
  const entries = Object.entries(attributes)
  const supported = entries.every(
    ([key, value]) =>
      supportedAttributes.has(key) &&
      typeof value === "string" &&
      value !== "" &&
      Buffer.byteLength(value, "utf8") <= maxNameAttributeBytes,
  )
  if (!supported) return undefined
  return entries.length === 0 ? null : (attributes as NameAttributes)
}

/** The description of the 400 for a message that is not the registration payload. */
export const invalidRegistrationMessage =
  "Invalid registration message: expected JSON.stringify({ name, attributes, timestamp }) with the timestamp in seconds"

/**
 * Checks a name registration as the real name service does, in its order, all but the
 * signature: the message's shape, a lowercase `label.<zone>` name in the service's zone (label:
 * letters, digits, hyphens, 4 to 64 characters), a coin type of a served EVM chain, the
 * address, a free name, a timestamp within 10 s of the server's clock, and only the `bio`
 * attribute, of at most 255 bytes. Each refusal is a 400 with one reason, worded as the service
 * words it; a name it repeats is cut to its start (`echoInput`).
 */
export const checkNameRegistration = <Chain>(
  request: NameRegistrationRequest,
  rules: RegistrationRules<Chain>,
): CheckedRegistration<Chain> | FailedReply => {
  const payload = parseMessage(request.message)
  if (payload === undefined) return failed(400, "message", invalidRegistrationMessage)
  const { name } = payload
  const echoed = echoInput(name)
  if (!namePattern.test(name)) return failed(400, "name", `Invalid name format: ${echoed}`)
  const parts = name.split(".")
  const zone = parts.slice(1).join(".")
  if (parts.length !== 3 || zone !== rules.zone) {
    return failed(400, "name", `Name is not in the allowed zones: ${echoed}`)
  }
  if (!labelPattern.test(parts[0] ?? "")) {
    return failed(400, "name", `Invalid name length: ${echoed}`)
  }
  const chainId = chainIdOfCoinType(request.coin_type)
  const chain = chainId === undefined ? undefined : rules.chainOf(chainId)
  if (chain === undefined) {
    return failed(400, "coin_type", `Unsupported coin type: ${request.coin_type}`)
  }
  if (!isAddress(request.address)) {
    return failed(400, "address", `Invalid address: ${echoInput(request.address)}`)
  }
  if (rules.isRegistered(name)) {
    return failed(400, "name", `Name is already registered: ${name}`)
  }
  const nowSeconds = Math.floor(rules.now.getTime() / 1000)
  if (payload.timestamp < nowSeconds - registrationTimestampToleranceSeconds) {
    return failed(400, "timestamp", `Signature UNIXTIME timestamp is too old: ${payload.timestamp}`)
  }
  if (payload.timestamp > nowSeconds + registrationTimestampToleranceSeconds) {
    return failed(
      400,
      "timestamp",
      `Signature UNIXTIME timestamp is ahead of the server's clock: ${payload.timestamp}`,
    )
  }
  const attributes = checkAttributes(payload.attributes)
  if (attributes === undefined) {
    return failed(400, "attributes", "Unsupported name attribute in payload")
  }
  return {
    _tag: "Checked",
    name,
    attributes,
    address: getAddress(request.address),
    coinType: request.coin_type,
    chain,
    message: request.message,
  }
}

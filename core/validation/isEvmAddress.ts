import { Schema } from "effect"
import { isAddress } from "viem"

const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether `text` is an EVM address: `0x` plus 40 hex characters (spec 5).
 *
 * The checksum is optional, so any letter case is accepted, including a mixed case whose
 * EIP-55 checksum is wrong: the spec's rule is about the form, and wallets accept such
 * addresses. Use `hasValidChecksum` to warn about a mistyped mixed-case address.
 * @example
 * isEvmAddress("0x" + "ab".repeat(20)) // true
 */
export const isEvmAddress = (text: unknown): text is `0x${string}` =>
  typeof text === "string" && evmAddressPattern.test(text)

/**
 * Whether an EVM address carries no checksum (one letter case) or a correct EIP-55 one.
 * Worth a warning in the send form when false: the address was probably mistyped.
 */
export const hasValidChecksum = (address: `0x${string}`): boolean =>
  isEvmAddress(address) && isAddress(address, { strict: true })

/** An EVM address (`0x` plus 40 hex characters, any case) as a schema. */
export const EvmAddress = Schema.TemplateLiteral(["0x", Schema.String]).check(
  Schema.isPattern(evmAddressPattern, { message: "Expected 0x plus 40 hex characters" }),
)

/** An EVM address (`0x` plus 40 hex characters). */
export type EvmAddress = typeof EvmAddress.Type

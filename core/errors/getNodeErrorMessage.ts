import { Predicate } from "effect"
import type { Abi } from "viem"
import { causeChain } from "./causeChain"
import { decodeRevertReason } from "./decodeRevertReason"
import { messageOf } from "./messageOf"
import { messages } from "./messages"

/** The node failures spec 8 maps to readable texts. */
export type NodeErrorKind =
  | "executionReverted"
  | "nonceTooLow"
  | "nonceTooHigh"
  | "insufficientFunds"
  | "tipAboveFeeCap"
  | "feeCapTooHigh"
  | "feeCapTooLow"
  | "intrinsicGasTooLow"
  | "intrinsicGasTooHigh"

/**
 * What geth, erigon, anvil, nethermind and besu say for each kind, case-insensitive. Checked in
 * this order: a revert comes first because its reason is free contract text that may itself
 * read like another failure ("execution reverted: insufficient funds").
 */
export const nodeErrorPatterns: ReadonlyArray<readonly [NodeErrorKind, RegExp]> = [
  [
    "executionReverted",
    /execution reverted|vm exception while processing transaction: revert|reverted with reason string/i,
  ],
  // geth/anvil/nethermind "nonce too low"; older nethermind "OldNonce".
  ["nonceTooLow", /nonce\s*too\s*low|\boldnonce\b/i],
  // anvil "Nonce too high"; nethermind "NonceTooHigh", "nonce too far in future", older "NonceGap".
  ["nonceTooHigh", /nonce\s*too\s*high|nonce too far in future|\bnoncegap\b/i],
  // geth "insufficient funds for gas * price + value"; besu "Upfront cost exceeds account balance".
  [
    "insufficientFunds",
    /insufficient\s*funds|exceeds transaction sender account balance|insufficient sender balance|upfront cost exceeds account balance|\boutoffunds\b/i,
  ],
  // geth/anvil; erigon "tip higher than fee cap"; nethermind "InvalidMaxPriorityFeePerGas".
  [
    "tipAboveFeeCap",
    /max priority fee per gas higher than max fee per gas|tip higher than fee cap|maxpriorityfeepergas cannot be (?:greater|higher) than maxfeepergas|invalidmaxpriorityfeepergas|max_priority_fee_per_gas` greater than `max_fee_per_gas/i,
  ],
  ["feeCapTooHigh", /(?:max fee per gas|fee cap) higher than 2\^256-1/i],
  // geth/anvil; erigon "fee cap less than block base fee"; besu "gasPrice is less than the current BaseFee".
  [
    "feeCapTooLow",
    /max fee per gas less than block base fee|fee cap less than block base fee|gasprice is less than the current basefee/i,
  ],
  // geth/anvil/nethermind; besu "Intrinsic gas exceeds gas limit" (the limit is below the intrinsic cost).
  ["intrinsicGasTooLow", /intrinsic\s*gas\s*too\s*low|intrinsic gas exceeds gas limit/i],
  // anvil "intrinsic gas too high"; geth "gas limit reached", "exceeds block gas limit".
  [
    "intrinsicGasTooHigh",
    /intrinsic gas too high|gas limit reached|exceeds block gas limit|gas limit is greater than the block gas limit|gas limit too high/i,
  ],
]

const fixedTexts: Record<Exclude<NodeErrorKind, "executionReverted">, string> = {
  nonceTooLow: messages.nonceTooLow,
  nonceTooHigh: messages.nonceTooHigh,
  insufficientFunds: messages.insufficientFunds,
  tipAboveFeeCap: messages.tipAboveFeeCap,
  feeCapTooHigh: messages.feeCapTooHigh,
  feeCapTooLow: messages.feeCapTooLow,
  intrinsicGasTooLow: messages.intrinsicGasTooLow,
  intrinsicGasTooHigh: messages.intrinsicGasTooHigh,
}

// Where nodes and clients put the reason of a revert, in the order we trust them.
const revertReasonPatterns: ReadonlyArray<RegExp> = [
  /execution reverted with reason:\s*([^\n]+?)\.?$/im, // viem's own wording
  /execution reverted:\s*([^\n]+)/i, // geth, anvil, erigon, nethermind
  /reverted with reason string '([^']*)'/i, // hardhat
  /vm exception while processing transaction: revert\s+([^\n]+)/i, // ganache
]

const hexData = /^0x[0-9a-fA-F]*$/

/** Every text the error and its causes carry: viem's `details` and `shortMessage`, then `message`. */
const textsOf = (error: unknown): ReadonlyArray<string> =>
  causeChain(error).flatMap((level) => {
    const texts: Array<string> = []
    for (const key of ["details", "shortMessage"] as const) {
      if (Predicate.hasProperty(level, key) && typeof level[key] === "string") {
        texts.push(level[key])
      }
    }
    const message = messageOf(level)
    if (message !== undefined) texts.push(message)
    return texts.filter((text) => text.length > 0)
  })

/** The hex revert data a JSON-RPC error carries in `data` (possibly as `data.data`), if any. */
const revertDataOf = (error: unknown): string | undefined => {
  for (const level of causeChain(error)) {
    if (!Predicate.hasProperty(level, "data")) continue
    const { data } = level
    if (typeof data === "string" && hexData.test(data) && data.length > 2) return data
    if (Predicate.hasProperty(data, "data") && typeof data.data === "string") {
      if (hexData.test(data.data) && data.data.length > 2) return data.data
    }
  }
  return undefined
}

const revertReason = (error: unknown, texts: ReadonlyArray<string>, abi?: Abi): string => {
  for (const pattern of revertReasonPatterns) {
    for (const text of texts) {
      const reason = pattern.exec(text)?.[1]?.trim()
      if (reason === undefined || reason.length === 0) continue
      // anvil and some RPCs put the raw revert data where the reason would be.
      return hexData.test(reason) ? decodeRevertReason(reason, abi) : reason
    }
  }
  return decodeRevertReason(revertDataOf(error), abi)
}

/** Which node failure an error is (looking down its cause chain), or undefined when unknown. */
export const nodeErrorKind = (error: unknown): NodeErrorKind | undefined => {
  const texts = textsOf(error)
  return nodeErrorPatterns.find(([, pattern]) => texts.some((text) => pattern.test(text)))?.[0]
}

/**
 * A readable text for an error a node returned: nonce too low or high, insufficient funds, fee
 * cap too low or high, tip above fee cap, intrinsic gas too low or high, and "Execution
 * reverted: {reason}" (the reason decoded from the revert data when only that is given, custom
 * errors with `options.abi`; else "unknown reason"). Unknown errors pass through unchanged:
 * viem's `shortMessage` when present, else the message, else "An unknown error occurred.".
 */
export const getNodeErrorMessage = (error: unknown, options?: { readonly abi?: Abi }): string => {
  const kind = nodeErrorKind(error)
  if (kind === "executionReverted") {
    return messages.executionReverted(revertReason(error, textsOf(error), options?.abi))
  }
  if (kind !== undefined) return fixedTexts[kind]
  if (Predicate.hasProperty(error, "shortMessage") && typeof error.shortMessage === "string") {
    if (error.shortMessage.length > 0) return error.shortMessage
  }
  return messageOf(error) ?? messages.unknownError
}

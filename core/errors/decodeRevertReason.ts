import { type Abi, decodeErrorResult, isHex } from "viem"
import { messages } from "./messages"

/** What each Solidity `Panic(uint256)` code means, in words. */
export const solidityPanicReasons: Readonly<Record<number, string>> = {
  0: "generic compiler panic",
  1: "assertion failed",
  17: "arithmetic overflow or underflow",
  18: "division or modulo by zero",
  33: "value out of range for an enum",
  34: "incorrectly encoded storage byte array",
  49: "pop on an empty array",
  50: "array index out of bounds",
  65: "out of memory (too much memory allocated or an array too large)",
  81: "call to an uninitialised internal function",
}

const panicText = (code: bigint): string => {
  const hex = `0x${code.toString(16).padStart(2, "0")}`
  const meaning =
    code <= BigInt(Number.MAX_SAFE_INTEGER) ? solidityPanicReasons[Number(code)] : undefined
  return meaning === undefined ? `Panic ${hex}` : `Panic ${hex}: ${meaning}`
}

const formatArgument = (value: unknown): string => {
  if (typeof value === "bigint") return value.toString()
  if (typeof value === "string") return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(formatArgument).join(", ")}]`
  if (typeof value === "object" && value !== null) {
    const fields = Object.entries(value).map(([key, field]) => `${key}: ${formatArgument(field)}`)
    return `{ ${fields.join(", ")} }`
  }
  return String(value)
}

/**
 * The reason a transaction or call reverted, from its revert data: the text of `Error(string)`,
 * a readable `Panic(uint256)` ("Panic 0x11: arithmetic overflow or underflow"), or a custom error
 * of `abi` as `Name(arg, ...)`. Anything else (no data, unknown selector, bad encoding) is
 * "unknown reason".
 * @example decodeRevertReason("0x08c379a0…") // "Ownable: caller is not the owner"
 */
export const decodeRevertReason = (data: unknown, abi?: Abi): string => {
  if (typeof data !== "string" || !isHex(data, { strict: true })) {
    return messages.unknownRevertReason
  }
  try {
    const decoded = decodeErrorResult({ abi: abi ?? [], data })
    const args: ReadonlyArray<unknown> = decoded.args ?? []
    if (decoded.errorName === "Error") {
      const [reason] = args
      return typeof reason === "string" && reason.length > 0 ? reason : messages.unknownRevertReason
    }
    if (decoded.errorName === "Panic") {
      const [code] = args
      if (typeof code === "bigint") return panicText(code)
    }
    return `${decoded.errorName}(${args.map(formatArgument).join(", ")})`
  } catch {
    // Unknown selector or malformed data: the spec's fallback.
    return messages.unknownRevertReason
  }
}

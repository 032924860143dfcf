import { Predicate } from "effect"

/** How many errors `causeChain` visits at most, so a hostile or huge error cannot stall us. */
export const maxCauseChainLength = 32

/**
 * Every error reachable from `error`, itself first: its `cause`, and the places wallets and
 * RPC layers hide the original error (`originalError`, `data.originalError`, a JSON-RPC
 * response's `error`). Breadth first, each object once, at most `maxCauseChainLength`.
 */
export const causeChain = (error: unknown): ReadonlyArray<unknown> => {
  const chain: Array<unknown> = []
  const seen = new Set<unknown>()
  const queue: Array<unknown> = [error]
  while (queue.length > 0 && chain.length < maxCauseChainLength) {
    const current = queue.shift()
    if (current === undefined || current === null || seen.has(current)) continue
    seen.add(current)
    chain.push(current)
    queue.push(...nested(current))
  }
  return chain
}

const nested = (value: unknown): ReadonlyArray<unknown> => {
  if (!Predicate.isObjectKeyword(value)) return []
  const found: Array<unknown> = []
  if (Predicate.hasProperty(value, "cause")) found.push(value.cause)
  if (Predicate.hasProperty(value, "originalError")) found.push(value.originalError)
  if (Predicate.hasProperty(value, "data") && Predicate.hasProperty(value.data, "originalError")) {
    // MetaMask mobile wraps the real EIP-1193 error (e.g. 4902) as data.originalError.
    found.push(value.data.originalError)
  }
  if (Predicate.hasProperty(value, "error") && Predicate.isObjectKeyword(value.error)) {
    found.push(value.error)
  }
  return found
}

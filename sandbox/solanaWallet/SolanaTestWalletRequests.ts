import {
  isWalletStandardError,
  WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
  WalletStandardError,
} from "@wallet-standard/errors"
import type { TestWalletBehaviour, TestWalletDecision } from "../wallet/createTestWallet"

/** The Wallet Standard features a page can ask the Solana test wallet for. */
export type SolanaTestWalletFeature =
  | "standard:connect"
  | "standard:disconnect"
  | "solana:signMessage"
  | "solana:signTransaction"
  | "solana:signAndSendTransaction"
  | "solana:signIn"

/** One request the wallet received, as the `requests` log shows it (JSON-safe). */
export interface SolanaTestWalletRequest {
  readonly feature: SolanaTestWalletFeature
  /** What the page passed: bytes as base64 text, accounts as their address. */
  readonly input: unknown
  readonly outcome: "pending" | "approved" | "rejected" | "failed"
  /** A Wallet Standard error's code (`context.__code`), or none for another error. */
  readonly error?: { readonly code?: number; readonly message: string }
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** A copy of `value` that survives JSON (and Playwright's evaluate): no bytes, no bigints. */
export const loggable = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return base64(value)
  if (typeof value === "bigint") return value.toString()
  if (Array.isArray(value)) return value.map(loggable)
  if (typeof value === "object" && value !== null) {
    // A WalletAccount is named by its address; its public key is the same thing again.
    if ("address" in value && "publicKey" in value) return value.address
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, loggable(item)]))
  }
  return value
}

/**
 * The simulated visitor in front of the wallet: answers each request as its feature's
 * behaviour says (approve by default, reject with the Wallet Standard's
 * WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, or after a delay that `release` can end),
 * and logs every request with its outcome.
 */
export const createSolanaTestWalletRequests = () => {
  const behaviours = new Map<SolanaTestWalletFeature, TestWalletBehaviour>()
  /** The delayed requests still waiting, by feature: each ends its wait with a decision. */
  const waiting = new Map<SolanaTestWalletFeature, Set<(decision: TestWalletDecision) => void>>()
  const log: SolanaTestWalletRequest[] = []

  const wait = (feature: SolanaTestWalletFeature, ms: number, decision: TestWalletDecision) =>
    new Promise<TestWalletDecision>((resolve) => {
      const set = waiting.get(feature) ?? new Set()
      waiting.set(feature, set)
      const wake = (chosen: TestWalletDecision) => {
        clearTimeout(timer)
        set.delete(wake)
        resolve(chosen)
      }
      const timer = setTimeout(() => wake(decision), ms)
      set.add(wake)
    })

  const decide = async (feature: SolanaTestWalletFeature): Promise<TestWalletDecision> => {
    const behaviour = behaviours.get(feature) ?? "approve"
    return typeof behaviour === "object"
      ? wait(feature, behaviour.delayMs, behaviour.answer ?? "approve")
      : behaviour
  }

  return {
    /**
     * Logs a request, asks the visitor (unless `prompt` is false: a silent connect must not
     * wait on anyone) and runs `work` once approved.
     */
    run: async <T>(
      feature: SolanaTestWalletFeature,
      input: unknown,
      work: () => T | Promise<T>,
      prompt = true,
    ): Promise<T> => {
      const index = log.push({ feature, input: loggable(input), outcome: "pending" }) - 1
      const settle = (entry: Partial<SolanaTestWalletRequest>) => {
        const previous = log[index]
        if (previous !== undefined) log[index] = { ...previous, ...entry }
      }
      if (prompt && (await decide(feature)) === "reject") {
        const error = new WalletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)
        settle({
          outcome: "rejected",
          error: { code: error.context.__code, message: error.message },
        })
        throw error
      }
      try {
        const result = await work()
        settle({ outcome: "approved" })
        return result
      } catch (cause) {
        const message = cause instanceof Error ? cause.message : String(cause)
        settle({
          outcome: "failed",
          error: isWalletStandardError(cause)
            ? { code: cause.context.__code, message }
            : { message },
        })
        throw cause
      }
    },
    setBehaviour: (feature: SolanaTestWalletFeature, behaviour: TestWalletBehaviour) => {
      behaviours.set(feature, behaviour)
    },
    release: (feature: SolanaTestWalletFeature, decision: TestWalletDecision = "approve") => {
      for (const wake of [...(waiting.get(feature) ?? [])]) wake(decision)
    },
    clear: () => {
      log.length = 0
    },
    /** Every request so far, oldest first (a copy). */
    requests: (): ReadonlyArray<SolanaTestWalletRequest> => [...log],
  }
}

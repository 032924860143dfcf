import {
  isWalletStandardError,
  WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
  WalletStandardError,
} from "@wallet-standard/errors"
import { loggable } from "../solanaWallet/SolanaTestWalletRequests"
import type { TestWalletBehaviour, TestWalletDecision } from "../wallet/createTestWallet"

/** The Wallet Standard features a page can ask the Bitcoin test wallet for. */
export type BitcoinTestWalletFeature =
  | "bitcoin:connect"
  | "standard:disconnect"
  | "bitcoin:signMessage"

/** One request the wallet received, as the `requests` log shows it (JSON-safe). */
export interface BitcoinTestWalletRequest {
  readonly feature: BitcoinTestWalletFeature
  /** What the page passed: bytes as base64 text, accounts as their address. */
  readonly input: unknown
  readonly outcome: "pending" | "approved" | "rejected" | "failed"
  /** A Wallet Standard error's code (`context.__code`), or none for another error. */
  readonly error?: { readonly code?: number; readonly message: string }
}

/**
 * The simulated visitor in front of the wallet: answers each request as its feature's
 * behaviour says (approve by default, reject with the Wallet Standard's
 * WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, or after a delay that `release` can end),
 * and logs every request with its outcome.
 */
export const createBitcoinTestWalletRequests = () => {
  const behaviours = new Map<BitcoinTestWalletFeature, TestWalletBehaviour>()
  /** The delayed requests still waiting, by feature: each ends its wait with a decision. */
  const waiting = new Map<BitcoinTestWalletFeature, Set<(decision: TestWalletDecision) => void>>()
  const log: BitcoinTestWalletRequest[] = []

  const decide = (feature: BitcoinTestWalletFeature): Promise<TestWalletDecision> => {
    const behaviour = behaviours.get(feature) ?? "approve"
    if (typeof behaviour !== "object") return Promise.resolve(behaviour)
    return new Promise<TestWalletDecision>((resolve) => {
      const set = waiting.get(feature) ?? new Set()
      waiting.set(feature, set)
      const wake = (chosen: TestWalletDecision) => {
        clearTimeout(timer)
        set.delete(wake)
        resolve(chosen)
      }
      const timer = setTimeout(() => wake(behaviour.answer ?? "approve"), behaviour.delayMs)
      set.add(wake)
    })
  }

  return {
    /** Logs a request, asks the visitor and runs `work` once approved. */
    run: async <T>(
      feature: BitcoinTestWalletFeature,
      input: unknown,
      work: () => T | Promise<T>,
    ): Promise<T> => {
      const index = log.push({ feature, input: loggable(input), outcome: "pending" }) - 1
      const settle = (entry: Partial<BitcoinTestWalletRequest>) => {
        const previous = log[index]
        if (previous !== undefined) log[index] = { ...previous, ...entry }
      }
      if ((await decide(feature)) === "reject") {
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
    setBehaviour: (feature: BitcoinTestWalletFeature, behaviour: TestWalletBehaviour) => {
      behaviours.set(feature, behaviour)
    },
    release: (feature: BitcoinTestWalletFeature, decision: TestWalletDecision = "approve") => {
      for (const wake of [...(waiting.get(feature) ?? [])]) wake(decision)
    },
    clear: () => {
      log.length = 0
    },
    /** Every request so far, oldest first (a copy). */
    requests: (): ReadonlyArray<BitcoinTestWalletRequest> => [...log],
  }
}

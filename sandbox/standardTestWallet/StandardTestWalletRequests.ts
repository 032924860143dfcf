import {
  isWalletStandardError,
  WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
  WalletStandardError,
} from "@wallet-standard/errors"
import type { TestWalletBehaviour, TestWalletDecision } from "../wallet/createTestWallet"
import { loggable } from "./loggable"

/** One request a test wallet received, as the `requests` log shows it (JSON-safe). */
export interface StandardTestWalletRequest<Feature extends string> {
  readonly feature: Feature
  /** What the page passed: bytes as base64 text, accounts as their address. */
  readonly input: unknown
  readonly outcome: "pending" | "approved" | "rejected" | "failed"
  /** A Wallet Standard error's code (`context.__code`), or none for another error. */
  readonly error?: { readonly code?: number; readonly message: string }
}

/**
 * The simulated visitor in front of a Wallet Standard test wallet whose requests are the
 * features `Feature`: answers each request as its feature's behaviour says (approve by default,
 * reject with the Wallet Standard's WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, or after a
 * delay that `release` can end), and logs every request with its outcome.
 */
export const createStandardTestWalletRequests = <Feature extends string>() => {
  const behaviours = new Map<Feature, TestWalletBehaviour>()
  /** The delayed requests still waiting, by feature: each ends its wait with a decision. */
  const waiting = new Map<Feature, Set<(decision: TestWalletDecision) => void>>()
  const log: StandardTestWalletRequest<Feature>[] = []

  const wait = (feature: Feature, ms: number, decision: TestWalletDecision) =>
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

  const decide = async (feature: Feature): Promise<TestWalletDecision> => {
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
      feature: Feature,
      input: unknown,
      work: () => T | Promise<T>,
      prompt = true,
    ): Promise<T> => {
      const index = log.push({ feature, input: loggable(input), outcome: "pending" }) - 1
      const settle = (entry: Partial<StandardTestWalletRequest<Feature>>) => {
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
    setBehaviour: (feature: Feature, behaviour: TestWalletBehaviour) => {
      behaviours.set(feature, behaviour)
    },
    release: (feature: Feature, decision: TestWalletDecision = "approve") => {
      for (const wake of [...(waiting.get(feature) ?? [])]) wake(decision)
    },
    clear: () => {
      log.length = 0
    },
    /** Every request so far, oldest first (a copy). */
    requests: (): ReadonlyArray<StandardTestWalletRequest<Feature>> => [...log],
  }
}

/** The request log and simulated visitor of a test wallet whose features are `Feature`. */
export type StandardTestWalletRequests<Feature extends string> = ReturnType<
  typeof createStandardTestWalletRequests<Feature>
>

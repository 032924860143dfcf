import { Effect, Predicate } from "effect"
import { UserRejectedRequestError } from "../../errors/UserRejectedRequestError"
import { methodNotSupportedCode, WalletRpcError } from "../../errors/WalletRpcError"
import { toWalletRequestError, type WalletRequestError } from "../walletRequest"
import { featureMethod, type StandardFeatureName, type StandardWallet } from "./StandardWallet"

/**
 * The Wallet Standard's code for a request the user rejected
 * (`WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED` of `@wallet-standard/errors`). A
 * production build of that package words its message as a code to look up, so the code is
 * what tells a rejection.
 */
export const walletStandardRejectedCode = 4001000

/** Whether a wallet's error is the Wallet Standard's "user rejected the request". */
const isWalletStandardRejection = (error: unknown): boolean =>
  error instanceof Error &&
  error.name === "WalletStandardError" &&
  Predicate.hasProperty(error, "context") &&
  Predicate.hasProperty(error.context, "__code") &&
  error.context.__code === walletStandardRejectedCode

/**
 * What a Wallet Standard wallet threw, as the kernel's wallet errors: the standard's rejection
 * (and a wallet's EIP-1193 style 4001 or "User rejected" text, as Phantom throws) is
 * `UserRejectedRequestError`; an error with an RPC code is a `WalletRpcError`; anything else a
 * `WalletRequestFailedError` naming the feature.
 */
export const toStandardWalletError = (
  feature: StandardFeatureName,
  cause: unknown,
): WalletRequestError =>
  isWalletStandardRejection(cause)
    ? new UserRejectedRequestError({ cause })
    : toWalletRequestError(feature, cause)

/**
 * Asks the wallet with `method` of its feature `feature` (it may prompt; no timeout, a prompt
 * waits for the visitor). A wallet without the feature answers EIP-1193's 4200 "Unsupported
 * Method", as an EVM wallet does for a method it lacks.
 * @example walletStandardRequest(wallet, "standard:connect", "connect", { silent: true })
 */
export const walletStandardRequest = (
  wallet: StandardWallet,
  feature: StandardFeatureName,
  method: string,
  ...args: ReadonlyArray<unknown>
): Effect.Effect<unknown, WalletRequestError> =>
  Effect.suspend(() => {
    const call = featureMethod(wallet, feature, method)
    if (call === undefined) {
      return Effect.fail(
        new WalletRpcError({
          code: methodNotSupportedCode,
          message: `The wallet does not support ${feature}.`,
        }),
      )
    }
    return Effect.tryPromise({
      try: async () => call(...args),
      catch: (cause) => toStandardWalletError(feature, cause),
    })
  })

// The embedded wallet's kernel tests' steps (not part of the plugin): run an effect on a kit
// that lists the plugin, sign in by email code, read the AUTH wallet it holds.
import { Effect } from "effect"
import {
  Accounts,
  Connections,
  type Eip155Wallet,
  type Kernel,
  type memoryBackend,
} from "../../../core"
import type { LocalServer } from "../../../test/localServer"
import { balanceSettled } from "../../../test/pluginKernelHarness"
import { EmbeddedWallet } from "../EmbeddedWallet"
import { EmbeddedWalletStorageKeys as keys } from "../EmbeddedWalletStorageKeys"
import {
  frameUser,
  goodCode,
  makeScriptedFrame,
  type ScriptedFrame,
  startEmbeddedWalletKernel,
} from "./secureFrameFixtures"

/** Runs `effect` on the kit's runtime, whose plugin services it may use. */
export const run = <A, E>(kernel: Kernel, effect: Effect.Effect<A, E, unknown>) =>
  (
    kernel.runtime as unknown as {
      runPromise: <X, Y>(effect: Effect.Effect<X, Y, unknown>) => Promise<X>
    }
  ).runPromise(effect)

/** A kit of the test's: its secure frame, and the storage it shares with a kit before it. */
export interface KitSetup {
  readonly frame?: ScriptedFrame
  readonly backend?: ReturnType<typeof memoryBackend>
}

/**
 * The file's `withKit` over its stand-in provider API: runs `test` on a kit with the plugin,
 * disposing it after (also when a step fails).
 */
export const kitsOn =
  (api: () => LocalServer) =>
  async (
    test: (kernel: Kernel, frame: ScriptedFrame) => Promise<void>,
    setup: KitSetup = {},
  ): Promise<void> => {
    const frame = setup.frame ?? makeScriptedFrame()
    const kernel = await startEmbeddedWalletKernel({
      api: api(),
      frame,
      ...(setup.backend === undefined ? {} : { backend: setup.backend }),
    })
    try {
      await test(kernel, frame)
    } finally {
      await kernel.dispose()
    }
  }

/** What `promise` rejects with; fails when it resolves. */
export const whyRejected = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error("expected a failure")
}

/** Signs in by email code on `kernel` and connects the AUTH wallet; gives the email step. */
export const signInWithEmailCode = (kernel: Kernel) =>
  run(
    kernel,
    Effect.gen(function* () {
      const wallet = yield* EmbeddedWallet
      const step = yield* wallet.startEmailLogin(frameUser.email ?? "")
      yield* wallet.verifyEmailCode(goodCode)
      yield* wallet.finishLogin
      // The connect had the kit read the balance: let that end before the kit goes.
      const accounts = yield* Accounts
      yield* Effect.promise(() => balanceSettled(accounts, "eip155"))
      return step
    }),
  )

/** Spec 4's keys as stored. */
export const storedKeys = (backend: ReturnType<typeof memoryBackend>) => ({
  email: backend.getItem(keys.email.name),
  emailLoginUsed: backend.getItem(keys.emailLoginUsed.name),
  lastEmailLoginTime: backend.getItem(keys.lastEmailLoginTime.name),
  lastUsedChain: backend.getItem(keys.lastUsedChain.name),
})

/** The AUTH wallet the kit holds now. */
export const authWallet = (kernel: Kernel) =>
  run(
    kernel,
    Effect.gen(function* () {
      const wallet = yield* (yield* Connections).currentWallet
      if (wallet?.namespace !== "eip155") throw new Error("no EVM wallet is connected")
      return wallet satisfies Eip155Wallet
    }),
  )

// The embedded wallet's views under test: a fake EmbeddedWallet service (its steps answered by
// the test) and the plugin's factory with the fake as its kit's only layer.
import { Clock, Effect, Layer, Result } from "effect"
import {
  createStore,
  definePlugin,
  definePluginKit,
  type EmailInvalidError,
  type SocialProvider,
  validateEmail,
} from "../../../core"
import {
  type EmailConnectStep,
  EmbeddedWallet,
  type EmbeddedWalletShape,
  type FrameArea,
  type PasskeyStepKind,
  type PendingApproval,
} from "../EmbeddedWallet"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FarcasterLoginStatus } from "../farcaster/farcasterLogin"
import { embeddedWallet } from "../index"
import { checkEmailLoginCooldown } from "../login/checkEmailLoginCooldown"
import type { SocialPopup } from "../social/SocialPopup"
import type { SocialLoginStatus } from "../social/socialLogin"

/** One thing a view asked of the service, in order. */
export type EmbeddedWalletCall =
  | { readonly startEmailLogin: string }
  | { readonly verifyEmailCode: string }
  | "approveDevice"
  | "finishLogin"
  | "runPasskeyStep"
  | { readonly showFrame: FrameArea }
  | "hideFrame"
  | "rejectPending"
  | { readonly startEmailUpdate: string }
  | { readonly verifyEmailUpdatePrimary: string }
  | { readonly verifyEmailUpdateSecondary: string }
  | { readonly connectSocial: SocialProvider; readonly popup: SocialPopup | undefined }
  | "connectFarcaster"
  | "clearFarcasterUrl"
  | "reloadAuthProvider"
  | "syncDappData"

/** How the fake answers each step; the defaults answer as a secure site that accepts. */
export interface FakeWalletAnswers {
  /** After the address and cooldown checks: the step connect email answers (VERIFY_OTP). */
  readonly connectEmail?: (email: string) => Effect.Effect<EmailConnectStep, EmbeddedWalletError>
  /** The device's approval from the email (never comes: the visitor has not clicked yet). */
  readonly approveDevice?: Effect.Effect<void, EmbeddedWalletError>
  /** The one-time code's check (accepted). */
  readonly verifyEmailCode?: (code: string) => Effect.Effect<void, EmbeddedWalletError>
  /** The passkey step the code's check answers as due (none). */
  readonly passkeyStep?: PasskeyStepKind
  /** The due passkey step, run while the frame shows (succeeds). */
  readonly runPasskeyStep?: Effect.Effect<void, EmbeddedWalletError>
  /** The connect to the signed-in wallet (succeeds). */
  readonly finishLogin?: Effect.Effect<void, EmbeddedWalletError>
  /** The time the cooldown is checked at, epoch ms (Effect's clock). */
  readonly now?: () => number
  /** After the address check: the email update's start (accepted). */
  readonly startEmailUpdate?: (email: string) => Effect.Effect<void, EmbeddedWalletError>
  /** The code mailed to the current email (accepted). */
  readonly verifyEmailUpdatePrimary?: (code: string) => Effect.Effect<void, EmbeddedWalletError>
  /** The code mailed to the new email (accepted: the email becomes the one started with). */
  readonly verifyEmailUpdateSecondary?: (code: string) => Effect.Effect<void, EmbeddedWalletError>
  /** The social login after its status is "waiting" (succeeds). */
  readonly connectSocial?: (
    provider: SocialProvider,
    popup: SocialPopup | undefined,
  ) => Effect.Effect<void, EmbeddedWalletError>
  /** The Farcaster sign-in after its status is "waiting" at `fakeFarcasterUrl` (succeeds). */
  readonly connectFarcaster?: Effect.Effect<void, EmbeddedWalletError>
}

/** The fake service, with what it was asked and its stores to drive. */
export interface FakeEmbeddedWallet extends EmbeddedWalletShape {
  readonly calls: Array<EmbeddedWalletCall>
  readonly setPendingApproval: (approval: PendingApproval | undefined) => void
  /** Sets the signed-in user's email, as a login or an email change does. */
  readonly setEmail: (email: string | undefined) => void
}

/** The Farcaster sign-in address the fake shows (as the development Farcaster wallet's). */
export const fakeFarcasterUrl = "http://127.0.0.1:4100/farcaster/sign-in?channel=abc123"

/** The secure site's loading page the fake names (where the social popup opens). */
export const fakeSocialLoadingUrl = "https://secure.example/social/loading"

/**
 * A fake EmbeddedWallet: startEmailLogin checks the address (the kernel's validateEmail) and
 * the 30 s cooldown (spec 5, on Effect's clock, refused as an EmbeddedWalletError caused by
 * the cooldown's error) as the real service does, then answers `answers.connectEmail`.
 */
export const fakeEmbeddedWallet = (answers: FakeWalletAnswers = {}): FakeEmbeddedWallet => {
  const calls: Array<EmbeddedWalletCall> = []
  const pending = createStore<PendingApproval | undefined>(undefined)
  const email = createStore<string | undefined>(undefined)
  const socialLogin = createStore<SocialLoginStatus | undefined>(undefined)
  const farcasterLogin = createStore<FarcasterLoginStatus | undefined>(undefined)
  let lastTrigger: number | undefined
  let newEmail: string | undefined
  const record = (call: EmbeddedWalletCall) => Effect.sync(() => calls.push(call))
  const startEmailLogin = (text: string) =>
    Effect.gen(function* () {
      yield* record({ startEmailLogin: text })
      const address: string = yield* Effect.fromResult<string, EmailInvalidError>(
        validateEmail(text),
      )
      const now = answers.now === undefined ? yield* Clock.currentTimeMillis : answers.now()
      const allowed = checkEmailLoginCooldown(lastTrigger, now)
      if (Result.isFailure(allowed)) {
        const cooldown = allowed.failure
        return yield* new EmbeddedWalletError({ message: cooldown.message, cause: cooldown })
      }
      lastTrigger = now
      return yield* (answers.connectEmail ?? (() => Effect.succeed("VERIFY_OTP" as const)))(address)
    })
  return {
    calls,
    setPendingApproval: (approval) => pending.update(() => approval),
    setEmail: (address) => email.update(() => address),
    startEmailLogin,
    approveDevice: Effect.andThen(record("approveDevice"), answers.approveDevice ?? Effect.never),
    verifyEmailCode: (code) =>
      Effect.andThen(
        record({ verifyEmailCode: code }),
        Effect.as((answers.verifyEmailCode ?? (() => Effect.void))(code), answers.passkeyStep),
      ),
    runPasskeyStep: Effect.andThen(record("runPasskeyStep"), answers.runPasskeyStep ?? Effect.void),
    finishLogin: Effect.andThen(record("finishLogin"), answers.finishLogin ?? Effect.void),
    email,
    pendingApproval: pending,
    showFrame: (area) => Effect.asVoid(record({ showFrame: area })),
    hideFrame: Effect.asVoid(record("hideFrame")),
    rejectPending: Effect.asVoid(record("rejectPending")),
    // The email update as the real one answers it: the address checked, then each step.
    startEmailUpdate: (text) =>
      Effect.gen(function* () {
        yield* record({ startEmailUpdate: text })
        const address: string = yield* Effect.fromResult<string, EmailInvalidError>(
          validateEmail(text),
        )
        yield* (answers.startEmailUpdate ?? (() => Effect.void))(address)
        newEmail = address
      }),
    verifyEmailUpdatePrimary: (code) =>
      Effect.andThen(
        record({ verifyEmailUpdatePrimary: code }),
        (answers.verifyEmailUpdatePrimary ?? (() => Effect.void))(code),
      ),
    verifyEmailUpdateSecondary: (code) =>
      Effect.gen(function* () {
        yield* record({ verifyEmailUpdateSecondary: code })
        yield* (answers.verifyEmailUpdateSecondary ?? (() => Effect.void))(code)
        const changed = newEmail ?? ""
        email.update(() => changed)
        return changed
      }),
    socialLoadingUrl: fakeSocialLoadingUrl,
    socialLogin,
    // As the real one: "waiting", then the answer; a failure is the status the view shows.
    connectSocial: (provider, popup) =>
      Effect.gen(function* () {
        yield* record({ connectSocial: provider, popup })
        socialLogin.update(() => ({ step: "waiting", provider }))
        yield* (answers.connectSocial ?? (() => Effect.void))(provider, popup)
        socialLogin.update(() => undefined)
      }).pipe(
        Effect.tapError((error) =>
          Effect.sync(() => socialLogin.update(() => ({ step: "failed", provider, error }))),
        ),
      ),
    farcasterLogin,
    // As the real one: "waiting" with the address, then the answer; a failure is the status.
    connectFarcaster: Effect.gen(function* () {
      yield* record("connectFarcaster")
      farcasterLogin.update(() => ({ step: "waiting", url: fakeFarcasterUrl }))
      yield* answers.connectFarcaster ?? Effect.void
      farcasterLogin.update(() => undefined)
    }).pipe(
      Effect.tapError((error) =>
        Effect.sync(() => farcasterLogin.update(() => ({ step: "failed", error }))),
      ),
    ),
    farcasterLeaveHook: {
      clearFarcasterUrl: Effect.asVoid(record("clearFarcasterUrl")),
      reloadAuthProvider: Effect.asVoid(record("reloadAuthProvider")),
      syncDappData: Effect.asVoid(record("syncDappData")),
    },
  }
}

/** A refusal of the secure site (its text), as the service fails with it. */
export const siteRefusal = (message: string) => Effect.fail(new EmbeddedWalletError({ message }))

/**
 * The embedded-wallet plugin as its factory makes it (its views' routes and titles, the
 * Connect section, the messages), with a kit whose only part is `wallet` as the
 * EmbeddedWallet service: no AUTH connector, no secure frame.
 */
export const embeddedWalletViewsPlugin = (wallet: EmbeddedWalletShape) =>
  definePlugin({
    ...embeddedWallet({ secureSiteUrl: "https://secure.example/frame" }),
    kit: async () => ({
      default: definePluginKit<unknown, EmbeddedWallet>({
        layer: () => Layer.succeed(EmbeddedWallet, wallet),
      }),
    }),
  })

// The social login's test harness (socialLogin*.test.ts): the flow over a page and a secure
// frame the test drives, on the test clock.
import { Effect, Exit } from "effect"
import { TestClock } from "effect/testing"
import type { SocialProvider } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FrameRequestName } from "../frame/FrameEvent"
import type { FrameRequestPayload, FrameSuccessPayload, FrameUser } from "../frame/FramePayloads"
import type { SocialWindowMessage } from "./awaitSocialResult"
import type { SocialLoginErrorEvent } from "./SocialLoginEvents"
import type { SocialPopup } from "./SocialPopup"
import { makeSocialLogin, type SocialLoginStatus } from "./socialLogin"

export const secureOrigin = "https://secure.example"
export const providerPage = "https://accounts.example/authorize?client_id=foyer"
export const resultUri = `${secureOrigin}/v1/social/result?handoff=sealed`
export const user: FrameUser = {
  email: null,
  address: "0x52908400098527886E0F7030069857D2E4169EE7",
  chainId: 10,
  accounts: [{ address: "0x52908400098527886E0F7030069857D2E4169EE7", type: "eoa" }],
  userName: "ada_lovelace",
  preferredAccountType: "eoa",
  smartAccountDeployed: false,
}

/** A popup window of the test: where it was sent, and whether it is closed. */
export const makePopup = () => {
  const window = { name: "the popup" }
  const state = { shown: [] as Array<string>, closed: false }
  const popup: SocialPopup = {
    source: window,
    show: (url) => void state.shown.push(url),
    isClosed: () => state.closed,
    close: () => {
      state.closed = true
    },
  }
  return { popup, window, state }
}

export type SocialFrameAnswer = Effect.Effect<unknown, EmbeddedWalletError>

/** The social login over a page and a secure frame the test drives. */
export const makeHarness = (answers: Partial<Record<FrameRequestName, SocialFrameAnswer>> = {}) => {
  const listeners = new Set<(message: SocialWindowMessage) => void>()
  const requests: Array<{ readonly name: FrameRequestName; readonly payload: unknown }> = []
  const emitted: Array<SocialLoginErrorEvent> = []
  const connected: Array<{ readonly provider: SocialProvider; readonly user: FrameUser }> = []
  const page = { modalOpen: true, usageExceeded: false }
  const request = <Name extends FrameRequestName>(
    name: Name,
    payload: FrameRequestPayload<Name>,
  ): Effect.Effect<FrameSuccessPayload<Name>, EmbeddedWalletError> => {
    requests.push({ name, payload })
    const fallback: SocialFrameAnswer =
      name === "GET_SOCIAL_REDIRECT_URI"
        ? Effect.succeed({ uri: providerPage })
        : name === "CONNECT_SOCIAL"
          ? Effect.succeed(user)
          : Effect.fail(new EmbeddedWalletError({ message: `unexpected ${name}` }))
    // The test's answers are of the request's success payload (see the defaults above).
    return (answers[name] ?? fallback) as Effect.Effect<
      FrameSuccessPayload<Name>,
      EmbeddedWalletError
    >
  }
  const social = makeSocialLogin({
    secureSiteUrl: `${secureOrigin}/frame`,
    request,
    onMessage: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    modalOpen: () => page.modalOpen,
    usageExceeded: () => page.usageExceeded,
    activeChainId: Effect.succeed(10),
    emit: (event) => Effect.sync(() => void emitted.push(event)),
    connected: (provider, signedIn) =>
      Effect.sync(() => void connected.push({ provider, user: signedIn })),
  })
  const statuses: Array<SocialLoginStatus | undefined> = []
  social.socialLogin.subscribe(() => statuses.push(social.socialLogin.getSnapshot()))
  /** A window message arriving at the page. */
  const post = (message: SocialWindowMessage) =>
    Effect.sync(() => {
      for (const listener of [...listeners]) listener(message)
    })
  return { social, requests, emitted, connected, page, statuses, post, listeners }
}

/** Runs `program` on the test clock. */
export const onTestClock = <A, E>(program: Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(Effect.provide(program, TestClock.layer()))

/** The failure's text, or "succeeded". */
export const outcome = <E extends { readonly message: string }>(exit: Exit.Exit<unknown, E>) =>
  Exit.isSuccess(exit)
    ? "succeeded"
    : Exit.isFailure(exit) && exit.cause.reasons[0]?._tag === "Fail"
      ? exit.cause.reasons[0].error.message
      : "interrupted or died"

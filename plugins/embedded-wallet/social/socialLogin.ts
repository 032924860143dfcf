import { Effect } from "effect"
import { createStore, FlowError, type ReadableStore, type SocialProvider } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type {
  FrameRequestPayload,
  FrameSuccessPayload,
  FrameUser,
  PasskeyStep,
} from "../frame/FramePayloads"
import type { SocialLoginUntrustedOriginError } from "../login/checkSocialLoginMessage"
import {
  type SocialWindowMessage,
  socialResultMessage,
  whileSocialPopupOpen,
} from "./awaitSocialResult"
import type { SocialLoginErrorEvent } from "./SocialLoginEvents"
import { type SocialPopup, socialLoadingUrl } from "./SocialPopup"
import { whileSocialPasskeyStep } from "./socialLoginPasskey"

/**
 * Where a social login is (spec 4): the popup is out, the result is being redeemed, the secure
 * frame asks the visitor for the passkey step the login made due (issue 37: the view shows the
 * frame over its body), or it failed.
 */
export type SocialLoginStatus =
  | { readonly step: "waiting"; readonly provider: SocialProvider }
  | { readonly step: "connecting"; readonly provider: SocialProvider }
  | {
      readonly step: "passkey"
      readonly provider: SocialProvider
      readonly passkey: (typeof PasskeyStep)["Type"]
    }
  | {
      readonly step: "failed"
      readonly provider: SocialProvider
      /** Why, as the view shows it (the flow error or the secure site's text). */
      readonly error: EmbeddedWalletError
    }

/** The embedded wallet's social login (spec 4, 5), a part of its service. */
export interface SocialLoginShape {
  /** The secure site's loading page, where the Connect view's click opens the popup (spec 2). */
  readonly socialLoadingUrl: string
  /**
   * Signs in with `provider` through `popup` (opened by the click at `socialLoadingUrl`;
   * undefined when the browser blocked it): asks the secure frame for the provider's sign-in
   * address and sends the popup there, waits for the result message from the secure site's
   * origin and the popup's window, redeems it in the frame (CONNECT_SOCIAL) and connects the
   * kit to the AUTH wallet. Closing the popup or the modal fails it ('Popup closed', 'Modal
   * closed'; checked every 1 s); a result from another origin fails it with 'Untrusted
   * Origin' and emits SOCIAL_LOGIN_ERROR. A second call stops the first (interrupted). When the
   * frame's answer names a passkey step (issue 37), the status says so while the step runs
   * (GET_USER with `showsFrame`; the view shows the frame), and the kit connects after it; a
   * refused recovery fails with the frame's text, and closing the modal with 'Modal closed'.
   */
  readonly connectSocial: (
    provider: SocialProvider,
    popup: SocialPopup | undefined,
  ) => Effect.Effect<void, EmbeddedWalletError>
  /** The social login under way or the last one failed, for the ConnectingSocial view. */
  readonly socialLogin: ReadableStore<SocialLoginStatus | undefined>
}

/** The secure frame's requests a social login sends (spec 7). */
export type SocialLoginRequest = "GET_SOCIAL_REDIRECT_URI" | "CONNECT_SOCIAL" | "GET_USER"

/** What the social login uses of the kit and the page. */
export interface SocialLoginEnvironment {
  /** The secure site's frame page: its origin is the only trusted one. */
  readonly secureSiteUrl: string
  /** Asks the secure frame (the service's request, making the frame first when there is none). */
  readonly request: <Name extends SocialLoginRequest>(
    name: Name,
    payload: FrameRequestPayload<Name>,
  ) => Effect.Effect<FrameSuccessPayload<Name>, EmbeddedWalletError>
  /** The page's window messages. */
  readonly onMessage: (listener: (message: SocialWindowMessage) => void) => () => void
  readonly modalOpen: () => boolean
  /** Whether the modal shows UsageExceeded (spec 2: the plan is over its limit). */
  readonly usageExceeded: () => boolean
  /** The active network's chain reference, for CONNECT_SOCIAL. */
  readonly activeChainId: Effect.Effect<number | string>
  /** Tells the host page and the analytics (SOCIAL_LOGIN_ERROR). */
  readonly emit: (event: SocialLoginErrorEvent) => Effect.Effect<void>
  /** Connects the kit to the signed-in AUTH wallet and stores the login's keys. */
  readonly connected: (
    provider: SocialProvider,
    user: FrameUser,
  ) => Effect.Effect<void, EmbeddedWalletError>
}

const flowFailure = (reason: FlowError["reason"], cause?: unknown) => {
  const flow = new FlowError({ reason, ...(cause === undefined ? {} : { cause }) })
  return new EmbeddedWalletError({ message: flow.message, cause: flow })
}

/** Only a web page may be the provider's sign-in address (never `javascript:` or `data:`). */
const isWebUrl = (text: string): boolean => {
  try {
    const { protocol } = new URL(text)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/**
 * The social login (spec 2, 4, 5, 8, 9) over the secure frame's requests and the page.
 * @example
 * const social = makeSocialLogin({ secureSiteUrl, request, onMessage, modalOpen, ... })
 * yield* social.connectSocial("google", popup)
 */
export const makeSocialLogin = (environment: SocialLoginEnvironment): SocialLoginShape => {
  const status = createStore<SocialLoginStatus | undefined>(undefined)
  const secureOrigin = new URL(environment.secureSiteUrl).origin
  let latest = 0

  const redirectUri = (provider: SocialProvider) =>
    environment.request("GET_SOCIAL_REDIRECT_URI", { provider }).pipe(
      Effect.mapError((cause) => flowFailure("failedToInitiateSocial", cause)),
      Effect.filterOrFail(
        ({ uri }) => isWebUrl(uri),
        ({ uri }) => flowFailure("failedToInitiateSocial", uri),
      ),
    )

  const untrusted = (provider: SocialProvider, error: SocialLoginUntrustedOriginError) =>
    Effect.andThen(
      environment.emit({ message: error.message, provider }),
      Effect.fail(new EmbeddedWalletError({ message: error.message, cause: error })),
    )

  const connectSocial: SocialLoginShape["connectSocial"] = (provider, popup) =>
    Effect.suspend(() => {
      const mine = ++latest
      const current = () => mine === latest
      const set = (next: SocialLoginStatus | undefined) =>
        Effect.sync(() => {
          if (current()) status.update(() => next)
        })
      // Spec 2: over its usage limit the plan shows UsageExceeded instead; nothing connects.
      if (environment.usageExceeded()) {
        popup?.close()
        return Effect.void
      }
      return Effect.gen(function* () {
        yield* set({ step: "waiting", provider })
        if (popup === undefined) return yield* flowFailure("failedToInitiateSocial")
        const wait = {
          provider,
          popup,
          secureOrigin,
          onMessage: environment.onMessage,
          modalOpen: environment.modalOpen,
          current,
        }
        const resultUri = yield* whileSocialPopupOpen(
          wait,
          Effect.gen(function* () {
            const { uri } = yield* redirectUri(provider)
            popup.show(uri)
            return yield* socialResultMessage(wait).pipe(
              Effect.catchTag("SocialLoginUntrustedOriginError", (error) =>
                untrusted(provider, error),
              ),
            )
          }),
        ).pipe(
          Effect.catchTag("FlowError", (error) => Effect.fail(flowFailure(error.reason))),
          // The popup is done with, whatever the end; one a later login reuses is left to it.
          Effect.ensuring(
            Effect.sync(() => {
              if (current()) popup.close()
            }),
          ),
        )
        yield* set({ step: "connecting", provider })
        const chainId = yield* environment.activeChainId
        const { passkey, ...user } = yield* environment.request("CONNECT_SOCIAL", {
          uri: resultUri,
          chainId,
        })
        if (passkey !== undefined) {
          yield* set({ step: "passkey", provider, passkey })
          yield* whileSocialPasskeyStep(
            { modalOpen: environment.modalOpen, current },
            environment.request("GET_USER", { showsFrame: true }),
          ).pipe(Effect.catchTag("FlowError", (error) => Effect.fail(flowFailure(error.reason))))
          yield* set({ step: "connecting", provider })
        }
        yield* environment.connected(provider, user)
        yield* set(undefined)
      }).pipe(Effect.tapError((error) => set({ step: "failed", provider, error })))
    })

  return {
    socialLoadingUrl: socialLoadingUrl(environment.secureSiteUrl),
    connectSocial,
    socialLogin: status,
  }
}

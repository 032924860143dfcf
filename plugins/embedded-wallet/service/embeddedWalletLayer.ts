import { Effect, FiberSet, Layer, Option } from "effect"
import {
  Connections,
  createStore,
  Events,
  KernelConfig,
  type KernelServices,
  Messages,
  Modal,
  messages,
  Networks,
  RouterState,
  type SocialProvider,
  Storage,
  Toasts,
  validateEmail,
} from "../../../core"
import { type AuthBackend, authBridgeOf, frameHostOf } from "../connector/authBridge"
import { authConnectorId } from "../connector/authConnector"
import { EmbeddedWallet, type EmbeddedWalletShape } from "../EmbeddedWallet"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { frameLoadTimeout } from "../EmbeddedWalletSchedules"
import { EmbeddedWalletStorageKeys as keys } from "../EmbeddedWalletStorageKeys"
import { makeFarcasterLogin } from "../farcaster/farcasterLogin"
import type { FrameRequestName } from "../frame/FrameEvent"
import { browserFrameHost } from "../frame/FrameHost"
import type { FrameUser } from "../frame/FramePayloads"
import { makeSocialLogin } from "../social/socialLogin"
import { makeApprovals } from "./approvals"
import type { EmbeddedWalletOptions } from "./EmbeddedWalletOptions"
import { emailTrigger } from "./emailTrigger"
import { makeEmailUpdate } from "./emailUpdate"
import { frameRequest } from "./frameRequest"
import { dappDataOf, frameTimeoutText, makeSecureFrame } from "./secureFrame"

/** The frame's answers that leave it holding a login the kit has yet to connect. */
const heldLoginRequests: ReadonlyArray<FrameRequestName> = [
  "CONNECT_OTP",
  "CONNECT_SOCIAL",
  "CONNECT_FARCASTER",
]

/**
 * The EmbeddedWallet service (spec 2, 4, 7, 8) and the AUTH connector's side of it: one secure
 * frame per kit, made at the first email login or restore; email login through it (cooldown,
 * CONNECT_EMAIL, CONNECT_OTP), then the kit's connect to the AUTH connector; the approvals of
 * not-safe wallet requests in the ApproveTransaction view; spec 4's storage keys.
 */
export const embeddedWalletLayer = (
  options: EmbeddedWalletOptions,
): Layer.Layer<EmbeddedWallet, never, KernelServices> =>
  Layer.effect(
    EmbeddedWallet,
    Effect.gen(function* () {
      const { config } = yield* KernelConfig
      const storage = yield* Storage
      const networks = yield* Networks
      const modal = yield* Modal
      const connections = yield* Connections
      const toasts = yield* Toasts
      const catalogue = yield* Messages
      const events = yield* Events
      const scope = yield* Effect.scope
      const runPromise = yield* FiberSet.makeRuntimePromise()
      const bridge = authBridgeOf(config)

      const email = createStore<string | undefined>(
        Option.getOrUndefined(yield* storage.get(keys.email)),
      )

      /** The kit's language now: the secure frame's own panels speak it. */
      const kitLocale = () => catalogue.store.getSnapshot().locale

      const frame = makeSecureFrame({
        secureSiteUrl: options.secureSiteUrl,
        config,
        networks,
        scope,
        // Spec 8's alerts: not awaited (a toast shown before may hold it), not past the kit.
        alert: (error) =>
          Effect.asVoid(Effect.forkIn(toasts.showError(frameTimeoutText(error)), scope)),
        host: () => frameHostOf(bridge),
        locale: kitLocale,
      })

      // A login the frame holds that the kit has not connected yet: after the code's check or
      // a social or Farcaster sign-in, through the passkey step, until the connect.
      let loginHeld = false
      const request: AuthBackend["request"] = (name, payload) =>
        Effect.flatMap(frame.client, (client) => frameRequest(client, name, payload)).pipe(
          Effect.tap(() =>
            Effect.sync(() => {
              if (heldLoginRequests.includes(name)) loginHeld = true
              else if (name === "SIGN_OUT") loginHeld = false
            }),
          ),
        )

      const signedOut = Effect.gen(function* () {
        yield* storage.remove(keys.email)
        yield* storage.remove(keys.emailLoginUsed)
        yield* storage.remove(keys.lastUsedChain)
        yield* storage.remove(keys.socialUsername)
        yield* storage.remove(keys.connectedSocial)
        email.update(() => undefined)
      })

      const approvals = makeApprovals({
        modal,
        hide: Effect.suspend(() => frame.current()?.hide ?? Effect.void),
        // The frame drops the request it shows; not awaited, not past the kit.
        abort: Effect.asVoid(Effect.forkIn(Effect.ignore(request("RPC_ABORT", undefined)), scope)),
      })

      const backend: AuthBackend = {
        request,
        signOut: Effect.suspend(() => frame.current()?.signOut ?? Effect.void),
        approve: approvals.approve,
        signedIn: (user) =>
          Effect.gen(function* () {
            if (user.email === null) return
            yield* storage.set(keys.email, user.email)
            email.update(() => user.email ?? undefined)
          }),
        signedOut,
        signInMethod: Effect.map(
          storage.get(keys.connectedSocial),
          Option.getOrElse((): "email" | SocialProvider => "email"),
        ),
        activeChainId: Effect.map(networks.active, (network) => network.id),
        runPromise: (effect) => runPromise(effect),
      }
      bridge.backend = backend

      // The visitor closed the modal on a login the frame holds but the kit never connected (a
      // passkey step, a failed connect): the frame signs out, so it holds no session the page
      // does not show (it drops a passkey panel left waiting too). Not awaited, in the kit's scope.
      const authConnected = () =>
        Object.values(connections.store.getSnapshot().connections).some((list) =>
          list?.some((connection) => connection.connectorId === authConnectorId),
        )
      let modalWasOpen = modal.getSnapshot().open
      const stopWatchingModal = modal.subscribe(() => {
        const open = modal.getSnapshot().open
        const closed = modalWasOpen && !open
        modalWasOpen = open
        if (!closed || !loginHeld || authConnected()) return
        loginHeld = false
        void runPromise(Effect.ignore(backend.signOut))
      })
      yield* Effect.addFinalizer(() => Effect.sync(stopWatchingModal))
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          if (bridge.backend === backend) bridge.backend = undefined
        }),
      )

      // Spec 5's 30 s rule for every ask that mails a code (a login, an email update).
      const trigger = emailTrigger(storage, catalogue)

      const startEmailLogin: EmbeddedWalletShape["startEmailLogin"] = (address) =>
        Effect.gen(function* () {
          const valid = yield* Effect.fromResult(validateEmail(address))
          const { action } = yield* trigger(request("CONNECT_EMAIL", { email: valid }))
          return action
        })

      /**
       * Connects the kit to the signed-in AUTH wallet; gives its chain namespace. `inCurrentView`:
       * the view shows the connect itself (ConnectingSocial), not the AUTH connector's EmailLogin.
       */
      const connectAuth = (inCurrentView: boolean) =>
        Effect.gen(function* () {
          yield* connections
            .connect(authConnectorId, { inCurrentView })
            .pipe(
              Effect.mapError(
                (cause) => new EmbeddedWalletError({ message: cause.message, cause }),
              ),
            )
          const attempt = connections.connectAttempt.getSnapshot()
          if (
            (attempt._tag === "Failed" || attempt._tag === "Rejected") &&
            attempt.connectorId === authConnectorId
          ) {
            return yield* new EmbeddedWalletError({ message: attempt.message })
          }
          const wallet = yield* connections.currentWallet
          if (wallet?.info.id !== authConnectorId) {
            return yield* new EmbeddedWalletError({ message: messages.failedToConnect })
          }
          loginHeld = false
          return wallet.namespace
        })

      const finishLogin: EmbeddedWalletShape["finishLogin"] = Effect.gen(function* () {
        // Before the connect: the AUTH connector reads how the visitor signed in (by email).
        yield* storage.remove(keys.connectedSocial)
        yield* storage.remove(keys.socialUsername)
        const namespace = yield* connectAuth(false)
        // Spec 4: login success stores the email, sets the flag, clears the last login time.
        yield* storage.set(keys.emailLoginUsed, true)
        yield* storage.remove(keys.lastEmailLoginTime)
        yield* storage.set(keys.lastUsedChain, namespace)
      })

      // Spec 3: a social login stores the connected social and the social username, if any,
      // before the connect, whose account shows them (its socialProvider); a failed connect
      // leaves neither behind.
      const socialConnected = (provider: SocialProvider, user: FrameUser) =>
        Effect.gen(function* () {
          yield* storage.set(keys.connectedSocial, provider)
          if (user.userName === null) yield* storage.remove(keys.socialUsername)
          else yield* storage.set(keys.socialUsername, user.userName)
          const namespace = yield* connectAuth(true).pipe(
            Effect.tapError(() =>
              Effect.andThen(
                storage.remove(keys.connectedSocial),
                storage.remove(keys.socialUsername),
              ),
            ),
          )
          yield* storage.set(keys.lastUsedChain, namespace)
        })

      const social = makeSocialLogin({
        secureSiteUrl: options.secureSiteUrl,
        request,
        onMessage: (listener) => browserFrameHost().onMessage(listener),
        modalOpen: () => modal.getSnapshot().open,
        usageExceeded: () =>
          RouterState.currentView(modal.getSnapshot().router).name === "UsageExceeded",
        activeChainId: backend.activeChainId,
        emit: (event) => events.emit({ type: "SOCIAL_LOGIN_ERROR", ...event }),
        connected: socialConnected,
      })

      /**
       * Asks the secure frame that is there, if any (none is made for it): leaving the Farcaster
       * view reloads and re-syncs only a frame the sign-in made. A reloading frame may drop the
       * message, so the wait ends with the frame's load timeout; what fails is let go.
       */
      const askMadeFrame = (name: "RELOAD" | "SYNC_DAPP_DATA") =>
        Effect.suspend(() => {
          const client = frame.current()
          if (client === undefined) return Effect.void
          const asked =
            name === "RELOAD"
              ? frameRequest(client, "RELOAD", undefined)
              : frameRequest(client, "SYNC_DAPP_DATA", dappDataOf(config, kitLocale()))
          return Effect.ignore(Effect.timeoutOption(asked, frameLoadTimeout))
        })

      // The visitor switched the kit's language: the frame's own panels follow it (a frame made
      // later gets it with its first sync). Not awaited, in the kit's scope.
      let spoken = kitLocale()
      const stopFollowingLocale = catalogue.store.subscribe(() => {
        const locale = kitLocale()
        if (locale === spoken) return
        spoken = locale
        void runPromise(askMadeFrame("SYNC_DAPP_DATA"))
      })
      yield* Effect.addFinalizer(() => Effect.sync(stopFollowingLocale))

      const farcaster = makeFarcasterLogin({
        request,
        modalOpen: () => modal.getSnapshot().open,
        usageExceeded: () =>
          RouterState.currentView(modal.getSnapshot().router).name === "UsageExceeded",
        connected: (user) => socialConnected("farcaster", user),
        reloadAuthProvider: askMadeFrame("RELOAD"),
        syncDappData: askMadeFrame("SYNC_DAPP_DATA"),
        scope,
      })

      return {
        ...social,
        ...farcaster,
        ...makeEmailUpdate({
          request,
          trigger,
          // Spec 4: the kit shows the new email and keeps it under the email key.
          // As a login's success (spec 4): the email kept, the last trigger time cleared, so
          // the change's own trigger does not hold the next sign-in back.
          emailChanged: (next) =>
            Effect.gen(function* () {
              yield* storage.set(keys.email, next)
              yield* storage.remove(keys.lastEmailLoginTime)
              email.update(() => next)
            }),
        }),
        startEmailLogin,
        approveDevice: Effect.asVoid(request("CONNECT_DEVICE", undefined)),
        verifyEmailCode: (code) =>
          Effect.map(request("CONNECT_OTP", { otp: code }), (answer) => answer?.passkey),
        runPasskeyStep: Effect.asVoid(request("GET_USER", { showsFrame: true })),
        finishLogin,
        email,
        pendingApproval: approvals.pending,
        showFrame: (area, purpose = "approve") =>
          Effect.suspend(
            () =>
              frame
                .current()
                ?.show(
                  area,
                  catalogue.text(
                    purpose === "passkey"
                      ? "embeddedWallet.passkey.frameTitle"
                      : "embeddedWallet.approve.title",
                  ),
                ) ?? Effect.void,
          ),
        hideFrame: Effect.suspend(() => frame.current()?.hide ?? Effect.void),
        rejectPending: approvals.rejectPending,
      }
    }),
  )

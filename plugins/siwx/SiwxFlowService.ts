import { Clock, Effect } from "effect"
import {
  AccountState,
  Accounts,
  type CaipNetwork,
  type CaipNetworkId,
  Connections,
  createStore,
  Events,
  KernelConfig,
  Modal,
  Networks,
  RouterState,
  Wallet,
} from "../../core"
import { messengerFor } from "./message/messengerFor"
import { SiwxMessageInvalidError } from "./message/SiwxMessageErrors"
import type { SiwxMessageFields } from "./message/SiwxMessageFields"
import { verifySiwxMessage } from "./message/verifySiwxMessage"
import type {
  SiwxFlowShape,
  SiwxKernel,
  SiwxPage,
  SiwxSignState,
  SiwxTarget,
} from "./SiwxFlowShape"
import type { SiwxPluginOptions } from "./SiwxPluginOptions"
import { SiwxSessionStore } from "./SiwxSessionStore"
import { signInPage } from "./signInPage"
import { siwxMessengers } from "./siwxMessengers"
import { asksSignIn } from "./siwxNamespaces"
import { makePairingSignIn } from "./siwxPairingSignIn"
import "./SiwxEvents"

/** The name of the sign-in view. */
export const siwxSignView = "SIWXSignMessage"

/**
 * Makes the sign-in flow on the kernel's services.
 * @example
 * lazyServiceLayer(SiwxFlow, () => import("./SiwxFlowService").then((m) => m.makeSiwxFlow(options)))
 */
export const makeSiwxFlow = (
  options: SiwxPluginOptions,
  page: () => SiwxPage | undefined = signInPage,
): Effect.Effect<SiwxFlowShape, never, SiwxKernel> =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const connections = yield* Connections
    const events = yield* Events
    const { config, features } = yield* KernelConfig
    const modal = yield* Modal
    const networks = yield* Networks
    const wallet = yield* Wallet
    const sessions = yield* SiwxSessionStore
    const required = config.siwx?.required ?? false
    const state = createStore<SiwxSignState>({ _tag: "Idle" })
    let lastNetwork: CaipNetwork | undefined

    const messengers = yield* siwxMessengers
    const configured = (id: string) => networks.networks.find((n) => n.caipNetworkId === id)

    const shows = () => {
      const shown = modal.getSnapshot()
      return shown.open && RouterState.currentView(shown.router).name === siwxSignView
    }
    const showView = Effect.suspend(() =>
      shows()
        ? Effect.void
        : modal
            .open({ view: { name: siwxSignView } as never })
            .pipe(
              Effect.catch((error) => Effect.logError("SIWX: the sign-in view cannot open", error)),
            ),
    )
    /** The connected account on the active network, if any. */
    const current = Effect.map(networks.active, (network) => {
      const { address } = AccountState.accountOf(
        accounts.store.getSnapshot(),
        network.chainNamespace,
      )
      return address === undefined ? undefined : { address, network }
    })
    const hasSession = (caipNetworkId: CaipNetworkId, address: string) =>
      Effect.map(sessions.getSessions(caipNetworkId, address), (found) => found.length > 0)
    // Where the answer only decides whether to ask: a store that cannot answer has no session.
    const knownSession = (caipNetworkId: CaipNetworkId, address: string) =>
      hasSession(caipNetworkId, address).pipe(
        Effect.catch((error) =>
          Effect.as(Effect.logError("SIWX: the sessions could not be read", error), false),
        ),
      )

    const request = (target: SiwxTarget) =>
      Effect.gen(function* () {
        const network = configured(target.caipNetworkId)
        // Spec 4: only on a supported network, and one whose namespace has a message format.
        if (network === undefined) return
        if (!messengers.some((m) => m.namespace === network.chainNamespace)) return
        // Spec 5: on the embedded wallet, sign-in is EVM only, and email capture replaces it
        // when it is on (its own connect hook replaces this one; a network change must not
        // bring sign-in back).
        const { connectedWalletInfo } = AccountState.accountOf(
          accounts.store.getSnapshot(),
          network.chainNamespace,
        )
        if (!asksSignIn(network.chainNamespace, connectedWalletInfo?.type)) return
        if (connectedWalletInfo?.type === "AUTH" && features.emailCapture) return
        if (yield* knownSession(network.caipNetworkId, target.address)) {
          lastNetwork = network
          // A sign-in asked for another network is not wanted on this one.
          if (shows()) yield* modal.close
          return
        }
        state.update(() => ({ _tag: "Idle" }))
        yield* showView
      })

    const signIn = (target: { readonly address: string; readonly network: CaipNetwork }) =>
      Effect.gen(function* () {
        const origin = page()
        if (origin === undefined) {
          return yield* new SiwxMessageInvalidError({
            part: "domain",
            reason: "there is no page to sign in to",
          })
        }
        const chainId = target.network.caipNetworkId
        const messenger = yield* messengerFor(messengers, chainId)
        const nonce = yield* sessions.issueNonce
        const issuedAt = yield* Clock.currentTimeMillis
        const fields: SiwxMessageFields = {
          accountAddress: target.address,
          chainId,
          domain: origin.host,
          uri: origin.href,
          version: "1",
          nonce,
          statement: options.statement,
          issuedAt: new Date(issuedAt).toISOString(),
          expirationTime: new Date(issuedAt + options.sessionLifetimeSeconds * 1000).toISOString(),
        }
        const message = yield* messenger.createMessage(fields)
        const signature = yield* wallet.signMessage(message)
        const verifiedAt = yield* Clock.currentTimeMillis
        const verified = yield* verifySiwxMessage(messengers, {
          message,
          signature,
          now: new Date(verifiedAt),
          expected: {
            domain: origin.host,
            nonce: (yield* sessions.issuedNonce) ?? "",
            chainId,
            accountAddress: target.address,
          },
        })
        yield* sessions.addSession({ fields: verified, message, signature })
      })

    const sign = Effect.gen(function* () {
      const target = yield* current
      if (target === undefined) return
      const about = { address: target.address, caipNetworkId: target.network.caipNetworkId }
      state.update(() => ({ _tag: "Signing" }))
      const outcome = yield* Effect.result(signIn(target))
      if (outcome._tag === "Failure") {
        const reason = outcome.failure.message
        state.update(() => ({ _tag: "Failed", reason }))
        // Spec 4: on failure the sign view (re)opens with the error.
        yield* showView
        yield* events.emit({ type: "SIWX_AUTH_ERROR", ...about, message: reason })
        return
      }
      lastNetwork = target.network
      state.update(() => ({ _tag: "Idle" }))
      yield* modal.close
      yield* events.emit({ type: "SIWX_AUTH_SUCCESS", ...about })
    })

    const cancel = Effect.gen(function* () {
      const target = yield* current
      state.update(() => ({ _tag: "Idle" }))
      if (target !== undefined) {
        yield* events.emit({
          type: "CLICK_CANCEL_SIWX",
          address: target.address,
          caipNetworkId: target.network.caipNetworkId,
          required,
        })
      }
      if (required && target !== undefined) {
        const last = lastNetwork
        const back =
          last !== undefined &&
          last.caipNetworkId !== target.network.caipNetworkId &&
          (yield* knownSession(last.caipNetworkId, target.address))
        if (back) {
          yield* Effect.ignore(connections.switchNetwork(last.caipNetworkId))
          // The wallet refused to switch: still no session here, so the visitor is let go.
          const now = yield* networks.active
          if (now.caipNetworkId !== last.caipNetworkId) yield* connections.disconnect
        } else {
          yield* connections.disconnect
        }
      }
      if (modal.getSnapshot().open) yield* modal.close
    })

    const closeGuard = Effect.gen(function* () {
      if (!required) return false
      const target = yield* current
      if (target === undefined) return false
      return !(yield* knownSession(target.network.caipNetworkId, target.address))
    })

    const pairing = yield* makePairingSignIn(options, page, messengers)

    return {
      state,
      required,
      request,
      sign,
      cancel,
      closeGuard,
      lastNetwork: () => lastNetwork,
      ...pairing,
    }
  })

import { Effect } from "effect"
import {
  type Connector,
  type ConnectorFactory,
  type ConnectorInfo,
  type Eip155Wallet,
  FlowError,
} from "../../../core"
import type { FrameUser } from "../frame/FramePayloads"
import { type EmbeddedWalletMessageId, en } from "../messages/en"
import { type AuthBackend, authBridgeOf } from "./authBridge"
import { makeAuthProvider } from "./authProvider"

/** The embedded wallet's connector id (spec 3's known connector ids: AUTH). */
export const authConnectorId = "AUTH"

/** The message id of the AUTH connector's name ("Email"), in the plugin's catalogue. */
export const authConnectorNameId = "embeddedWallet.connectorName" satisfies EmbeddedWalletMessageId

/** The family the embedded wallet serves today (spec 6 also lists Solana: later). */
const evm = "eip155"

/**
 * The AUTH connector (spec 1, 3): the embedded wallet the secure frame holds. Not listed among
 * the wallets (the Connect view's email section reaches it); its connecting view is EmailLogin.
 * Its name is the English catalogue's text of {@link authConnectorNameId}: a connector's info is
 * data made before a language is chosen.
 */
export const authConnectorInfo = (name: string): ConnectorInfo => ({
  id: authConnectorId,
  type: "AUTH",
  name,
  icon: undefined,
  rdns: undefined,
  chains: [evm],
  connectingView: "EmailLogin",
})

/**
 * The AUTH connector's source, one connector per kit. connect asks the frame whether a login
 * succeeded (IS_CONNECTED; 'Not connected to email or social' otherwise, spec 8), then the
 * user (GET_USER on the active chain) and gives an EVM wallet over the frame's EIP-1193
 * provider. restore (the kernel asks only for a stored AUTH session) does the same without
 * failing; a check that fails clears spec 4's keys. disconnect signs out in the frame (at
 * most 3 s) and clears them too.
 */
export const authConnectors: ConnectorFactory = (context) => {
  const bridge = authBridgeOf(context.config)
  bridge.environment = context.environment
  const info = authConnectorInfo(en[authConnectorNameId])

  const backend = Effect.suspend(() =>
    bridge.backend === undefined
      ? Effect.fail(new FlowError({ reason: "noAuthConnector" }))
      : Effect.succeed(bridge.backend),
  )

  /** The wallet over the frame for `user`, saying how the visitor signed in (spec 3 account `socialProvider`, `user`). */
  const walletOf = (session: AuthBackend, user: FrameUser) =>
    Effect.gen(function* () {
      const made = makeAuthProvider(session, user, evm)
      const method = yield* session.signInMethod
      const wallet: Eip155Wallet = {
        namespace: evm,
        info,
        accounts: made.accounts(),
        chainId: made.chainId(),
        provider: made,
        subscribe: made.subscribe,
        auth: {
          name: method,
          ...(user.userName === null ? {} : { username: user.userName }),
          user,
        },
      }
      return wallet
    })

  /** The signed-in user, or a FlowError: none signed in, or the frame failed. */
  const signedInUser = (session: AuthBackend) =>
    Effect.gen(function* () {
      const { isConnected } = yield* session.request("IS_CONNECTED", undefined)
      if (!isConnected) return yield* new FlowError({ reason: "notConnectedToEmailOrSocial" })
      const chainId = yield* session.activeChainId
      const user = yield* session.request("GET_USER", { chainId })
      yield* session.signedIn(user)
      return user
    }).pipe(
      Effect.catchTag("EmbeddedWalletError", (cause) =>
        Effect.fail(new FlowError({ reason: "failedToConnect", cause })),
      ),
    )

  const connector: Connector = {
    info,
    connect: () =>
      Effect.gen(function* () {
        const session = yield* backend
        return yield* walletOf(session, yield* signedInUser(session))
      }),
    restore: Effect.gen(function* () {
      const session = bridge.backend
      if (session === undefined) return undefined
      const user = yield* Effect.option(signedInUser(session))
      if (user._tag === "None") {
        yield* session.signedOut
        return undefined
      }
      return yield* walletOf(session, user.value)
    }),
    disconnect: () =>
      Effect.gen(function* () {
        const session = bridge.backend
        if (session === undefined) return
        yield* session.signOut
        yield* session.signedOut
      }),
  }

  return {
    list: () => [connector],
    subscribe: () => () => undefined,
    dispose: Effect.sync(() => {
      bridge.environment = undefined
    }),
  }
}

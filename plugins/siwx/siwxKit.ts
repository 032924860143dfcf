import { Effect } from "effect"
import { AccountState, Accounts, type ConnectContext, definePluginKit } from "../../core"
import { SiwxFlow } from "./SiwxFlow"
import { SiwxPluginOptions } from "./SiwxPluginOptions"
import { siwxLayer } from "./siwxLayer"
import { asksSignIn } from "./siwxNamespaces"
import { siwxSessionStoreLayer } from "./siwxSessionStoreLayer"

/**
 * Whether sign-in is asked after this connection: the namespaces with a sign-in message format
 * (EIP-4361 for eip155, Sign-In With Solana for solana), and on the embedded wallet EVM only
 * (spec 5); email capture's hook replaces this one there when it is on. A WalletConnect
 * connection runs it too: when the wallet signed in with the pairing (one-click auth,
 * `pairingSignIn` below, EVM only) a session exists and nothing is asked; a wallet without
 * one-click auth is asked with the view.
 */
export const siwxAppliesTo = (context: ConnectContext): boolean =>
  asksSignIn(context.chainNamespace, context.connectorType)

/**
 * The sign-in plugin's Effect side: its options, the session store (the page's storage or the
 * provider's sign-in server), the handle on the flow, the watch for another account and the
 * sign-out on disconnect; the connect hook "siwx" (after a connect and after a restore on page
 * load), the network-change hook, and the close guard of SIWXSignMessage. `index.ts` holds the
 * rest, plain data.
 */
export default definePluginKit({
  optionsSchema: SiwxPluginOptions,
  layer: (options: SiwxPluginOptions) =>
    siwxLayer(SiwxFlow.layer(options), siwxSessionStoreLayer(options)),
  hooks: {
    connect: [
      {
        id: "siwx",
        appliesTo: siwxAppliesTo,
        run: (context) =>
          Effect.gen(function* () {
            const flow = yield* (yield* SiwxFlow).get
            // A reload does not bring an optional sign-in the visitor skipped back by itself;
            // a required one is asked again when its session is gone.
            if (context.restored && !flow.required) return
            yield* flow.request({ address: context.address, caipNetworkId: context.caipNetworkId })
          }),
      },
    ],
    // WalletConnect one-click auth (spec 5: only when every requested chain is eip155, which
    // the kernel checks): the wallet signs the message with the session.
    pairingSignIn: {
      request: (chains) =>
        Effect.gen(function* () {
          const flow = yield* (yield* SiwxFlow).get
          return yield* flow.pairingRequest(chains)
        }),
      accept: (signed) =>
        Effect.gen(function* () {
          const flow = yield* (yield* SiwxFlow).get
          yield* flow.acceptPairing(signed)
        }),
    },
    // Spec 4: a session is per network; switching to one without a session asks again.
    networkChange: ({ network }) =>
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const { address } = AccountState.accountOf(
          accounts.store.getSnapshot(),
          network.chainNamespace,
        )
        if (address === undefined) return
        const flow = yield* (yield* SiwxFlow).get
        yield* flow.request({ address, caipNetworkId: network.caipNetworkId })
      }),
  },
  views: {
    SIWXSignMessage: {
      closeGuard: Effect.flatMap(
        Effect.service(SiwxFlow),
        (flow) => flow.current()?.closeGuard ?? Effect.succeed(false),
      ),
    },
  },
})

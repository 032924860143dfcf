import type { AuthTypes, ProposalTypes, SessionTypes, SignClientTypes } from "@walletconnect/types"
import { createLocalSignClient, type SignClientInstance } from "./createLocalSignClient"

/**
 * The dApp side of a WalletConnect test: a sign client (`@walletconnect/sign-client` 2.21.8)
 * that proposes, authenticates and requests.
 */
export interface TestDapp {
  readonly client: SignClientInstance
  /** Proposes a session; resolves with the `wc:` URI and the approval to await. */
  readonly connect: (namespaces?: ProposalTypes.OptionalNamespaces) => Promise<{
    readonly uri: string
    readonly approval: () => Promise<SessionTypes.Struct>
  }>
  /**
   * Asks for one-click auth (sign-client's `authenticate()`: `wc_sessionAuthenticate` and a
   * fallback proposal on one pairing whose URI announces `methods=wc_sessionAuthenticate`);
   * resolves with the `wc:` URI and the result to await (it rejects with the wallet's error
   * message, a string).
   */
  readonly authenticate: (params: AuthTypes.SessionAuthenticateParams) => Promise<{
    readonly uri: string
    readonly result: Promise<AuthTypes.AuthenticateResponseResult>
  }>
  /** Resolves with the next event of that name. */
  readonly next: <E extends SignClientTypes.Event>(
    name: E,
  ) => Promise<SignClientTypes.EventArguments[E]>
  readonly close: () => Promise<void>
}

/** What the test dApp asks for by default: both devnets and the usual EVM methods. */
export const testDappNamespaces: ProposalTypes.OptionalNamespaces = {
  eip155: {
    chains: ["eip155:31337", "eip155:31338"],
    methods: [
      "personal_sign",
      "eth_sendTransaction",
      "eth_signTypedData_v4",
      "wallet_switchEthereumChain",
    ],
    events: ["chainChanged", "accountsChanged"],
  },
}

/**
 * Starts a dApp-side sign client on the sandbox relay, for tests of the WalletConnect
 * wallet (in the test's process; nothing leaves the machine).
 * @example
 * const dapp = await startTestDapp({ relayUrl: relay.url, projectId })
 * const { uri, approval } = await dapp.connect()
 */
export const startTestDapp = async (options: {
  readonly relayUrl: string
  readonly projectId: string
  readonly name?: string
}): Promise<TestDapp> => {
  const name = options.name ?? "Foyer test dApp"
  const { client, close } = await createLocalSignClient({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    metadata: { name, description: `${name} (sandbox tests)`, url: "http://127.0.0.1", icons: [] },
  })
  return {
    client,
    connect: async (namespaces = testDappNamespaces) => {
      const { uri, approval } = await client.connect({ optionalNamespaces: namespaces })
      if (uri === undefined) throw new Error("connect() gave no URI")
      // sign-client's approval() only sees a settlement that arrives after it was first
      // called (createDelayedPromise drops an earlier one), so it is called at once.
      const approved = approval()
      approved.catch(() => undefined)
      return { uri, approval: () => approved }
    },
    authenticate: async (params) => {
      const { uri, response } = await client.authenticate(params)
      // As approval() above: response() is called at once, for the same reason.
      const result = response()
      result.catch(() => undefined)
      return { uri, result }
    },
    next: (eventName) =>
      new Promise((resolve) => {
        client.once(eventName, resolve)
      }),
    close,
  }
}

import type { AuthTypes, CoreTypes, SignClientTypes } from "@walletconnect/types"
import { buildAuthObject, getSdkError, populateAuthPayload } from "@walletconnect/utils"
import { type Address, type Hex, toHex } from "viem"
import { devnetChains } from "../devnet/startDevnets"
import { errorText } from "../errorText"
import { createTestWallet, type TestWallet } from "../wallet/createTestWallet"
import { ProviderRpcError, userRejectedRequest } from "../wallet/ProviderRpcError"
import { paramList } from "../wallet/parseWalletParams"
import type { TestWalletChain } from "../wallet/TestWalletState"
import {
  approvedNamespaces,
  eip155Namespace,
  type ServedNamespace,
  UnsupportedProposalError,
  walletConnectWalletMethods,
} from "./approvedNamespaces"
import type { WalletConnectBitcoinOptions } from "./bitcoinNamespace"
import { createLocalSignClient, type SignClientInstance } from "./createLocalSignClient"
import type { WalletConnectSolanaOptions } from "./solanaNamespace"
import type { WalletNamespace } from "./WalletNamespace"
import {
  type AuthenticateEvent,
  authenticationView,
  type ProposalEvent,
  peerOf,
  proposalView,
  sessionView,
  type WalletConnectAuthentication,
  type WalletConnectAuthenticationApproval,
  type WalletConnectProposal,
  type WalletConnectRequest,
  type WalletConnectSession,
} from "./walletConnectViews"

export type { ServedNamespace } from "./approvedNamespaces"
export type { WalletConnectBitcoinOptions } from "./bitcoinNamespace"
export type { WalletConnectSolanaOptions } from "./solanaNamespace"
export type {
  WalletConnectAuthentication,
  WalletConnectAuthenticationApproval,
  WalletConnectPeer,
  WalletConnectProposal,
  WalletConnectRequest,
  WalletConnectSession,
  WalletConnectSignIn,
} from "./walletConnectViews"

/** What the wallet does with what arrives: wait for a person (or a test), or answer at once. */
export type WalletConnectPolicy = "manual" | "approve" | "reject"

/** The wallet's policy for session proposals and for requests. */
export interface WalletConnectWalletPolicy {
  readonly sessions: WalletConnectPolicy
  readonly requests: WalletConnectPolicy
}

/** How to build the sandbox WalletConnect wallet. */
export interface WalletConnectWalletOptions {
  /** The sandbox relay (`sandbox.urls.relay`). */
  readonly relayUrl: string
  readonly projectId: string
  /** The sandbox RPC host, path /v1/ (`sandbox.urls.rpc`). */
  readonly rpcUrl: string
  /** The private keys of the wallet's accounts; the first one is offered to dApps. */
  readonly privateKeys: ReadonlyArray<Hex>
  /** The chains the wallet supports, the first being where it starts (default: both devnets). */
  readonly chains?: ReadonlyArray<TestWalletChain>
  /** How the wallet presents itself to dApps. */
  readonly metadata?: CoreTypes.Metadata
  /** What it does with proposals and requests (default: "manual" for both). */
  readonly policy?: Partial<WalletConnectWalletPolicy>
  /**
   * Whether the wallet supports one-click auth (`wc_sessionAuthenticate`, default true).
   * Without it the wallet does not listen to `session_authenticate`, so sign-client hands it
   * the dApp's fallback proposal instead, as a wallet without one-click auth receives it.
   */
  readonly oneClickAuth?: boolean
  /** The pino level of WalletConnect's own logs (default "silent"). */
  readonly logLevel?: string
  /**
   * Serve the `solana` namespace too: the Solana devnet's accounts, chain and RPC URL
   * (default: eip155 only). Loads @solana/kit.
   */
  readonly solana?: WalletConnectSolanaOptions
  /**
   * Serve the `bip122` namespace too: the Bitcoin chain's accounts, chain and Esplora API URL
   * (default: not served). Loads @scure/btc-signer.
   */
  readonly bitcoin?: WalletConnectBitcoinOptions
}

/** What the wallet answered a request with (sent to the dApp). */
export type WalletConnectAnswer =
  | { readonly result: unknown }
  | { readonly error: { readonly code: number; readonly message: string } }

/** The sandbox WalletConnect wallet, driven by tests or by its control page. */
export interface WalletConnectWallet {
  /** The sign client underneath, for anything the wallet does not wrap. */
  readonly client: SignClientInstance
  /** The injected test wallet that signs and talks to the sandbox RPC. */
  readonly backend: TestWallet
  /** The account offered to dApps. */
  readonly address: Address
  /**
   * What it serves, by namespace (eip155 first, with its chains as they are now): the chains,
   * the address offered on each, the methods and events a session gets.
   */
  readonly namespaces: ReadonlyArray<ServedNamespace>
  /** The chain the wallet is on now. */
  readonly chainId: number
  readonly policy: WalletConnectWalletPolicy
  /** Whether it supports one-click auth (`wc_sessionAuthenticate`); see the option. */
  readonly oneClickAuth: boolean
  /** Pending proposals, oldest first. */
  readonly proposals: ReadonlyArray<WalletConnectProposal>
  /** Pending one-click authentications, oldest first (decided by the sessions policy). */
  readonly authentications: ReadonlyArray<WalletConnectAuthentication>
  /** Pending requests, oldest first (sign-client hands over one at a time). */
  readonly requests: ReadonlyArray<WalletConnectRequest>
  readonly sessions: ReadonlyArray<WalletConnectSession>
  /** What went wrong while answering on its own (auto policy, chain announcements). */
  readonly errors: ReadonlyArray<string>
  /** Changes the policy for proposals and requests that arrive from now on. */
  setPolicy(policy: Partial<WalletConnectWalletPolicy>): void
  /**
   * Turns one-click auth on or off for what arrives from now on (see the option); pending
   * authentications stay pending.
   */
  setOneClickAuth(enabled: boolean): void
  /** Pairs with a dApp from its `wc:` URI; its proposal then arrives. */
  pair(uri: string): Promise<{ readonly pairingTopic: string }>
  /** Approves a proposal (default: the oldest) with every supported chain it asked for. */
  approveSession(id?: number): Promise<WalletConnectSession>
  /** Rejects a proposal (default: the oldest): the dApp sees USER_REJECTED (5000). */
  rejectSession(id?: number): Promise<void>
  /**
   * Approves an authentication (default: the oldest): signs the sign-in message for each
   * requested chain the wallet supports with the offered account (EIP-191), which settles
   * the session on both sides.
   */
  approveAuthentication(id?: number): Promise<WalletConnectAuthenticationApproval>
  /** Rejects an authentication (default: the oldest): the dApp sees USER_REJECTED (5000). */
  rejectAuthentication(id?: number): Promise<void>
  /** Answers a request (default: the oldest) through the test wallet on the request's chain. */
  approveRequest(id?: number): Promise<WalletConnectAnswer>
  /** Rejects a request (default: the oldest) with EIP-1193 4001, user rejected. */
  rejectRequest(id?: number): Promise<void>
  /** The oldest pending proposal, waiting for one when none is pending. */
  nextProposal(): Promise<WalletConnectProposal>
  /** The oldest pending authentication, waiting for one when none is pending. */
  nextAuthentication(): Promise<WalletConnectAuthentication>
  /** The oldest pending request, waiting for one when none is pending. */
  nextRequest(): Promise<WalletConnectRequest>
  /** A session (of that pairing, when given), waiting for one to be approved when there is none. */
  waitForSession(pairingTopic?: string): Promise<WalletConnectSession>
  /** Ends a session (default: every session); the dApp receives session_delete. */
  disconnect(topic?: string): Promise<void>
  /**
   * Moves the wallet to another chain and tells every session: the chain joins a session's
   * namespace first when it is not there (session_update), then chainChanged is emitted.
   */
  switchChain(chainId: number): Promise<void>
  /** Closes the relay connection; pending waits fail. Safe to call twice. */
  close(): Promise<void>
}

/** How the sandbox wallet presents itself when no metadata is given. */
export const defaultWalletConnectWalletMetadata: CoreTypes.Metadata = {
  name: "Foyer Sandbox Wallet",
  description: "The Foyer sandbox's WalletConnect wallet over the devnet accounts",
  url: "http://127.0.0.1",
  icons: [],
}

type RequestEvent = SignClientTypes.EventArguments["session_request"]

interface Waiter<T> {
  readonly accepts: (value: T) => boolean
  readonly resolve: (value: T) => void
  readonly reject: (error: Error) => void
}

const chainIdOf = (caip2: string): number => Number(caip2.split(":")[1])

/**
 * Why the approve policy refuses a proposal or an authentication it failed to approve:
 * UNSUPPORTED_CHAINS when the wallet has none of the requested chains, else USER_REJECTED.
 */
const refusalReasonOf = (error: unknown) =>
  error instanceof UnsupportedProposalError
    ? getSdkError("UNSUPPORTED_CHAINS")
    : getSdkError("USER_REJECTED")

/** A JSON-RPC error for the dApp: a wallet error keeps its code, anything else is -32603. */
const rpcErrorOf = (error: unknown): { code: number; message: string } =>
  error instanceof ProviderRpcError
    ? { code: error.code, message: error.message }
    : { code: -32603, message: errorText(error) }

/**
 * Starts a WalletConnect wallet on the sandbox relay over the devnet accounts: it pairs
 * with `wc:` URIs, approves or rejects sessions, one-click sign-ins (`wc_sessionAuthenticate`)
 * and requests (by hand, by test, or by policy) and answers requests with the injected test
 * wallet. Nothing leaves the machine. It runs on `@walletconnect/sign-client` 2.21.8, the
 * last Apache-2.0 release (later ones are under the non-OSI WalletConnect Community License),
 * an implementation independent of Foyer's own dApp client to test it against.
 * @example
 * const wallet = await createWalletConnectWallet({ relayUrl: sandbox.urls.relay, projectId, rpcUrl: sandbox.urls.rpc, privateKeys })
 * await wallet.pair(uri)
 * await wallet.approveSession()
 */
export const createWalletConnectWallet = async (
  options: WalletConnectWalletOptions,
): Promise<WalletConnectWallet> => {
  const chains = options.chains ?? devnetChains
  const backend = createTestWallet({
    rpcUrl: options.rpcUrl,
    projectId: options.projectId,
    privateKeys: options.privateKeys,
    chains,
  })
  // The dApp's permission lives in the session; the test wallet underneath is simply granted.
  await backend.provider.request({ method: "eth_requestAccounts" })
  const address = backend.control.addresses[backend.control.state.accountIndex]
  if (address === undefined) throw new RangeError("The wallet needs at least one account")
  // The other namespaces load their chain's packages only when asked for.
  const others: WalletNamespace[] = []
  if (options.solana !== undefined) {
    const { solanaNamespace } = await import("./solanaNamespace")
    others.push(solanaNamespace(options.solana))
  }
  if (options.bitcoin !== undefined) {
    const { bitcoinNamespace } = await import("./bitcoinNamespace")
    others.push(bitcoinNamespace(options.bitcoin))
  }
  const served = (): ReadonlyArray<ServedNamespace> => [
    eip155Namespace(
      backend.control.state.chains.map((chain) => chain.chainId),
      address,
    ),
    ...others.map((other) => other.served),
  ]
  const otherNamespaceOf = (chainId: string) =>
    others.find((other) => chainId.startsWith(`${other.served.namespace}:`))

  const { client, close: closeClient } = await createLocalSignClient({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    metadata: options.metadata ?? defaultWalletConnectWalletMetadata,
    ...(options.logLevel === undefined ? {} : { logLevel: options.logLevel }),
  })

  let policy: WalletConnectWalletPolicy = {
    sessions: options.policy?.sessions ?? "manual",
    requests: options.policy?.requests ?? "manual",
  }
  const proposals = new Map<number, ProposalEvent>()
  const requests = new Map<number, RequestEvent>()
  const authentications = new Map<number, AuthenticateEvent>()
  // One session per pairing: a dApp calling authenticate() sends wc_sessionAuthenticate and,
  // for wallets without it, a fallback proposal on the same pairing. Once a pairing has an
  // authenticate request its proposals are not answered; once a proposal of a pairing is
  // being approved, its authenticate request is not answered.
  const authenticatePairings = new Set<string>()
  const approvingPairings = new Set<string>()
  const errors: string[] = []
  const proposalWaiters = new Set<Waiter<WalletConnectProposal>>()
  const authenticationWaiters = new Set<Waiter<WalletConnectAuthentication>>()
  const requestWaiters = new Set<Waiter<WalletConnectRequest>>()
  const sessionWaiters = new Set<Waiter<WalletConnectSession>>()
  let closed = false

  const wake = <T>(waiters: Set<Waiter<T>>, value: T) => {
    for (const waiter of [...waiters]) {
      if (!waiter.accepts(value)) continue
      waiters.delete(waiter)
      waiter.resolve(value)
    }
  }

  const waitFor = <T>(
    waiters: Set<Waiter<T>>,
    present: T | undefined,
    accepts: (value: T) => boolean = () => true,
  ): Promise<T> => {
    if (present !== undefined) return Promise.resolve(present)
    if (closed) return Promise.reject(new Error("The WalletConnect wallet is closed"))
    return new Promise<T>((resolve, reject) => waiters.add({ accepts, resolve, reject }))
  }

  const requestView = (event: RequestEvent): WalletConnectRequest => {
    let peer = peerOf(undefined)
    try {
      peer = peerOf(client.session.get(event.topic).peer.metadata)
    } catch {
      // The session ended while the request waited: it is answered or dropped anyway.
    }
    return {
      id: event.id,
      topic: event.topic,
      chainId: event.params.chainId,
      method: event.params.request.method,
      params: event.params.request.params,
      peer,
    }
  }

  const pick = <T>(pending: Map<number, T>, id: number | undefined, what: string): T => {
    const entry = id === undefined ? pending.values().next().value : pending.get(id)
    if (entry === undefined) {
      throw new Error(id === undefined ? `No pending ${what}` : `No pending ${what} ${id}`)
    }
    return entry
  }

  const report = (what: string) => (error: unknown) => {
    errors.push(`${what}: ${errorText(error)}`)
  }

  /** Adds the chain to each session's namespace when missing, then emits chainChanged. */
  const announceChain = async (chainId: number, topics: ReadonlyArray<string>) => {
    const caip2 = `eip155:${chainId}`
    for (const topic of topics) {
      const session = client.session.get(topic)
      const namespace = session.namespaces.eip155
      if (namespace === undefined) continue
      if (!(namespace.chains ?? []).includes(caip2)) {
        const { acknowledged } = await client.update({
          topic,
          namespaces: {
            ...session.namespaces,
            eip155: {
              ...namespace,
              chains: [...(namespace.chains ?? []), caip2],
              accounts: [...namespace.accounts, `${caip2}:${address}`],
            },
          },
        })
        await acknowledged()
      }
      await client.emit({ topic, chainId: caip2, event: { name: "chainChanged", data: chainId } })
    }
  }

  /**
   * Signs a sign-in request with the offered account (EIP-191 personal_sign), one CACAO for
   * each requested chain the wallet supports.
   * @throws UnsupportedProposalError when it supports none of them.
   */
  const signIn = async (request: AuthTypes.PayloadParams): Promise<AuthTypes.Cacao[]> => {
    const supported = backend.control.state.chains.map((chain) => `eip155:${chain.chainId}`)
    // populateAuthPayload narrows the request's ReCap to what the wallet offers (it throws
    // when no requested chain is supported), but leaves the chains as asked when the dApp
    // sent no ReCap: the wallet signs only for the chains it has.
    let payload: AuthTypes.PayloadParams
    try {
      payload = populateAuthPayload({
        authPayload: request,
        chains: supported,
        methods: [...walletConnectWalletMethods],
      })
    } catch (error) {
      throw new UnsupportedProposalError(errorText(error))
    }
    const auths: AuthTypes.Cacao[] = []
    for (const chain of payload.chains.filter((each) => supported.includes(each))) {
      const iss = `did:pkh:${chain}:${address}`
      const message = client.formatAuthMessage({ request: payload, iss })
      const signature = (await backend.provider.request({
        method: "personal_sign",
        params: [toHex(message), address],
      })) as Hex
      auths.push(buildAuthObject(payload, { t: "eip191", s: signature }, iss))
    }
    return auths
  }

  const approveSession = async (id?: number): Promise<WalletConnectSession> => {
    const event = pick(proposals, id, "proposal")
    const { pairingTopic } = event.params
    approvingPairings.add(pairingTopic)
    let topic: string
    try {
      const namespaces = approvedNamespaces(event.params, served())
      const sessionProperties: Record<string, string> = {}
      for (const other of others) {
        if (other.served.namespace in namespaces && other.sessionProperties !== undefined) {
          Object.assign(sessionProperties, await other.sessionProperties())
        }
      }
      ;({ topic } = await client.approve({
        id: event.id,
        namespaces,
        ...(Object.keys(sessionProperties).length === 0 ? {} : { sessionProperties }),
      }))
    } catch (error) {
      approvingPairings.delete(pairingTopic)
      throw error
    }
    proposals.delete(event.id)
    const session = sessionView(client.session.get(topic))
    wake(sessionWaiters, session)
    return session
  }

  const rejectSession = async (id?: number, reason = getSdkError("USER_REJECTED")) => {
    const event = pick(proposals, id, "proposal")
    await client.reject({ id: event.id, reason })
    proposals.delete(event.id)
  }

  /** The authentications sign-client still holds (it drops expired ones without an event). */
  const pendingAuthentications = () => {
    const held = new Set(client.auth.requests.keys)
    for (const id of authentications.keys()) if (!held.has(id)) authentications.delete(id)
    return authentications
  }

  const approveAuthentication = async (
    id?: number,
  ): Promise<WalletConnectAuthenticationApproval> => {
    const event = pick(pendingAuthentications(), id, "authentication")
    const auths = await signIn(event.params.authPayload)
    const { session } = await client.approveSessionAuthenticate({ id: event.id, auths })
    authentications.delete(event.id)
    if (session === undefined) return { auths, session: undefined }
    const settled = sessionView(client.session.get(session.topic))
    wake(sessionWaiters, settled)
    return { auths, session: settled }
  }

  const rejectAuthentication = async (id?: number, reason = getSdkError("USER_REJECTED")) => {
    const event = pick(pendingAuthentications(), id, "authentication")
    await client.rejectSessionAuthenticate({ id: event.id, reason })
    authentications.delete(event.id)
  }

  /**
   * Runs a request on the chain it is for: another namespace's through that namespace, an
   * eip155 one on the test wallet.
   */
  const perform = async (event: RequestEvent): Promise<unknown> => {
    const { method, params } = event.params.request
    const other = otherNamespaceOf(event.params.chainId)
    if (other !== undefined) return other.answer({ method, params, chainId: event.params.chainId })
    const list = paramList(params)
    switch (method) {
      case "wallet_switchEthereumChain":
      case "wallet_addEthereumChain":
        return backend.provider.request({ method, params: list })
      case "eth_sign": {
        // eth_sign as geth and the WalletConnect docs define it: personal_sign, params swapped.
        const [account, message] = list
        return backend.provider.request({ method: "personal_sign", params: [message, account] })
      }
      default: {
        const chainId = chainIdOf(event.params.chainId)
        if (chainId !== backend.control.state.chainId) backend.control.moveToChain(chainId)
        return backend.provider.request({ method, params: list })
      }
    }
  }

  const respond = async (event: RequestEvent, answer: WalletConnectAnswer) => {
    try {
      await client.respond({
        topic: event.topic,
        response:
          "result" in answer
            ? { id: event.id, jsonrpc: "2.0", result: answer.result }
            : { id: event.id, jsonrpc: "2.0", error: answer.error },
      })
    } finally {
      // Answered, or the session is gone: either way nothing is left to decide.
      requests.delete(event.id)
    }
  }

  const approveRequest = async (id?: number): Promise<WalletConnectAnswer> => {
    const event = pick(requests, id, "request")
    const chainBefore = backend.control.state.chainId
    let answer: WalletConnectAnswer
    try {
      answer = { result: (await perform(event)) ?? null }
    } catch (error) {
      answer = { error: rpcErrorOf(error) }
    }
    await respond(event, answer)
    const chainAfter = backend.control.state.chainId
    // A switch the dApp asked for: the dApp learns the new chain from chainChanged.
    if ("result" in answer && chainAfter !== chainBefore) {
      await announceChain(chainAfter, [event.topic])
    }
    return answer
  }

  const rejectRequest = async (id?: number) => {
    const event = pick(requests, id, "request")
    const rejection = userRejectedRequest()
    await respond(event, { error: { code: rejection.code, message: rejection.message } })
  }

  /**
   * Answers a proposal or an authentication (`what`, as errors name it) as the sessions
   * policy says; under "approve", one it fails to approve is refused with the reason why.
   */
  const answerAsSessionsPolicySays = (
    what: string,
    answer: {
      readonly approve: () => Promise<unknown>
      readonly reject: (reason?: ReturnType<typeof getSdkError>) => Promise<void>
      readonly wait: () => void
    },
  ) => {
    switch (policy.sessions) {
      case "approve":
        void answer.approve().catch((error: unknown) => {
          report(`Approving ${what}`)(error)
          return answer.reject(refusalReasonOf(error)).catch(report(`Rejecting ${what}`))
        })
        return
      case "reject":
        void answer.reject().catch(report(`Rejecting ${what}`))
        return
      case "manual":
        answer.wait()
        return
    }
  }

  client.on("session_proposal", (event) => {
    // The fallback proposal of an authenticate request that came first: left unanswered
    // (the dApp drops it when the authentication is answered). sign-client does not even
    // emit it when the pairing URI lists wc_sessionAuthenticate but not wc_sessionPropose,
    // as sign-client's authenticate() writes it, since this wallet listens to
    // session_authenticate; this covers a URI that lists both (as Foyer's dApp client writes
    // it) or none, where both messages arrive in either order.
    if (authenticatePairings.has(event.params.pairingTopic)) return
    proposals.set(event.id, event)
    answerAsSessionsPolicySays(`proposal ${event.id}`, {
      approve: () => approveSession(event.id),
      reject: (reason) => rejectSession(event.id, reason),
      wait: () => wake(proposalWaiters, proposalView(event)),
    })
  })

  const onAuthenticate = (event: AuthenticateEvent) => {
    authenticatePairings.add(event.topic)
    // A proposal of the pairing that came first is the fallback of this request: the dApp
    // stops waiting for it once the authentication is answered either way.
    for (const [id, proposal] of proposals) {
      if (proposal.params.pairingTopic === event.topic) proposals.delete(id)
    }
    // The fallback proposal came first and is approved: that is the pairing's session.
    if (approvingPairings.has(event.topic)) return
    authentications.set(event.id, event)
    answerAsSessionsPolicySays(`authentication ${event.id}`, {
      approve: () => approveAuthentication(event.id),
      reject: (reason) => rejectAuthentication(event.id, reason),
      wait: () => wake(authenticationWaiters, authenticationView(event)),
    })
  }

  // Without one-click auth the wallet has no session_authenticate listener, which is what
  // sign-client looks at: it then emits the dApp's fallback proposal even from a pairing
  // that announces only wc_sessionAuthenticate, and leaves the wc_sessionAuthenticate
  // request unanswered, as a wallet that does not know the method does (the dApp takes the
  // proposal's answer instead).
  let oneClickAuth = false
  const setOneClickAuth = (enabled: boolean) => {
    if (enabled === oneClickAuth) return
    oneClickAuth = enabled
    if (enabled) client.on("session_authenticate", onAuthenticate)
    else client.off("session_authenticate", onAuthenticate)
  }
  setOneClickAuth(options.oneClickAuth ?? true)

  client.on("session_request", (event) => {
    requests.set(event.id, event)
    switch (policy.requests) {
      case "approve":
        void approveRequest(event.id).catch(report(`Answering request ${event.id}`))
        return
      case "reject":
        void rejectRequest(event.id).catch(report(`Rejecting request ${event.id}`))
        return
      case "manual":
        wake(requestWaiters, requestView(event))
        return
    }
  })

  client.on("proposal_expire", ({ id }) => {
    proposals.delete(id)
  })
  client.on("session_request_expire", ({ id }) => {
    requests.delete(id)
  })

  const sessions = () => client.session.getAll().map(sessionView)

  return {
    client,
    backend,
    address,
    get namespaces() {
      return served()
    },
    get chainId() {
      return backend.control.state.chainId
    },
    get policy() {
      return policy
    },
    get oneClickAuth() {
      return oneClickAuth
    },
    get proposals() {
      return [...proposals.values()].map(proposalView)
    },
    get authentications() {
      return [...pendingAuthentications().values()].map(authenticationView)
    },
    get requests() {
      return [...requests.values()].map(requestView)
    },
    get sessions() {
      return sessions()
    },
    get errors() {
      return [...errors]
    },
    setPolicy: (next) => {
      policy = { ...policy, ...next }
    },
    setOneClickAuth,
    pair: async (uri) => {
      const pairing = await client.pair({ uri })
      return { pairingTopic: pairing.topic }
    },
    approveSession,
    rejectSession: (id) => rejectSession(id),
    approveAuthentication,
    rejectAuthentication: (id) => rejectAuthentication(id),
    approveRequest,
    rejectRequest,
    nextProposal: () => waitFor(proposalWaiters, [...proposals.values()].map(proposalView)[0]),
    nextAuthentication: () =>
      waitFor(
        authenticationWaiters,
        [...pendingAuthentications().values()].map(authenticationView)[0],
      ),
    nextRequest: () => waitFor(requestWaiters, [...requests.values()].map(requestView)[0]),
    waitForSession: (pairingTopic) => {
      const matches = (session: WalletConnectSession) =>
        pairingTopic === undefined || session.pairingTopic === pairingTopic
      return waitFor(sessionWaiters, sessions().find(matches), matches)
    },
    disconnect: async (topic) => {
      const topics = topic === undefined ? client.session.keys : [topic]
      for (const each of topics) {
        await client.disconnect({ topic: each, reason: getSdkError("USER_DISCONNECTED") })
      }
    },
    switchChain: async (chainId) => {
      backend.control.moveToChain(chainId)
      await announceChain(chainId, client.session.keys)
    },
    close: async () => {
      if (!closed) {
        closed = true
        const error = new Error("The WalletConnect wallet is closed")
        for (const waiters of [
          proposalWaiters,
          authenticationWaiters,
          requestWaiters,
          sessionWaiters,
        ]) {
          for (const waiter of waiters) waiter.reject(error)
          waiters.clear()
        }
      }
      await closeClient()
    },
  }
}

// What the sandbox WalletConnect wallet shows of what arrives (proposals, sign-ins, requests,
// sessions): plain JSON-safe views of sign-client's events, for tests and the control page.
import type { AuthTypes, CoreTypes, SessionTypes, SignClientTypes } from "@walletconnect/types"

/** A dApp as the wallet sees it, from its WalletConnect metadata. */
export interface WalletConnectPeer {
  readonly name: string
  readonly url: string
  readonly description: string
  readonly icons: ReadonlyArray<string>
}

/** A sign-in message (CAIP-122, "SIWE") a dApp asks the wallet to sign. */
export interface WalletConnectSignIn {
  /** The domain asking for the sign-in (`app.test`). */
  readonly domain: string
  /** The URI the sign-in is for (the message's `URI:`). */
  readonly uri: string
  readonly statement: string
  readonly nonce: string
  /** The chains asked for (CAIP-2), in the dApp's order. */
  readonly chains: ReadonlyArray<string>
}

/** A session proposal waiting for a decision. */
export interface WalletConnectProposal {
  readonly id: number
  readonly pairingTopic: string
  readonly peer: WalletConnectPeer
  /** The chains asked for in every namespace, required then optional (CAIP-2). */
  readonly chains: ReadonlyArray<string>
  /** Milliseconds since the epoch. */
  readonly expiresAt: number
}

/**
 * A one-click authentication (`wc_sessionAuthenticate`) waiting for a decision: approving
 * signs the dApp's sign-in message (CAIP-122) and settles the session in one step.
 */
export interface WalletConnectAuthentication extends WalletConnectSignIn {
  readonly id: number
  readonly pairingTopic: string
  readonly peer: WalletConnectPeer
  /** Milliseconds since the epoch. */
  readonly expiresAt: number
}

/** What approving an authentication gave the dApp. */
export interface WalletConnectAuthenticationApproval {
  /** One signed CACAO per requested chain the wallet supports. */
  readonly auths: ReadonlyArray<AuthTypes.Cacao>
  /**
   * The session settled with it; sign-client makes none when the dApp asked for no methods
   * (it takes the session's methods from the request's ReCap only).
   */
  readonly session: WalletConnectSession | undefined
}

/** A dApp's request waiting for a decision. */
export interface WalletConnectRequest {
  readonly id: number
  readonly topic: string
  /** The chain the request is for, CAIP-2 (`eip155:31337`). */
  readonly chainId: string
  readonly method: string
  readonly params: unknown
  readonly peer: WalletConnectPeer
}

/** A session the wallet holds. */
export interface WalletConnectSession {
  readonly topic: string
  readonly pairingTopic: string
  readonly peer: WalletConnectPeer
  /** CAIP-2 chains of the session's namespaces (eip155, then as the session lists them). */
  readonly chains: ReadonlyArray<string>
  /** CAIP-10 accounts of the session's namespaces, in the same order. */
  readonly accounts: ReadonlyArray<string>
  /** Seconds since the epoch. */
  readonly expiry: number
}

/** A session proposal as sign-client hands it to the wallet. */
export type ProposalEvent = SignClientTypes.EventArguments["session_proposal"]
/** A one-click authentication as sign-client hands it to the wallet. */
export type AuthenticateEvent = SignClientTypes.EventArguments["session_authenticate"]

/** A dApp's metadata as the wallet shows it. */
export const peerOf = (metadata: CoreTypes.Metadata | undefined): WalletConnectPeer => ({
  name: metadata?.name ?? "",
  url: metadata?.url ?? "",
  description: metadata?.description ?? "",
  // sign-client fills missing icons with [""].
  icons: (metadata?.icons ?? []).filter((icon) => icon !== ""),
})

/** The CAIP-2 chains of proposal namespaces: listed under a namespace, or keys themselves. */
const chainsOf = (namespaces: Record<string, { chains?: string[] }> | undefined) =>
  Object.entries(namespaces ?? {}).flatMap(([key, value]) =>
    key.includes(":") ? [key] : (value.chains ?? []),
  )

/** A proposal as the wallet shows it. */
export const proposalView = (event: ProposalEvent): WalletConnectProposal => ({
  id: event.id,
  pairingTopic: event.params.pairingTopic,
  peer: peerOf(event.params.proposer.metadata),
  chains: [
    ...new Set([
      ...chainsOf(event.params.requiredNamespaces),
      ...chainsOf(event.params.optionalNamespaces),
    ]),
  ],
  expiresAt: event.params.expiryTimestamp * 1000,
})

/** An authentication as the wallet shows it. */
export const authenticationView = (event: AuthenticateEvent): WalletConnectAuthentication => {
  const payload = event.params.authPayload
  return {
    id: event.id,
    pairingTopic: event.topic,
    peer: peerOf(event.params.requester.metadata),
    domain: payload.domain,
    uri: payload.aud,
    statement: payload.statement ?? "",
    nonce: payload.nonce,
    chains: payload.chains,
    expiresAt: event.params.expiryTimestamp * 1000,
  }
}

/** A session as the wallet shows it: its namespaces' chains and accounts, eip155 first. */
export const sessionView = (session: SessionTypes.Struct): WalletConnectSession => {
  const namespaces = Object.entries(session.namespaces).sort(
    ([a], [b]) => Number(b === "eip155") - Number(a === "eip155"),
  )
  return {
    topic: session.topic,
    pairingTopic: session.pairingTopic,
    peer: peerOf(session.peer.metadata),
    chains: namespaces.flatMap(([, namespace]) => namespace.chains ?? []),
    accounts: namespaces.flatMap(([, namespace]) => namespace.accounts),
    expiry: session.expiry,
  }
}

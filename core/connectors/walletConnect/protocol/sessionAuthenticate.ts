/**
 * One-click auth (`wc_sessionAuthenticate`) from the open specification (walletconnect-specs:
 * docs/specs/clients/sign/wallet-authentication.md, rpc-methods.md,
 * session-authenticated-events.md): what the dApp sends on the pairing, and how the wallet's
 * answer becomes the signed CACAOs and the session they establish.
 *
 * The request's last resource is a ReCap (ERC-5573) of the methods the dApp will ask; the
 * wallet narrows it to what it grants and signs it into each CACAO. Both sides then hold the
 * same session on the topic of the key the dApp's key pair shares with the wallet's, with the
 * signers' accounts and the ReCap's methods: no wc_sessionSettle is sent.
 */
import { Duration } from "effect"
import { walletConnectSessionLifetime } from "../../../Schedules"
import { type Cacao, decodeRecap, encodeRecap, recapOfMethods } from "./cacao"
import { deriveSymKey, type KeyPair, topicOf } from "./envelopeCrypto"
import { isRecord } from "./jsonValues"
import { type PeerMetadata, readMetadata, type SettledSession } from "./SignSession"

/** The CAIP-122 fields the dApp asks the wallet to sign (EIP-4361 for eip155 chains). */
export interface AuthenticationRequest {
  readonly domain: string
  readonly uri: string
  readonly nonce: string
  /** The chains to sign in on, CAIP-2; the wallet signs one CACAO per chain it supports. */
  readonly chains: ReadonlyArray<string>
  readonly statement?: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: ReadonlyArray<string>
}

/** What a one-click auth settled: the session, and the CACAOs (none when a plain proposal won). */
export interface AuthenticatedSession {
  readonly session: SettledSession
  readonly cacaos: ReadonlyArray<Cacao>
}

/** The namespace one-click auth is for: CACAOs are CAIP-122 sign-ins of eip155 accounts here. */
const namespace = "eip155"

/** The events a session made by one-click auth carries (a ReCap names methods only). */
const sessionEvents = ["chainChanged", "accountsChanged"]

/** The params of `wc_sessionAuthenticate`, asking to sign `request` with a ReCap of `methods`. */
export const authenticateParams = (options: {
  readonly self: KeyPair
  readonly metadata: PeerMetadata
  readonly request: AuthenticationRequest
  readonly methods: ReadonlyArray<string>
  /** Epoch seconds: when the pairing, and so the request, expires. */
  readonly expiryTimestamp: number
  /** Epoch milliseconds: the sign-in's issue time. */
  readonly now: number
}) => {
  const { request } = options
  return {
    requester: { publicKey: options.self.publicKey, metadata: options.metadata },
    authPayload: {
      type: "caip122",
      chains: [...request.chains],
      aud: request.uri,
      domain: request.domain,
      version: "1",
      nonce: request.nonce,
      iat: new Date(options.now).toISOString(),
      ...(request.statement === undefined ? {} : { statement: request.statement }),
      ...(request.expirationTime === undefined ? {} : { exp: request.expirationTime }),
      ...(request.notBefore === undefined ? {} : { nbf: request.notBefore }),
      ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
      resources: [
        ...(request.resources ?? []),
        encodeRecap(recapOfMethods(namespace, options.methods)),
      ],
    },
    expiryTimestamp: options.expiryTimestamp,
  }
}

// did:pkh:<namespace>:<reference>:<address>: a CAIP-10 account behind the did:pkh prefix.
const didPkh = /^did:pkh:(eip155:[-_a-zA-Z0-9]{1,32}:0x[0-9a-fA-F]{40})$/

/** A CACAO as the wallet sent it, or undefined when it lacks a field a sign-in needs. */
const readCacao = (value: unknown): Cacao | undefined => {
  if (!isRecord(value) || !isRecord(value.h) || !isRecord(value.p) || !isRecord(value.s)) {
    return undefined
  }
  const { p, s } = value
  return typeof p.iss === "string" &&
    didPkh.test(p.iss) &&
    typeof p.domain === "string" &&
    typeof p.nonce === "string" &&
    typeof p.aud === "string" &&
    typeof p.iat === "string" &&
    typeof p.version === "string" &&
    (s.t === "eip191" || s.t === "eip1271") &&
    typeof s.s === "string"
    ? (value as unknown as Cacao)
    : undefined
}

/** The methods the wallet's ReCap grants in the namespace (`request/<method>` abilities). */
const grantedMethods = (cacao: Cacao): ReadonlyArray<string> => {
  const recap = (cacao.p.resources ?? []).flatMap((resource) => {
    const decoded = decodeRecap(resource)
    return decoded === undefined ? [] : [decoded]
  })
  const abilities = recap.flatMap((each) => Object.keys(each.att[namespace] ?? {}))
  return [
    ...new Set(
      abilities.filter((ability) => ability.startsWith("request/")).map((a) => a.slice(8)),
    ),
  ]
}

/**
 * The wallet's answer to `wc_sessionAuthenticate` (`{ cacaos, responder }`) read into the
 * session it establishes, or why it cannot be used.
 */
export const readAuthenticateAnswer = (
  result: unknown,
  context: {
    readonly self: KeyPair
    readonly pairingTopic: string
    readonly requestedChains: ReadonlyArray<string>
    /** Epoch milliseconds. */
    readonly now: number
  },
): AuthenticatedSession | string => {
  if (!isRecord(result) || !Array.isArray(result.cacaos) || !isRecord(result.responder)) {
    return "no cacaos or responder"
  }
  const { publicKey } = result.responder
  const metadata = readMetadata(result.responder.metadata)
  if (typeof publicKey !== "string" || !/^[0-9a-f]{64}$/.test(publicKey)) {
    return "no responder public key"
  }
  if (metadata === undefined) return "no responder metadata"
  const cacaos = result.cacaos.flatMap((each) => {
    const cacao = readCacao(each)
    return cacao === undefined ? [] : [cacao]
  })
  const [first] = cacaos
  if (first === undefined) return "no signed CACAO"
  const accounts = [...new Set(cacaos.map((cacao) => cacao.p.iss.slice("did:pkh:".length)))]
  const chains = [...new Set(accounts.map((account) => account.split(":", 2).join(":")))]
  const symKey = deriveSymKey(context.self.privateKey, publicKey)
  return {
    cacaos,
    session: {
      topic: topicOf(symKey),
      symKey,
      pairingTopic: context.pairingTopic,
      self: context.self,
      peer: { publicKey, metadata },
      namespaces: {
        [namespace]: { accounts, chains, methods: grantedMethods(first), events: sessionEvents },
      },
      expiry: Math.floor((context.now + Duration.toMillis(walletConnectSessionLifetime)) / 1000),
      requestedChains: context.requestedChains,
    },
  }
}

/** Whether the wallet's error to a one-click auth is the visitor's or the wallet's refusal. */
export const isAuthenticationRefused = (code: number): boolean => code >= 5000 && code < 5200

/** A sign-in's `did:pkh` signer as its CAIP-2 network and address. */
export const signerOf = (
  cacao: Cacao,
): { readonly caipNetworkId: string; readonly address: string } => {
  const [, reference = "", address = ""] = cacao.p.iss.slice("did:pkh:".length).split(":")
  return { caipNetworkId: `${namespace}:${reference}`, address }
}

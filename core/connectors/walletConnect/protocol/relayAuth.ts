/**
 * How a client proves who it is to a WalletConnect relay, from the open specification
 * (walletconnect-specs: docs/specs/clients/core/relay/relay-client-auth.md): an Ed25519 key
 * pair kept for the client's life, its public key as a `did:key` (the client id, where the
 * relay keeps the client's mailbox), and for each connection a JWT signed with EdDSA whose
 * `iss` is that did:key, `sub` the tab's random session id, `aud` the relay URL and `act`
 * "client_auth", sent as the `auth` query parameter (browsers cannot set headers on a
 * WebSocket).
 */
import { ed25519 } from "@noble/curves/ed25519"
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from "@noble/hashes/utils"
import { base58, base64urlnopad } from "@scure/base"

/** The client's Ed25519 key: its 32-byte seed and public key, hex. */
export interface RelayClientKey {
  readonly seed: string
  readonly publicKey: string
}

/** A new client key from the platform's secure random source. */
export const generateRelayClientKey = (): RelayClientKey => {
  const seed = randomBytes(32)
  return { seed: bytesToHex(seed), publicKey: bytesToHex(ed25519.getPublicKey(seed)) }
}

// The multicodec prefix of an Ed25519 public key (0xed, as a varint), before base58btc ("z").
const ed25519Multicodec = [0xed, 0x01]

/** The client id of a public key: `did:key:z6Mk…`. */
export const clientIdOf = (publicKey: string): string =>
  `did:key:z${base58.encode(new Uint8Array([...ed25519Multicodec, ...hexToBytes(publicKey)]))}`

/** A random 32-byte relay session id (the JWT's `sub`), hex: one per tab, kept across reconnects. */
export const generateRelaySessionId = (): string => bytesToHex(randomBytes(32))

/** What a relay auth JWT is made of. */
export interface RelayAuthClaims {
  readonly key: RelayClientKey
  readonly sessionId: string
  /** The relay URL, as the client connects to it. */
  readonly audience: string
  /** When it is signed, epoch seconds. */
  readonly issuedAt: number
  /** How long it is valid, seconds. */
  readonly ttlSeconds: number
}

const encodeJson = (value: unknown): string =>
  base64urlnopad.encode(utf8ToBytes(JSON.stringify(value)))

/** The signed JWT for the relay's `auth` query parameter. */
export const signRelayAuth = (claims: RelayAuthClaims): string => {
  const header = encodeJson({ alg: "EdDSA", typ: "JWT" })
  const payload = encodeJson({
    iss: clientIdOf(claims.key.publicKey),
    sub: claims.sessionId,
    aud: claims.audience,
    iat: claims.issuedAt,
    exp: claims.issuedAt + claims.ttlSeconds,
    act: "client_auth",
  })
  const signature = ed25519.sign(utf8ToBytes(`${header}.${payload}`), hexToBytes(claims.key.seed))
  return `${header}.${payload}.${base64urlnopad.encode(signature)}`
}

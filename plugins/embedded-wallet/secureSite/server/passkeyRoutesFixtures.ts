import { createHash, generateKeyPairSync, type KeyObject, sign } from "node:crypto"
import { base64urlnopad } from "@scure/base"

/*
 * A software passkey for the site's route tests: a P-256 key, "none" attestation, and the
 * clientDataJSON, authenticator data and DER signature a browser would send, for any origin,
 * RP id, challenge and counter the test picks (a real browser only signs its own origin).
 */

type Cbor = number | string | Uint8Array | ReadonlyMap<Cbor, Cbor>

const head = (major: number, length: number): Array<number> => {
  if (length < 24) return [(major << 5) | length]
  if (length < 0x100) return [(major << 5) | 24, length]
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff]
  return [
    (major << 5) | 26,
    (length >>> 24) & 0xff,
    (length >> 16) & 0xff,
    (length >> 8) & 0xff,
    length & 0xff,
  ]
}

/** CBOR (RFC 8949) of integers, text, bytes and maps: what an attestation object holds. */
const cbor = (value: Cbor): Uint8Array => {
  if (typeof value === "number")
    return Uint8Array.from(value >= 0 ? head(0, value) : head(1, -1 - value))
  if (typeof value === "string") {
    const text = new TextEncoder().encode(value)
    return Uint8Array.from([...head(3, text.length), ...text])
  }
  if (value instanceof Uint8Array) return Uint8Array.from([...head(2, value.length), ...value])
  const entries = [...value].flatMap(([key, entry]) => [...cbor(key), ...cbor(entry)])
  return Uint8Array.from([...head(5, value.size), ...entries])
}

const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash("sha256").update(data).digest())

const concat = (...parts: ReadonlyArray<Uint8Array>) =>
  Uint8Array.from(parts.flatMap((part) => [...part]))

const counterBytes = (counter: number) =>
  Uint8Array.from([
    (counter >>> 24) & 0xff,
    (counter >> 16) & 0xff,
    (counter >> 8) & 0xff,
    counter & 0xff,
  ])

/** Authenticator data flags: user present, user verified, attested credential data. */
const userPresent = 0x01
const userVerified = 0x04
const attested = 0x40

/** Where and how a ceremony answers: a browser's origin, the RP id, the person verified or not. */
export interface CeremonyContext {
  readonly origin: string
  readonly rpId: string
  readonly verified?: boolean
}

/** A registration as the frame page posts it (base64url fields). */
export interface RegistrationFields {
  readonly credentialId: string
  readonly clientDataJSON: string
  readonly attestationObject: string
}

/** An assertion as the frame page posts it (base64url fields). */
export interface AssertionFields {
  readonly credentialId: string
  readonly clientDataJSON: string
  readonly authenticatorData: string
  readonly signature: string
}

/** A software passkey: makes registrations and assertions for the challenges it is given. */
export interface SoftwarePasskey {
  readonly credentialId: string
  readonly register: (challenge: string, context: CeremonyContext) => RegistrationFields
  readonly assert: (
    challenge: string,
    context: CeremonyContext & { readonly counter: number },
  ) => AssertionFields
}

const clientData = (type: string, challenge: string, origin: string) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

const flags = (context: CeremonyContext, extra = 0) =>
  Uint8Array.of(userPresent | (context.verified === false ? 0 : userVerified) | extra)

/** A new software passkey (its own key and a random credential id). */
export const softwarePasskey = (): SoftwarePasskey => {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" })
  const jwk = (publicKey as KeyObject).export({ format: "jwk" })
  const coordinate = (text: string | undefined) => base64urlnopad.decode(text ?? "")
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, coordinate(jwk.x)],
    [-3, coordinate(jwk.y)],
  ])
  const rawId = crypto.getRandomValues(new Uint8Array(16))
  const credentialId = base64urlnopad.encode(rawId)
  return {
    credentialId,
    register: (challenge, context) => {
      const authData = concat(
        sha256(context.rpId),
        flags(context, attested),
        counterBytes(0),
        new Uint8Array(16),
        Uint8Array.of(0, rawId.length),
        rawId,
        cbor(coseKey),
      )
      const attestation = new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ])
      return {
        credentialId,
        clientDataJSON: base64urlnopad.encode(
          clientData("webauthn.create", challenge, context.origin),
        ),
        attestationObject: base64urlnopad.encode(cbor(attestation)),
      }
    },
    assert: (challenge, context) => {
      const data = clientData("webauthn.get", challenge, context.origin)
      const authData = concat(sha256(context.rpId), flags(context), counterBytes(context.counter))
      const signature = sign("sha256", concat(authData, sha256(data)), privateKey)
      return {
        credentialId,
        clientDataJSON: base64urlnopad.encode(data),
        authenticatorData: base64urlnopad.encode(authData),
        signature: base64urlnopad.encode(new Uint8Array(signature)),
      }
    },
  }
}

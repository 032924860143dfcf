/**
 * WalletConnect's key agreement and typed envelopes, from the open specification
 * (walletconnect-specs: docs/specs/clients/core/crypto/crypto-envelopes.md) on the MIT
 * `@noble/*` primitives:
 *
 * - a key pair is X25519; two peers' shared secret goes through HKDF-SHA256 (no salt, no info)
 *   to a 32-byte symmetric key, and a topic is the SHA-256 of its symmetric key;
 * - a message is sealed with ChaCha20-Poly1305 under a fresh 12-byte nonce and sent in base64
 *   as `type (1) + iv (12) + sealbox` (type 0), or `type (1) + sender public key (32) + iv (12)
 *   + sealbox` (type 1) when the receiver cannot know the sender's key yet.
 *
 * Keys and topics are lowercase hex, as the pairing URI and the sign protocol's payloads carry
 * them.
 */
import { chacha20poly1305 } from "@noble/ciphers/chacha"
import { x25519 } from "@noble/curves/ed25519"
import { hkdf } from "@noble/hashes/hkdf"
import { sha256 } from "@noble/hashes/sha2"
import { bytesToHex, hexToBytes, randomBytes } from "@noble/hashes/utils"
import { base64 } from "@scure/base"
import { Result } from "effect"

/** An X25519 key pair, hex. */
export interface KeyPair {
  readonly privateKey: string
  readonly publicKey: string
}

const keyLength = 32
const ivLength = 12
const typeLength = 1

/** A new X25519 key pair from the platform's secure random source. */
export const generateKeyPair = (): KeyPair => {
  const privateKey = x25519.utils.randomPrivateKey()
  return {
    privateKey: bytesToHex(privateKey),
    publicKey: bytesToHex(x25519.getPublicKey(privateKey)),
  }
}

/** A new random symmetric key (a pairing's), hex. */
export const generateSymKey = (): string => bytesToHex(randomBytes(keyLength))

/** The symmetric key two peers share: HKDF-SHA256 of their X25519 shared secret, hex. */
export const deriveSymKey = (privateKey: string, peerPublicKey: string): string =>
  bytesToHex(
    hkdf(
      sha256,
      x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey)),
      undefined,
      undefined,
      keyLength,
    ),
  )

/** The topic of a symmetric key (a pairing's or a session's): its SHA-256, hex. */
export const topicOf = (symKey: string): string => bytesToHex(sha256(hexToBytes(symKey)))

/** The bytes of a base64 text, or undefined when it is not padded base64. */
const fromBase64 = (text: string): Uint8Array | undefined => {
  try {
    return base64.decode(text)
  } catch {
    return undefined
  }
}

const seal = (symKey: string, message: string, iv: Uint8Array): Uint8Array =>
  chacha20poly1305(hexToBytes(symKey), iv).encrypt(new TextEncoder().encode(message))

/** `message` sealed under `symKey` in a type 0 envelope, base64. */
export const sealType0 = (symKey: string, message: string): string => {
  const iv = randomBytes(ivLength)
  return base64.encode(new Uint8Array([0, ...iv, ...seal(symKey, message, iv)]))
}

/**
 * `message` sealed under `symKey` in a type 1 envelope carrying the sender's public key, so
 * the receiver can derive `symKey` from it and its own private key; base64.
 */
export const sealType1 = (symKey: string, senderPublicKey: string, message: string): string => {
  const iv = randomBytes(ivLength)
  return base64.encode(
    new Uint8Array([1, ...hexToBytes(senderPublicKey), ...iv, ...seal(symKey, message, iv)]),
  )
}

/** What an envelope holds before it is opened: its type, and the sender's key in type 1. */
export type EnvelopeHeader =
  | { readonly type: 0 }
  | { readonly type: 1; readonly senderPublicKey: string }

/** Why an envelope could not be opened. */
export type EnvelopeProblem =
  | "not base64"
  | "too short"
  | "unknown type"
  | "no key for it"
  | "does not decrypt"

const sealboxMinimum = 16

/**
 * Opens a base64 envelope: reads its header, asks `keyFor` for the symmetric key (from the
 * topic, or in type 1 from the sender's public key), and decrypts. A malformed, unknown or
 * forged envelope is a failure naming the problem, never an exception: a relay may deliver
 * anything.
 */
export const openEnvelope = (
  envelope: string,
  keyFor: (header: EnvelopeHeader) => string | undefined,
): Result.Result<string, EnvelopeProblem> => {
  const bytes = fromBase64(envelope)
  if (bytes === undefined) return Result.fail("not base64")
  const type = bytes[0]
  const headerLength = type === 1 ? typeLength + keyLength : typeLength
  if (type !== 0 && type !== 1)
    return bytes.length === 0 ? Result.fail("too short") : Result.fail("unknown type")
  if (bytes.length < headerLength + ivLength + sealboxMinimum) return Result.fail("too short")
  const header: EnvelopeHeader =
    type === 1
      ? { type, senderPublicKey: bytesToHex(bytes.slice(typeLength, headerLength)) }
      : { type }
  const symKey = keyFor(header)
  if (symKey === undefined) return Result.fail("no key for it")
  const iv = bytes.slice(headerLength, headerLength + ivLength)
  try {
    const opened = chacha20poly1305(hexToBytes(symKey), iv).decrypt(
      bytes.slice(headerLength + ivLength),
    )
    return Result.succeed(new TextDecoder("utf-8", { fatal: true }).decode(opened))
  } catch {
    // A wrong key or a changed byte fails Poly1305's tag; bad UTF-8 fails the decoder.
    return Result.fail("does not decrypt")
  }
}

import { timingSafeEqual } from "node:crypto"
import { hmac } from "@noble/hashes/hmac"
import { sha256 } from "@noble/hashes/sha2"
import { utf8ToBytes } from "@noble/hashes/utils"
import { Data } from "effect"
import { loginCodeDigits } from "./loginCodeLimits"

/** What a one-time code is for: signing in, or the two codes of an email change (spec 4). */
export type LoginCodePurpose = "login" | "update-primary" | "update-secondary"

/** An address as the site keys it: trimmed and lower-cased (as its database stores it). */
export const loginCodeAddress = (email: string): string => email.trim().toLowerCase()

/** The server key for code hashes is shorter than `minLoginCodeKeyBytes`. */
export class LoginCodeKeyTooShortError extends Data.TaggedError("LoginCodeKeyTooShortError")<{
  readonly bytes: number
}> {
  override get message(): string {
    return `The login code key has ${this.bytes} bytes; it needs at least ${minLoginCodeKeyBytes} random bytes`
  }
}

/** The least key length: HMAC-SHA256's full strength. */
export const minLoginCodeKeyBytes = 32

/** The codes' space: 10^6 for 6 digits. */
const codeSpace = 10 ** loginCodeDigits
/**
 * The largest multiple of the code space a uint32 holds. A draw at or above it is thrown away:
 * `x % 10^6` over all of 0..2^32-1 would make codes below 2^32 mod 10^6 (967296) one draw in
 * 4294 more likely than the rest (modulo bias).
 */
const unbiasedLimit = Math.floor(2 ** 32 / codeSpace) * codeSpace

/** A uniformly random uint32 from the platform's CSPRNG. */
const randomUint32 = (): number => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0

/**
 * A uniformly random code of `loginCodeDigits` digits, leading zeros kept ("004211"), drawn by
 * rejection sampling so that every code is equally likely. `random` is for tests.
 */
export const drawLoginCode = (random: () => number = randomUint32): string => {
  let draw = random()
  while (draw >= unbiasedLimit) draw = random()
  return String(draw % codeSpace).padStart(loginCodeDigits, "0")
}

/** A fresh per-code salt (16 random bytes): two equal codes never share a hash. */
export const drawLoginCodeSalt = (): Uint8Array => crypto.getRandomValues(new Uint8Array(16))

/** What a code's hash binds: the code and the row it belongs to. */
export interface LoginCodeBinding {
  readonly email: string
  readonly purpose: LoginCodePurpose
  readonly salt: Uint8Array
}

/**
 * Hashes and checks codes with HMAC-SHA256 under a server key.
 *
 * Why a keyed hash and not a salted SHA-256: a 6-digit code has only 10^6 values, so anyone who
 * reads a salted SHA-256 from the database finds the code by trying them all in well under a
 * second; the salt does not help. With HMAC the key lives outside the database (the site's
 * environment, or a KMS), and a leaked table alone reveals no code. The per-row salt still goes
 * in, so equal codes hash differently, and the address and purpose too, so a hash copied to
 * another row (another address, or the other step of an email change) does not match there.
 */
export interface LoginCodeHasher {
  readonly hash: (code: string, binding: LoginCodeBinding) => Uint8Array
  /** Whether `code` is the one `codeHash` was made from, compared in constant time. */
  readonly matches: (code: string, binding: LoginCodeBinding, codeHash: Uint8Array) => boolean
}

/**
 * The hasher under `key` (at least 32 random bytes, kept out of the database); throws
 * `LoginCodeKeyTooShortError` at once for a shorter key, so a misconfigured site fails at start.
 */
export const makeLoginCodeHasher = (key: Uint8Array): LoginCodeHasher => {
  if (key.length < minLoginCodeKeyBytes) throw new LoginCodeKeyTooShortError({ bytes: key.length })
  const secret = Uint8Array.from(key)
  const hash = (code: string, binding: LoginCodeBinding) =>
    // JSON of a list is an unambiguous encoding: no two field lists give the same message.
    hmac(
      sha256,
      secret,
      utf8ToBytes(
        JSON.stringify([
          "foyer/login-code/v1",
          binding.purpose,
          loginCodeAddress(binding.email),
          Buffer.from(binding.salt).toString("base64"),
          code,
        ]),
      ),
    )
  return {
    hash,
    matches: (code, binding, codeHash) => {
      const candidate = hash(code, binding)
      // timingSafeEqual throws on a length difference; a stored hash of another length is no match.
      return candidate.length === codeHash.length && timingSafeEqual(candidate, codeHash)
    },
  }
}

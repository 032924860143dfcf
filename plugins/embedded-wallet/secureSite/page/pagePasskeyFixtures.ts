import { hmac } from "@noble/hashes/hmac"
import { sha256 } from "@noble/hashes/sha2"
import { base64urlnopad } from "@scure/base"
import { PasskeyCeremonyError } from "../custody/PasskeyCeremonyError"
import type { PasskeyCeremonies } from "./pagePasskey"
import type { PasskeyApi } from "./pagePasskeyApi"
import { SiteApiRequestError } from "./siteApi"

/*
 * Fakes for the frame page's passkey step: the site's passkey routes in memory (challenges
 * single use; the sealed share kept per credential and released for a matching assertion, with
 * no signature check: the real checks are passkeyRoutes.test.ts'), and an authenticator whose
 * PRF is HMAC-SHA256 of the salt under the passkey's own secret, as a real one's is.
 */

/** A stored passkey of the fake site. */
export interface FakeStoredPasskey {
  readonly token: string
  readonly credentialId: string
  readonly sealedRecoveryShare: string
}

/** The fake site's passkey routes; `tokenUser` names the user a session token signs in. */
export const fakePasskeyApi = (
  tokenUser: (token: string) => string,
): PasskeyApi & { readonly passkeys: Array<FakeStoredPasskey & { readonly userId: string }> } => {
  const passkeys: Array<FakeStoredPasskey & { readonly userId: string }> = []
  const salts = new Map<string, string>()
  const challenges = new Set<string>()
  const challenge = () => {
    const made = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
    challenges.add(made)
    return made
  }
  const saltOf = (userId: string) => {
    const salt =
      salts.get(userId) ?? base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
    salts.set(userId, salt)
    return salt
  }
  const refused = () =>
    new SiteApiRequestError({ status: 400, reason: "passkey_refused", detail: "refused" })
  return {
    passkeys,
    registrationOptions: async (token) => {
      const userId = tokenUser(token)
      return {
        challenge: challenge(),
        userHandle: base64urlnopad.encode(new TextEncoder().encode(userId)),
        userName: userId,
        salt: saltOf(userId),
      }
    },
    register: async (token, record) => {
      const signed = JSON.parse(
        new TextDecoder().decode(base64urlnopad.decode(record.clientDataJSON)),
      )
      if (!challenges.delete(signed.challenge)) throw refused()
      passkeys.push({
        token,
        userId: tokenUser(token),
        credentialId: record.credentialId,
        sealedRecoveryShare: record.sealedRecoveryShare,
      })
    },
    authenticationOptions: async (token) => {
      const userId = tokenUser(token)
      const own = passkeys.filter((passkey) => passkey.userId === userId)
      if (own.length === 0) return undefined
      return {
        challenge: challenge(),
        salt: saltOf(userId),
        credentialIds: own.map((passkey) => passkey.credentialId),
      }
    },
    authenticate: async (token, record) => {
      const signed = JSON.parse(
        new TextDecoder().decode(base64urlnopad.decode(record.clientDataJSON)),
      )
      const found = passkeys.find(
        (passkey) =>
          passkey.credentialId === record.credentialId && passkey.userId === tokenUser(token),
      )
      if (!challenges.delete(signed.challenge) || found === undefined) throw refused()
      return { sealedRecoveryShare: found.sealedRecoveryShare }
    },
  }
}

/** What the fake authenticator does when asked. */
export interface FakeAuthenticatorOptions {
  /** No PRF extension: registration fails "prf-unsupported". */
  readonly withoutPrf?: boolean
  /** The PRF only on get(), none at creation (some authenticators). */
  readonly prfOnGetOnly?: boolean
}

/** A fake authenticator: its passkeys by credential id, each with its PRF secret. */
export const fakeAuthenticator = (options: FakeAuthenticatorOptions = {}) => {
  const secrets = new Map<string, Uint8Array>()
  const calls: Array<"register" | "evaluate"> = []
  const clientData = (type: string, challenge: Uint8Array) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge: base64urlnopad.encode(challenge) }))
  const ceremonies: PasskeyCeremonies = {
    register: async (registration) => {
      calls.push("register")
      if (options.withoutPrf === true) {
        throw new PasskeyCeremonyError({ ceremony: "register", reason: "prf-unsupported" })
      }
      const credentialId = crypto.getRandomValues(new Uint8Array(16))
      const secret = crypto.getRandomValues(new Uint8Array(32))
      secrets.set(base64urlnopad.encode(credentialId), secret)
      return {
        credentialId,
        prfOutput:
          options.prfOnGetOnly === true ? undefined : hmac(sha256, secret, registration.salt),
        clientDataJSON: clientData("webauthn.create", registration.challenge),
        attestationObject: new Uint8Array([0xa0]),
      }
    },
    evaluate: async (evaluation) => {
      calls.push("evaluate")
      const id = evaluation.credentialIds
        .map((bytes) => base64urlnopad.encode(bytes))
        .find((candidate) => secrets.has(candidate))
      const secret = id === undefined ? undefined : secrets.get(id)
      if (id === undefined || secret === undefined) {
        throw new PasskeyCeremonyError({
          ceremony: "evaluate",
          reason: "refused",
          domError: "NotAllowedError",
        })
      }
      return {
        credentialId: base64urlnopad.decode(id),
        userHandle: undefined,
        prfOutput: hmac(sha256, secret, evaluation.salt),
        clientDataJSON: clientData("webauthn.get", evaluation.challenge),
        authenticatorData: new Uint8Array(37),
        signature: new Uint8Array(64),
      }
    },
  }
  return { ceremonies, calls }
}

import type { IncomingMessage } from "node:http"
import { base64, base64urlnopad } from "@scure/base"
import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server"
import { Duration } from "effect"
import type { PasskeyCeremonyKind } from "../db/PasskeyChallengeRepository"
import { PasskeyExistsError } from "../db/PasskeyRepository"
import { readStringFields } from "./readStringFields"
import { SiteApiError } from "./SiteApiError"
import type { SiteContext } from "./SiteContext"
import { activeSession } from "./sessionRoutes"
import { readJsonBody } from "./siteExchange"
import { enforceRateLimit } from "./siteRateLimits"

/*
 * The secure site's half of passkey recovery (issue 37, custody/README.md): the frame page runs
 * the WebAuthn ceremonies on the site's own origin; the site hands out one-time challenges,
 * verifies the attestation and the assertions (@simplewebauthn/server: the challenge, the
 * site's origin, its RP id, user verification, the signature, the counter), keeps the passkey
 * with the recovery share sealed under its PRF, and releases that sealed share only to the
 * signed-in owner after a verified assertion. It never sees the PRF output, so it cannot open
 * the share: the passkey and the person are needed.
 */

/** How long a challenge stays usable: a ceremony's prompt, with room for a slow person. */
export const passkeyChallengeLifetime = Duration.minutes(5)

/** Challenge and PRF salt length: 32 random bytes (WebAuthn asks for at least 16). */
const randomLength = 32

/** A sealed recovery share: version (1) ‖ nonce (12) ‖ a 33-byte share ‖ tag (16). */
export const sealedRecoveryShareBytes = 1 + 12 + 33 + 16

/** What `POST /v1/passkey/register/options` answers (base64url without padding). */
export interface PasskeyRegistrationOptions {
  readonly challenge: string
  /** WebAuthn's user handle: the site's user id as UTF-8 (opaque, no email). */
  readonly userHandle: string
  /** The name the passkey shows: the user's email, else the wallet's address. */
  readonly userName: string
  /** The PRF input whose output seals the recovery share; one per user, for all their passkeys. */
  readonly salt: string
}

/** What `POST /v1/passkey/authenticate/options` answers (base64url without padding). */
export interface PasskeyAuthenticationOptions {
  readonly challenge: string
  readonly salt: string
  /** The user's passkeys, for `allowCredentials`. */
  readonly credentialIds: ReadonlyArray<string>
}

/** What `POST /v1/passkey/authenticate/verify` answers: the sealed recovery share (base64). */
export interface ReleasedRecoveryShare {
  readonly sealedRecoveryShare: string
}

const refused = (detail: string) =>
  new SiteApiError({ status: 400, reason: "passkey_refused", detail })

const invalid = (name: string) =>
  new SiteApiError({
    status: 400,
    reason: "invalid_body",
    detail: `The field ${name} is not valid`,
  })

const bytesOf = (text: string, name: string, decode = base64urlnopad.decode): Uint8Array => {
  try {
    return decode(text)
  } catch {
    throw invalid(name)
  }
}

const random = () => crypto.getRandomValues(new Uint8Array(randomLength))

/** The origins WebAuthn answers may come from (the site's own) and their hosts, the RP ids. */
const relyingParty = (context: SiteContext) => {
  const origins = [...context.siteOrigins()]
  return { origins, rpIds: [...new Set(origins.map((origin) => new URL(origin).hostname))] }
}

/** Hands out a challenge for `ceremony`, kept for the session's user. */
const issueChallenge = async (
  context: SiteContext,
  userId: string,
  ceremony: PasskeyCeremonyKind,
  prfSalt?: Uint8Array,
): Promise<string> => {
  const challenge = random()
  const now = context.now()
  // The expired ones go as new ones come (an indexed delete), so the table holds live ones.
  await context.passkeyChallenges.sweep(now)
  await context.passkeyChallenges.add(
    {
      challenge,
      userId,
      ceremony,
      prfSalt,
      expiresAt: now + Duration.toMillis(passkeyChallengeLifetime),
    },
    now,
  )
  return base64urlnopad.encode(challenge)
}

/**
 * The check @simplewebauthn/server runs on the challenge a response signed: taken (spent) from
 * the database when it is this user's, for this ceremony, and not expired. `taken` gets it.
 */
const takeChallenge =
  (
    context: SiteContext,
    userId: string,
    ceremony: PasskeyCeremonyKind,
    taken: (salt: Uint8Array | undefined) => void,
  ) =>
  async (challenge: string): Promise<boolean> => {
    let bytes: Uint8Array
    try {
      bytes = base64urlnopad.decode(challenge)
    } catch {
      return false
    }
    const found = await context.passkeyChallenges.take(bytes, userId, ceremony, context.now())
    if (found === undefined) return false
    taken(found.prfSalt)
    return true
  }

/** The user's wallet, which a recovery passkey protects; refused before there is one. */
const walletOf = async (context: SiteContext, userId: string) => {
  const wallet = await context.keyShares.get(userId)
  if (wallet === undefined) throw refused("Make the wallet before its recovery passkey")
  wallet.serverShare.fill(0)
  return wallet
}

/**
 * `POST /v1/passkey/register/options` (Bearer): a registration challenge, the user handle and
 * name, and the user's PRF salt (the salt of their passkeys, or a new one for the first).
 */
export const passkeyRegistrationOptions = async (
  context: SiteContext,
  request: IncomingMessage,
): Promise<PasskeyRegistrationOptions> => {
  request.resume()
  const { session } = await activeSession(context, request)
  const wallet = await walletOf(context, session.userId)
  const [email] = await context.users.listEmails(session.userId)
  const [first] = await context.passkeys.listByUser(session.userId)
  const salt = first?.prfSalt ?? random()
  return {
    challenge: await issueChallenge(context, session.userId, "register", salt),
    userHandle: base64urlnopad.encode(new TextEncoder().encode(session.userId)),
    userName: email ?? wallet.address,
    salt: base64urlnopad.encode(salt),
  }
}

/**
 * `POST /v1/passkey/register/verify` (Bearer) `{ credentialId, clientDataJSON,
 * attestationObject, sealedRecoveryShare }`: verifies the new passkey against its one-time
 * challenge (this user's, a registration's, not expired), the site's origin and RP id, and user
 * verification; keeps it with the PRF salt its challenge carried and the sealed recovery share.
 */
export const verifyPasskeyRegistration = async (
  context: SiteContext,
  request: IncomingMessage,
  readBody: () => Promise<unknown>,
): Promise<{ readonly credentialId: string }> => {
  const { session } = await activeSession(context, request)
  const fields = readStringFields(await readBody(), {
    credentialId: 1400,
    clientDataJSON: 2048,
    attestationObject: 8192,
    sealedRecoveryShare: 128,
  })
  const sealed = bytesOf(fields.sealedRecoveryShare, "sealedRecoveryShare", base64.decode)
  if (sealed.length !== sealedRecoveryShareBytes) throw invalid("sealedRecoveryShare")
  await walletOf(context, session.userId)
  const response: RegistrationResponseJSON = {
    id: fields.credentialId,
    rawId: fields.credentialId,
    type: "public-key",
    response: {
      clientDataJSON: fields.clientDataJSON,
      attestationObject: fields.attestationObject,
    },
    clientExtensionResults: {},
  }
  let salt: Uint8Array | undefined
  const { origins, rpIds } = relyingParty(context)
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: takeChallenge(context, session.userId, "register", (taken) => {
      salt = taken
    }),
    expectedOrigin: origins,
    expectedRPID: rpIds,
    requireUserVerification: true,
  }).catch((cause: unknown) => {
    throw refused(
      `The passkey could not be verified: ${String(cause instanceof Error ? cause.message : cause)}`,
    )
  })
  if (!verified.verified || salt === undefined) throw refused("The passkey could not be verified")
  const { credential } = verified.registrationInfo
  try {
    await context.passkeys.add(
      {
        credentialId: base64urlnopad.decode(credential.id),
        userId: session.userId,
        publicKey: credential.publicKey,
        counter: credential.counter,
        prfSalt: salt,
        encryptedRecoveryShare: sealed,
      },
      context.now(),
    )
  } catch (error) {
    if (error instanceof PasskeyExistsError) throw refused("This passkey is registered already")
    throw error
  }
  return { credentialId: credential.id }
}

/**
 * `POST /v1/passkey/authenticate/options` (Bearer): an assertion challenge, the user's PRF
 * salt and their passkeys; undefined (answered 204) when the user has none, so the frame page
 * knows there is nothing to recover with.
 */
export const passkeyAuthenticationOptions = async (
  context: SiteContext,
  request: IncomingMessage,
): Promise<PasskeyAuthenticationOptions | undefined> => {
  request.resume()
  const { session } = await activeSession(context, request)
  const passkeys = await context.passkeys.listByUser(session.userId)
  const [first] = passkeys
  if (first === undefined) return undefined
  return {
    challenge: await issueChallenge(context, session.userId, "authenticate"),
    salt: base64urlnopad.encode(first.prfSalt),
    credentialIds: passkeys.map((passkey) => base64urlnopad.encode(passkey.credentialId)),
  }
}

/**
 * `POST /v1/passkey/authenticate/verify` (Bearer) `{ credentialId, clientDataJSON,
 * authenticatorData, signature }`: verifies the assertion of one of the signed-in user's own
 * passkeys against its one-time challenge, the site's origin and RP id, user verification and
 * the passkey's public key; stores the counter (one that does not grow, from a counting
 * authenticator, is refused: a cloned passkey); then releases the passkey's sealed recovery
 * share. Another user's passkey is refused as an unknown one.
 */
export const verifyPasskeyAuthentication = async (
  context: SiteContext,
  request: IncomingMessage,
  readBody: () => Promise<unknown>,
): Promise<ReleasedRecoveryShare> => {
  const { session } = await activeSession(context, request)
  const fields = readStringFields(await readBody(), {
    credentialId: 1400,
    clientDataJSON: 2048,
    authenticatorData: 2048,
    signature: 1024,
  })
  const passkey = await context.passkeys.findByCredentialId(
    bytesOf(fields.credentialId, "credentialId"),
  )
  if (passkey === undefined || passkey.userId !== session.userId) {
    throw refused("This passkey is not one of this account's")
  }
  const response: AuthenticationResponseJSON = {
    id: fields.credentialId,
    rawId: fields.credentialId,
    type: "public-key",
    response: {
      clientDataJSON: fields.clientDataJSON,
      authenticatorData: fields.authenticatorData,
      signature: fields.signature,
    },
    clientExtensionResults: {},
  }
  const { origins, rpIds } = relyingParty(context)
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: takeChallenge(context, session.userId, "authenticate", () => undefined),
    expectedOrigin: origins,
    expectedRPID: rpIds,
    credential: {
      id: fields.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
    },
    requireUserVerification: true,
  }).catch((cause: unknown) => {
    throw refused(
      `The passkey could not be verified: ${String(cause instanceof Error ? cause.message : cause)}`,
    )
  })
  if (!verified.verified) throw refused("The passkey could not be verified")
  const counted = await context.passkeys.updateCounter(
    passkey.credentialId,
    verified.authenticationInfo.newCounter,
  )
  if (!counted) throw refused("The passkey's counter did not grow: it may be a copy")
  return { sealedRecoveryShare: base64.encode(passkey.encryptedRecoveryShare) }
}

type PasskeyRoute = (
  context: SiteContext,
  request: IncomingMessage,
  client: string,
) => Promise<{ readonly status: 200; readonly body: unknown } | { readonly status: 204 }>

const limited = async (context: SiteContext, client: string) =>
  enforceRateLimit(context.rateLimits, "passkey", context.limits.passkey, client, context.now())

/** The passkey routes, by method and path, each counted against the client's passkey limit. */
export const passkeyApiRoutes: Readonly<Record<string, PasskeyRoute>> = {
  "POST /v1/passkey/register/options": async (context, request, client) => {
    await limited(context, client)
    return { status: 200, body: await passkeyRegistrationOptions(context, request) }
  },
  "POST /v1/passkey/register/verify": async (context, request, client) => {
    await limited(context, client)
    return {
      status: 200,
      body: await verifyPasskeyRegistration(context, request, () => readJsonBody(request)),
    }
  },
  "POST /v1/passkey/authenticate/options": async (context, request, client) => {
    await limited(context, client)
    const options = await passkeyAuthenticationOptions(context, request)
    return options === undefined ? { status: 204 } : { status: 200, body: options }
  },
  "POST /v1/passkey/authenticate/verify": async (context, request, client) => {
    await limited(context, client)
    return {
      status: 200,
      body: await verifyPasskeyAuthentication(context, request, () => readJsonBody(request)),
    }
  },
}

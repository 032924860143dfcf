// The WebAuthn half of key recovery (issue 37, key custody), run in the secure origin's frame
// page: a passkey made with the PRF extension gives, for a salt, the same 32 secret bytes on
// every device the passkey reaches (synced or carried over), and nothing without the person's
// verification. Those bytes become the key that seals the recovery share (recoveryKeyFromPrf).
// Only the ceremony lives here: checking the attestation and the assertion against the
// server's challenge is the secure site's server's step, which gets the raw responses below.
import { Effect } from "effect"
import { type PasskeyCeremony, PasskeyCeremonyError } from "./PasskeyCeremonyError"

/** The part of `navigator.credentials` the ceremonies use. */
export type PasskeyCredentials = Pick<CredentialsContainer, "create" | "get">

/** What registering a recovery passkey asks for. */
export interface PasskeyRegistration {
  /** The relying party: the secure site's domain (not the dApp's) and its name. */
  readonly rp: { readonly id: string; readonly name: string }
  /** The person: a stable opaque id (not the email) and the name the passkey shows. */
  readonly user: { readonly id: Uint8Array; readonly name: string; readonly displayName: string }
  /** The server's one-time challenge, which its later attestation check expects. */
  readonly challenge: Uint8Array
  /** The PRF input (the user's recovery salt, stored by the server, not secret). */
  readonly salt: Uint8Array
}

/** A registered recovery passkey. */
export interface RegisteredPasskey {
  readonly credentialId: Uint8Array
  /** The PRF output for the salt, when the authenticator gives it at creation already. */
  readonly prfOutput: Uint8Array | undefined
  /** For the server's attestation check. */
  readonly clientDataJSON: Uint8Array
  readonly attestationObject: Uint8Array
}

/** What evaluating the PRF of an existing passkey asks for. */
export interface PrfEvaluation {
  readonly rpId: string
  readonly challenge: Uint8Array
  readonly salt: Uint8Array
  /** The user's passkeys; empty lets the person pick any discoverable one (fresh profile). */
  readonly credentialIds: ReadonlyArray<Uint8Array>
}

/** The PRF output of a passkey, with the assertion the server checks. */
export interface EvaluatedPrf {
  readonly credentialId: Uint8Array
  /** The user id the passkey was registered with: tells a fresh profile whose passkey it is. */
  readonly userHandle: Uint8Array | undefined
  readonly prfOutput: Uint8Array
  readonly clientDataJSON: Uint8Array
  readonly authenticatorData: Uint8Array
  readonly signature: Uint8Array
}

/** Signature algorithms offered: ES256, then RS256 (what platform authenticators support). */
const publicKeyAlgorithms: ReadonlyArray<PublicKeyCredentialParameters> = [
  { type: "public-key", alg: -7 },
  { type: "public-key", alg: -257 },
]

// WebAuthn takes ArrayBuffer-backed views; a copy is one whatever the caller passed.
const owned = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes)
const bytesOf = (buffer: ArrayBuffer | ArrayBufferView): Uint8Array =>
  buffer instanceof ArrayBuffer
    ? new Uint8Array(buffer.slice(0))
    : new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength))

const isPublicKeyCredential = (credential: Credential | null): credential is PublicKeyCredential =>
  credential !== null &&
  credential.type === "public-key" &&
  "rawId" in credential &&
  "response" in credential &&
  "getClientExtensionResults" in credential

const isAttestation = (
  response: AuthenticatorResponse,
): response is AuthenticatorAttestationResponse => "attestationObject" in response

const isAssertion = (response: AuthenticatorResponse): response is AuthenticatorAssertionResponse =>
  "authenticatorData" in response && "signature" in response

const noCredential = (ceremony: PasskeyCeremony) =>
  new PasskeyCeremonyError({ ceremony, reason: "no-credential" })

const refused = (ceremony: PasskeyCeremony) => (cause: unknown) =>
  new PasskeyCeremonyError({
    ceremony,
    reason: "refused",
    ...(cause instanceof Error ? { domError: cause.name } : {}),
    cause,
  })

const prfUnsupported = (ceremony: PasskeyCeremony) =>
  new PasskeyCeremonyError({ ceremony, reason: "prf-unsupported" })

/** The PRF's first output, or undefined when the authenticator gave none. */
const prfFirst = (credential: PublicKeyCredential): Uint8Array | undefined => {
  const first = credential.getClientExtensionResults().prf?.results?.first
  return first === undefined ? undefined : bytesOf(first)
}

const credentialFrom = (ceremony: PasskeyCeremony, ask: () => Promise<Credential | null>) =>
  Effect.tryPromise({ try: ask, catch: refused(ceremony) }).pipe(
    Effect.filterOrFail(isPublicKeyCredential, () => noCredential(ceremony)),
  )

/**
 * Registers a discoverable passkey with user verification and the PRF extension, asking for
 * the PRF of `salt` at creation (authenticators that cannot answer then give it on `get()`).
 * Fails with "prf-unsupported" when the authenticator does not enable PRF.
 */
export const registerPasskey = (
  credentials: PasskeyCredentials,
  registration: PasskeyRegistration,
): Effect.Effect<RegisteredPasskey, PasskeyCeremonyError> =>
  Effect.gen(function* () {
    const credential = yield* credentialFrom("register", () =>
      credentials.create({
        publicKey: {
          rp: registration.rp,
          user: { ...registration.user, id: owned(registration.user.id) },
          challenge: owned(registration.challenge),
          pubKeyCredParams: [...publicKeyAlgorithms],
          authenticatorSelection: { residentKey: "required", userVerification: "required" },
          extensions: { prf: { eval: { first: owned(registration.salt) } } },
        },
      }),
    )
    const prf = credential.getClientExtensionResults().prf
    const prfOutput = prfFirst(credential)
    if (prf?.enabled !== true && prfOutput === undefined) return yield* prfUnsupported("register")
    const response = credential.response
    if (!isAttestation(response)) return yield* noCredential("register")
    return {
      credentialId: bytesOf(credential.rawId),
      prfOutput,
      clientDataJSON: bytesOf(response.clientDataJSON),
      attestationObject: bytesOf(response.attestationObject),
    }
  })

/**
 * Asks a passkey (one of `credentialIds`, or any discoverable one for the site) for the PRF of
 * `salt`, with user verification: the same passkey and salt give the same 32 bytes every time.
 */
export const evaluatePrf = (
  credentials: PasskeyCredentials,
  evaluation: PrfEvaluation,
): Effect.Effect<EvaluatedPrf, PasskeyCeremonyError> =>
  Effect.gen(function* () {
    const credential = yield* credentialFrom("evaluate", () =>
      credentials.get({
        publicKey: {
          rpId: evaluation.rpId,
          challenge: owned(evaluation.challenge),
          allowCredentials: evaluation.credentialIds.map((id) => ({
            type: "public-key" as const,
            id: owned(id),
          })),
          userVerification: "required",
          extensions: { prf: { eval: { first: owned(evaluation.salt) } } },
        },
      }),
    )
    const prfOutput = prfFirst(credential)
    if (prfOutput === undefined) return yield* prfUnsupported("evaluate")
    const response = credential.response
    if (!isAssertion(response)) return yield* noCredential("evaluate")
    return {
      credentialId: bytesOf(credential.rawId),
      userHandle: response.userHandle === null ? undefined : bytesOf(response.userHandle),
      prfOutput,
      clientDataJSON: bytesOf(response.clientDataJSON),
      authenticatorData: bytesOf(response.authenticatorData),
      signature: bytesOf(response.signature),
    }
  })

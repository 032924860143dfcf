// The ceremonies' requests and their failures, against a stand-in for navigator.credentials
// (the real authenticator's answers are passkeyPrf.chromium.test.ts's).
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { evaluatePrf, type PasskeyCredentials, registerPasskey } from "./passkeyPrf"

const bytes = (...values: number[]) => Uint8Array.from(values)
const buffer = (...values: number[]) => bytes(...values).buffer

/** A public-key credential as a browser gives it, with `prf` as its PRF extension output. */
// Only what passkeyPrf reads; a Credential (id and type) with a public-key credential's parts.
const credential = (
  prf: AuthenticationExtensionsPRFOutputs | undefined,
  response: object,
): Credential => {
  const made = {
    type: "public-key",
    id: "AQI",
    rawId: buffer(1, 2),
    response,
    getClientExtensionResults: () => (prf === undefined ? {} : { prf }),
  }
  return made
}

const attestation = { clientDataJSON: buffer(7), attestationObject: buffer(8) }
const assertion = {
  clientDataJSON: buffer(7),
  authenticatorData: buffer(9),
  signature: buffer(10),
  userHandle: buffer(4, 2),
}

/** Records what was asked and answers with `answer`. */
const credentials = (answer: () => Promise<Credential | null>) => {
  const created: CredentialCreationOptions[] = []
  const got: CredentialRequestOptions[] = []
  const container: PasskeyCredentials = {
    create: (options) => {
      created.push(options ?? {})
      return answer()
    },
    get: (options) => {
      got.push(options ?? {})
      return answer()
    },
  }
  return { created, got, container }
}

const registration = {
  rp: { id: "secure.example", name: "Secure" },
  user: { id: bytes(4, 2), name: "ada@example.test", displayName: "Ada" },
  challenge: bytes(5),
  salt: bytes(6, 6),
}
const evaluation = {
  rpId: "secure.example",
  challenge: bytes(5),
  salt: bytes(6, 6),
  credentialIds: [bytes(1, 2)],
}
const errorOf = <E>(effect: Effect.Effect<unknown, E>): Promise<E> =>
  Effect.runPromise(Effect.flip(effect))

describe("registerPasskey", () => {
  it("asks for a discoverable, user-verified passkey with the PRF of the salt", async () => {
    const { created, container } = credentials(async () =>
      credential({ enabled: true }, attestation),
    )
    const passkey = await Effect.runPromise(registerPasskey(container, registration))
    expect(passkey).toEqual({
      credentialId: bytes(1, 2),
      prfOutput: undefined,
      clientDataJSON: bytes(7),
      attestationObject: bytes(8),
    })
    const publicKey = created[0]?.publicKey
    expect(publicKey?.rp).toEqual({ id: "secure.example", name: "Secure" })
    expect(publicKey?.authenticatorSelection).toEqual({
      residentKey: "required",
      userVerification: "required",
    })
    expect(publicKey?.extensions?.prf?.eval?.first).toEqual(bytes(6, 6))
    expect(publicKey?.pubKeyCredParams.map(({ alg }) => alg)).toEqual([-7, -257])
  })

  it("gives the PRF output when the authenticator answers at creation", async () => {
    const prf = { enabled: true, results: { first: buffer(...new Array(32).fill(3)) } }
    const { container } = credentials(async () => credential(prf, attestation))
    const passkey = await Effect.runPromise(registerPasskey(container, registration))
    expect(passkey.prfOutput).toEqual(new Uint8Array(32).fill(3))
  })

  it("an authenticator without PRF fails with prf-unsupported", async () => {
    const { container } = credentials(async () => credential(undefined, attestation))
    const error = await errorOf(registerPasskey(container, registration))
    expect(error).toMatchObject({
      _tag: "PasskeyCeremonyError",
      ceremony: "register",
      reason: "prf-unsupported",
    })
    expect(error.message).toBe("Passkey register failed: prf-unsupported")
  })

  it("a dismissed prompt fails as refused, naming the DOMException", async () => {
    const { container } = credentials(() =>
      Promise.reject(new DOMException("no", "NotAllowedError")),
    )
    const error = await errorOf(registerPasskey(container, registration))
    expect(error).toMatchObject({ reason: "refused", domError: "NotAllowedError" })
    expect(error.message).toBe("Passkey register failed: refused (NotAllowedError)")
  })

  it("no credential at all fails as no-credential", async () => {
    const { container } = credentials(async () => null)
    expect(await errorOf(registerPasskey(container, registration))).toMatchObject({
      reason: "no-credential",
    })
  })
})

describe("evaluatePrf", () => {
  it("asks the listed passkeys for the PRF of the salt with user verification, and gives the bytes", async () => {
    const prf = { results: { first: buffer(...new Array(32).fill(9)) } }
    const { got, container } = credentials(async () => credential(prf, assertion))
    const result = await Effect.runPromise(evaluatePrf(container, evaluation))
    expect(result).toEqual({
      credentialId: bytes(1, 2),
      userHandle: bytes(4, 2),
      prfOutput: new Uint8Array(32).fill(9),
      clientDataJSON: bytes(7),
      authenticatorData: bytes(9),
      signature: bytes(10),
    })
    const publicKey = got[0]?.publicKey
    expect(publicKey?.rpId).toBe("secure.example")
    expect(publicKey?.userVerification).toBe("required")
    expect(publicKey?.allowCredentials).toEqual([{ type: "public-key", id: bytes(1, 2) }])
    expect(publicKey?.extensions?.prf?.eval?.first).toEqual(bytes(6, 6))
  })

  it("a passkey that gives no PRF result fails with prf-unsupported", async () => {
    const { container } = credentials(async () => credential({}, assertion))
    expect(await errorOf(evaluatePrf(container, evaluation))).toMatchObject({
      ceremony: "evaluate",
      reason: "prf-unsupported",
    })
  })
})

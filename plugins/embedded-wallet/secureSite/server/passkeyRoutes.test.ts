// The secure site's passkey routes (issue 37's recovery) over real HTTP on PGlite, with a
// software passkey: one-time challenges, the site's origin and RP id, user verification, the
// counter, and the sealed recovery share released only to its signed-in owner after a
// verified assertion.

import { Duration } from "effect"
import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { passkeyChallengeLifetime, sealedRecoveryShareBytes } from "./passkeyRoutes"
import {
  type CeremonyContext,
  type SoftwarePasskey,
  softwarePasskey,
} from "./passkeyRoutesFixtures"
import { type SignedInUser, signInByEmailCode, useSecureSite } from "./secureSiteServerFixtures"

const sealedShare = (fill: number) =>
  Buffer.from(new Uint8Array(sealedRecoveryShareBytes).fill(fill)).toString("base64")

const serverShare = Buffer.from(new Uint8Array(33).fill(3)).toString("base64")

describe("passkey routes", () => {
  const harness = useSecureSite()
  const { request } = harness

  /** The site's own origin as the frame page runs on it: localhost (an RP id must be a domain). */
  const own = (): CeremonyContext => ({
    origin: harness.site().url.replace("//127.0.0.1:", "//localhost:"),
    rpId: "localhost",
  })

  /** Signs `email` in and makes their wallet, as a first sign-in on the frame page does. */
  const withWallet = async (email: string, key = "11"): Promise<SignedInUser> => {
    const user = await signInByEmailCode(harness, email)
    const made = await request("/v1/wallet", {
      headers: user.bearer,
      json: { address: privateKeyToAddress(`0x${key.repeat(32)}`), serverShare },
    })
    expect(made.status).toBe(200)
    return user
  }

  const registrationOptions = async (user: SignedInUser) => {
    const answer = await request("/v1/passkey/register/options", {
      method: "POST",
      headers: user.bearer,
    })
    expect(answer.status).toBe(200)
    return answer.body as { challenge: string; userHandle: string; userName: string; salt: string }
  }

  const register = async (
    user: SignedInUser,
    passkey: SoftwarePasskey,
    context: CeremonyContext = own(),
    sealed = sealedShare(9),
  ) => {
    const { challenge } = await registrationOptions(user)
    return request("/v1/passkey/register/verify", {
      headers: user.bearer,
      json: { ...passkey.register(challenge, context), sealedRecoveryShare: sealed },
    })
  }

  const authenticationOptions = (user: SignedInUser) =>
    request("/v1/passkey/authenticate/options", { method: "POST", headers: user.bearer })

  const authenticate = async (
    user: SignedInUser,
    passkey: SoftwarePasskey,
    counter: number,
    context: CeremonyContext = own(),
  ) => {
    const options = await authenticationOptions(user)
    const { challenge } = options.body as { challenge: string }
    return request("/v1/passkey/authenticate/verify", {
      headers: user.bearer,
      json: passkey.assert(challenge, { ...context, counter }),
    })
  }

  const refusal = (status: number, body: unknown) => {
    expect(status).toBe(400)
    return (body as { error: { reason: string } }).error.reason
  }

  it("registers a passkey with its sealed share, and releases that share after a verified assertion of its signed-in owner", async () => {
    const ada = await withWallet("ada@example.org")
    const options = await registrationOptions(ada)
    expect(options.userName).toBe("ada@example.org")
    expect(Buffer.from(options.userHandle, "base64url").toString("utf8")).toBe(ada.userId)
    expect(Buffer.from(options.salt, "base64url")).toHaveLength(32)
    const passkey = softwarePasskey()
    const registered = await request("/v1/passkey/register/verify", {
      headers: ada.bearer,
      json: { ...passkey.register(options.challenge, own()), sealedRecoveryShare: sealedShare(9) },
    })
    expect([registered.status, registered.body]).toEqual([
      200,
      { credentialId: passkey.credentialId },
    ])

    const authOptions = await authenticationOptions(ada)
    expect(authOptions.status).toBe(200)
    // One salt per user: the PRF input the sealed share was made with.
    expect(authOptions.body).toMatchObject({
      salt: options.salt,
      credentialIds: [passkey.credentialId],
    })
    const { challenge } = authOptions.body as { challenge: string }
    const released = await request("/v1/passkey/authenticate/verify", {
      headers: ada.bearer,
      json: passkey.assert(challenge, { ...own(), counter: 1 }),
    })
    expect([released.status, released.body]).toEqual([200, { sealedRecoveryShare: sealedShare(9) }])
  })

  it("answers 204 to a user without a passkey, and refuses a passkey before the wallet exists", async () => {
    const bob = await signInByEmailCode(harness, "bob@example.org")
    expect((await authenticationOptions(bob)).status).toBe(204)
    const early = await request("/v1/passkey/register/options", {
      method: "POST",
      headers: bob.bearer,
    })
    expect(refusal(early.status, early.body)).toBe("passkey_refused")
  })

  it("a challenge is used once: a replayed registration or assertion is refused and releases nothing", async () => {
    const ada = await withWallet("ada@example.org")
    const passkey = softwarePasskey()
    const { challenge } = await registrationOptions(ada)
    const fields = { ...passkey.register(challenge, own()), sealedRecoveryShare: sealedShare(9) }
    expect(
      (await request("/v1/passkey/register/verify", { headers: ada.bearer, json: fields })).status,
    ).toBe(200)
    const again = await request("/v1/passkey/register/verify", {
      headers: ada.bearer,
      json: fields,
    })
    expect(refusal(again.status, again.body)).toBe("passkey_refused")

    const options = await authenticationOptions(ada)
    const assertion = passkey.assert((options.body as { challenge: string }).challenge, {
      ...own(),
      counter: 1,
    })
    expect(
      (await request("/v1/passkey/authenticate/verify", { headers: ada.bearer, json: assertion }))
        .status,
    ).toBe(200)
    const replay = await request("/v1/passkey/authenticate/verify", {
      headers: ada.bearer,
      json: assertion,
    })
    expect(refusal(replay.status, replay.body)).toBe("passkey_refused")
    expect(replay.body).not.toHaveProperty("sealedRecoveryShare")
  })

  it("a challenge expires after its lifetime, and one made up by the client is refused", async () => {
    const ada = await withWallet("ada@example.org")
    const passkey = softwarePasskey()
    expect((await register(ada, passkey)).status).toBe(200)
    const options = await authenticationOptions(ada)
    harness.advance(Duration.toMillis(passkeyChallengeLifetime))
    const late = await request("/v1/passkey/authenticate/verify", {
      headers: ada.bearer,
      json: passkey.assert((options.body as { challenge: string }).challenge, {
        ...own(),
        counter: 1,
      }),
    })
    expect(refusal(late.status, late.body)).toBe("passkey_refused")
    const madeUp = await request("/v1/passkey/authenticate/verify", {
      headers: ada.bearer,
      json: passkey.assert(Buffer.from(new Uint8Array(32).fill(1)).toString("base64url"), {
        ...own(),
        counter: 2,
      }),
    })
    expect(refusal(madeUp.status, madeUp.body)).toBe("passkey_refused")
    // An unused challenge is gone once it expired and a new one is handed out.
    expect((await authenticationOptions(ada)).status).toBe(200)
    harness.advance(Duration.toMillis(passkeyChallengeLifetime))
    expect((await authenticationOptions(ada)).status).toBe(200)
    const kept = await harness.database().query("SELECT challenge FROM passkey_challenges")
    expect(kept).toHaveLength(1)
  })

  it("refuses a registration or an assertion made on another origin, for another RP id, or without user verification", async () => {
    const ada = await withWallet("ada@example.org")
    const elsewhere = { origin: "https://evil.example", rpId: "localhost" }
    const otherRp = { ...own(), rpId: "evil.example" }
    const unverified = { ...own(), verified: false }
    const why = [/origin/i, /RP ID/i, /verif/i]
    for (const [index, context] of [elsewhere, otherRp, unverified].entries()) {
      const refused = await register(ada, softwarePasskey(), context)
      expect(refusal(refused.status, refused.body)).toBe("passkey_refused")
      expect((refused.body as { error: { message: string } }).error.message).toMatch(why[index]!)
    }
    expect((await authenticationOptions(ada)).status).toBe(204)

    const passkey = softwarePasskey()
    expect((await register(ada, passkey)).status).toBe(200)
    for (const [index, context] of [elsewhere, otherRp, unverified].entries()) {
      const refused = await authenticate(ada, passkey, index + 1, context)
      expect(refusal(refused.status, refused.body)).toBe("passkey_refused")
      expect((refused.body as { error: { message: string } }).error.message).toMatch(why[index]!)
    }
    expect((await authenticate(ada, passkey, 1)).status).toBe(200)
  })

  it("releases nothing to another signed-in user presenting the owner's passkey, nor for a counter that does not grow", async () => {
    const ada = await withWallet("ada@example.org")
    const eve = await withWallet("eve@example.org", "22")
    const passkey = softwarePasskey()
    expect((await register(ada, passkey)).status).toBe(200)
    // Eve has a passkey too, so she gets a challenge; Ada's passkey still opens nothing for her.
    expect((await register(eve, softwarePasskey(), own(), sealedShare(7))).status).toBe(200)
    const stolen = await authenticate(eve, passkey, 1)
    expect(refusal(stolen.status, stolen.body)).toBe("passkey_refused")
    expect(stolen.body).not.toHaveProperty("sealedRecoveryShare")

    expect((await authenticate(ada, passkey, 5)).status).toBe(200)
    const cloned = await authenticate(ada, passkey, 5)
    expect(refusal(cloned.status, cloned.body)).toBe("passkey_refused")
    expect((await authenticate(ada, passkey, 6)).status).toBe(200)
  })

  it("needs a session: without one every passkey route is 401", async () => {
    for (const path of [
      "/v1/passkey/register/options",
      "/v1/passkey/register/verify",
      "/v1/passkey/authenticate/options",
      "/v1/passkey/authenticate/verify",
    ]) {
      expect((await request(path, { method: "POST", json: {} })).status).toBe(401)
    }
  })

  it("refuses a sealed share of the wrong length", async () => {
    const ada = await withWallet("ada@example.org")
    const short = Buffer.from(new Uint8Array(sealedRecoveryShareBytes - 1)).toString("base64")
    const refused = await register(ada, softwarePasskey(), own(), short)
    expect([refused.status, (refused.body as { error: { reason: string } }).error.reason]).toEqual([
      400,
      "invalid_body",
    ])
  })
})

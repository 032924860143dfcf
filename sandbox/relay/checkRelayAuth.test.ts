import { encodeIss, generateKeyPair, signJWT } from "@walletconnect/relay-auth"
import { describe, expect, it } from "vitest"
import { checkRelayAuth } from "./checkRelayAuth"

const now = 1_800_000_000_000
const iat = now / 1000 - 60
const relayUrl = "ws://127.0.0.1:4321"

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")

/** A JWT as core's crypto.signJWT makes it (a day long), issued a minute before `now`. */
const clientJwt = async (keyPair = generateKeyPair(), issuedAt = iat, ttl = 86_400) =>
  signJWT("a-random-session-id", relayUrl, ttl, keyPair, issuedAt)

const query = (auth?: string) =>
  new URLSearchParams({
    ...(auth === undefined ? {} : { auth }),
    projectId: "test-project",
    ua: "wc-2/js-2.25.0/node/test",
  })

/** Replaces one part of a JWT. */
const withPart = (jwt: string, index: number, part: string) =>
  jwt
    .split(".")
    .map((each, i) => (i === index ? part : each))
    .join(".")

describe("checkRelayAuth", () => {
  it("accepts a JWT signed by its issuer's key and keeps the client id (iss), aud, projectId and ua", async () => {
    const keyPair = generateKeyPair()
    expect(await checkRelayAuth(query(await clientJwt(keyPair)), now)).toEqual({
      ok: true,
      client: {
        clientId: encodeIss(keyPair.publicKey),
        audience: relayUrl,
        projectId: "test-project",
        ua: "wc-2/js-2.25.0/node/test",
      },
    })
  })

  it("refuses a connection without auth", async () => {
    expect(await checkRelayAuth(query(), now)).toEqual({
      ok: false,
      reason: "Missing auth: connect with ?auth=<JWT>",
    })
  })

  it("refuses an auth that is not three base64url parts", async () => {
    for (const auth of ["not-a-jwt", "a.b", "a.b.c.d", "a.b+c.d", "a..c"]) {
      expect(await checkRelayAuth(query(auth), now), auth).toEqual({
        ok: false,
        reason: "Malformed auth: expected a JWT of three base64url parts",
      })
    }
  })

  it("refuses a JWT whose header is not alg EdDSA, typ JWT", async () => {
    const jwt = withPart(await clientJwt(), 0, base64url({ alg: "HS256", typ: "JWT" }))
    expect(await checkRelayAuth(query(jwt), now)).toEqual({
      ok: false,
      reason: "Malformed auth: the JWT header must be alg EdDSA, typ JWT",
    })
  })

  it("refuses a JWT whose payload lacks a did:key iss, sub, aud, iat or exp", async () => {
    const jwt = await clientJwt()
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString())
    const variants = [
      { ...payload, iss: "did:web:example.com" },
      { ...payload, sub: undefined },
      { ...payload, aud: 1 },
      { ...payload, iat: "yesterday" },
      { ...payload, exp: undefined },
    ]
    for (const variant of variants) {
      expect(await checkRelayAuth(query(withPart(jwt, 1, base64url(variant))), now)).toEqual({
        ok: false,
        reason: "Malformed auth: the JWT payload needs iss (did:key), sub, aud, iat and exp",
      })
    }
  })

  it("refuses a JWT not signed by the key its iss names", async () => {
    const jwt = await clientJwt()
    const payload = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString())
    const otherIssuer = { ...payload, iss: encodeIss(generateKeyPair().publicKey) }
    const notAKey = { ...payload, iss: "did:key:z6Mk" }
    for (const variant of [otherIssuer, notAKey]) {
      expect(await checkRelayAuth(query(withPart(jwt, 1, base64url(variant))), now)).toEqual({
        ok: false,
        reason: "Invalid auth: the JWT is not signed by its issuer's key",
      })
    }
  })

  it("refuses a JWT whose exp has passed by the relay's clock", async () => {
    const jwt = await clientJwt(generateKeyPair(), iat, 60)
    expect(await checkRelayAuth(query(jwt), now)).toEqual({
      ok: false,
      reason: "Expired auth: the JWT's exp has passed",
    })
    expect((await checkRelayAuth(query(jwt), now - 1)).ok).toBe(true)
  })
})

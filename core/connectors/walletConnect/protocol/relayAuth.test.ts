// Checked against the MIT reference (@walletconnect/relay-auth, what the sandbox relay
// verifies with) and against the sandbox relay's own check.

import { hexToBytes } from "@noble/hashes/utils"
import { decodeJWT, encodeIss, verifyJWT } from "@walletconnect/relay-auth"
import { describe, expect, it } from "vitest"
import { checkRelayAuth } from "../../../../sandbox/relay/checkRelayAuth"
import {
  clientIdOf,
  generateRelayClientKey,
  generateRelaySessionId,
  signRelayAuth,
} from "./relayAuth"

const key = generateRelayClientKey()
const claims = {
  key,
  sessionId: generateRelaySessionId(),
  audience: "wss://relay.example",
  issuedAt: 1_700_000_000,
  ttlSeconds: 86_400,
}

describe("relay client auth (relay-client-auth.md)", () => {
  it("the client id is the did:key of the Ed25519 public key, as the reference encodes it", () => {
    expect(clientIdOf(key.publicKey)).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]+$/)
    expect(clientIdOf(key.publicKey)).toBe(encodeIss(hexToBytes(key.publicKey)))
  })

  it("signs a JWT whose claims are iss, sub, aud, iat, exp and act client_auth, which the reference verifies", async () => {
    const jwt = signRelayAuth(claims)
    const decoded = decodeJWT(jwt)
    expect(decoded.header).toEqual({ alg: "EdDSA", typ: "JWT" })
    expect(decoded.payload).toEqual({
      iss: clientIdOf(key.publicKey),
      sub: claims.sessionId,
      aud: "wss://relay.example",
      iat: 1_700_000_000,
      exp: 1_700_086_400,
      act: "client_auth",
    })
    expect(await verifyJWT(jwt)).toBe(true)
  })

  it("the sandbox relay accepts it while valid, names the client, and refuses it once expired or signed by another key", async () => {
    const query = (jwt: string) => new URLSearchParams({ auth: jwt, projectId: "p" })
    const jwt = signRelayAuth(claims)
    expect(await checkRelayAuth(query(jwt), 1_700_000_001_000)).toMatchObject({
      ok: true,
      client: { clientId: clientIdOf(key.publicKey), audience: "wss://relay.example" },
    })
    expect(await checkRelayAuth(query(jwt), 1_700_086_400_000)).toEqual({
      ok: false,
      reason: "Expired auth: the JWT's exp has passed",
    })
    const [header, payload] = jwt.split(".")
    const otherSignature = signRelayAuth({ ...claims, key: generateRelayClientKey() }).split(".")[2]
    expect(await checkRelayAuth(query(`${header}.${payload}.${otherSignature}`), 0)).toEqual({
      ok: false,
      reason: "Invalid auth: the JWT is not signed by its issuer's key",
    })
  })
})

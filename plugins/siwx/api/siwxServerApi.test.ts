import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import { startLocalServer } from "../../../test/localServer"
import { makeManualClock } from "../../../test/ManualClock"
import { providerApiFor } from "../../../test/providerApi"
import {
  failApiCall as failure,
  sandboxApiHarness,
  succeedApiCall as succeed,
} from "../../../test/sandboxApiHarness"
import { siwxServerApi } from "./siwxServerApi"

// The messages are the page's at dapp.example, which the project allows (issue 30 M2).
const harness = sandboxApiHarness({ projectId: "foyer-test", allowedDomains: ["dapp.example"] })
const makeServer = () => {
  const { api, clock } = harness.makeApi()
  return { server: siwxServerApi(api), clock }
}

/** A message of a fresh EOA on the first devnet with `nonce`, and its signature. */
const signIn = async (nonce: string) => {
  const signer = privateKeyToAccount(generatePrivateKey())
  const message = createSiweMessage({
    address: signer.address,
    chainId: Number(harness.devnetId().split(":")[1]),
    domain: "dapp.example",
    nonce,
    uri: "https://dapp.example/",
    version: "1",
    issuedAt: new Date(),
  })
  return { address: signer.address, message, signature: await signer.signMessage({ message }) }
}

describe("the sign-in server's operations against the sandbox over real HTTP", () => {
  it("a nonce from the server signs a message that becomes a session, listed until revoked", async () => {
    const { server, clock } = makeServer()
    const nonce = await succeed(clock, server.createNonce)
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const { address, message, signature } = await signIn(nonce)
    const session = await succeed(clock, server.createSession({ message, signature }))
    expect(session).toEqual({
      id: expect.any(String),
      address,
      caipNetworkId: harness.devnetId(),
      message,
      signature,
      issuedAt: expect.any(String),
    })
    expect(await succeed(clock, server.listSessions(address, harness.devnetId()))).toEqual([
      session,
    ])
    await succeed(clock, server.revokeSessions(address.toLowerCase(), harness.devnetId()))
    expect(await succeed(clock, server.listSessions(address, harness.devnetId()))).toEqual([])
  })

  it("a refusal is a SiwxServerRefusedError with the service's first reason: a reused nonce", async () => {
    const { server, clock } = makeServer()
    const signed = await signIn(await succeed(clock, server.createNonce))
    await succeed(clock, server.createSession(signed))
    const { error, retryDelays } = await failure(clock, server.createSession(signed))
    expect(retryDelays).toEqual([])
    expect(error).toMatchObject({
      _tag: "SiwxServerRefusedError",
      operation: "createSession",
      status: 401,
    })
    const nonce = /Nonce: (\w+)/.exec(signed.message)?.[1]
    expect(error.message).toBe(`Nonce already used: ${nonce}`)
  })

  it("a nonce the server never issued, and a malformed network id, are refused with its reasons", async () => {
    const { server, clock } = makeServer()
    const forged = await failure(clock, server.createSession(await signIn("neverIssued42")))
    expect(forged.error.message).toBe("Unknown nonce: neverIssued42 was not issued by this server")
    const listing = await failure(clock, server.listSessions(harness.alice(), "mainnet"))
    expect(listing.error).toMatchObject({
      _tag: "SiwxServerRefusedError",
      operation: "listSessions",
      status: 400,
      message: "Invalid CAIP-2 network id: mainnet",
    })
  })
})

describe("the sign-in server's refusals without a reason", () => {
  it("name the call and the status", async () => {
    const server = await startLocalServer((_req, res) => {
      res.statusCode = 404
      res.end("")
    })
    try {
      const clock = makeManualClock()
      const api = siwxServerApi(providerApiFor({ url: server.url, activeNetwork: "eip155:1" }))
      const { error } = await failure(clock, api.revokeSessions("0xabc", "eip155:1"))
      expect(error).toMatchObject({ _tag: "SiwxServerRefusedError", status: 404 })
      expect(error.message).toBe("The sign-in server refused revokeSessions with status 404")
    } finally {
      await server.close()
    }
  })
})

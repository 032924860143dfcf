import { verifyMessage } from "viem"
import { parseSiweMessage } from "viem/siwe"
import { afterEach, describe, expect, it } from "vitest"
import { farcasterRelayLimits } from "./farcasterRelayLimits"
import { sandboxFarcasterAccounts } from "./SandboxFarcasterAccount"
import { type FarcasterRelay, startFarcasterRelay, walletPagePath } from "./startFarcasterRelay"

const relayKey = "test-relay-key"
const [alice, bob] = sandboxFarcasterAccounts
if (alice === undefined || bob === undefined) throw new Error("the sandbox has two accounts")

let relays: Array<FarcasterRelay> = []
afterEach(async () => {
  await Promise.all(relays.map((relay) => relay.stop()))
  relays = []
})

/** A relay whose clock the test moves. */
const start = async () => {
  const clock = { ms: 1_000_000 }
  const relay = await startFarcasterRelay({ relayKey, now: () => clock.ms })
  relays.push(relay)
  return { relay, clock }
}

const channelRequest = { siweUri: "https://app.test/login", domain: "app.test" }

const createChannel = async (relay: FarcasterRelay, body: unknown = channelRequest) => {
  const response = await fetch(`${relay.url}/v1/channel`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const openChannel = async (relay: FarcasterRelay, body: unknown = channelRequest) => {
  const created = await createChannel(relay, body)
  expect(created.status).toBe(201)
  return created.body as { channelToken: string; url: string; nonce: string }
}

const status = async (relay: FarcasterRelay, token: string | undefined) => {
  const response = await fetch(`${relay.url}/v1/channel/status`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const authenticate = async (
  relay: FarcasterRelay,
  token: string,
  body: unknown,
  /** The relay key header's value; null: no header. */
  key: string | null = relayKey,
) => {
  const response = await fetch(`${relay.url}/v1/channel/authenticate`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      ...(key === null ? {} : { "x-farcaster-auth-relay-key": key }),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const signature = `0x${"ab".repeat(65)}`
const answer = { message: "signed message", signature, fid: alice.fid, username: alice.username }

const approve = (pageUrl: string, fid: number | string, headers: Record<string, string> = {}) =>
  fetch(pageUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ fid: String(fid) }),
  })

describe("startFarcasterRelay: the relay API", () => {
  it("creating a channel answers 201 with a random token, the wallet page's url and a new nonce", async () => {
    const { relay } = await start()
    const created = await createChannel(relay)
    expect(created.status).toBe(201)
    const { channelToken, url, nonce, connectUri } = created.body
    expect(channelToken).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(url).toBe(`${relay.url}${walletPagePath}?channelToken=${channelToken}`)
    expect(connectUri).toBe(url)
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect((await openChannel(relay)).channelToken).not.toBe(channelToken)
  })

  it("keeps the app's own nonce", async () => {
    const { relay } = await start()
    expect((await openChannel(relay, { ...channelRequest, nonce: "abcdef123456" })).nonce).toBe(
      "abcdef123456",
    )
  })

  it("a pending channel's status answers 202 with what the app asked", async () => {
    const { relay } = await start()
    const { channelToken, url, nonce } = await openChannel(relay, {
      ...channelRequest,
      requestId: "request-1",
    })
    const pending = await status(relay, channelToken)
    expect(pending.status).toBe(202)
    expect(pending.body).toEqual({
      state: "pending",
      nonce,
      url,
      signatureParams: { ...channelRequest, requestId: "request-1", nonce },
      metadata: { ip: "127.0.0.1", userAgent: "node" },
      acceptAuthAddress: false,
    })
  })

  it("authenticate completes the channel: 201, then the status answers 200 once and the channel closes", async () => {
    const { relay } = await start()
    const { channelToken, nonce } = await openChannel(relay)
    const authenticated = await authenticate(relay, channelToken, answer)
    expect(authenticated.status).toBe(201)
    expect(authenticated.body).toMatchObject({
      state: "completed",
      nonce,
      message: "signed message",
      signature,
      fid: alice.fid,
      username: alice.username,
      authMethod: "custody",
      custody: alice.custody,
      verifications: [],
    })
    const completed = await status(relay, channelToken)
    expect(completed).toEqual({ status: 200, body: authenticated.body })
    expect(await status(relay, channelToken)).toEqual({
      status: 401,
      body: { error: "Unauthorized" },
    })
  })

  it("the status of an unknown token, or of none, is refused with 401", async () => {
    const { relay } = await start()
    await openChannel(relay)
    const refused = { status: 401, body: { error: "Unauthorized" } }
    expect(await status(relay, "00000000-0000-4000-8000-000000000000")).toEqual(refused)
    expect(await status(relay, undefined)).toEqual(refused)
  })

  it("authenticate with a wrong relay key, or none, is refused with 401 and leaves the channel pending", async () => {
    const { relay } = await start()
    const { channelToken } = await openChannel(relay)
    const refused = { status: 401, body: { error: "Unauthorized" } }
    expect(await authenticate(relay, channelToken, answer, "wrong-key")).toEqual(refused)
    expect(await authenticate(relay, channelToken, answer, null)).toEqual(refused)
    expect((await status(relay, channelToken)).status).toBe(202)
  })

  it("authenticate with a wrong channel token is refused with 401", async () => {
    const { relay } = await start()
    await openChannel(relay)
    expect(await authenticate(relay, "not-a-channel", answer)).toEqual({
      status: 401,
      body: { error: "Unauthorized" },
    })
  })

  it("a channel already completed is not completed again (409)", async () => {
    const { relay } = await start()
    const { channelToken } = await openChannel(relay)
    expect((await authenticate(relay, channelToken, answer)).status).toBe(201)
    expect(
      await authenticate(relay, channelToken, { ...answer, fid: bob.fid, username: bob.username }),
    ).toEqual({ status: 409, body: { error: "The channel is already completed" } })
    expect((await status(relay, channelToken)).body.fid).toBe(alice.fid)
  })

  it("authenticate for an fid that is none of the relay's accounts is refused with 400", async () => {
    const { relay } = await start()
    const { channelToken } = await openChannel(relay)
    expect(await authenticate(relay, channelToken, { ...answer, fid: 1 })).toEqual({
      status: 400,
      body: { error: "Unknown fid 1: the sandbox relay knows its own accounts only" },
    })
  })

  it("a channel expires channelTtlMs after its creation, on the relay's clock", async () => {
    const { relay, clock } = await start()
    const { channelToken, url } = await openChannel(relay)
    clock.ms += farcasterRelayLimits.channelTtlMs - 1
    expect((await status(relay, channelToken)).status).toBe(202)
    clock.ms += 1
    expect((await status(relay, channelToken)).status).toBe(401)
    expect((await authenticate(relay, channelToken, answer)).status).toBe(401)
    expect((await fetch(url)).status).toBe(410)
  })

  it("refuses a channel request without its required fields, with a bad format or an unknown field", async () => {
    const { relay } = await start()
    expect(await createChannel(relay, { siweUri: "https://app.test/login" })).toEqual({
      status: 400,
      body: { error: "Validation error", message: expect.stringContaining("domain") },
    })
    for (const body of [
      { ...channelRequest, siweUri: "not a uri" },
      { ...channelRequest, domain: "app.test/path" },
      { ...channelRequest, expirationTime: "tomorrow" },
      { ...channelRequest, extra: true },
    ]) {
      const refused = await createChannel(relay, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.error).toBe("Validation error")
    }
  })

  it("refuses an authenticate body whose signature is not 65 bytes of hex", async () => {
    const { relay } = await start()
    const { channelToken } = await openChannel(relay)
    const refused = await authenticate(relay, channelToken, { ...answer, signature: "0x1234" })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain("signature")
  })

  it("refuses a body that is not JSON (415 for another type, 400 for bad JSON)", async () => {
    const { relay } = await start()
    const post = (contentType: string, body: string) =>
      fetch(`${relay.url}/v1/channel`, {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      })
    const asForm = await post("application/x-www-form-urlencoded", "domain=app.test")
    expect(asForm.status).toBe(415)
    const badJson = await post("application/json", "{ not json")
    expect({ status: badJson.status, body: await badJson.json() }).toEqual({
      status: 400,
      body: { error: "Validation error", message: "The body is not JSON" },
    })
  })

  it("refuses a body over maxJsonBodyBytes with 413", async () => {
    const { relay } = await start()
    const created = await createChannel(relay, {
      ...channelRequest,
      requestId: "x".repeat(farcasterRelayLimits.maxJsonBodyBytes),
    })
    expect(created).toEqual({
      status: 413,
      body: { error: `The request body exceeds ${farcasterRelayLimits.maxJsonBodyBytes} bytes` },
    })
  })

  it("answers an unknown route with 404 and a foreign Host with 403", async () => {
    const { relay } = await start()
    expect((await fetch(`${relay.url}/v2/channel`)).status).toBe(404)
    const { request } = await import("node:http")
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const call = request(`${relay.url}/v1/channel/status`, {
        headers: { host: "rebound.example:80" },
      })
      call.on("response", (response) => {
        response.resume()
        resolve(response.statusCode)
      })
      call.on("error", reject)
      call.end()
    })
    expect(status).toBe(403)
  })

  it("answers a CORS preflight of the API", async () => {
    const { relay } = await start()
    const response = await fetch(`${relay.url}/v1/channel`, { method: "OPTIONS" })
    expect(response.status).toBe(204)
    expect(response.headers.get("access-control-allow-origin")).toBe("*")
    expect(response.headers.get("access-control-allow-headers")).toBe("content-type, authorization")
  })

  it("stops, and a second stop is harmless", async () => {
    const relay = await startFarcasterRelay()
    await relay.stop()
    await relay.stop()
    await expect(fetch(`${relay.url}/healthcheck`)).rejects.toThrow()
  })
})

describe("startFarcasterRelay: the development Farcaster wallet page", () => {
  it("lists a sign-in button per account, with the app's domain and URI, under a strict policy", async () => {
    const { relay } = await start()
    const { url } = await openChannel(relay)
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect(response.headers.get("referrer-policy")).toBe("same-origin")
    const html = await response.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain("<main>\n<h1>Development Farcaster wallet</h1>")
    expect(html).toContain("<dt>Domain</dt><dd>app.test</dd>")
    expect(html).toContain("<dt>URI</dt><dd>https://app.test/login</dd>")
    expect(html).toContain(
      `<form method="post" action="${new URL(url).pathname}${new URL(url).search}">`,
    )
    expect(
      [...html.matchAll(/<button type="submit" name="fid" value="(\d+)">([^<]*)<\/button>/g)].map(
        (match) => [Number(match[1]), match[2]],
      ),
    ).toEqual(
      sandboxFarcasterAccounts.map((account) => [account.fid, `Sign in as @${account.username}`]),
    )
    expect(html).not.toMatch(/<script|<img|<link/)
  })

  it("escapes what the app sent", async () => {
    const { relay } = await start()
    const { url } = await openChannel(relay, {
      ...channelRequest,
      siweUri: 'https://app.test/login?next="<b>"',
    })
    const html = await (await fetch(url)).text()
    expect(html).toContain("<dd>https://app.test/login?next=&#34;&#60;b&#62;&#34;</dd>")
  })

  it("an unknown channel answers 404 and an expired one 410, each with a page saying so", async () => {
    const { relay, clock } = await start()
    const unknown = await fetch(`${relay.url}${walletPagePath}?channelToken=nope`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain("This relay has no such sign-in request.")
    const { url } = await openChannel(relay)
    clock.ms += farcasterRelayLimits.channelTtlMs
    const expired = await fetch(url)
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain("This sign-in request has expired.")
    expect((await approve(url, alice.fid)).status).toBe(410)
  })

  it("approving signs the SIWF message with the account's custody key and completes the channel", async () => {
    const { relay } = await start()
    const { channelToken, url, nonce } = await openChannel(relay, {
      ...channelRequest,
      requestId: "request-7",
    })
    const approved = await approve(url, alice.fid)
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain(
      '<p role="status">Signed in as @sandbox-alice. You can return to the app.</p>',
    )
    const completed = await status(relay, channelToken)
    expect(completed.status).toBe(200)
    expect(completed.body).toMatchObject({
      state: "completed",
      authMethod: "custody",
      fid: alice.fid,
      username: alice.username,
      displayName: alice.displayName,
      bio: alice.bio,
      pfpUrl: alice.pfpUrl,
      custody: alice.custody,
    })
    const message = String(completed.body.message)
    expect(parseSiweMessage(message)).toMatchObject({
      domain: "app.test",
      address: alice.custody,
      statement: "Farcaster Auth",
      uri: "https://app.test/login",
      version: "1",
      chainId: 10,
      nonce,
      requestId: "request-7",
      resources: [`farcaster://fid/${alice.fid}`],
    })
    expect(
      await verifyMessage({
        address: alice.custody,
        message,
        signature: completed.body.signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it("a second approval of a completed channel is refused with a page saying so", async () => {
    const { relay } = await start()
    const { url } = await openChannel(relay)
    expect((await approve(url, alice.fid)).status).toBe(200)
    const again = await approve(url, bob.fid)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain("This sign-in request is already approved.")
    expect((await fetch(url)).status).toBe(409)
  })

  it("an approval from another site's page, or for an unknown account, is refused", async () => {
    const { relay } = await start()
    const { channelToken, url } = await openChannel(relay)
    expect((await approve(url, alice.fid, { origin: "http://evil.example" })).status).toBe(403)
    expect((await approve(url, 1)).status).toBe(400)
    expect((await status(relay, channelToken)).status).toBe(202)
  })

  it("links back to the app's http(s) redirect URL after an approval", async () => {
    const { relay } = await start()
    const { url } = await openChannel(relay, {
      ...channelRequest,
      redirectUrl: "https://app.test/back",
    })
    expect(await (await approve(url, bob.fid)).text()).toContain(
      '<a href="https://app.test/back">Return to the app</a>',
    )
  })

  it("a channel whose parameters make no valid message is refused with a page saying so", async () => {
    const { relay } = await start()
    const { channelToken, url } = await openChannel(relay, { ...channelRequest, nonce: "short" })
    const refused = await approve(url, alice.fid)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain("Cannot build the sign-in message")
    expect((await status(relay, channelToken)).status).toBe(202)
  })
})

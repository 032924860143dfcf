// Hostile requests to the sandbox's sign-in routes over real HTTP on 127.0.0.1 (issue 30): sizes,
// grammar, replay, domains and races. No chain is read: a fresh EOA's signature verifies without
// one. Time bounds are checked as linear growth, never against the clock.
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  formatEip4361Message,
  parseEip4361Message,
} from "../../../plugins/siwx/message/eip155/eip4361Message"
import { growthRatio } from "../../../test/hostile/linearGrowth"
import { deriveDevnetAccounts, devnetMnemonic } from "../../devnet/deriveDevnetAccounts"
import { parseSiwxMessage } from "../parseSiwxMessage"
import { siwxLimits } from "../siwxLimits"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"

const projectId = "hostile-siwx"
const domain = "dapp.example"
let api: SandboxApi

beforeAll(async () => {
  api = await startSandboxApi({
    // Nothing listens at port 9: a request that reached the chain would fail loudly.
    devnets: [
      {
        chainId: 31337,
        rpcUrl: "http://127.0.0.1:9",
        accounts: deriveDevnetAccounts(devnetMnemonic, 1),
        tokens: [],
      },
    ],
    projectId,
    allowedDomains: [domain],
    log: (message) => {
      throw new Error(`the sandbox logged: ${message}`)
    },
  })
})

afterAll(async () => {
  await api?.stop()
})

const send = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(
    `${api.url}${path}${path.includes("?") ? "&" : "?"}projectId=${projectId}`,
    init,
  )
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : (JSON.parse(text) as unknown) }
}
const issueNonce = async () =>
  ((await send("/v1/siwx/nonce", { method: "POST" })).body as { nonce: string }).nonce
/** Posts a body to the session route as JSON, the content type left to `contentType`. */
const createSession = (body: unknown, contentType = "application/json") =>
  send("/v1/siwx/sessions", {
    method: "POST",
    headers: { "content-type": contentType },
    body: JSON.stringify(body),
  })
const failedBody = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})

/** A message of a fresh EOA for the sandbox's devnet, and its signature. */
const signed = async (
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  rewrite: (message: string) => string = (message) => message,
) => {
  const signer = privateKeyToAccount(generatePrivateKey())
  const message = rewrite(
    createSiweMessage({
      address: signer.address,
      chainId: 31337,
      domain,
      nonce: await issueNonce(),
      uri: `https://${domain}/`,
      version: "1",
      issuedAt: new Date(),
      ...overrides,
    }),
  )
  return { message, signature: await signer.signMessage({ message }) }
}

describe("sizes (H1: one request froze the whole sandbox)", () => {
  it("H1's request, a one-line message of 240 KB of repeated 'URI: ' sent as text/plain, is refused 413 unread, and the API answers the next request", async () => {
    const message = "URI: ".repeat(48_000)
    expect(await createSession({ message, signature: "0x01" }, "text/plain")).toEqual({
      status: 413,
      body: failedBody(
        "message",
        `The sign-in message is 240000 bytes; the sandbox reads sign-in messages of at most ${siwxLimits.maxMessageBytes} bytes`,
      ),
    })
    expect((await send("/v1/siwx/nonce", { method: "POST" })).status).toBe(200)
  })

  it(`a signature of more than ${siwxLimits.maxSignatureBytes} characters is refused 413, and the nonce stays good`, async () => {
    const { message, signature } = await signed()
    const long = `0x${"ab".repeat(siwxLimits.maxSignatureBytes / 2)}`
    expect(await createSession({ message, signature: long })).toEqual({
      status: 413,
      body: failedBody(
        "signature",
        `The signature is ${long.length} characters; the sandbox reads signatures of at most ${siwxLimits.maxSignatureBytes}`,
      ),
    })
    expect((await createSession({ message, signature })).status).toBe(200)
  })

  it("reading a message takes time linear in its length, on H1's shape and on long lines of every kind", () => {
    const header = `${domain} wants you to sign in with your Ethereum account:\n`
    const lines = `${header}0x70997970C51812dc3A010C7d01b50e0d17dc79C8\n\n`
    const after = "\nVersion: 1\nChain ID: 1\nNonce: abcdEFGH1234\nIssued At: 2026-03-01T12:00:00Z"
    const shapes: ReadonlyArray<(size: number) => string> = [
      (size) => "URI: ".repeat(size),
      (size) => `${header}${"URI: ".repeat(size)}`,
      (size) => `${"a:".repeat(size)} wants you to sign in with your Ethereum account:\n`,
      (size) => `[${"1:".repeat(size)} wants you to sign in with your Ethereum account:\n`,
      (size) => `${header}0x${"0".repeat(size)}`,
      (size) => `${lines.slice(0, -1)}${"a ".repeat(size)}\n\nURI: https://x/${after}`,
      (size) => `${lines}URI: https://${"a:".repeat(size)}${after}`,
      (size) => `${lines}URI: https://x/${"%4".repeat(size)}${after}`,
      (size) => `${lines}URI: https://x/${after}\nResources:\n${"- https://x/\n".repeat(size)}x`,
      (size) => "\n".repeat(size),
    ]
    for (const shape of shapes) {
      // Below the size limit, as the server reads it; beyond it, as the kit reads a text.
      expect(growthRatio({ input: shape, run: parseSiwxMessage, size: 300 })).toBeLessThan(40)
      expect(growthRatio({ input: shape, run: parseEip4361Message, size: 4_000 })).toBeLessThan(40)
    }
  })
})

describe("grammar (L10: the server and the kit read a text alike)", () => {
  it.each([
    ["a lower-case address", (m: string, a: string) => m.replace(a, a.toLowerCase()), 2],
    ["a NUL in the statement", (m: string) => m.replace("Sign in", "Sign\u0000in"), 4],
    [
      "two URI lines",
      (m: string) => m.replace("\nVersion:", "\nURI: https://evil.example/\nVersion:"),
      7,
    ],
    ["an extra last line", (m: string) => `${m}\nAdmin: true`, 11],
  ])("%s is refused 400 naming its line, and the nonce stays good", async (_, rewrite, line) => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const nonce = await issueNonce()
    const message = createSiweMessage({
      address: signer.address,
      chainId: 31337,
      domain,
      nonce,
      uri: `https://${domain}/`,
      version: "1",
      issuedAt: new Date(),
      statement: "Sign in",
    })
    const bent = rewrite(message, signer.address)
    const answer = await createSession({
      message: bent,
      signature: await signer.signMessage({ message: bent }),
    })
    expect(answer).toMatchObject({ status: 400, body: { reasons: [{ field: "message" }] } })
    expect(JSON.stringify(answer.body)).toContain(`Invalid sign-in message (line ${line}): `)
    const intact = await createSession({
      message,
      signature: await signer.signMessage({ message }),
    })
    expect(intact.status).toBe(200)
  })
})

describe("domains (M2: a message for another site's page must not become a session)", () => {
  const refusedFor = (field: string, description: string) => ({
    status: 403,
    body: failedBody(field, description),
  })

  it("a message for a domain the project does not allow is refused 403, and the nonce stays good for its own page", async () => {
    const nonce = await issueNonce()
    const foreign = await signed({ domain: "evil.example", uri: "https://evil.example/", nonce })
    expect(await createSession(foreign)).toEqual(
      refusedFor(
        "domain",
        "Domain not allowed: the sign-in message is for 'evil.example', and the sandbox allows sign-ins only for dapp.example",
      ),
    )
    expect((await createSession(await signed({ nonce }))).status).toBe(200)
  })

  it.each([
    ["on another port", "dapp.example:8080", "https://dapp.example:8080/"],
    ["with user info", "visitor@dapp.example", "https://dapp.example/"],
    ["that only begins with it", "dapp.example.evil.example", "https://dapp.example.evil.example/"],
  ])("a domain %s is not the allowed one", async (_, domain, uri) => {
    // viem writes no user info in a domain, which EIP-4361 allows: the header is written here.
    const header = (message: string) => message.replace(/^[^ ]+/, domain)
    const answer = await createSession(await signed({ uri }, header))
    expect(answer).toMatchObject({ status: 403, body: { reasons: [{ field: "domain" }] } })
  })

  it.each([
    ["another site's page", "https://evil.example/"],
    ["another port", "https://dapp.example:8443/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a URN", "urn:dapp.example"],
  ])("a URI on %s is refused 403", async (_, uri) => {
    expect(await createSession(await signed({ uri }))).toEqual(
      refusedFor(
        "uri",
        `The sign-in message's URI '${uri}' is not an http or https URL on its domain 'dapp.example'`,
      ),
    )
  })

  it("a scheme other than http or https is refused 403; an https one on the domain is taken", async () => {
    const withScheme = (scheme: string) => (message: string) => `${scheme}://${message}`
    expect(await createSession(await signed({}, withScheme("javascript")))).toEqual(
      refusedFor("scheme", "The sign-in message's scheme 'javascript' is not http or https"),
    )
    expect((await createSession(await signed({}, withScheme("https")))).status).toBe(200)
  })

  /** A message of a fresh EOA for `domain` and `uri`, written by the kit, posted to `url`. */
  const postTo = async (url: string, domain: string, uri: string) => {
    const nonce = await fetch(`${url}/v1/siwx/nonce?projectId=p`, { method: "POST" })
    const signer = privateKeyToAccount(generatePrivateKey())
    const message = formatEip4361Message({
      accountAddress: signer.address,
      chainId: "eip155:31337",
      domain,
      nonce: ((await nonce.json()) as { nonce: string }).nonce,
      uri,
      version: "1",
      issuedAt: new Date().toISOString(),
    })
    const signature = await signer.signMessage({ message })
    const answer = await fetch(`${url}/v1/siwx/sessions?projectId=p`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message, signature }),
    })
    return { status: answer.status, body: await answer.json() }
  }
  /** Runs `work` on a sandbox API of its own, started with `allowedDomains` (or without). */
  const onOwnApi = async (
    allowedDomains: ReadonlyArray<string> | undefined,
    work: (own: SandboxApi) => Promise<void>,
  ) => {
    const own = await startSandboxApi({
      devnets: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:9", accounts: [], tokens: [] }],
      ...(allowedDomains === undefined ? {} : { allowedDomains }),
    })
    try {
      await work(own)
    } finally {
      await own.stop()
    }
  }

  it("a domain allowed once the sandbox runs (a page's server started after it) is taken from then on", async () => {
    await onOwnApi([], async (own) => {
      const page = ["127.0.0.1:4173", "http://127.0.0.1:4173/?siwx=required"] as const
      expect(await postTo(own.url, ...page)).toEqual({
        status: 403,
        body: failedBody(
          "domain",
          "Domain not allowed: the sign-in message is for '127.0.0.1:4173', and the sandbox allows sign-ins for no domain yet",
        ),
      })
      own.allowDomain("127.0.0.1:4173")
      expect((await postTo(own.url, ...page)).status).toBe(200)
      expect((await postTo(own.url, "127.0.0.1:4174", "http://127.0.0.1:4174/")).status).toBe(403)
    })
  })

  it("a sandbox started without allowedDomains takes loopback pages on any port, and nothing else", async () => {
    await onOwnApi(undefined, async (own) => {
      expect((await postTo(own.url, "127.0.0.1:5173", "http://127.0.0.1:5173/")).status).toBe(200)
      expect((await postTo(own.url, "localhost:3000", "http://localhost:3000/app")).status).toBe(
        200,
      )
      expect((await postTo(own.url, "[::1]:8080", "http://[::1]:8080/")).status).toBe(200)
      expect(await postTo(own.url, "dapp.example", "https://dapp.example/")).toEqual({
        status: 403,
        body: failedBody(
          "domain",
          "Domain not allowed: the sign-in message is for 'dapp.example', and the sandbox allows sign-ins only for localhost:*, 127.0.0.1:*, [::1]:*",
        ),
      })
    })
  })
})

describe("replay and races", () => {
  const sessionsOf = async (message: string) => {
    const address = /\n(0x[0-9a-fA-F]{40})\n/.exec(message)?.[1] ?? ""
    return send(`/v1/siwx/sessions?address=${address}&caipNetworkId=eip155:31337`)
  }

  it("a signed message replayed, as it is or under another project, creates no second session", async () => {
    const first = await signed()
    expect((await createSession(first)).status).toBe(200)
    const nonce = /\nNonce: (\w+)\n/.exec(first.message)?.[1]
    expect(await createSession(first)).toEqual({
      status: 401,
      body: failedBody("nonce", `Nonce already used: ${nonce}`),
    })
    const asOther = await fetch(`${api.url}/v1/siwx/sessions?projectId=another-project`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(first),
    })
    // This sandbox takes one project id: another is refused before any nonce is looked at.
    expect(asOther.status).toBe(401)
    expect((await sessionsOf(first.message)).body).toHaveLength(1)
  })

  it("20 parallel posts of one signed message create exactly one session", async () => {
    const body = await signed()
    const answers = await Promise.all(Array.from({ length: 20 }, () => createSession(body)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array.from({ length: 19 }, () => 401),
    ])
    expect((await sessionsOf(body.message)).body).toHaveLength(1)
  })

  it("20 parallel sign-ins of one account, each with its own nonce, all hold, and the account keeps at most its limit", async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const signIn = async () => {
      const message = createSiweMessage({
        address: signer.address,
        chainId: 31337,
        domain,
        nonce: await issueNonce(),
        uri: `https://${domain}/`,
        version: "1",
        issuedAt: new Date(),
      })
      return createSession({ message, signature: await signer.signMessage({ message }) })
    }
    const answers = await Promise.all(Array.from({ length: 20 }, signIn))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const listed = await send(
      `/v1/siwx/sessions?address=${signer.address}&caipNetworkId=eip155:31337`,
    )
    expect(listed.body).toHaveLength(siwxLimits.maxSessionsPerAccount)
  })

  it("100 parallel nonce requests get 100 different nonces", async () => {
    const nonces = await Promise.all(Array.from({ length: 100 }, issueNonce))
    expect(new Set(nonces).size).toBe(100)
  })
})

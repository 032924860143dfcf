// The example backend end to end over HTTP on 127.0.0.1: the kit's side is the `SiwxStorage`
// of docs/siwx.md, word for word, and the messages are signed by a viem account as a wallet
// signs them. Imports Foyer by its package name, as a backend does.
import type { SiwxStorage } from "foyer-kit/plugins/siwx"
import { parseSiwxMessage, type SiwxSignIn, writeSiwxMessage } from "foyer-kit/plugins/siwx/server"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { spawnTypeScript, waitForExit } from "../../test/processes"
import { type SiwxServer, startSiwxServer } from "./server"

// Anvil's first two well-known test keys: plain accounts (EOA), as most visitors have.
const visitor = privateKeyToAccount(
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
)
const stranger = privateKeyToAccount(
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
)

let server: SiwxServer
let storage: SiwxStorage

/** The `SiwxStorage` of docs/siwx.md, for a backend at `api`. */
const backendStorage = (api: string): SiwxStorage => ({
  nonce: () => fetch(`${api}/auth/nonce`).then((response) => response.text()),
  add: async (signIn) => {
    const response = await fetch(`${api}/auth/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(signIn),
    })
    // A refusal rejects: the kit then shows 'Error signing message' and keeps no session.
    if (!response.ok) throw new Error((await response.json()).error)
  },
  get: (chainId, address) =>
    fetch(`${api}/auth/sessions?${new URLSearchParams({ chainId, address })}`).then((response) =>
      response.json(),
    ),
  delete: async (chainId, address) => {
    await fetch(`${api}/auth/sessions?${new URLSearchParams({ chainId, address })}`, {
      method: "DELETE",
    })
  },
})

/** A sign-in as the kit makes it: a fresh nonce from the backend, the message, the signature. */
const signInWith = async (
  account: typeof visitor,
  change: {
    readonly domain?: string
    readonly nonce?: string
    readonly signer?: typeof visitor
  } = {},
): Promise<SiwxSignIn> => {
  const issuedAt = new Date()
  const message = writeSiwxMessage({
    accountAddress: account.address,
    chainId: "eip155:1",
    domain: change.domain ?? server.site.domain,
    uri: `${server.url}/app`,
    version: "1",
    nonce: change.nonce ?? (await storage.nonce?.()) ?? "",
    statement: "Please sign with your account",
    issuedAt: issuedAt.toISOString(),
    expirationTime: new Date(issuedAt.getTime() + 3_600_000).toISOString(),
  })
  const signature = await (change.signer ?? account).signMessage({ message })
  return { fields: parseSiwxMessage(message), message, signature }
}

beforeAll(async () => {
  server = await startSiwxServer()
  storage = backendStorage(server.url)
})
afterAll(async () => {
  await server?.stop()
})

describe("the example sign-in backend (examples/siwx-server)", () => {
  it("listens on 127.0.0.1 and expects sign-ins for its own address by default", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.site).toEqual({ domain: server.url.slice("http://".length), uri: server.url })
  })

  it("verifies a signed sign-in and keeps it: listed for its address and network until signed out", async () => {
    const signIn = await signInWith(visitor)
    await storage.add(signIn)
    // Addresses are compared case-insensitively, as the kit compares them.
    expect(await storage.get("eip155:1", visitor.address.toLowerCase())).toEqual([signIn])
    expect(await storage.get("eip155:10", visitor.address)).toEqual([])
    await storage.delete("eip155:1", visitor.address)
    expect(await storage.get("eip155:1", visitor.address)).toEqual([])
  })

  it("a nonce is single use: the same signed sign-in sent again is refused", async () => {
    const signIn = await signInWith(visitor)
    await storage.add(signIn)
    await expect(storage.add(signIn)).rejects.toThrow(
      "The nonce was not issued here, is used or is stale",
    )
    await storage.delete("eip155:1", visitor.address)
  })

  it("refuses a nonce it did not issue, another site's message and another account's signature", async () => {
    await expect(storage.add(await signInWith(visitor, { nonce: "Kp3x9QwZ2mTr" }))).rejects.toThrow(
      "The nonce was not issued here, is used or is stale",
    )
    await expect(storage.add(await signInWith(visitor, { domain: "evil.test" }))).rejects.toThrow(
      `The sign-in message is for the domain 'evil.test', not '${server.site.domain}'`,
    )
    await expect(storage.add(await signInWith(visitor, { signer: stranger }))).rejects.toThrow(
      `The signature is not valid for ${visitor.address} and this message`,
    )
    expect(await storage.get("eip155:1", visitor.address)).toEqual([])
  })

  it("trusts the signed text, not the fields the browser sends beside it", async () => {
    const signIn = await signInWith(visitor)
    await storage.add({ ...signIn, fields: { ...signIn.fields, accountAddress: stranger.address } })
    expect(await storage.get("eip155:1", stranger.address)).toEqual([])
    expect(await storage.get("eip155:1", visitor.address)).toEqual([signIn])
    await storage.delete("eip155:1", visitor.address)
  })

  it("answers 400 to a body that is no sign-in and 413 to one too large to be one", async () => {
    const post = (body: string) =>
      fetch(`${server.url}/auth/sessions`, { method: "POST", body }).then(async (response) => [
        response.status,
        (await response.json()).error,
      ])
    expect(await post("{")).toEqual([400, "A sign-in is JSON with a message and a signature"])
    expect(await post(JSON.stringify({ message: "hello", signature: "0x00" }))).toEqual([
      400,
      "Invalid sign-in message (line 1): the first line must end with 'wants you to sign in with your Ethereum account:' or 'wants you to sign in with your Solana account:'",
    ])
    expect(await post("x".repeat(20_000))).toEqual([413, "The sign-in is too large"])
  })
})

describe("main.ts, the runnable backend", () => {
  // tsx compiles the example and Node loads Foyer's built entry: seconds on a busy machine.
  it("starts on the port given, prints its routes and serves nonces; Ctrl-C stops it", {
    timeout: 60_000,
  }, async () => {
    const child = spawnTypeScript(new URL("./main.ts", import.meta.url), ["--port", "0"])
    try {
      let printed = ""
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        printed += chunk
      })
      await expect
        .poll(() => printed, { timeout: 30_000 })
        .toContain("Sign-ins are accepted for the domain")
      const url = /on (http:\/\/127\.0\.0\.1:\d+) \(Ctrl-C to stop\)/.exec(printed)?.[1]
      expect(url).toBeDefined()
      expect(printed).toContain(`GET    ${url}/auth/nonce`)
      const nonce = await fetch(`${url}/auth/nonce`).then((response) => response.text())
      expect(nonce).toMatch(/^[A-Za-z0-9]{96}$/)
      child.kill("SIGINT")
      expect(await waitForExit(child.pid ?? 0)).toBe(true)
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL")
    }
  })
})

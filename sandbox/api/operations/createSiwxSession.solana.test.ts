// The sandbox's sign-in server accepts Sign-In With Solana (issue 36 item 2), over real HTTP:
// a message the kit's Solana messenger writes, signed with ed25519 as solana:signMessage signs
// (the signature in base58), becomes a session of the base58 address on the Solana devnet it
// names, with the same nonce, time-window and origin rules as an EVM sign-in; a signature by
// another key, one in another encoding and a Solana network it does not serve are refused.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { foyerSolanaDevnetCaipNetworkId } from "../../../core/chains/foyerDevnet"
import type { SiwxMessageFields } from "../../../plugins/siwx/message/SiwxMessageFields"
import { writeSiwxText } from "../../../plugins/siwx/message/siwxText"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"

const startMs = Date.parse("2026-03-01T12:00:00.000Z")
// The sandbox's clock: tests move it instead of sleeping.
let nowMs = startMs
let api: SandboxApi

beforeAll(async () => {
  api = await startSandboxApi({
    // Devnets no test reaches (nothing listens there): a Solana signature needs no node.
    devnets: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:9", accounts: [], tokens: [] }],
    solanaDevnets: [
      {
        name: "Foyer Solana Devnet",
        caipNetworkId: foyerSolanaDevnetCaipNetworkId,
        rpcUrl: "http://127.0.0.1:9",
        tokens: [],
      },
    ],
    allowedDomains: ["dapp.example"],
    now: () => new Date(nowMs),
    log: () => {},
  })
})
afterAll(() => api?.stop())

const encoder = new TextEncoder()
let seed = 0
/** A fresh ed25519 key and its Solana address. */
const newKey = () => {
  seed += 1
  const secret = Uint8Array.from({ length: 32 }, (_, i) => (seed * 7 + i) % 256)
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}

const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
/** The address with its first letter that base58 also has in the other case flipped. */
const recased = (address: string): string => {
  const at = [...address].findIndex((c) => {
    const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()
    return flipped !== c && alphabet.includes(flipped)
  })
  const c = address.charAt(at)
  const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()
  return `${address.slice(0, at)}${flipped}${address.slice(at + 1)}`
}

const send = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${api.url}${path}`, init)
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : (JSON.parse(text) as unknown) }
}
const issueNonce = async (): Promise<string> => {
  const answer = await send("/v1/siwx/nonce?projectId=p", { method: "POST" })
  return (answer.body as { nonce: string }).nonce
}
const messageFor = (
  address: string,
  nonce: string,
  overrides: Partial<SiwxMessageFields> = {},
): string =>
  String(
    writeSiwxText({
      accountAddress: address,
      chainId: foyerSolanaDevnetCaipNetworkId,
      domain: "dapp.example",
      uri: "https://dapp.example/",
      version: "1",
      nonce,
      issuedAt: new Date(nowMs).toISOString(),
      ...overrides,
    }),
  )
const signed = (secret: Uint8Array, message: string) =>
  base58.encode(ed25519.sign(encoder.encode(message), secret))
const createSession = (body: { readonly message: string; readonly signature: string }) =>
  send("/v1/siwx/sessions?projectId=p", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
const sessionsOf = (address: string, network: string = foyerSolanaDevnetCaipNetworkId) =>
  send(`/v1/siwx/sessions?projectId=p&address=${address}&caipNetworkId=${network}`)
const refused = (status: number, field: string, description: string) => ({
  status,
  body: { status: "FAILED", reasons: [{ field, description }] },
})

describe("createSiwxSession, listSiwxSessions and revokeSiwxSessions for Sign-In With Solana", () => {
  it("a Solana account's signed message creates a session, listed for its address as written on its devnet only", async () => {
    const key = newKey()
    const expirationTime = new Date(startMs + 3_600_000).toISOString()
    const message = messageFor(key.address, await issueNonce(), { expirationTime })
    const signature = signed(key.secret, message)
    const session = {
      id: expect.any(String),
      address: key.address,
      caipNetworkId: foyerSolanaDevnetCaipNetworkId,
      message,
      signature,
      issuedAt: new Date(nowMs).toISOString(),
      expirationTime,
    }
    expect(await createSession({ message, signature })).toEqual({ status: 200, body: session })
    expect(await sessionsOf(key.address)).toEqual({ status: 200, body: [session] })
    // base58 is case-sensitive: another spelling is another account (or no account at all).
    expect((await sessionsOf(recased(key.address))).body).not.toEqual([session])
    expect(await sessionsOf(key.address, "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")).toEqual({
      status: 200,
      body: [],
    })
  })

  it("revoking the account's sessions forgets them (sign-out)", async () => {
    const key = newKey()
    const message = messageFor(key.address, await issueNonce())
    expect((await createSession({ message, signature: signed(key.secret, message) })).status).toBe(
      200,
    )
    const revoke = await send(
      `/v1/siwx/sessions?projectId=p&address=${key.address}&caipNetworkId=${foyerSolanaDevnetCaipNetworkId}`,
      { method: "DELETE" },
    )
    expect(revoke.status).toBe(204)
    expect(await sessionsOf(key.address)).toEqual({ status: 200, body: [] })
  })

  it("another key's signature is refused 401 naming the address, and the nonce is left for the visitor's next try", async () => {
    const key = newKey()
    const message = messageFor(key.address, await issueNonce())
    expect(await createSession({ message, signature: signed(newKey().secret, message) })).toEqual(
      refused(
        401,
        "signature",
        `Signature validation error: the message was not signed by ${key.address}`,
      ),
    )
    expect((await createSession({ message, signature: signed(key.secret, message) })).status).toBe(
      200,
    )
  })

  it("a tampered text does not verify; a replay of a signed message is refused (the nonce is spent)", async () => {
    const key = newKey()
    const message = messageFor(key.address, await issueNonce(), { statement: "Sign in" })
    const signature = signed(key.secret, message)
    expect(
      await createSession({ message: message.replace("Sign in", "Sign up"), signature }),
    ).toEqual(
      refused(
        401,
        "signature",
        `Signature validation error: the message was not signed by ${key.address}`,
      ),
    )
    expect((await createSession({ message, signature })).status).toBe(200)
    const nonce = /Nonce: (\w+)/.exec(message)?.[1]
    expect(await createSession({ message, signature })).toEqual(
      refused(401, "nonce", `Nonce already used: ${nonce}`),
    )
  })

  it("a signature in another encoding than base58 of 64 bytes is refused 400", async () => {
    const key = newKey()
    const message = messageFor(key.address, await issueNonce())
    const bytes = ed25519.sign(encoder.encode(message), key.secret)
    for (const signature of [
      `0x${Buffer.from(bytes).toString("hex")}`,
      base58.encode(bytes.slice(1)),
    ]) {
      expect(await createSession({ message, signature })).toEqual(
        refused(
          400,
          "signature",
          "Invalid signature: expected the base58 of a 64-byte ed25519 signature",
        ),
      )
    }
  })

  it("a Solana network the sandbox does not serve is refused 400, naming every chain it serves", async () => {
    const key = newKey()
    const message = messageFor(key.address, await issueNonce(), {
      chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
    })
    expect(await createSession({ message, signature: signed(key.secret, message) })).toEqual(
      refused(
        400,
        "chainId",
        `Unsupported chain: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp (the sandbox serves eip155:31337, ${foyerSolanaDevnetCaipNetworkId})`,
      ),
    )
  })

  it("the origin and time rules hold as for EVM: another domain is 403, an expired message 401", async () => {
    const key = newKey()
    const foreign = messageFor(key.address, await issueNonce(), {
      domain: "evil.example",
      uri: "https://evil.example/",
    })
    expect(
      (await createSession({ message: foreign, signature: signed(key.secret, foreign) })).status,
    ).toBe(403)
    const expiring = messageFor(key.address, await issueNonce(), {
      expirationTime: new Date(startMs + 1_000).toISOString(),
    })
    nowMs = startMs + 1_000
    try {
      expect(
        await createSession({ message: expiring, signature: signed(key.secret, expiring) }),
      ).toEqual(
        refused(
          401,
          "expirationTime",
          `The sign-in message expired at ${new Date(startMs + 1_000).toISOString()}`,
        ),
      )
    } finally {
      nowMs = startMs
    }
  })

  it("listing on a Solana network takes a base58 address only: a 0x address there is a 400", async () => {
    expect(await sessionsOf("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toEqual(
      refused(
        400,
        "address",
        "Invalid address: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 (expected the base58 of a 32-byte Solana public key)",
      ),
    )
  })
})

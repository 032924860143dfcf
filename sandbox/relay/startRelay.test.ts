// The relay over real sockets: auth on connect, JSON-RPC errors, pings, stop; then two real
// @walletconnect/sign-client clients (a dApp and a wallet) talking through it alone.
import { once } from "node:events"
import { generateKeyPair, signJWT } from "@walletconnect/relay-auth"
import type { SessionTypes, SignClientTypes } from "@walletconnect/types"
import { getSdkError } from "@walletconnect/utils"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { WebSocket } from "ws"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { createLocalSignClient } from "../walletConnectWallet/createLocalSignClient"
import { type Relay, startRelay } from "./startRelay"

let relay: Relay

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(async () => {
  await relay?.stop()
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** A JWT as core's crypto.signJWT makes it. */
const clientJwt = (issuedAtSeconds = Math.floor(Date.now() / 1000), ttlSeconds = 86_400) =>
  signJWT("session", relay.url, ttlSeconds, generateKeyPair(), issuedAtSeconds)

/** Opens a socket; resolves with it once open, or with the HTTP answer that refused it. */
const connect = (url: string) =>
  new Promise<{ readonly socket: WebSocket } | { readonly status: number; readonly body: string }>(
    (resolve, reject) => {
      const socket = new WebSocket(url)
      socket.once("open", () => resolve({ socket }))
      socket.once("unexpected-response", (_request, response) => {
        let body = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => {
          body += chunk
        })
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
      })
      socket.once("error", reject)
    },
  )

const open = async (query: string): Promise<WebSocket> => {
  const opened = await connect(`${relay.url}/?${query}`)
  if (!("socket" in opened)) throw new Error(`refused: ${opened.status} ${opened.body}`)
  return opened.socket
}

/** Sends a frame and resolves with the next frame the relay sends back. */
const exchange = async (socket: WebSocket, frame: string): Promise<unknown> => {
  const answer = once(socket, "message")
  socket.send(frame)
  const [data] = await answer
  return JSON.parse(String(data))
}

describe("auth on connect", () => {
  it.each([
    ["no auth", () => Promise.resolve("projectId=p"), "Missing auth: connect with ?auth=<JWT>"],
    [
      "an auth that is not a JWT",
      () => Promise.resolve("auth=hello&projectId=p"),
      "Malformed auth: expected a JWT of three base64url parts",
    ],
    [
      "an expired JWT",
      async () => `auth=${await clientJwt(Math.floor(Date.now() / 1000) - 7200, 3600)}`,
      "Expired auth: the JWT's exp has passed",
    ],
  ])("refuses a connection with %s: HTTP 401 and the reason", async (_what, query, reason) => {
    expect(await connect(`${relay.url}/?${await query()}`)).toEqual({
      status: 401,
      body: `${reason}\n`,
    })
  })

  it("accepts a client with a valid JWT and lists it with its projectId", async () => {
    const jwt = await clientJwt()
    const socket = await open(`auth=${jwt}&projectId=relay-test&ua=wc-2%2Fjs-2.25.0`)
    try {
      const payload = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString())
      expect(relay.clients()).toContainEqual({
        clientId: payload.iss,
        audience: relay.url,
        projectId: "relay-test",
        ua: "wc-2/js-2.25.0",
      })
    } finally {
      socket.close()
    }
  })
})

describe("the socket", () => {
  it("answers bad JSON and unknown methods with JSON-RPC errors and keeps the connection open", async () => {
    const socket = await open(`auth=${await clientJwt()}`)
    try {
      expect(await exchange(socket, "{oops")).toEqual({
        jsonrpc: "2.0",
        id: null,
        error: { code: -32700, message: "Parse error" },
      })
      expect(
        await exchange(socket, JSON.stringify({ id: 1, jsonrpc: "2.0", method: "eth_chainId" })),
      ).toEqual({
        jsonrpc: "2.0",
        id: 1,
        error: { code: -32601, message: "Method not found: eth_chainId" },
      })
      expect(
        await exchange(
          socket,
          JSON.stringify({
            id: "2",
            jsonrpc: "2.0",
            method: "irn_subscribe",
            params: { topic: "e".repeat(64) },
          }),
        ),
      ).toEqual({ jsonrpc: "2.0", id: "2", result: expect.stringMatching(/^[0-9a-f]{64}$/) })
      expect(socket.readyState).toBe(WebSocket.OPEN)
    } finally {
      socket.close()
    }
  })

  it("answers a ping with a pong (the heartbeat WalletConnect clients rely on)", async () => {
    const socket = await open(`auth=${await clientJwt()}`)
    try {
      const pong = once(socket, "pong")
      socket.ping("beat")
      const [data] = await pong
      expect(String(data)).toBe("beat")
    } finally {
      socket.close()
    }
  })

  it("stop() closes every socket and the server", async () => {
    const own = await startRelay()
    const socket = new WebSocket(`${own.url}/?auth=${await clientJwt()}`)
    await once(socket, "open")
    const closed = once(socket, "close")
    await own.stop()
    await closed
    await expect(connect(`${own.url}/?auth=${await clientJwt()}`)).rejects.toMatchObject({
      code: "ECONNREFUSED",
    })
    await own.stop()
  })
})

describe("real WalletConnect clients through the relay", () => {
  const account = privateKeyToAccount(deriveDevnetAccounts(devnetMnemonic, 1)[0]!.privateKey)
  const metadata = (name: string) => ({
    name,
    description: `${name} in the relay test`,
    url: "http://127.0.0.1",
    icons: [],
  })
  const namespaces: SessionTypes.Namespaces = {
    eip155: {
      chains: ["eip155:31337"],
      accounts: [`eip155:31337:${account.address}`],
      methods: ["personal_sign"],
      events: ["chainChanged", "accountsChanged"],
    },
  }
  const event = <E extends SignClientTypes.Event>(
    client: {
      once: (name: E, listener: (args: SignClientTypes.EventArguments[E]) => void) => unknown
    },
    name: E,
  ) =>
    new Promise<SignClientTypes.EventArguments[E]>((resolve) => {
      client.once(name, resolve)
    })

  it("a dApp and a wallet pair, settle a session, answer personal_sign and see a disconnect, with no request leaving the machine", async () => {
    const fetches = vi.spyOn(globalThis, "fetch")
    const options = { relayUrl: relay.url, projectId: "relay-test" }
    const dapp = await createLocalSignClient({ ...options, metadata: metadata("Relay test dApp") })
    const wallet = await createLocalSignClient({
      ...options,
      metadata: metadata("Relay test wallet"),
    })
    try {
      const proposed = event(wallet.client, "session_proposal")
      const { uri, approval } = await dapp.client.connect({
        optionalNamespaces: {
          eip155: {
            chains: ["eip155:31337"],
            methods: ["personal_sign"],
            events: ["chainChanged"],
          },
        },
      })
      if (uri === undefined) throw new Error("connect() gave no URI")
      // approval() only sees a settlement that arrives after its first call: call it now.
      const settled = approval()
      await wallet.client.pair({ uri })
      const proposal = await proposed
      expect(proposal.params.proposer.metadata.name).toBe("Relay test dApp")

      const approved = await wallet.client.approve({ id: proposal.id, namespaces })
      const session = await settled
      expect([session.topic, session.namespaces, session.peer.metadata.name]).toEqual([
        approved.topic,
        namespaces,
        "Relay test wallet",
      ])

      const requested = event(wallet.client, "session_request")
      const message = "0x68656c6c6f" as const
      const signed = dapp.client.request<string>({
        topic: session.topic,
        chainId: "eip155:31337",
        request: { method: "personal_sign", params: [message, account.address] },
      })
      const request = await requested
      expect(request.params.request.params).toEqual([message, account.address])
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: "2.0", result: signature },
      })
      expect(await signed).toBe(signature)

      const deleted = event(wallet.client, "session_delete")
      await dapp.client.disconnect({
        topic: session.topic,
        reason: getSdkError("USER_DISCONNECTED"),
      })
      expect(await deleted).toEqual({ id: expect.any(Number), topic: session.topic })

      // The handshake went through the relay's shortcuts with sign-client's tags.
      const ofThisSession = relay
        .published()
        .filter((m) => m.topic === session.topic || m.topic === session.pairingTopic)
        .map((m) => [m.method, m.tag])
      expect(ofThisSession).toEqual([
        ["wc_proposeSession", 1100],
        ["wc_approveSession", 1101],
        ["wc_approveSession", 1102],
        ["irn_publish", 1103],
        ["irn_publish", 1108],
        ["irn_publish", 1109],
        ["irn_publish", 1112],
        // sign-client 2.21.8 answers wc_sessionDelete, and deletes the session (then emits
        // session_delete) only once the answer is published.
        ["irn_publish", 1113],
      ])
      expect(fetches).not.toHaveBeenCalled()
    } finally {
      await dapp.close()
      await wallet.close()
    }
  }, 30_000)
})

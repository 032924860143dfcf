import { createServer, type IncomingMessage, STATUS_CODES } from "node:http"
import type { Duplex } from "node:stream"
import { WebSocket, WebSocketServer } from "ws"
import { listen } from "../listen"
import { parseRequestTarget } from "../parseRequestTarget"
import { checkRelayAuth, type RelayClient } from "./checkRelayAuth"
import { makeRelayRouter, type PublishedRelayMessage } from "./RelayRouter"
import { relayLimits, relaySweepIntervalMs } from "./relayLimits"

/** How to start the sandbox relay. */
export interface StartRelayOptions {
  /** The interface to listen on (default 127.0.0.1). */
  readonly host?: string
  /** The port (default 0: a free one). */
  readonly port?: number
  /** The clock, in milliseconds (default Date.now): message ttl and JWT expiry use it. */
  readonly now?: () => number
}

/** A running sandbox relay. */
export interface Relay {
  /** `ws://127.0.0.1:<port>`: the `relayUrl` of WalletConnect clients. */
  readonly url: string
  /** The most recent messages the relay accepted (at most `relayLimits.publishedLogLength`), oldest first. */
  readonly published: () => ReadonlyArray<PublishedRelayMessage>
  /** The clients connected now, in the order they connected. */
  readonly clients: () => ReadonlyArray<RelayClient>
  /** Closes every socket and the server. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/**
 * How often the relay pings each client. The Node relayer of @walletconnect/core drops a
 * connection that has heard nothing for 35 s (it expects the relay's pings), so an idle
 * wallet would otherwise reconnect every 35 s.
 */
export const relayPingIntervalMs = 15_000

/**
 * The close code for a binary frame: WalletConnect's JSON-RPC travels in text frames, and
 * RFC 6455 (7.4.1) gives 1003 to an endpoint that receives a type of data it cannot accept.
 */
export const unsupportedDataCloseCode = 1003

/** Refuses a WebSocket upgrade with a plain-text HTTP answer. */
const refuseUpgrade = (socket: Duplex, status: number, reason: string) => {
  const body = `${reason}\n`
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
      "Content-Type: text/plain; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  )
}

/**
 * Starts a WalletConnect v2 relay on loopback for the sandbox: JSON-RPC over WebSocket,
 * what @walletconnect/core's relayer uses (irn_* methods, wc_proposeSession,
 * wc_approveSession), with auth JWTs checked on connect. Nothing leaves the machine.
 * @example
 * const relay = await startRelay()
 * const client = await SignClient.init({ relayUrl: relay.url, projectId, telemetryEnabled: false })
 */
export const startRelay = async (options: StartRelayOptions = {}): Promise<Relay> => {
  const host = options.host ?? "127.0.0.1"
  const now = options.now ?? Date.now
  const sockets = new Map<string, WebSocket>()
  const clients = new Map<string, RelayClient>()
  let nextConnection = 1
  let stopping = false

  const router = makeRelayRouter({
    now,
    send: (connectionId, payload) => {
      const socket = sockets.get(connectionId)
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(payload))
    },
  })
  // ws closes a connection whose frame is over maxPayload with 1009, and one whose text frame
  // is not UTF-8 with 1007; the other connections carry on.
  const wss = new WebSocketServer({ noServer: true, maxPayload: relayLimits.maxFrameBytes })

  const server = createServer((_request, response) => {
    const body = "Foyer sandbox WalletConnect relay: connect with a WebSocket.\n"
    response.writeHead(426, {
      "content-type": "text/plain; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      upgrade: "websocket",
    })
    response.end(body)
  })

  /** Completes the handshake of an authenticated client and routes its frames. */
  const accept = (request: IncomingMessage, socket: Duplex, head: Buffer, client: RelayClient) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connectionId = `connection-${nextConnection++}`
      sockets.set(connectionId, ws)
      clients.set(connectionId, client)
      router.open(connectionId, client.clientId)
      // With ws's default binaryType ("nodebuffer") a frame arrives as one Buffer.
      ws.on("message", (data: Buffer, isBinary: boolean) => {
        if (isBinary) return ws.close(unsupportedDataCloseCode, "Send JSON-RPC in text frames")
        router.receive(connectionId, data.toString("utf8"))
      })
      ws.on("close", () => {
        router.close(connectionId)
        sockets.delete(connectionId)
        clients.delete(connectionId)
      })
      // A socket error (an oversized frame, invalid UTF-8) is followed by close, which cleans up.
      ws.on("error", () => undefined)
    })
  }

  server.on("upgrade", (request, socket, head) => {
    // A client that goes away mid-handshake must not crash the server.
    socket.on("error", () => socket.destroy())
    // Parsed without throwing: an exception here, outside any handler, would end the process.
    const url = parseRequestTarget(request.url)
    if (url === undefined) {
      return refuseUpgrade(socket, 400, "Bad request target: expected /?auth=<JWT>")
    }
    // Everything from here runs in the promise chain: whatever throws (the clock included)
    // refuses this upgrade in the catch below instead of escaping the event handler.
    void Promise.resolve()
      .then(() => checkRelayAuth(url.searchParams, now()))
      .then((checked) => {
        if (!checked.ok) return refuseUpgrade(socket, 401, checked.reason)
        if (stopping) return refuseUpgrade(socket, 503, "The relay is stopping")
        accept(request, socket, head, checked.client)
      })
      // A rejection left unhandled would end the process too.
      .catch(() => refuseUpgrade(socket, 500, "The relay could not accept the connection"))
  })

  const port = await listen(server, host, options.port)

  const pinger = setInterval(() => {
    for (const socket of sockets.values()) socket.ping()
  }, relayPingIntervalMs)
  pinger.unref()
  // Expired messages of topics nobody touches again would otherwise stay until the relay stops.
  const sweeper = setInterval(router.sweep, relaySweepIntervalMs)
  sweeper.unref()

  let stopped: Promise<void> | undefined
  return {
    url: `ws://${host}:${port}`,
    published: router.published,
    clients: () => [...clients.values()],
    stop: () => {
      stopped ??= (async () => {
        stopping = true
        clearInterval(pinger)
        clearInterval(sweeper)
        const closing = [...sockets.values()].map(
          (socket) => new Promise<void>((resolve) => socket.once("close", () => resolve())),
        )
        for (const socket of sockets.values()) socket.terminate()
        await Promise.all(closing)
        await new Promise<void>((resolve) => wss.close(() => resolve()))
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error === undefined ? resolve() : reject(error)))
          server.closeAllConnections()
        })
      })()
      return stopped
    },
  }
}

import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/** A request as a local test server saw it. */
export interface SeenRequest {
  readonly method: string
  readonly url: URL
  readonly body: string
}

/** A throwaway HTTP server on 127.0.0.1 and a free port, recording what it receives. */
export interface LocalServer {
  readonly url: string
  readonly requests: ReadonlyArray<SeenRequest>
  /** Resolves once the server has received `count` requests in all. */
  readonly received: (count: number) => Promise<void>
  readonly close: () => Promise<void>
}

/**
 * Starts a local HTTP server whose answers come from `handle`; for tests of clients
 * against real HTTP without the whole sandbox.
 */
export const startLocalServer = async (
  handle: (request: SeenRequest, response: ServerResponse) => void,
): Promise<LocalServer> => {
  const requests: SeenRequest[] = []
  const waiters: Array<{ count: number; resolve: () => void }> = []
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const seen = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", "http://127.0.0.1"),
        body: Buffer.concat(chunks).toString("utf8"),
      }
      requests.push(seen)
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
      handle(seen, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Answers `status` with `body` as JSON (none when undefined), readable from any origin. */
export const answerJson = (response: ServerResponse, status: number, body?: unknown): void => {
  response.writeHead(status, {
    "content-type": "application/json",
    "access-control-allow-origin": "*",
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}

/**
 * Answers the CORS preflight a browser (and happy-dom) sends before a cross-origin API call;
 * true when `request` was one.
 */
export const answeredPreflight = (request: SeenRequest, response: ServerResponse): boolean => {
  if (request.method !== "OPTIONS") return false
  response.writeHead(204, {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, POST",
    "access-control-allow-headers": "*",
  })
  response.end()
  return true
}

/**
 * A stand-in for the provider API for the greeting plugin's tests (not part of the plugin):
 * a server on 127.0.0.1 that answers the few calls a connect makes (supported networks,
 * balance, identity) with fixed values, so a test kit's `endpoints` never reach the internet.
 */
import { once } from "node:events"
import { createServer, type ServerResponse } from "node:http"

/** A running stand-in: its base URL, and how to stop it. */
export interface TestProviderApi {
  readonly url: string
  readonly close: () => Promise<void>
}

const json = (response: ServerResponse, status: number, body?: unknown) => {
  response.writeHead(status, {
    "content-type": "application/json",
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, POST",
    "access-control-allow-headers": "*",
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export const startTestProviderApi = async (): Promise<TestProviderApi> => {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1")
    // CORS preflights, analytics and error reports: accepted, with nothing to say.
    if (request.method === "OPTIONS" || request.method === "POST") return json(response, 204)
    if (url.pathname === "/v1/supported-chains") {
      return json(response, 200, { http: ["eip155:1", "eip155:10"], ws: [] })
    }
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      const chainId = url.searchParams.get("chainId") ?? ""
      return json(response, 200, {
        balances: [
          {
            name: "Ether",
            symbol: "ETH",
            chainId,
            value: 3000,
            price: 3000,
            quantity: { decimals: "18", numeric: "1" },
            iconUrl: "",
          },
        ],
      })
    }
    if (url.pathname.startsWith("/v1/identity/")) {
      return json(response, 200, { name: null, avatar: null, resolvedAt: "2025-01-01T00:00:00Z" })
    }
    return json(response, 404, { reasons: [] })
  })
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("The server has no port")
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections()
      server.close()
      await once(server, "close")
    },
  }
}

// A tiny loopback site that mounts the social (or Farcaster) login routes, for tests: the routes
// are set per test (each with its own options), the server stays up for the file.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { Effect } from "effect"
import { afterAll, beforeAll } from "vitest"
import { listen } from "../../../../sandbox/listen"
import { stopServer } from "../../../../sandbox/pages/loopbackPage"
import type { SocialLoginRoutes } from "./socialLoginRoutes"

/** Routes as the site's login routes are: the route of a path, run to the end of its answer. */
export interface MountableRoutes {
  readonly route: (
    pathname: string,
  ) => ((request: IncomingMessage, response: ServerResponse) => Effect.Effect<void>) | undefined
}

/** The site's origin and a way to mount routes on it. */
export interface TestSite<Routes extends MountableRoutes = SocialLoginRoutes> {
  readonly origin: () => string
  readonly mount: (routes: Routes) => void
}

/** Starts the test site before the file's tests and stops it after them. */
export const useTestSite = <
  Routes extends MountableRoutes = SocialLoginRoutes,
>(): TestSite<Routes> => {
  let routes: Routes | undefined
  let origin: string | undefined
  let stop: (() => Promise<void>) | undefined
  const server: Server = createServer((request, response) => {
    const route = routes?.route(new URL(request.url ?? "/", "http://site.invalid").pathname)
    if (route === undefined) {
      response.writeHead(404).end()
      return
    }
    Effect.runPromise(route(request, response)).catch(() => response.destroy())
  })
  beforeAll(async () => {
    origin = `http://127.0.0.1:${await listen(server, "127.0.0.1")}`
    stop = stopServer(server)
  })
  afterAll(async () => {
    await stop?.()
  })
  return {
    origin: () => {
      if (origin === undefined) throw new Error("The test site listens in beforeAll.")
      return origin
    },
    mount: (next) => {
      routes = next
    },
  }
}

/** The name=value pair of a Set-Cookie header value, and its attributes in lower case. */
export const parseSetCookie = (line: string) => {
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim())
  return { pair, attributes: attributes.map((attribute) => attribute.toLowerCase()) }
}

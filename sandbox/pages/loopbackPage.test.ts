import { createServer, type IncomingMessage } from "node:http"
import { describe, expect, it } from "vitest"
import { listen } from "../listen"
import { loopbackGuard, scriptPageCsp, stopServer } from "./loopbackPage"

const requestWith = (headers: Record<string, string>) => ({ headers }) as IncomingMessage

describe("loopbackGuard", () => {
  it("serves only loopback names on its own port (DNS rebinding)", () => {
    const guard = loopbackGuard()
    guard.listening(4321)
    for (const host of ["127.0.0.1:4321", "localhost:4321", "[::1]:4321"]) {
      expect(guard.servesHost(requestWith({ host }))).toBe(true)
    }
    expect(guard.servesHost(requestWith({ host: "evil.example:4321" }))).toBe(false)
    expect(guard.servesHost(requestWith({ host: "127.0.0.1:4322" }))).toBe(false)
    expect(guard.servesHost(requestWith({}))).toBe(false)
  })

  it("serves nothing before it knows its port", () => {
    expect(loopbackGuard().servesHost(requestWith({ host: "127.0.0.1:4321" }))).toBe(false)
  })

  it("accepts a change from the page's own origin or from no browser, not from another site", () => {
    const guard = loopbackGuard()
    guard.listening(4321)
    expect(guard.acceptsOrigin(requestWith({ origin: "http://localhost:4321" }))).toBe(true)
    expect(guard.acceptsOrigin(requestWith({}))).toBe(true)
    expect(guard.acceptsOrigin(requestWith({ origin: "http://evil.example" }))).toBe(false)
    expect(guard.acceptsOrigin(requestWith({ origin: "https://127.0.0.1:4321" }))).toBe(false)
  })
})

describe("scriptPageCsp", () => {
  it("allows only the page's own script, inline styles and its own origin", () => {
    expect(scriptPageCsp).toBe(
      "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
  })
})

describe("stopServer", () => {
  it("closes the server once, however often it is called", async () => {
    const server = createServer((_, response) => response.end("ok"))
    const port = await listen(server, "127.0.0.1")
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok")
    const stop = stopServer(server)
    const first = stop()
    expect(stop()).toBe(first)
    await first
    expect(server.listening).toBe(false)
  })
})

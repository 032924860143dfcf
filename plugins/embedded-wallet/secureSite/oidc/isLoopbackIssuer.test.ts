import { describe, expect, it } from "vitest"
import { isLoopbackIssuer } from "./isLoopbackIssuer"

describe("isLoopbackIssuer", () => {
  it.each([
    ["http://127.0.0.1:4000", true],
    ["http://[::1]:4000", true],
    ["http://localhost:4000", false],
    ["http://127.0.0.1.example.com", false],
    ["http://accounts.google.com", false],
    ["https://127.0.0.1:4000", false],
    ["not a url", false],
  ])(
    "%s → %s (plain http is allowed only for the sandbox's loopback provider)",
    (issuer, loopback) => {
      expect(isLoopbackIssuer(issuer)).toBe(loopback)
    },
  )
})

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type LocalServer, startLocalServer } from "../../../test/localServer"
import { makeManualClock } from "../../../test/ManualClock"
import { providerApiFor } from "../../../test/providerApi"
import { failApiCall as failure, succeedApiCall as succeed } from "../../../test/sandboxApiHarness"
import { sessionsApi } from "./sessionsApi"

// The sandbox does not serve sessions yet (it answers 501), so a local server plays the API.
let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url.pathname === "/v1/sessions/s1") {
      res.end(JSON.stringify({ id: "s1", address: "0x1" }))
    } else if (req.url.pathname === "/v1/sessions/s1/revoke") {
      res.end("")
    } else {
      res.statusCode = 404
      res.end(JSON.stringify({ status: "FAILED", reasons: [{ field: "id", description: "gone" }] }))
    }
  })
})
afterAll(() => server.close())

const makeSessions = () =>
  sessionsApi(providerApiFor({ url: server.url, activeNetwork: "eip155:1", projectId: "p1" }))
const common = { projectId: "p1", st: "foyer", sv: "foyer-js-test" }

describe("sign-in sessions", () => {
  it("getSession answers the session the API holds", async () => {
    const session = await succeed(makeManualClock(), makeSessions().getSession("s1"))
    expect(session).toEqual({ id: "s1", address: "0x1" })
  })

  it("revokeSession posts the permission context and signature with projectId, st and sv", async () => {
    const before = server.requests.length
    await succeed(
      makeManualClock(),
      makeSessions().revokeSession("s1", { pci: "p", signature: "0x2" }),
    )
    const request = server.requests[before]!
    expect([request.method, request.url.pathname]).toEqual(["POST", "/v1/sessions/s1/revoke"])
    expect(Object.fromEntries(request.url.searchParams)).toEqual(common)
    expect(JSON.parse(request.body)).toEqual({ pci: "p", signature: "0x2" })
  })

  it("an unknown session is an ApiHttpError carrying the server's reason", async () => {
    const { error } = await failure(makeManualClock(), makeSessions().getSession("s2"))
    expect(error).toMatchObject({ _tag: "ApiHttpError", status: 404, message: "gone" })
  })
})

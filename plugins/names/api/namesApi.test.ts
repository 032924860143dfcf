import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { startLocalServer } from "../../../test/localServer"
import { makeManualClock } from "../../../test/ManualClock"
import { providerApiFor } from "../../../test/providerApi"
import {
  failApiCall as failure,
  sandboxApiHarness,
  succeedApiCall as succeed,
} from "../../../test/sandboxApiHarness"
import { namesApi } from "./namesApi"

const harness = sandboxApiHarness({ projectId: "foyer-test" })
const { alice, counting } = harness
const makeNames = (options: { readonly active?: string } = {}) => {
  const { api, clock } = harness.makeApi(options)
  return { names: namesApi(api), clock }
}

describe("name-service operations against the sandbox over real HTTP", () => {
  it("getProfileReverse and getProfileAccount read the same registry", async () => {
    const { names, clock } = makeNames()
    const records = await succeed(clock, names.getProfileReverse(alice()))
    expect(records.map((n) => n.name)).toEqual(["alice.foyer.id"])
    const record = await succeed(clock, names.getProfileAccount("alice.foyer.id"))
    expect(Option.map(record, (r) => r.name)).toEqual(Option.some("alice.foyer.id"))
    expect(await succeed(clock, names.getProfileAccount("nobody.foyer.id"))).toEqual(Option.none())
  })

  it("the names of an address are cached for 5 min (spec 9), then fetched again", async () => {
    const { names, clock } = makeNames()
    const first = await counting("getProfileReverse", () =>
      succeed(clock, names.getProfileReverse(alice())),
    )
    expect(first.requests).toBe(1)
    clock.advance(5 * 60_000 - 1)
    const cached = await counting("getProfileReverse", () =>
      succeed(clock, names.getProfileReverse(alice())),
    )
    expect(cached.requests).toBe(0)
    clock.advance(1)
    const expired = await counting("getProfileReverse", () =>
      succeed(clock, names.getProfileReverse(alice())),
    )
    expect(expired.requests).toBe(1)
  })

  it("lookups answer empty with no request on an unsupported active network", async () => {
    const { names, clock } = makeNames({ active: "eip155:1" })
    const before = harness.sandbox().api.faults.counts()
    expect(await succeed(clock, names.getProfileAccount("alice.foyer.id"))).toEqual(Option.none())
    expect(await succeed(clock, names.getProfileReverse(alice()))).toEqual([])
    expect(await succeed(clock, names.getProfileSuggestions("alice", "foyer.id"))).toEqual([])
    const after = harness.sandbox().api.faults.counts()
    for (const op of ["getProfileAccount", "getProfileReverse", "getProfileSuggestions"]) {
      expect(after[op] ?? 0).toBe(before[op] ?? 0)
    }
  })
})

describe("name-service failures (spec 8)", () => {
  it("a name-service failure carries the service's first reason description", async () => {
    const { names, clock } = makeNames()
    const { error } = await failure(clock, names.getProfileSuggestions("al_ce", "foyer.id"))
    expect(error).toMatchObject({ _tag: "NameServiceError", operation: "suggestions" })
    expect(error.message).toBe("Invalid name format: al_ce")
  })

  it("a name-service failure without a reason body uses the spec's fallback text", async () => {
    const server = await startLocalServer((req, res) => {
      const supported = req.url.pathname.includes("supported")
      res.statusCode = supported ? 200 : 404
      res.end(supported ? JSON.stringify({ http: ["eip155:1"], ws: [] }) : "")
    })
    const clock = makeManualClock()
    const names = namesApi(providerApiFor({ url: server.url, activeNetwork: "eip155:1" }))
    const { error } = await failure(clock, names.getProfileReverse("0xabc"))
    expect(error).toMatchObject({
      _tag: "NameServiceError",
      message: "Error fetching names for address",
    })
    const registering = await failure(
      clock,
      names.registerProfileAccount(
        {
          coin_type: 2147483649,
          address: "0xabc",
          message: "m",
          signature: "0x",
        },
        "ada-lovelace.foyer.id",
      ),
    )
    expect(registering.error.message).toBe("Error registering name ada-lovelace.foyer.id")
    await server.close()
  })
})

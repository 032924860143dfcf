import { describe, expect, it } from "vitest"
import { operations } from "../../core/api/generated/operations"
import { matchOperation } from "./matchOperation"

describe("matchOperation", () => {
  it("every operation of the table is found by its method and path, with its path parameters", () => {
    for (const operation of operations) {
      const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => `value-of-${name}`)
      const match = matchOperation(operation.method.toUpperCase(), path)
      expect
        .soft(match._tag === "Matched" ? match.operation.operationId : match._tag)
        .toBe(operation.operationId)
    }
  })

  it("path parameters come back decoded", () => {
    expect(matchOperation("GET", "/v1/identity/eip155%3A1%3A0xab")).toMatchObject({
      _tag: "Matched",
      operation: { operationId: "getIdentity" },
      params: { address: "eip155:1:0xab" },
    })
  })

  it("a literal path and a template of another length do not shadow each other", () => {
    expect(matchOperation("POST", "/v1/profile/account")).toMatchObject({
      operation: { operationId: "registerProfileAccount" },
    })
    expect(matchOperation("GET", "/v1/profile/account/a.foyer.id")).toMatchObject({
      operation: { operationId: "getProfileAccount" },
      params: { name: "a.foyer.id" },
    })
  })

  it("HEAD matches the GET operation of a path (it answers as GET does, without the body)", () => {
    expect(matchOperation("HEAD", "/v1/supported-chains")).toMatchObject({
      _tag: "Matched",
      operation: { operationId: "getSupportedChains" },
    })
    expect(matchOperation("HEAD", "/v1/profile/account")).toEqual({
      _tag: "MethodNotAllowed",
      allowed: ["POST"],
    })
  })

  it("a known path with another method names the allowed methods; an unknown path matches nothing", () => {
    expect(matchOperation("DELETE", "/v1/profile/account")).toEqual({
      _tag: "MethodNotAllowed",
      allowed: ["POST"],
    })
    expect(matchOperation("GET", "/v1/identity/a/b")).toEqual({ _tag: "NoOperation" })
    expect(matchOperation("GET", "/v1/identity/%E0%A4%A")).toEqual({ _tag: "NoOperation" })
  })
})

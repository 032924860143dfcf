import { describe, expect, it } from "vitest"
import { collectOperations } from "./collectOperations"
import { parseOpenApiSource } from "./OpenApiSource"

const contract = (lines: ReadonlyArray<string>) =>
  collectOperations(
    parseOpenApiSource(
      "api.yaml",
      ["openapi: 3.1.0", "info: { title: t, version: '1' }", ...lines].join("\n"),
    ),
  )

const ok = "responses: { default: { description: error } }"

describe("collectOperations", () => {
  it("lists operations in document order with method, path, server kind, feature and bodies", () => {
    const { operations, servers } = contract([
      "servers:",
      "  - url: '{apiUrl}'",
      "    variables: { apiUrl: { default: 'https://api.example' } }",
      "paths:",
      "  /v1/things:",
      "    get:",
      "      operationId: listThings",
      "      responses:",
      "        '200': { description: ok, content: { application/json: { schema: { type: array } } } }",
      "    post:",
      "      operationId: makeThing",
      "      x-foyer-feature: swap",
      "      requestBody: { content: { application/json: { schema: { type: object } } } }",
      "      responses:",
      "        '201': { description: made, content: { application/json: { schema: { type: string } } } }",
      "  /e:",
      "    servers:",
      "      - url: '{analyticsUrl}'",
      "        variables: { analyticsUrl: { default: 'https://pulse.example' } }",
      "    post:",
      "      operationId: sendEvent",
      `      ${ok}`,
    ])
    expect(operations).toEqual([
      {
        operationId: "listThings",
        method: "get",
        path: "/v1/things",
        server: "api",
        response: {
          status: "200",
          schema: { type: "array" },
          at: [
            "paths",
            "/v1/things",
            "get",
            "responses",
            "200",
            "content",
            "application/json",
            "schema",
          ],
        },
      },
      {
        operationId: "makeThing",
        method: "post",
        path: "/v1/things",
        server: "api",
        feature: "swap",
        response: {
          status: "201",
          schema: { type: "string" },
          at: [
            "paths",
            "/v1/things",
            "post",
            "responses",
            "201",
            "content",
            "application/json",
            "schema",
          ],
        },
        body: {
          schema: { type: "object" },
          at: [
            "paths",
            "/v1/things",
            "post",
            "requestBody",
            "content",
            "application/json",
            "schema",
          ],
        },
      },
      { operationId: "sendEvent", method: "post", path: "/e", server: "analytics" },
    ])
    expect(servers).toEqual([
      { kind: "api", variable: "apiUrl", defaultUrl: "https://api.example" },
      { kind: "analytics", variable: "analyticsUrl", defaultUrl: "https://pulse.example" },
    ])
  })

  it("responses and request bodies behind a $ref are followed", () => {
    const { operations } = contract([
      "paths:",
      "  /x:",
      "    post:",
      "      operationId: postX",
      "      requestBody: { $ref: '#/components/requestBodies/X' }",
      "      responses: { '200': { $ref: '#/components/responses/X' } }",
      "components:",
      "  requestBodies: { X: { content: { application/json: { schema: { type: integer } } } } }",
      "  responses: { X: { description: x, content: { application/json: { schema: { type: boolean } } } } }",
    ])
    expect(operations[0]?.body?.schema).toEqual({ type: "integer" })
    expect(operations[0]?.body?.at).toEqual([
      "components",
      "requestBodies",
      "X",
      "content",
      "application/json",
      "schema",
    ])
    expect(operations[0]?.response?.schema).toEqual({ type: "boolean" })
  })

  it("an operation without an operationId fails naming its pointer", () => {
    expect(() => contract(["paths:", "  /x:", "    get:", `      ${ok}`])).toThrow(
      "api.yaml:5:5: every operation needs a camelCase operationId (got undefined) (at #/paths/~1x/get)",
    )
  })

  it("an operationId that is not camelCase fails", () => {
    expect(() =>
      contract(["paths:", "  /x:", "    get:", "      operationId: get_x", `      ${ok}`]),
    ).toThrow('api.yaml:6:7: every operation needs a camelCase operationId (got "get_x")')
  })

  it("a duplicate operationId fails naming both operations", () => {
    expect(() =>
      contract([
        "paths:",
        "  /x:",
        "    get: { operationId: getX, responses: {} }",
        "    post: { operationId: getX, responses: {} }",
      ]),
    ).toThrow(
      'api.yaml:6:13: operationId "getX" is already used by GET /x (at #/paths/~1x/post/operationId)',
    )
  })

  it("a server url that is not one {<kind>Url} variable fails", () => {
    expect(() => contract(["servers: [{ url: 'https://api.example' }]", "paths: {}"])).toThrow(
      'api.yaml:3:13: a server url must be one variable named after its kind, such as "{apiUrl}" (at #/servers/0/url)',
    )
  })

  it("a document without servers serves every operation from the api kind", () => {
    const { operations, servers } = contract([
      "paths:",
      "  /x:",
      "    get: { operationId: getX, responses: {} }",
    ])
    expect(operations.map((o) => o.server)).toEqual(["api"])
    expect(servers).toEqual([])
  })
})

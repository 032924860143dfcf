import { describe, expect, it } from "vitest"
import { CodegenError } from "./CodegenError"
import { loadOpenApiSource, parseOpenApiSource } from "./OpenApiSource"

const failureOf = (run: () => unknown): CodegenError => {
  try {
    run()
  } catch (error) {
    if (error instanceof CodegenError) return error
    throw error
  }
  throw new Error("expected a CodegenError")
}

describe("parseOpenApiSource", () => {
  it("a YAML syntax error names the file and line:column", () => {
    const error = failureOf(() =>
      parseOpenApiSource("api.yaml", "openapi: 3.1.0\ninfo:\n  title: [unclosed\n  version: 1\n"),
    )
    expect(error.message).toBe(
      "api.yaml:4:3: YAML parse error: Flow sequence in block collection must be sufficiently indented and end with a ]",
    )
    expect({ line: error.line, column: error.column }).toEqual({ line: 4, column: 3 })
  })

  it("a duplicate key is a parse error at the duplicate", () => {
    const error = failureOf(() =>
      parseOpenApiSource("api.yaml", "openapi: 3.1.0\npaths: {}\npaths: {}\n"),
    )
    expect(error.message).toBe("api.yaml:3:1: YAML parse error: Map keys must be unique")
  })

  it("a missing openapi field is a clear error", () => {
    expect(failureOf(() => parseOpenApiSource("api.yaml", "info: {}\n")).message).toBe(
      'api.yaml: missing "openapi" field: expected an OpenAPI 3.1 document (openapi: 3.1.0)',
    )
  })

  it("an openapi field other than 3.1.x is rejected at its place", () => {
    expect(
      failureOf(() => parseOpenApiSource("api.yaml", "info: {}\nopenapi: 3.0.3\n")).message,
    ).toBe(
      'api.yaml:2:1: invalid "openapi" field "3.0.3": expected an OpenAPI 3.1 version such as "3.1.0" (at #/openapi)',
    )
    expect(failureOf(() => parseOpenApiSource("api.yaml", "openapi: 3.1\n")).message).toBe(
      'api.yaml:1:1: invalid "openapi" field 3.1: expected an OpenAPI 3.1 version such as "3.1.0" (at #/openapi)',
    )
  })

  it("a document that is not a mapping is rejected", () => {
    expect(failureOf(() => parseOpenApiSource("api.yaml", "- openapi\n")).message).toBe(
      "api.yaml:1:1: expected an OpenAPI document (a mapping) at the top level",
    )
  })

  it("locate points at the key of an entry, or the item of a list, or the deepest parent", () => {
    const source = parseOpenApiSource(
      "api.yaml",
      "openapi: 3.1.0\npaths:\n  /a:\n    get:\n      tags: [x, y]\n",
    )
    expect(source.locate(["paths", "/a", "get"])).toEqual({ line: 4, column: 5 })
    expect(source.locate(["paths", "/a", "get", "tags", 1])).toEqual({ line: 5, column: 17 })
    expect(source.locate(["paths", "/a", "post", "responses"])).toEqual({ line: 3, column: 3 })
  })
})

describe("loadOpenApiSource", () => {
  it("a missing file names the file", async () => {
    await expect(loadOpenApiSource("does/not/exist.yaml")).rejects.toThrow(
      "does/not/exist.yaml: cannot read the schema file",
    )
  })
})

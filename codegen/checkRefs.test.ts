import { describe, expect, it } from "vitest"
import { checkRefs } from "./checkRefs"
import { parseOpenApiSource } from "./OpenApiSource"

const document = (ref: string) =>
  [
    "openapi: 3.1.0",
    "info: { title: t, version: '1' }",
    "paths:",
    "  /v1/things/{id}:",
    "    get:",
    "      operationId: getThing",
    "      responses:",
    '        "200":',
    "          description: ok",
    "          content:",
    "            application/json:",
    "              schema:",
    `                $ref: "${ref}"`,
    "components:",
    "  schemas:",
    "    Thing: { type: object }",
  ].join("\n")

describe("checkRefs", () => {
  it("an unresolved $ref names the reference, its line:column and JSON pointer", () => {
    expect(() =>
      checkRefs(parseOpenApiSource("api.yaml", document("#/components/schemas/Nope"))),
    ).toThrow(
      'api.yaml:13:17: unresolved $ref "#/components/schemas/Nope" (at #/paths/~1v1~1things~1{id}/get/responses/200/content/application~1json/schema/$ref)',
    )
  })

  it("a reference to another file is rejected", () => {
    expect(() => checkRefs(parseOpenApiSource("api.yaml", document("other.yaml#/Thing")))).toThrow(
      'api.yaml:13:17: $ref "other.yaml#/Thing" is not supported: only local references (#/...) are',
    )
  })

  it("references that resolve pass, and a property named $ref is not a reference", () => {
    const source = parseOpenApiSource(
      "api.yaml",
      `${document("#/components/schemas/Thing")}\n    Odd:\n      type: object\n      properties:\n        $ref: { type: string }\n`,
    )
    expect(() => checkRefs(source)).not.toThrow()
  })
})

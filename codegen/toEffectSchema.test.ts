import { Result, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { stringify } from "yaml"
import { printCode } from "./Code"
import { emitSchemas } from "./emitSchemas"
import { generateToTempDir, type TempGeneration } from "./generateToTempDir"
import { parseOpenApiSource } from "./OpenApiSource"
import { pascalCase } from "./pascalCase"
import { toEffectSchema } from "./toEffectSchema"

const documentWith = (schemas: Record<string, unknown>) => ({
  openapi: "3.1.0",
  info: { title: "Inline", version: "1" },
  paths: {},
  components: { schemas },
})

/** The printed Effect Schema of one JSON schema; other components are defined already. */
const codeOf = (schema: unknown, others: Record<string, unknown> = {}): string => {
  const source = parseOpenApiSource(
    "inline.yaml",
    stringify(documentWith({ ...others, Subject: schema })),
  )
  const schemas = (source.document.components as { schemas: Record<string, unknown> }).schemas
  const code = toEffectSchema(schemas.Subject, ["components", "schemas", "Subject"], {
    source,
    nameOf: (key) => (key in schemas ? pascalCase(key) : undefined),
    isDefined: (key) => key !== "Subject",
    onSuspend: () => {},
  })
  return printCode(code)
}

/** The message of the error that mapping the YAML text of a document throws. */
const failureOf = (yaml: string): string => {
  const source = parseOpenApiSource("inline.yaml", yaml)
  try {
    emitSchemas(source, { operations: [], servers: [] }, "inline.yaml")
  } catch (error) {
    return (error as Error).message
  }
  throw new Error("expected the mapping to fail")
}

describe("toEffectSchema: mapping rules", () => {
  it("an object with properties is a Struct: required keys plain, the others optionalKey", () => {
    expect(
      codeOf({
        type: "object",
        required: ["id"],
        properties: { id: { type: "string" }, "content-type": { type: "string" } },
      }),
    ).toBe(
      'Schema.Struct({\n  id: Schema.String,\n  "content-type": Schema.optionalKey(Schema.String),\n})',
    )
  })

  it("additionalProperties alone is a Record of string keys", () => {
    expect(codeOf({ type: "object", additionalProperties: { type: "integer" } })).toBe(
      "Schema.Record(Schema.String, Schema.Int)",
    )
  })

  it("properties with additionalProperties are a Struct with a Record rest", () => {
    expect(
      codeOf({
        type: "object",
        properties: { bio: { type: "string" } },
        additionalProperties: true,
      }),
    ).toBe(
      [
        "Schema.StructWithRest(",
        "  Schema.Struct({",
        "    bio: Schema.optionalKey(Schema.String),",
        "  }),",
        "  [Schema.Record(Schema.String, Schema.Unknown)],",
        ")",
      ].join("\n"),
    )
  })

  it("an object without properties accepts any object; additionalProperties false an empty one", () => {
    expect(codeOf({ type: "object" })).toBe("Schema.Record(Schema.String, Schema.Unknown)")
    expect(codeOf({ type: "object", additionalProperties: false })).toBe("Schema.Struct({})")
  })

  it("an array is Schema.Array of its items (Unknown without items)", () => {
    expect(codeOf({ type: "array", items: { type: "boolean" } })).toBe(
      "Schema.Array(Schema.Boolean)",
    )
    expect(codeOf({ type: "array" })).toBe("Schema.Array(Schema.Unknown)")
  })

  it("an enum is Schema.Literals, a one-value enum Schema.Literal, and null in it NullOr", () => {
    expect(codeOf({ enum: ["in", "out", "self"] })).toBe('Schema.Literals(["in", "out", "self"])')
    expect(codeOf({ enum: ["usd"] })).toBe('Schema.Literal("usd")')
    expect(codeOf({ enum: [1, 2, null] })).toBe("Schema.NullOr(Schema.Literals([1, 2]))")
  })

  it("const is Schema.Literal (Schema.Null for null)", () => {
    expect(codeOf({ const: "FAILED" })).toBe('Schema.Literal("FAILED")')
    expect(codeOf({ const: 2 })).toBe("Schema.Literal(2)")
    expect(codeOf({ const: null })).toBe("Schema.Null")
  })

  it("oneOf and anyOf are Schema.Union; a union with a null member is NullOr", () => {
    expect(codeOf({ oneOf: [{ type: "string" }, { type: "integer" }] })).toBe(
      "Schema.Union([Schema.String, Schema.Int])",
    )
    expect(codeOf({ anyOf: [{ type: "string" }, { type: "boolean" }] })).toBe(
      "Schema.Union([Schema.String, Schema.Boolean])",
    )
    expect(
      codeOf({ oneOf: [{ $ref: "#/components/schemas/Other" }, { type: "null" }] }, { Other: {} }),
    ).toBe("Schema.NullOr(Other)")
  })

  it("a type array with null is Schema.NullOr; several types are a Union", () => {
    expect(codeOf({ type: ["string", "null"] })).toBe("Schema.NullOr(Schema.String)")
    expect(codeOf({ type: ["array", "null"], items: { type: "string" } })).toBe(
      "Schema.NullOr(Schema.Array(Schema.String))",
    )
    expect(codeOf({ type: ["string", "number"] })).toBe(
      "Schema.Union([Schema.String, Schema.Number])",
    )
    expect(codeOf({ type: "null" })).toBe("Schema.Null")
  })

  it("integer is Schema.Int; number, boolean and string map to their schemas", () => {
    expect(codeOf({ type: "integer" })).toBe("Schema.Int")
    expect(codeOf({ type: "number" })).toBe("Schema.Number")
    expect(codeOf({ type: "boolean" })).toBe("Schema.Boolean")
    expect(codeOf({ type: "string", format: "date-time" })).toBe("Schema.String")
  })

  it("an empty schema, or one without a type, is Schema.Unknown", () => {
    expect(codeOf({})).toBe("Schema.Unknown")
    expect(codeOf({ description: "anything" })).toBe("Schema.Unknown")
  })

  it("validation keywords become checks", () => {
    expect(codeOf({ type: "string", minLength: 1, maxLength: 8, pattern: "^[a-z]+$" })).toBe(
      [
        "Schema.String.check(",
        "  Schema.isMinLength(1),",
        "  Schema.isMaxLength(8),",
        '  Schema.isPattern(new RegExp("^[a-z]+$")),',
        ")",
      ].join("\n"),
    )
    expect(codeOf({ type: "integer", minimum: 0, maximum: 50 })).toBe(
      "Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(50))",
    )
    expect(codeOf({ type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 })).toBe(
      "Schema.Number.check(Schema.isGreaterThan(0), Schema.isLessThan(1))",
    )
    expect(codeOf({ type: "array", minItems: 1, maxItems: 0 })).toBe(
      "Schema.Array(Schema.Unknown).check(Schema.isMinLength(1), Schema.isMaxLength(0))",
    )
  })

  it("a property's description becomes its doc comment", () => {
    expect(
      codeOf({
        type: "object",
        properties: { next: { description: "The cursor.", type: "string" } },
      }),
    ).toBe("Schema.Struct({\n  /** The cursor. */\n  next: Schema.optionalKey(Schema.String),\n})")
  })

  it("a $ref is the PascalCase constant of the component; allOf with one member is that member", () => {
    expect(codeOf({ $ref: "#/components/schemas/token_balance" }, { token_balance: {} })).toBe(
      "TokenBalance",
    )
    expect(codeOf({ allOf: [{ $ref: "#/components/schemas/Other" }] }, { Other: {} })).toBe("Other")
  })
})

describe("emitSchemas", () => {
  it("components are emitted in dependency order, each with its type", () => {
    const source = parseOpenApiSource(
      "inline.yaml",
      stringify(
        documentWith({
          Page: {
            type: "object",
            required: ["items"],
            properties: { items: { type: "array", items: { $ref: "#/components/schemas/Item" } } },
          },
          Item: { description: "One item.", type: "string" },
        }),
      ),
    )
    expect(emitSchemas(source, { operations: [], servers: [] }, "inline.yaml")).toBe(
      [
        "// Generated by codegen from inline.yaml. Do not edit.",
        'import { Schema } from "effect"',
        "",
        "/** One item. */",
        "export const Item = Schema.String",
        "/** One item. */",
        "export type Item = typeof Item.Type",
        "",
        "/** components.schemas.Page */",
        "export const Page = Schema.Struct({",
        "  items: Schema.Array(Item),",
        "})",
        "/** components.schemas.Page */",
        "export type Page = typeof Page.Type",
        "",
      ].join("\n"),
    )
  })

  it("a reference back into a cycle is Schema.suspend, typed from ./types", () => {
    const source = parseOpenApiSource(
      "inline.yaml",
      stringify(
        documentWith({
          Tree: {
            type: "object",
            required: ["children"],
            properties: {
              children: { type: "array", items: { $ref: "#/components/schemas/Tree" } },
            },
          },
        }),
      ),
    )
    const text = emitSchemas(source, { operations: [], servers: [] }, "inline.yaml")
    expect(text).toContain('import type { components } from "./types"')
    expect(text).toContain(
      'children: Schema.Array(Schema.suspend((): Schema.Codec<components["schemas"]["Tree"]> => Tree)),',
    )
  })

  it("two components with one PascalCase name fail naming the second", () => {
    expect(
      failureOf(
        [
          "openapi: 3.1.0",
          "info: { title: t, version: '1' }",
          "paths: {}",
          "components:",
          "  schemas:",
          "    token_balance: {}",
          "    TokenBalance: {}",
        ].join("\n"),
      ),
    ).toBe(
      "inline.yaml:7:5: components.schemas.TokenBalance and components.schemas.token_balance would both be emitted as TokenBalance; rename one (at #/components/schemas/TokenBalance)",
    )
  })
})

describe("toEffectSchema: unsupported constructs fail naming the JSON pointer", () => {
  const withSchema = (lines: ReadonlyArray<string>) =>
    [
      "openapi: 3.1.0",
      "info: { title: t, version: '1' }",
      "paths: {}",
      "components:",
      "  schemas:",
      "    Thing:",
      ...lines.map((line) => `      ${line}`),
    ].join("\n")

  it("an unknown keyword", () => {
    expect(failureOf(withSchema(["type: object", "not: { type: string }"]))).toBe(
      'inline.yaml:8:7: unsupported JSON Schema keyword "not" (at #/components/schemas/Thing/not)',
    )
  })

  it("OpenAPI 3.0 nullable", () => {
    expect(failureOf(withSchema(["type: string", "nullable: true"]))).toBe(
      'inline.yaml:8:7: "nullable" is OpenAPI 3.0; write type: [<type>, "null"] instead (at #/components/schemas/Thing/nullable)',
    )
  })

  it("allOf with several members", () => {
    expect(failureOf(withSchema(["allOf: [{ type: string }, { minLength: 1 }]"]))).toBe(
      "inline.yaml:7:7: allOf is supported with exactly one member (at #/components/schemas/Thing/allOf)",
    )
  })

  it("tuple items", () => {
    expect(failureOf(withSchema(["type: array", "items: [{ type: string }]"]))).toBe(
      "inline.yaml:8:7: tuple items (a list of schemas) are not supported (at #/components/schemas/Thing/items)",
    )
  })

  it("a keyword that does not apply to the type", () => {
    expect(failureOf(withSchema(["type: string", "minimum: 1"]))).toBe(
      'inline.yaml:8:7: "minimum" applies to number or integer schemas; add that type (at #/components/schemas/Thing/minimum)',
    )
  })

  it("a required property missing from properties, deep inside", () => {
    expect(
      failureOf(
        withSchema([
          "type: object",
          "properties:",
          "  inner:",
          "    type: object",
          "    required: [id]",
          "    properties: {}",
        ]),
      ),
    ).toBe(
      'inline.yaml:11:22: required property "id" is not in properties (at #/components/schemas/Thing/properties/inner/required/0)',
    )
  })

  it("a $ref that does not name a component schema", () => {
    expect(failureOf(withSchema(["$ref: '#/components/schemas/Thing/properties'"]))).toBe(
      'inline.yaml:7:7: $ref "#/components/schemas/Thing/properties" must point at #/components/schemas/<name> (at #/components/schemas/Thing/$ref)',
    )
  })

  it("a $ref with sibling keywords", () => {
    expect(failureOf(withSchema(["$ref: '#/components/schemas/Thing'", "type: string"]))).toBe(
      'inline.yaml:8:7: "$ref" cannot be combined with "type" (at #/components/schemas/Thing/type)',
    )
  })
})

describe("generated schemas decode at runtime", () => {
  let generation: TempGeneration
  let schemas: Record<string, unknown>

  beforeAll(async () => {
    generation = await generateToTempDir({
      document: documentWith({
        Direction: { enum: ["in", "out", "self"] },
        Status: { const: "FAILED" },
        Tree: {
          type: "object",
          required: ["value", "children"],
          properties: {
            value: { type: "integer", minimum: 0 },
            label: { type: ["string", "null"] },
            children: { type: "array", items: { $ref: "#/components/schemas/Tree" } },
          },
        },
        Attributes: {
          type: "object",
          properties: { bio: { type: "string" } },
          additionalProperties: { type: "string" },
        },
        IdOrName: { oneOf: [{ type: "integer" }, { type: "string", pattern: "^[a-z]+$" }] },
        Tags: { type: "array", items: { type: "string" }, minItems: 1 },
        Anything: {},
      }),
    })
    schemas = await generation.load("schemas.ts")
  }, 30_000)

  afterAll(() => generation.remove())

  const accepts = (name: string, value: unknown): boolean => {
    const schema = schemas[name] as Schema.Codec<unknown>
    return Result.isSuccess(Schema.decodeUnknownResult(schema)(value))
  }

  it("enum and const accept only their values", () => {
    expect(accepts("Direction", "self")).toBe(true)
    expect(accepts("Direction", "sideways")).toBe(false)
    expect(accepts("Status", "FAILED")).toBe(true)
    expect(accepts("Status", "OK")).toBe(false)
  })

  it("a recursive struct decodes nested values and rejects a bad leaf", () => {
    const tree = { value: 1, label: null, children: [{ value: 2, children: [] }] }
    expect(accepts("Tree", tree)).toBe(true)
    expect(accepts("Tree", { value: 1, children: [{ value: 2.5, children: [] }] })).toBe(false)
    expect(accepts("Tree", { value: -1, children: [] })).toBe(false)
    expect(accepts("Tree", { value: 1 })).toBe(false)
  })

  it("a struct with a record rest types the extra keys", () => {
    expect(accepts("Attributes", { bio: "hi", twitter: "@x" })).toBe(true)
    expect(accepts("Attributes", { bio: "hi", age: 3 })).toBe(false)
  })

  it("a union accepts any member and checks hold", () => {
    expect(accepts("IdOrName", 7)).toBe(true)
    expect(accepts("IdOrName", "alice")).toBe(true)
    expect(accepts("IdOrName", "Alice")).toBe(false)
    expect(accepts("Tags", ["a"])).toBe(true)
    expect(accepts("Tags", [])).toBe(false)
    expect(accepts("Anything", { any: ["thing"] })).toBe(true)
  })
})

import { type Code, call, list, literal, method, object, raw, thunk } from "./Code"
import { type JsonPath, parseLocalRef } from "./JsonPointer"
import type { OpenApiSource } from "./OpenApiSource"

/** What the mapping needs to know about the rest of the document. */
export interface SchemaContext {
  readonly source: OpenApiSource
  /** The emitted (PascalCase) name of a component schema, by its key under components.schemas. */
  readonly nameOf: (componentKey: string) => string | undefined
  /** Whether the component's constant is defined above the code being emitted. */
  readonly isDefined: (componentKey: string) => boolean
  /** Told when a reference is suspended, since the suspension is typed from `./types`. */
  readonly onSuspend: () => void
}

type SchemaObject = Readonly<Record<string, unknown>>

/** Keywords that document a schema and do not change what it accepts. */
const annotationKeywords = new Set([
  "title",
  "description",
  "example",
  "examples",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "format",
  "externalDocs",
  "$comment",
  "xml",
  "contentMediaType",
  "contentEncoding",
])

/** Keywords the generator maps, and the types each one applies to. */
const keywordTypes: Readonly<Record<string, ReadonlyArray<string>>> = {
  properties: ["object"],
  required: ["object"],
  additionalProperties: ["object"],
  items: ["array"],
  minItems: ["array"],
  maxItems: ["array"],
  minLength: ["string"],
  maxLength: ["string"],
  pattern: ["string"],
  minimum: ["number", "integer"],
  maximum: ["number", "integer"],
  exclusiveMinimum: ["number", "integer"],
  exclusiveMaximum: ["number", "integer"],
}

const compositionKeywords = ["$ref", "allOf", "oneOf", "anyOf", "enum", "const", "type"] as const
const jsonTypes = new Set(["string", "number", "integer", "boolean", "object", "array", "null"])

const isRecord = (value: unknown): value is SchemaObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isPrimitive = (value: unknown): value is string | number | boolean | null =>
  value === null || ["string", "number", "boolean"].includes(typeof value)

/** The keywords of a schema that change what it accepts. */
const structuralKeys = (schema: SchemaObject): ReadonlyArray<string> =>
  Object.keys(schema).filter((key) => !annotationKeywords.has(key) && !key.startsWith("x-"))

/**
 * Maps one JSON Schema (OpenAPI 3.1) to the code of an Effect Schema. Unsupported
 * constructs fail with a CodegenError naming their JSON pointer.
 */
export const toEffectSchema = (schema: unknown, at: JsonPath, ctx: SchemaContext): Code => {
  const fail = (path: JsonPath, reason: string) => ctx.source.errorAt(path, reason)
  if (schema === true) return raw("Schema.Unknown")
  if (!isRecord(schema)) {
    throw fail(at, "a schema must be an object (or true)")
  }
  const keys = structuralKeys(schema)
  for (const key of keys) {
    if (key === "nullable") {
      throw fail([...at, key], '"nullable" is OpenAPI 3.0; write type: [<type>, "null"] instead')
    }
    if (!(key in keywordTypes) && !(compositionKeywords as ReadonlyArray<string>).includes(key)) {
      throw fail([...at, key], `unsupported JSON Schema keyword "${key}"`)
    }
  }
  const alone = (keyword: string, allowed: ReadonlyArray<string> = []) => {
    const others = keys.filter((key) => key !== keyword && !allowed.includes(key))
    if (others.length > 0) {
      throw fail(
        [...at, others[0] ?? keyword],
        `"${keyword}" cannot be combined with "${others.join('", "')}"`,
      )
    }
  }

  if ("$ref" in schema) {
    alone("$ref")
    return reference(schema.$ref, [...at, "$ref"], ctx)
  }
  if ("allOf" in schema) {
    alone("allOf")
    const members = schema.allOf
    if (!Array.isArray(members) || members.length !== 1) {
      throw fail([...at, "allOf"], "allOf is supported with exactly one member")
    }
    return toEffectSchema(members[0], [...at, "allOf", 0], ctx)
  }
  for (const keyword of ["oneOf", "anyOf"] as const) {
    if (keyword in schema) {
      alone(keyword)
      return union(schema[keyword], [...at, keyword], ctx)
    }
  }
  if ("enum" in schema) {
    alone("enum", ["type"])
    return literals(schema, at, ctx)
  }
  if ("const" in schema) {
    alone("const", ["type"])
    const value = schema.const
    if (!isPrimitive(value))
      throw fail([...at, "const"], "const must be a string, number, boolean or null")
    return value === null ? raw("Schema.Null") : call("Schema.Literal", literal(value))
  }
  return typed(schema, at, ctx)
}

const reference = (ref: unknown, at: JsonPath, ctx: SchemaContext): Code => {
  const path = typeof ref === "string" ? parseLocalRef(ref) : undefined
  const key = path?.[2]
  if (
    path?.length !== 3 ||
    path[0] !== "components" ||
    path[1] !== "schemas" ||
    key === undefined
  ) {
    throw ctx.source.errorAt(
      at,
      `$ref ${JSON.stringify(ref)} must point at #/components/schemas/<name>`,
    )
  }
  const name = ctx.nameOf(String(key))
  if (name === undefined) throw ctx.source.errorAt(at, `unresolved $ref ${JSON.stringify(ref)}`)
  if (ctx.isDefined(String(key))) return raw(name)
  // A reference back into a cycle: defer it, and type the thunk from the generated types
  // since TypeScript cannot infer a constant that refers to itself.
  ctx.onSuspend()
  return call(
    "Schema.suspend",
    thunk(`Schema.Codec<components["schemas"][${JSON.stringify(String(key))}]>`, raw(name)),
  )
}

const isNullSchema = (schema: unknown): boolean =>
  isRecord(schema) && schema.type === "null" && structuralKeys(schema).length === 1

const union = (members: unknown, at: JsonPath, ctx: SchemaContext): Code => {
  if (!Array.isArray(members) || members.length === 0) {
    throw ctx.source.errorAt(at, "must be a non-empty list of schemas")
  }
  const nullIndex = members.findIndex(isNullSchema)
  if (members.length === 2 && nullIndex !== -1) {
    const otherIndex = 1 - nullIndex
    return call("Schema.NullOr", toEffectSchema(members[otherIndex], [...at, otherIndex], ctx))
  }
  if (members.length === 1) return toEffectSchema(members[0], [...at, 0], ctx)
  return call(
    "Schema.Union",
    list(members.map((member, index) => toEffectSchema(member, [...at, index], ctx))),
  )
}

const literals = (schema: SchemaObject, at: JsonPath, ctx: SchemaContext): Code => {
  const values = schema.enum
  if (!Array.isArray(values) || values.length === 0 || !values.every(isPrimitive)) {
    throw ctx.source.errorAt(
      [...at, "enum"],
      "enum must be a non-empty list of strings, numbers, booleans or null",
    )
  }
  if (new Set(values).size !== values.length) {
    throw ctx.source.errorAt([...at, "enum"], "enum values must be unique")
  }
  const nonNull = values.filter((value) => value !== null)
  const base =
    nonNull.length === 0
      ? raw("Schema.Null")
      : nonNull.length === 1
        ? call("Schema.Literal", literal(nonNull[0] ?? null))
        : call("Schema.Literals", list(nonNull.map(literal)))
  return nonNull.length < values.length && nonNull.length > 0 ? call("Schema.NullOr", base) : base
}

const typesOf = (schema: SchemaObject, at: JsonPath, ctx: SchemaContext): ReadonlyArray<string> => {
  const type = schema.type
  if (type === undefined) {
    // Untyped schemas with object or array keywords are objects or arrays.
    if ("properties" in schema || "additionalProperties" in schema || "required" in schema)
      return ["object"]
    if ("items" in schema || "minItems" in schema || "maxItems" in schema) return ["array"]
    return []
  }
  const types = Array.isArray(type) ? type : [type]
  if (types.length === 0) throw ctx.source.errorAt([...at, "type"], "type must not be empty")
  for (const t of types) {
    if (typeof t !== "string" || !jsonTypes.has(t)) {
      throw ctx.source.errorAt([...at, "type"], `unknown type ${JSON.stringify(t)}`)
    }
  }
  if (new Set(types).size !== types.length) {
    throw ctx.source.errorAt([...at, "type"], "type lists a type twice")
  }
  return types as ReadonlyArray<string>
}

const typed = (schema: SchemaObject, at: JsonPath, ctx: SchemaContext): Code => {
  const types = typesOf(schema, at, ctx)
  for (const [keyword, applies] of Object.entries(keywordTypes)) {
    if (keyword in schema && !types.some((t) => applies.includes(t))) {
      throw ctx.source.errorAt(
        [...at, keyword],
        `"${keyword}" applies to ${applies.join(" or ")} schemas; add that type`,
      )
    }
  }
  if (types.length === 0) return raw("Schema.Unknown")
  const nonNull = types.filter((t) => t !== "null")
  if (nonNull.length === 0) return raw("Schema.Null")
  const members = nonNull.map((t) => single(t, schema, at, ctx))
  const base =
    members.length === 1 && members[0] !== undefined
      ? members[0]
      : call("Schema.Union", list(members))
  return nonNull.length < types.length ? call("Schema.NullOr", base) : base
}

const withChecks = (base: Code, checks: ReadonlyArray<Code>): Code =>
  checks.length === 0 ? base : method(base, "check", ...checks)

const numberKeyword = (schema: SchemaObject, keyword: string, at: JsonPath, ctx: SchemaContext) => {
  const value = schema[keyword]
  if (value === undefined) return undefined
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw ctx.source.errorAt([...at, keyword], `${keyword} must be a number`)
  }
  return value
}

const countKeyword = (schema: SchemaObject, keyword: string, at: JsonPath, ctx: SchemaContext) => {
  const value = numberKeyword(schema, keyword, at, ctx)
  if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
    throw ctx.source.errorAt([...at, keyword], `${keyword} must be a non-negative integer`)
  }
  return value
}

const lengthChecks = (
  schema: SchemaObject,
  min: string,
  max: string,
  at: JsonPath,
  ctx: SchemaContext,
): ReadonlyArray<Code> => {
  const checks: Array<Code> = []
  const minimum = countKeyword(schema, min, at, ctx)
  const maximum = countKeyword(schema, max, at, ctx)
  if (minimum !== undefined) checks.push(call("Schema.isMinLength", literal(minimum)))
  if (maximum !== undefined) checks.push(call("Schema.isMaxLength", literal(maximum)))
  return checks
}

const single = (type: string, schema: SchemaObject, at: JsonPath, ctx: SchemaContext): Code => {
  switch (type) {
    case "string": {
      const checks = [...lengthChecks(schema, "minLength", "maxLength", at, ctx)]
      const pattern = schema.pattern
      if (pattern !== undefined) {
        if (typeof pattern !== "string")
          throw ctx.source.errorAt([...at, "pattern"], "pattern must be a string")
        try {
          new RegExp(pattern)
        } catch (cause) {
          throw ctx.source.errorAt(
            [...at, "pattern"],
            `invalid pattern: ${(cause as Error).message}`,
          )
        }
        checks.push(call("Schema.isPattern", call("new RegExp", literal(pattern))))
      }
      return withChecks(raw("Schema.String"), checks)
    }
    case "number":
    case "integer": {
      const checks: Array<Code> = []
      const bounds = [
        ["minimum", "Schema.isGreaterThanOrEqualTo"],
        ["maximum", "Schema.isLessThanOrEqualTo"],
        ["exclusiveMinimum", "Schema.isGreaterThan"],
        ["exclusiveMaximum", "Schema.isLessThan"],
      ] as const
      for (const [keyword, check] of bounds) {
        const value = numberKeyword(schema, keyword, at, ctx)
        if (value !== undefined) checks.push(call(check, literal(value)))
      }
      return withChecks(raw(type === "integer" ? "Schema.Int" : "Schema.Number"), checks)
    }
    case "boolean":
      return raw("Schema.Boolean")
    case "array": {
      const items = schema.items
      if (Array.isArray(items)) {
        throw ctx.source.errorAt(
          [...at, "items"],
          "tuple items (a list of schemas) are not supported",
        )
      }
      const item =
        items === undefined ? raw("Schema.Unknown") : toEffectSchema(items, [...at, "items"], ctx)
      return withChecks(
        call("Schema.Array", item),
        lengthChecks(schema, "minItems", "maxItems", at, ctx),
      )
    }
    default:
      return objectSchema(schema, at, ctx)
  }
}

const objectSchema = (schema: SchemaObject, at: JsonPath, ctx: SchemaContext): Code => {
  const properties = schema.properties ?? {}
  if (!isRecord(properties)) {
    throw ctx.source.errorAt([...at, "properties"], "properties must be a mapping of schemas")
  }
  const required = schema.required ?? []
  if (!Array.isArray(required) || !required.every((key) => typeof key === "string")) {
    throw ctx.source.errorAt([...at, "required"], "required must be a list of property names")
  }
  for (const [index, key] of required.entries()) {
    if (!Object.hasOwn(properties, key)) {
      throw ctx.source.errorAt(
        [...at, "required", index],
        `required property "${key}" is not in properties`,
      )
    }
  }
  const additional = schema.additionalProperties
  const rest =
    additional === undefined || additional === false
      ? undefined
      : additional === true
        ? raw("Schema.Unknown")
        : toEffectSchema(additional, [...at, "additionalProperties"], ctx)
  const entries = Object.entries(properties).map(([key, property]) => {
    const value = toEffectSchema(property, [...at, "properties", key], ctx)
    const description = isRecord(property) ? property.description : undefined
    return {
      key,
      value: required.includes(key) ? value : call("Schema.optionalKey", value),
      doc: typeof description === "string" ? description : undefined,
    }
  })
  if (entries.length === 0) {
    // No known keys: any object, or an empty one when additional keys are forbidden.
    return additional === false
      ? call("Schema.Struct", object([]))
      : call("Schema.Record", raw("Schema.String"), rest ?? raw("Schema.Unknown"))
  }
  const struct = call("Schema.Struct", object(entries, true))
  return rest === undefined
    ? struct
    : call(
        "Schema.StructWithRest",
        struct,
        list([call("Schema.Record", raw("Schema.String"), rest)]),
      )
}

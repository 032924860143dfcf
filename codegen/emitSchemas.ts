import { docComment, printCode } from "./Code"
import type { ContractInfo } from "./collectOperations"
import { generatedHeader } from "./generatedHeader"
import type { JsonPath } from "./JsonPointer"
import type { OpenApiSource } from "./OpenApiSource"
import { pascalCase } from "./pascalCase"
import { type SchemaContext, toEffectSchema } from "./toEffectSchema"

// Names the generated module uses itself.
const reservedNames = new Set(["Schema", "components", "paths", "operations"])

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Every component name a schema refers to, in order of appearance. */
const componentRefs = (node: unknown, into: Array<string>): Array<string> => {
  if (Array.isArray(node)) {
    for (const item of node) componentRefs(item, into)
  } else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (
        key === "$ref" &&
        typeof value === "string" &&
        value.startsWith("#/components/schemas/")
      ) {
        into.push(
          value.slice("#/components/schemas/".length).replaceAll("~1", "/").replaceAll("~0", "~"),
        )
      } else if (key !== "const" && key !== "enum" && key !== "default" && key !== "example") {
        componentRefs(value, into)
      }
    }
  }
  return into
}

/** Component keys in dependency order (a component after those it refers to), stable. */
const dependencyOrder = (schemas: Readonly<Record<string, unknown>>): ReadonlyArray<string> => {
  const order: Array<string> = []
  const state = new Map<string, "visiting" | "done">()
  const visit = (key: string) => {
    if (state.has(key) || !Object.hasOwn(schemas, key)) return
    state.set(key, "visiting")
    for (const dependency of componentRefs(schemas[key], [])) visit(dependency)
    state.set(key, "done")
    order.push(key)
  }
  for (const key of Object.keys(schemas)) visit(key)
  return order
}

const exportSchema = (name: string, doc: string, code: string): string =>
  [
    docComment(doc),
    `export const ${name} = ${code}`,
    docComment(doc),
    `export type ${name} = typeof ${name}.Type`,
  ].join("\n")

/**
 * The text of `schemas.ts`: one Effect Schema per components.schemas entry (PascalCase, in
 * dependency order, cycles through Schema.suspend), then `<OperationId>Response` and
 * `<OperationId>Body` for each operation with a JSON response or request body.
 */
export const emitSchemas = (
  source: OpenApiSource,
  contract: ContractInfo,
  sourceLabel: string,
): string => {
  const components = source.document.components
  if (isRecord(components) && components.schemas !== undefined && !isRecord(components.schemas)) {
    throw source.errorAt(["components", "schemas"], "components.schemas must be a mapping")
  }
  const schemas = isRecord(components) && isRecord(components.schemas) ? components.schemas : {}

  const names = new Map<string, string>()
  const owners = new Map<string, string>()
  const claim = (name: string, owner: string, at: JsonPath) => {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name) || reservedNames.has(name)) {
      throw source.errorAt(at, `${owner} cannot be emitted as "${name}"; rename it`)
    }
    const previous = owners.get(name)
    if (previous !== undefined) {
      throw source.errorAt(
        at,
        `${owner} and ${previous} would both be emitted as ${name}; rename one`,
      )
    }
    owners.set(name, owner)
  }
  for (const key of Object.keys(schemas)) {
    const name = pascalCase(key)
    claim(name, `components.schemas.${key}`, ["components", "schemas", key])
    names.set(key, name)
  }

  const defined = new Set<string>()
  let suspends = false
  const context: SchemaContext = {
    source,
    nameOf: (key) => names.get(key),
    isDefined: (key) => defined.has(key),
    onSuspend: () => {
      suspends = true
    },
  }

  const blocks: Array<string> = []
  for (const key of dependencyOrder(schemas)) {
    const schema = schemas[key]
    const name = names.get(key) ?? key
    const code = toEffectSchema(schema, ["components", "schemas", key], context)
    const description = isRecord(schema) ? (schema.description ?? schema.title) : undefined
    const doc = typeof description === "string" ? description : `components.schemas.${key}`
    blocks.push(exportSchema(name, doc, printCode(code, 0, `export const ${name} = `.length)))
    defined.add(key)
  }

  for (const operation of contract.operations) {
    const base = pascalCase(operation.operationId)
    const route = `${operation.method.toUpperCase()} ${operation.path}`
    const parts = [
      [
        "Response",
        operation.response,
        `The ${operation.response?.status} JSON body of ${operation.operationId} (${route}).`,
      ],
      ["Body", operation.body, `The JSON request body of ${operation.operationId} (${route}).`],
    ] as const
    for (const [suffix, located, doc] of parts) {
      if (located === undefined) continue
      const name = `${base}${suffix}`
      claim(name, `the ${suffix.toLowerCase()} of ${operation.operationId}`, located.at)
      const code = toEffectSchema(located.schema, located.at, context)
      blocks.push(exportSchema(name, doc, printCode(code, 0, `export const ${name} = `.length)))
    }
  }

  const imports = [
    'import { Schema } from "effect"',
    ...(suspends ? ['import type { components } from "./types"'] : []),
  ]
  return `${generatedHeader(sourceLabel)}${imports.join("\n")}\n\n${blocks.join("\n\n")}\n`
}

import { type JsonPath, parseLocalRef, resolvePath } from "./JsonPointer"
import type { OpenApiSource } from "./OpenApiSource"

/** The HTTP methods of an OpenAPI path item, in the order the specification lists them. */
export const httpMethods = [
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
] as const
/** One HTTP method, lowercase as in the document. */
export type HttpMethod = (typeof httpMethods)[number]

/** A JSON schema found in the document, with the path where it is written. */
export interface LocatedSchema {
  readonly schema: unknown
  readonly at: JsonPath
}

/** A server of the contract: its kind (from the `{<kind>Url}` variable) and default URL. */
export interface ServerInfo {
  readonly kind: string
  readonly variable: string
  readonly defaultUrl: string
}

/** What the generator needs to know about one operation. */
export interface OperationInfo {
  readonly operationId: string
  readonly method: HttpMethod
  readonly path: string
  /** The server kind the operation is served from (`api`, `analytics`, ...). */
  readonly server: string
  /** The feature (`x-foyer-feature`) its real behaviour belongs to. */
  readonly feature?: string
  /** The JSON body of its 200 (or else 201) response, and that status. */
  readonly response?: LocatedSchema & { readonly status: "200" | "201" }
  /** Its JSON request body. */
  readonly body?: LocatedSchema
}

/** The operations and servers of a document, in document order. */
export interface ContractInfo {
  readonly operations: ReadonlyArray<OperationInfo>
  readonly servers: ReadonlyArray<ServerInfo>
}

type Json = Readonly<Record<string, unknown>>

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const camelCase = /^[a-z][A-Za-z0-9]*$/
const featureName = /^[a-z][a-z0-9-]*$/
const serverUrl = /^\{([a-z][A-Za-z0-9]*)Url\}$/
const defaultServerKind = "api"

/**
 * Walks `paths`: every operation with its unique camelCase operationId, server kind,
 * feature, JSON response and request body. Fails with a CodegenError naming the pointer of
 * a missing, duplicate or malformed operationId, server or body.
 */
export const collectOperations = (source: OpenApiSource): ContractInfo => {
  const doc = source.document
  const servers = new Map<string, ServerInfo>()

  const serverKind = (list: unknown, at: JsonPath): string | undefined => {
    if (list === undefined) return undefined
    if (!Array.isArray(list) || list.length === 0) {
      throw source.errorAt(at, "servers must be a non-empty list")
    }
    const kinds = list.map((server, index) => {
      const serverAt = [...at, index]
      const url = isRecord(server) ? server.url : undefined
      const match = typeof url === "string" ? serverUrl.exec(url) : null
      const kind = match?.[1]
      if (kind === undefined) {
        throw source.errorAt(
          [...serverAt, "url"],
          'a server url must be one variable named after its kind, such as "{apiUrl}"',
        )
      }
      const variable = `${kind}Url`
      const defaultUrl = resolvePath(server, ["variables", variable, "default"])
      if (typeof defaultUrl !== "string") {
        throw source.errorAt(serverAt, `the server variable ${variable} needs a default`)
      }
      const known = servers.get(kind)
      if (known !== undefined && known.defaultUrl !== defaultUrl) {
        throw source.errorAt(
          [...serverAt, "variables", variable, "default"],
          `the server variable ${variable} has two defaults: ${known.defaultUrl} and ${defaultUrl}`,
        )
      }
      servers.set(kind, { kind, variable, defaultUrl })
      return kind
    })
    return kinds[0]
  }

  const rootServer = serverKind(doc.servers, ["servers"]) ?? defaultServerKind
  const paths = doc.paths ?? {}
  if (!isRecord(paths)) throw source.errorAt(["paths"], "paths must be a mapping")

  const seen = new Map<string, string>()
  const operations: Array<OperationInfo> = []
  for (const [path, item] of Object.entries(paths)) {
    const itemAt = ["paths", path]
    if (!path.startsWith("/")) throw source.errorAt(itemAt, `path "${path}" must start with /`)
    if (!isRecord(item)) throw source.errorAt(itemAt, "a path item must be a mapping")
    if ("$ref" in item) throw source.errorAt([...itemAt, "$ref"], "path item $ref is not supported")
    const pathServer = serverKind(item.servers, [...itemAt, "servers"]) ?? rootServer
    for (const [method, operation] of Object.entries(item)) {
      if (!(httpMethods as ReadonlyArray<string>).includes(method)) continue
      const at = [...itemAt, method]
      if (!isRecord(operation)) throw source.errorAt(at, "an operation must be a mapping")
      const operationId = operation.operationId
      if (typeof operationId !== "string" || !camelCase.test(operationId)) {
        throw source.errorAt(
          "operationId" in operation ? [...at, "operationId"] : at,
          `every operation needs a camelCase operationId (got ${JSON.stringify(operationId)})`,
        )
      }
      const previous = seen.get(operationId)
      if (previous !== undefined) {
        throw source.errorAt(
          [...at, "operationId"],
          `operationId "${operationId}" is already used by ${previous}`,
        )
      }
      seen.set(operationId, `${method.toUpperCase()} ${path}`)
      const feature = operation["x-foyer-feature"]
      if (feature !== undefined && (typeof feature !== "string" || !featureName.test(feature))) {
        throw source.errorAt(
          [...at, "x-foyer-feature"],
          "x-foyer-feature must be a feature id such as swap",
        )
      }
      const response = responseSchema(source, operation, at)
      const body = bodySchema(source, operation, at)
      operations.push({
        operationId,
        method: method as HttpMethod,
        path,
        server: serverKind(operation.servers, [...at, "servers"]) ?? pathServer,
        ...(typeof feature === "string" ? { feature } : {}),
        ...(response === undefined ? {} : { response }),
        ...(body === undefined ? {} : { body }),
      })
    }
  }
  return { operations, servers: [...servers.values()] }
}

/** Follows a `$ref` to a component (response, request body), returning it and its path. */
const follow = (source: OpenApiSource, node: unknown, at: JsonPath): LocatedSchema => {
  if (isRecord(node) && typeof node.$ref === "string") {
    const target = parseLocalRef(node.$ref)
    if (target === undefined)
      throw source.errorAt([...at, "$ref"], `unresolved $ref ${JSON.stringify(node.$ref)}`)
    return follow(source, resolvePath(source.document, target), target)
  }
  return { schema: node, at }
}

const jsonSchema = (source: OpenApiSource, holder: LocatedSchema): LocatedSchema | undefined => {
  if (!isRecord(holder.schema)) return undefined
  const content = holder.schema.content
  if (content === undefined) return undefined
  if (!isRecord(content))
    throw source.errorAt([...holder.at, "content"], "content must be a mapping")
  const media = content["application/json"]
  if (media === undefined) return undefined
  const mediaAt = [...holder.at, "content", "application/json"]
  if (!isRecord(media) || media.schema === undefined) {
    throw source.errorAt(mediaAt, "an application/json body needs a schema")
  }
  return { schema: media.schema, at: [...mediaAt, "schema"] }
}

const responseSchema = (source: OpenApiSource, operation: Json, at: JsonPath) => {
  const responses = operation.responses
  if (!isRecord(responses)) throw source.errorAt(at, "every operation needs responses")
  const status = (["200", "201"] as const).find((code) => code in responses)
  if (status === undefined) return undefined
  const body = jsonSchema(source, follow(source, responses[status], [...at, "responses", status]))
  return body === undefined ? undefined : { ...body, status }
}

const bodySchema = (source: OpenApiSource, operation: Json, at: JsonPath) =>
  operation.requestBody === undefined
    ? undefined
    : jsonSchema(source, follow(source, operation.requestBody, [...at, "requestBody"]))

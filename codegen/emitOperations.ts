import { literal, object, printCode } from "./Code"
import type { ContractInfo } from "./collectOperations"
import { generatedHeader } from "./generatedHeader"

/**
 * The text of `operations.ts`: a const table of every operation (operationId, method, path,
 * server kind, feature) and the default URL of each server kind, so that tests can check
 * every path has a client call and a sandbox handler.
 */
export const emitOperations = (
  contract: ContractInfo,
  sourceLabel: string,
  rpcUrl: string | undefined,
): string => {
  const kinds = [
    ...new Set([
      ...contract.servers.map((s) => s.kind),
      ...contract.operations.map((o) => o.server),
    ]),
  ]
  const serverKind =
    kinds.length === 0 ? "never" : kinds.map((kind) => JSON.stringify(kind)).join(" | ")
  const table = contract.operations.map((operation) =>
    object(
      [
        { key: "operationId", value: literal(operation.operationId) },
        { key: "method", value: literal(operation.method) },
        { key: "path", value: literal(operation.path) },
        { key: "server", value: literal(operation.server) },
        ...(operation.feature === undefined
          ? []
          : [{ key: "feature", value: literal(operation.feature) }]),
      ],
      true,
    ),
  )
  const operations =
    table.length === 0
      ? "[]"
      : `[\n${table.map((entry) => `  ${printCode(entry, 1)},`).join("\n")}\n]`
  const servers = object(
    contract.servers.map((server) => ({
      key: server.kind,
      value: object([
        { key: "variable", value: literal(server.variable) },
        { key: "url", value: literal(server.defaultUrl) },
      ]),
    })),
    true,
  )
  return `${generatedHeader(sourceLabel)}
/** Where an operation is served from: one server variable of the contract per kind (\`{<kind>Url}\`). */
export type ServerKind = ${serverKind}

/** One HTTP call of the provider API contract. */
export interface Operation {
  readonly operationId: string
  /** The HTTP method, lowercase as in the contract (and as keys of \`paths\` in ./types). */
  readonly method: "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace"
  /** The path template, e.g. \`/v1/identity/{address}\`. */
  readonly path: string
  readonly server: ServerKind
  /** The feature (plugin id) whose real behaviour the call belongs to (\`x-foyer-feature\`). */
  readonly feature?: string
}

/** Every operation of the contract, in document order. */
export const operations = ${operations} as const satisfies ReadonlyArray<Operation>

/** The operationId of one operation of the contract. */
export type OperationId = (typeof operations)[number]["operationId"]

/** A server of the contract: the variable that names its URL, and that URL's default. */
export interface Server {
  readonly variable: string
  readonly url: string
}

/** Each server kind's variable and default URL; configuration overrides them. */
export const servers = ${printCode(servers)} as const satisfies Readonly<Record<string, Server>>
${rpcUrl === undefined ? "" : `\n/** The default host of the blockchain RPC (\`x-rpc-url\`); configuration overrides it. */\nexport const defaultRpcUrl = ${JSON.stringify(rpcUrl)}\n`}`
}

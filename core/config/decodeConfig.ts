import { Data, Effect, Result, Schema } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ApktCode } from "../errors/ApktCode"
import { KitError } from "../errors/KitError"
import { CaipNetworkIdText, FoyerConfig, type FoyerConfigInput } from "./FoyerConfig"
import { type FieldIssue, formatIssues } from "./formatIssues"
import { resolveNetworks } from "./resolveNetworks"

/** One problem in a configuration: the field path (e.g. "features.swaps") and what was expected. */
export interface ConfigIssue extends FieldIssue {
  /** The APKT code when the problem has one (a missing project id is APKT008). */
  readonly code?: ApktCode
}

/** The configuration does not match the options of spec 3; lists every problem with its field. */
export class ConfigInvalidError extends Data.TaggedError("ConfigInvalidError")<{
  readonly issues: ReadonlyArray<ConfigIssue>
}> {
  override get message(): string {
    return `Invalid Foyer configuration:\n${this.issues.map((i) => `- ${i.path}: ${i.message}`).join("\n")}`
  }
}

const decode = Schema.decodeUnknownResult(FoyerConfig)

/** A decoded configuration with its networks resolved against the catalogue. */
export interface ResolvedConfig {
  readonly config: FoyerConfig
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
}

/** The issue of options that throw when read. */
const unreadableConfig = "Could not read the configuration: reading it threw"

/** The issues of a schema error, the project id's as APKT008 'Project ID Missing'. */
const toConfigIssues = (error: Schema.SchemaError): ReadonlyArray<ConfigIssue> =>
  formatIssues(error).map((issue) =>
    issue.path === "projectId"
      ? { ...issue, message: "Project ID Missing", code: "APKT008" as const }
      : issue,
  )

const isNetworkId = Schema.is(CaipNetworkIdText)
const decodeCustomNetworks = Schema.decodeUnknownResult(FoyerConfig.fields.customNetworks)

/**
 * Each well-formed id of the raw `networks` that neither the catalogue nor a valid custom
 * network knows, for options the schema rejected (so resolveNetworks never sees them): every
 * problem is reported at once. An id that an invalid custom network declares is left out:
 * that network's own issues say what is wrong, not "add it to customNetworks".
 */
const unknownNetworksOf = (input: unknown): ReadonlyArray<ConfigIssue> => {
  if (typeof input !== "object" || input === null) return []
  const { networks, customNetworks } = input as Readonly<Record<string, unknown>>
  if (!Array.isArray(networks)) return []
  const valid: Array<CaipNetwork> = []
  const declared = new Set<unknown>()
  for (const entry of Array.isArray(customNetworks) ? customNetworks : []) {
    // One at a time, by the schema's own rule, so one bad network does not hide the good ones.
    const decoded = decodeCustomNetworks([entry], { onExcessProperty: "error" })
    if (Result.isSuccess(decoded)) valid.push(...decoded.success)
    else if (typeof entry === "object" && entry !== null) declared.add(entry.caipNetworkId)
  }
  return networks.flatMap((id: unknown, index) => {
    if (!isNetworkId(id) || declared.has(id)) return []
    // Resolved alone, the id gets resolveNetworks' own words, then its place in `networks`.
    const resolution = resolveNetworks({ networks: [id], customNetworks: valid })
    return resolution._tag === "Unresolved"
      ? resolution.issues.map((issue) => ({ ...issue, path: `networks[${index}]` }))
      : []
  })
}

/**
 * Decodes the options, or lists what is wrong (every unknown network too): a getter or Proxy
 * in the options that throws is the page's bug, reported as a configuration error rather
 * than a crash.
 */
const decodeOptions = (input: unknown): Result.Result<FoyerConfig, ReadonlyArray<ConfigIssue>> => {
  try {
    const result = decode(input, { errors: "all", onExcessProperty: "error" })
    return Result.isFailure(result)
      ? Result.fail([...toConfigIssues(result.failure), ...unknownNetworksOf(input)])
      : Result.succeed(result.success)
  } catch {
    // What was thrown is not read either: it may be as hostile as the getter that threw it.
    return Result.fail([{ path: "(root)", message: unreadableConfig }])
  }
}

const check = (input: unknown): Result.Result<ResolvedConfig, ReadonlyArray<ConfigIssue>> => {
  const result = decodeOptions(input)
  if (Result.isFailure(result)) return Result.fail(result.failure)
  const networks = resolveNetworks(result.success)
  return networks._tag === "Resolved"
    ? Result.succeed({
        config: result.success,
        networks: networks.networks,
        defaultNetwork: networks.defaultNetwork,
      })
    : Result.fail(networks.issues)
}

/**
 * Every problem of a configuration, each with its field path; empty when it is valid.
 * A missing or empty project id is reported with code APKT008; networks must be known, and
 * every unknown one is named even when another field is invalid.
 */
export const validateConfig = (input: unknown): ReadonlyArray<ConfigIssue> => {
  const result = check(input)
  return Result.isFailure(result) ? result.failure : []
}

/**
 * Decodes the developer's options into the full configuration with every default of spec 9.
 * Fails with KitError APKT008 when the project id is missing, else with ConfigInvalidError
 * naming each bad field.
 */
export const decodeConfig = (
  input: FoyerConfigInput | unknown,
): Effect.Effect<FoyerConfig, ConfigInvalidError | KitError> =>
  Effect.map(decodeResolvedConfig(input), (resolved) => resolved.config)

/**
 * Decodes like {@link decodeConfig} and also hands back the networks it resolved (the
 * catalogue entries of `networks`, and the default one), so nothing resolves them twice.
 */
export const decodeResolvedConfig = (
  input: FoyerConfigInput | unknown,
): Effect.Effect<ResolvedConfig, ConfigInvalidError | KitError> =>
  Effect.suspend(() => Effect.fromResult(check(input))).pipe(
    Effect.mapError((issues) => {
      const invalid = new ConfigInvalidError({ issues })
      return issues.some((issue) => issue.code === "APKT008")
        ? new KitError({ code: "APKT008", detail: "set projectId", cause: invalid })
        : invalid
    }),
  )

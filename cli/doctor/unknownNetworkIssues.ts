import { Schema } from "effect"
import { CaipNetwork } from "../../core/chains/CaipNetwork"
import { makeNetworkCatalogue } from "../../core/chains/NetworkCatalogue"
import { CaipNetworkIdText } from "../../core/config/FoyerConfig"

/** One problem with a field of the configuration: its path and what is wrong. */
export interface FieldProblem {
  readonly path: string
  readonly message: string
}

const isNetwork = Schema.is(CaipNetwork)
const isNetworkId = Schema.is(CaipNetworkIdText)

/**
 * Each well-formed id of `networks` that neither the catalogue nor a valid custom network
 * knows, with its path (`networks[2]`). The configuration schema checks networks against the
 * catalogue only once every other field is valid; doctor reports every problem at once.
 * An id that an invalid custom network declares is left out: that network's own problems
 * say what is wrong, not "add it to customNetworks".
 */
export const unknownNetworkIssues = (
  options: Readonly<Record<string, unknown>>,
): ReadonlyArray<FieldProblem> => {
  const networks: ReadonlyArray<unknown> = Array.isArray(options.networks) ? options.networks : []
  const custom: ReadonlyArray<unknown> = Array.isArray(options.customNetworks)
    ? options.customNetworks
    : []
  const catalogue = makeNetworkCatalogue({ extra: custom.filter(isNetwork) })
  const declared = new Set(
    custom
      .filter((entry) => !isNetwork(entry))
      .map((entry) =>
        typeof entry === "object" && entry !== null
          ? (entry as { readonly caipNetworkId?: unknown }).caipNetworkId
          : undefined,
      ),
  )
  return networks.flatMap((id, index) =>
    typeof id === "string" &&
    isNetworkId(id) &&
    catalogue.byCaipNetworkId(id) === undefined &&
    !declared.has(id)
      ? [
          {
            path: `networks[${index}]`,
            message: `Unknown network "${id}": add it to customNetworks`,
          },
        ]
      : [],
  )
}

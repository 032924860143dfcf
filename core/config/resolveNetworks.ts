import type { CaipNetwork } from "../chains/CaipNetwork"
import { makeNetworkCatalogue } from "../chains/NetworkCatalogue"
import type { FoyerConfig } from "./FoyerConfig"
import type { FieldIssue } from "./formatIssues"

/** The networks a configuration names, resolved, or the issues that stop that. */
export type NetworkResolution =
  | {
      readonly _tag: "Resolved"
      readonly networks: ReadonlyArray<CaipNetwork>
      readonly defaultNetwork: CaipNetwork
    }
  | { readonly _tag: "Unresolved"; readonly issues: ReadonlyArray<FieldIssue> }

/**
 * Resolves `networks` against the catalogue (the default listed chains plus
 * `customNetworks`) and checks that `defaultNetwork`, when set, is one of them.
 */
export const resolveNetworks = (
  config: Pick<FoyerConfig, "networks" | "defaultNetwork" | "customNetworks">,
): NetworkResolution => {
  const catalogue = makeNetworkCatalogue({ extra: config.customNetworks })
  const issues: FieldIssue[] = []
  const networks: CaipNetwork[] = []
  config.networks.forEach((id, index) => {
    const network = catalogue.byCaipNetworkId(id)
    if (network === undefined) {
      issues.push({
        path: `networks[${index}]`,
        message: `Unknown network "${id}": add it to customNetworks`,
      })
    } else networks.push(network)
  })
  const defaultId = config.defaultNetwork ?? config.networks[0]
  const defaultNetwork = networks.find((n) => n.caipNetworkId === defaultId)
  if (config.defaultNetwork !== undefined && !config.networks.includes(config.defaultNetwork)) {
    issues.push({
      path: "defaultNetwork",
      message: `"${config.defaultNetwork}" is not one of networks`,
    })
  }
  return issues.length > 0 || defaultNetwork === undefined
    ? { _tag: "Unresolved", issues }
    : { _tag: "Resolved", networks, defaultNetwork }
}

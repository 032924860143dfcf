import type { CaipNetwork, FoyerOptions } from "../../core"
import { resolveNetworks } from "../../core/config/resolveNetworks"

/**
 * The network the kit will start on, worked out from the options alone (the catalogue plus
 * `customNetworks`), so that the network button can name it before the kit is loaded and the
 * same name renders on the server. Undefined when the options do not resolve.
 */
export const defaultNetworkOf = (options: FoyerOptions): CaipNetwork | undefined => {
  const resolution = resolveNetworks({
    networks: options.networks,
    customNetworks: options.customNetworks ?? [],
    ...(options.defaultNetwork === undefined ? {} : { defaultNetwork: options.defaultNetwork }),
  })
  return resolution._tag === "Resolved" ? resolution.defaultNetwork : undefined
}

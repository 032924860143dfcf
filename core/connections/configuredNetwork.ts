import { Effect, Predicate } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { ChainNotConfiguredError } from "../errors/ChainNotConfiguredError"
import { KitError } from "../errors/KitError"

/**
 * Spec 8's APKT001 'Network Not Found' for a network id the site did not configure, asked for at
 * run time (switchNetwork, a view opened on a network). Its detail is the id; its cause is the
 * wallet error 'chain not configured' for the same id.
 * @example networkNotFound("eip155:137").message // "Network Not Found: eip155:137"
 */
export const networkNotFound = (caipNetworkId: string): KitError =>
  new KitError({
    code: "APKT001",
    detail: caipNetworkId,
    cause: new ChainNotConfiguredError({ chainId: caipNetworkId }),
  })

/** The configured network `caipNetworkId`, else APKT001 'Network Not Found' (`networkNotFound`). */
export const configuredNetwork = (
  networks: ReadonlyArray<CaipNetwork>,
  caipNetworkId: string,
): Effect.Effect<CaipNetwork, KitError> => {
  const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
  return network === undefined
    ? Effect.fail(networkNotFound(caipNetworkId))
    : Effect.succeed(network)
}

/** The network id a view's data names (`data.network.caipNetworkId`), if it names one. */
const dataNetworkId = (data: unknown): string | undefined => {
  if (!Predicate.hasProperty(data, "network")) return undefined
  const { network } = data
  return Predicate.hasProperty(network, "caipNetworkId") &&
    typeof network.caipNetworkId === "string"
    ? network.caipNetworkId
    : undefined
}

/**
 * Fails with APKT001 'Network Not Found' when a view's `data` names a network the site did not
 * configure (SwitchNetwork's and SwitchActiveChain's `data.network`); succeeds otherwise.
 */
export const checkDataNetwork = (
  networks: ReadonlyArray<CaipNetwork>,
  data: unknown,
): Effect.Effect<void, KitError> => {
  const id = dataNetworkId(data)
  return id === undefined ? Effect.void : Effect.asVoid(configuredNetwork(networks, id))
}

import { type CaipNetwork, type FoyerSandbox, foyerDevnet, foyerDevnet2 } from "foyer/core"
import type { FoyerOptions } from "foyer/react"

/** The sandbox's devnets by CAIP-2 id (anvil chains 31337 and 31338). */
const devnets: Readonly<Record<string, (rpcUrl: string) => CaipNetwork>> = {
  "eip155:31337": foyerDevnet,
  "eip155:31338": foyerDevnet2,
}

const endpointKeys = ["projectId", "apiUrl", "analyticsUrl", "rpcUrl", "relayUrl"] as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Reads `VITE_FOYER_SANDBOX`, failing with a message naming what is wrong. */
export const parseFoyerSandbox = (json: string): FoyerSandbox => {
  const problem = (what: string) => new Error(`VITE_FOYER_SANDBOX is not valid: ${what}`)
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw problem("it is not JSON")
  }
  if (!isRecord(value)) throw problem("expected an object")
  for (const key of endpointKeys) {
    if (typeof value[key] !== "string") throw problem(`"${key}" must be a string`)
  }
  const networks = value.networks
  if (!Array.isArray(networks) || networks.length === 0) {
    throw problem(`"networks" must be a non-empty list`)
  }
  for (const network of networks) {
    if (
      !isRecord(network) ||
      typeof network.caipNetworkId !== "string" ||
      typeof network.name !== "string" ||
      typeof network.rpcUrl !== "string"
    ) {
      throw problem(`each network needs a string "caipNetworkId", "name" and "rpcUrl"`)
    }
    if (devnets[network.caipNetworkId] === undefined) {
      throw problem(`"${network.caipNetworkId}" is not a sandbox devnet`)
    }
  }
  return value as unknown as FoyerSandbox
}

/**
 * The options the app starts Foyer with: `config` as it is, or, when `foyer dev` runs the
 * local sandbox (`sandboxJson` is `import.meta.env.VITE_FOYER_SANDBOX`), `config` pointed at
 * the sandbox: its project id and endpoints, and its devnets as the only networks.
 */
export const foyerOptions = (
  config: FoyerOptions,
  sandboxJson: string | undefined,
): FoyerOptions => {
  if (sandboxJson === undefined || sandboxJson === "") return config
  const sandbox = parseFoyerSandbox(sandboxJson)
  // The configured default network is not among the devnets, so it goes with the networks.
  const { defaultNetwork: _, ...rest } = config
  return {
    ...rest,
    projectId: sandbox.projectId,
    networks: sandbox.networks.map((network) => network.caipNetworkId),
    customNetworks: sandbox.networks.map((network) => {
      const devnet = devnets[network.caipNetworkId]
      // parseFoyerSandbox has checked every id, so this cannot happen.
      if (devnet === undefined) throw new Error(`"${network.caipNetworkId}" is not a devnet`)
      return devnet(network.rpcUrl)
    }),
    endpoints: {
      apiUrl: sandbox.apiUrl,
      analyticsUrl: sandbox.analyticsUrl,
      rpcUrl: sandbox.rpcUrl,
      relayUrl: sandbox.relayUrl,
    },
  }
}

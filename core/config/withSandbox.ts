import { rpcUrl } from "../api/rpcUrl"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import {
  foyerBitcoinRegtest,
  foyerBitcoinRegtestCaipNetworkId,
  foyerDevnet,
  foyerDevnet2,
  foyerSolanaDevnet,
  foyerSolanaDevnetCaipNetworkId,
} from "../chains/foyerDevnet"
import type { FoyerOptions } from "../Kernel"
import { adapterNamespaces } from "../networks/hasChainAdapter"
import type { FoyerSandbox } from "./FoyerSandbox"

/**
 * The sandbox's devnets by CAIP-2 id, in the sandbox's order: anvil chains 31337 and 31338,
 * the Solana devnet, then the Bitcoin regtest chain.
 */
const sandboxDevnets: Readonly<Record<string, (rpcUrl: string) => CaipNetwork>> = {
  "eip155:31337": foyerDevnet,
  "eip155:31338": foyerDevnet2,
  [foyerSolanaDevnetCaipNetworkId]: foyerSolanaDevnet,
  [foyerBitcoinRegtestCaipNetworkId]: foyerBitcoinRegtest,
}

/** The devnet `caipNetworkId` names, reached at `url`; throws when it is not a sandbox devnet. */
const sandboxDevnet = (caipNetworkId: string, url: string): CaipNetwork => {
  const devnet = sandboxDevnets[caipNetworkId]
  if (devnet === undefined) throw new Error(`"${caipNetworkId}" is not a sandbox devnet`)
  return devnet(url)
}

/**
 * The description of the sandbox that answers at these URLs and accepts `projectId`: both
 * EVM devnets, the Solana devnet and the Bitcoin regtest chain, reached through its RPC proxy (`rpcUrl` with their
 * chain id and the project id).
 * @example
 * foyerSandboxAt({
 *   projectId: "demo",
 *   apiUrl: sandbox.urls.api,
 *   analyticsUrl: sandbox.urls.analytics,
 *   rpcUrl: sandbox.urls.rpc,
 *   relayUrl: sandbox.urls.relay,
 * })
 */
export const foyerSandboxAt = (at: Omit<FoyerSandbox, "networks">): FoyerSandbox => ({
  projectId: at.projectId,
  apiUrl: at.apiUrl,
  analyticsUrl: at.analyticsUrl,
  rpcUrl: at.rpcUrl,
  relayUrl: at.relayUrl,
  networks: Object.keys(sandboxDevnets).map((caipNetworkId) => {
    const url = rpcUrl({ rpcHost: at.rpcUrl, chainId: caipNetworkId, projectId: at.projectId })
    return { caipNetworkId, name: sandboxDevnet(caipNetworkId, url).name, rpcUrl: url }
  }),
})

/**
 * What {@link withSandbox} takes: any options, the project id and networks included or not,
 * since the sandbox sets them.
 */
export type SandboxedFoyerOptions = Omit<FoyerOptions, "projectId" | "networks"> &
  Partial<Pick<FoyerOptions, "projectId" | "networks">>

/**
 * `options` pointed at a local sandbox: its project id, its endpoints and relay, and its
 * devnets (with their RPC URLs) as the only networks: those of the chain families the kit
 * can connect, the kernel's own (EVM) and those of the plugins in `options.plugins`
 * (`chainNamespaces`), so the Solana devnet joins with the solana plugin, the Bitcoin chain
 * with a plugin that brings bip122, and a site without them lists no network no wallet of its
 * can reach. The default network is kept when it is one
 * of those devnets and dropped otherwise; every other option is kept as it is.
 * Throws when a network of `sandbox` is not a sandbox devnet.
 * @example
 * createFoyer(withSandbox(config, parseFoyerSandbox(import.meta.env.VITE_FOYER_SANDBOX)))
 */
export const withSandbox = (
  options: SandboxedFoyerOptions,
  sandbox: FoyerSandbox,
): FoyerOptions => {
  const { defaultNetwork, ...rest } = options
  const reachable = new Set<ChainNamespace>([
    ...adapterNamespaces,
    ...(options.plugins ?? []).flatMap((plugin) => plugin.chainNamespaces ?? []),
  ])
  const devnets = sandbox.networks
    .map((network) => sandboxDevnet(network.caipNetworkId, network.rpcUrl))
    .filter((devnet) => reachable.has(devnet.chainNamespace))
  const networks: ReadonlyArray<string> = devnets.map((devnet) => devnet.caipNetworkId)
  return {
    ...rest,
    projectId: sandbox.projectId,
    networks,
    ...(defaultNetwork !== undefined && networks.includes(defaultNetwork)
      ? { defaultNetwork }
      : {}),
    customNetworks: devnets,
    endpoints: {
      apiUrl: sandbox.apiUrl,
      analyticsUrl: sandbox.analyticsUrl,
      rpcUrl: sandbox.rpcUrl,
      relayUrl: sandbox.relayUrl,
    },
  }
}

const endpointKeys = ["projectId", "apiUrl", "analyticsUrl", "rpcUrl", "relayUrl"] as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Reads the sandbox description `foyer dev` hands an app in `VITE_FOYER_SANDBOX`, failing
 * with a message naming what is wrong ("VITE_FOYER_SANDBOX is not valid: …").
 * @example
 * parseFoyerSandbox(import.meta.env.VITE_FOYER_SANDBOX)
 */
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
    if (sandboxDevnets[network.caipNetworkId] === undefined) {
      throw problem(`"${network.caipNetworkId}" is not a sandbox devnet`)
    }
  }
  return value as unknown as FoyerSandbox
}

import { type DevnetSeed, seedDevnet } from "./seedDevnet"
import { type Anvil, type StartAnvilOptions, startAnvil } from "./startAnvil"

/** A running, seeded devnet with its display name and the anvil node behind it. */
export interface Devnet extends DevnetSeed {
  readonly name: string
  readonly anvil: Anvil
}

/** The sandbox's two EVM devnets and one call to stop both. */
export interface Devnets {
  /** "Foyer Devnet" (31337) then "Foyer Devnet 2" (31338). */
  readonly devnets: readonly [Devnet, Devnet]
  /** Stops both nodes; resolves once both processes have exited. */
  readonly stop: () => Promise<void>
}

/** The chains of the sandbox: two, so that network switching has somewhere to go. */
export const devnetChains = [
  { chainId: 31337, name: "Foyer Devnet" },
  { chainId: 31338, name: "Foyer Devnet 2" },
] as const

/** Options shared by both devnets (their chain ids are fixed). */
export type StartDevnetsOptions = Omit<StartAnvilOptions, "chainId">

const startDevnet = async (
  chain: (typeof devnetChains)[number],
  options: StartDevnetsOptions,
): Promise<Devnet> => {
  const anvil = await startAnvil({ ...options, chainId: chain.chainId })
  try {
    const seed = await seedDevnet({ ...anvil, name: chain.name })
    return { ...seed, name: chain.name, anvil }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/** Starts and seeds the two sandbox devnets side by side, each on its own free port. */
export const startDevnets = async (options: StartDevnetsOptions = {}): Promise<Devnets> => {
  const [first, second] = devnetChains
  const started = await Promise.allSettled([
    startDevnet(first, options),
    startDevnet(second, options),
  ])
  const devnets = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))
  const failure = started.find((result) => result.status === "rejected")
  const stop = async () => {
    await Promise.all(devnets.map((devnet) => devnet.anvil.stop()))
  }
  if (failure !== undefined || devnets[0] === undefined || devnets[1] === undefined) {
    await stop()
    throw failure?.reason
  }
  return { devnets: [devnets[0], devnets[1]], stop }
}

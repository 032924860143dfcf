import { type Devnet, type StartDevnetOptions, startDevnet } from "./startDevnet"

/** The sandbox's two EVM devnets and one call to stop both. */
export interface Devnets {
  /** "Foyer Devnet" (31337) then "Foyer Devnet 2" (31338). */
  readonly devnets: readonly [Devnet, Devnet]
  /** Stops both nodes for good; resolves once both processes have exited. */
  readonly stop: () => Promise<void>
}

/** The chains of the sandbox: two, so that network switching has somewhere to go. */
export const devnetChains = [
  { chainId: 31337, name: "Foyer Devnet" },
  { chainId: 31338, name: "Foyer Devnet 2" },
] as const

/** Options shared by both devnets (their chain ids and names are fixed). */
export type StartDevnetsOptions = Omit<StartDevnetOptions, "chainId" | "name">

/**
 * Starts and seeds the two sandbox devnets side by side, each on its own free port; each
 * restarts its anvil on that port if it dies (see `startDevnet`).
 */
export const startDevnets = async (options: StartDevnetsOptions = {}): Promise<Devnets> => {
  const started = await Promise.allSettled(
    devnetChains.map((chain) => startDevnet({ ...options, ...chain })),
  )
  const devnets = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))
  const failure = started.find((result) => result.status === "rejected")
  const stop = async () => {
    await Promise.all(devnets.map((devnet) => devnet.stop()))
  }
  if (failure !== undefined || devnets[0] === undefined || devnets[1] === undefined) {
    await stop()
    throw failure?.reason
  }
  return { devnets: [devnets[0], devnets[1]], stop }
}

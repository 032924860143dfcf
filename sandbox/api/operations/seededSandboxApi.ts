// Test support (not part of the sandbox): the set-up of the handler tests that need a real
// chain (name registration, sign-in sessions).
import { afterAll, beforeAll } from "vitest"
import { type DevnetSeed, seedDevnet } from "../../devnet/seedDevnet"
import { type Anvil, startAnvil } from "../../devnet/startAnvil"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"

/** A seeded devnet and the sandbox API over it, as a test file's hooks hold them. */
export interface SeededSandboxApi {
  readonly anvil: () => Anvil
  readonly api: () => SandboxApi
  /** What seeding gave: the accounts, tokens and exchange. */
  readonly seed: () => DevnetSeed
}

/**
 * Registers the hooks of a test file that asks the sandbox API about a real chain: anvil on
 * `chainId`, seeded as the sandbox seeds its devnets (tokens, Multicall3, the smart-account
 * factory, the exchange), and the API over it with `now` as its clock, both stopped after the file.
 */
export const seededSandboxApi = (options: {
  readonly chainId: number
  readonly now: () => Date
  /** The domains sign-in messages may be for (default the sandbox's: loopback). */
  readonly allowedDomains?: ReadonlyArray<string>
}): SeededSandboxApi => {
  let anvil: Anvil | undefined
  let api: SandboxApi | undefined
  let seed: DevnetSeed | undefined
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: options.chainId, accounts: 2 })
    seed = await seedDevnet(anvil)
    api = await startSandboxApi({
      devnets: [{ ...seed, name: "Foyer Devnet" }],
      now: options.now,
      ...(options.allowedDomains === undefined ? {} : { allowedDomains: options.allowedDomains }),
    })
  }, 60_000)
  afterAll(async () => {
    await api?.stop()
    await anvil?.stop()
  }, 60_000)
  const started = <A>(value: A | undefined): A => {
    if (value === undefined) throw new Error("the seeded sandbox API has not started")
    return value
  }
  return { anvil: () => started(anvil), api: () => started(api), seed: () => started(seed) }
}

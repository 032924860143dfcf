import { readFile } from "node:fs/promises"
// Dev-only: the sandbox deploys committed JSON artifacts and never loads solc. Compiling
// regenerates those files and checks they are current (compileTestToken, compileSmartAccount).
import { Data } from "effect"
import type { Hex } from "viem"

/** One compiled contract: its ABI as solc emitted it and its creation bytecode. */
export interface CompiledContract {
  readonly abi: ReadonlyArray<unknown>
  readonly bytecode: Hex
}

/** A contract to compile: its file under `contracts/` and its name in that file. */
export interface SolidityUnit {
  readonly source: string
  readonly contract: string
}

/** solc reported errors for `what`, or its output lacked one of the contracts asked for. */
export class SolidityCompileError extends Data.TaggedError("SolidityCompileError")<{
  /** What was being compiled ("the Foyer test token"). */
  readonly what: string
  readonly detail: string
}> {
  override get message(): string {
    return `Cannot compile ${this.what}: ${this.detail}`
  }
}

/**
 * Fixed compiler settings: the same sources always yield the same bytecode (hence the same
 * deployed and counterfactual addresses). The EVM version is pinned so a newer solc default
 * cannot emit opcodes anvil lacks.
 */
const settingsFor = (units: ReadonlyArray<SolidityUnit>) => ({
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: Object.fromEntries(
    units.map((unit) => [unit.source, { [unit.contract]: ["abi", "evm.bytecode.object"] }]),
  ),
})

interface SolcMessage {
  readonly severity?: unknown
  readonly formattedMessage?: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const readContract = (what: string, contracts: unknown, unit: SolidityUnit): CompiledContract => {
  const ofSource = isRecord(contracts) ? contracts[unit.source] : undefined
  const contract = isRecord(ofSource) ? ofSource[unit.contract] : undefined
  const evm = isRecord(contract) ? contract.evm : undefined
  const bytecode = isRecord(evm) && isRecord(evm.bytecode) ? evm.bytecode.object : undefined
  if (!isRecord(contract) || !Array.isArray(contract.abi) || typeof bytecode !== "string") {
    throw new SolidityCompileError({
      what,
      detail: `solc output has no ${unit.contract} ABI and bytecode`,
    })
  }
  return { abi: contract.abi, bytecode: `0x${bytecode}` }
}

/**
 * Compiles `units` (their files read from `contracts/` beside this module) together with
 * solc-js and gives each one's ABI and bytecode, in order; throws SolidityCompileError naming
 * `what` when solc reports errors.
 */
export const compileSolidity = async (
  what: string,
  units: ReadonlyArray<SolidityUnit>,
): Promise<ReadonlyArray<CompiledContract>> => {
  const sources: Record<string, { readonly content: string }> = {}
  for (const unit of units) {
    sources[unit.source] ??= {
      content: await readFile(new URL(`./contracts/${unit.source}`, import.meta.url), "utf8"),
    }
  }
  // solc-js loads a large WebAssembly build; import it only when a compile is needed.
  const { default: solc } = await import("solc")
  const input = { language: "Solidity", sources, settings: settingsFor(units) }
  const output: unknown = JSON.parse(solc.compile(JSON.stringify(input)))
  if (!isRecord(output))
    throw new SolidityCompileError({ what, detail: "solc returned no JSON object" })
  const messages: ReadonlyArray<SolcMessage> = Array.isArray(output.errors) ? output.errors : []
  const errors = messages.filter((message) => message.severity === "error")
  if (errors.length > 0) {
    throw new SolidityCompileError({
      what,
      detail: errors.map((message) => String(message.formattedMessage)).join("\n"),
    })
  }
  return units.map((unit) => readContract(what, output.contracts, unit))
}

/**
 * `compile`, run once per process: later calls get the same promise. A failed compile is not
 * kept, so a later call tries again.
 */
export const compiledOnce = <A>(compile: () => Promise<A>): (() => Promise<A>) => {
  let cached: Promise<A> | undefined
  return () => {
    if (cached === undefined) {
      cached = compile()
      cached.catch(() => {
        cached = undefined
      })
    }
    return cached
  }
}

import { readFile } from "node:fs/promises"
// Dev-only: the sandbox deploys the committed FoyerTestToken.json (testTokenArtifact.ts) and
// never loads solc. This compile regenerates that file and checks it is current.
import { Data } from "effect"
import type { CompiledTestToken } from "./testTokenArtifact"

/** solc reported errors for the test token, or its output lacked the contract. */
export class TestTokenCompileError extends Data.TaggedError("TestTokenCompileError")<{
  readonly detail: string
}> {
  override get message(): string {
    return `Cannot compile the Foyer test token: ${this.detail}`
  }
}

const sourceName = "FoyerTestToken.sol"
const contractName = "FoyerTestToken"

/**
 * Fixed compiler settings: the same source always yields the same bytecode. The EVM
 * version is pinned so a newer solc default cannot emit opcodes anvil lacks.
 */
const compilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: { [sourceName]: { [contractName]: ["abi", "evm.bytecode.object"] } },
} as const

interface SolcMessage {
  readonly severity?: unknown
  readonly formattedMessage?: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const readCompiled = (output: unknown): CompiledTestToken => {
  if (!isRecord(output)) throw new TestTokenCompileError({ detail: "solc returned no JSON object" })
  const messages: ReadonlyArray<SolcMessage> = Array.isArray(output.errors) ? output.errors : []
  const errors = messages.filter((message) => message.severity === "error")
  if (errors.length > 0) {
    throw new TestTokenCompileError({
      detail: errors.map((message) => String(message.formattedMessage)).join("\n"),
    })
  }
  const contracts = isRecord(output.contracts) ? output.contracts[sourceName] : undefined
  const contract = isRecord(contracts) ? contracts[contractName] : undefined
  const evm = isRecord(contract) ? contract.evm : undefined
  const bytecode = isRecord(evm) && isRecord(evm.bytecode) ? evm.bytecode.object : undefined
  if (!isRecord(contract) || !Array.isArray(contract.abi) || typeof bytecode !== "string") {
    throw new TestTokenCompileError({
      detail: `solc output has no ${contractName} ABI and bytecode`,
    })
  }
  return { abi: contract.abi, bytecode: `0x${bytecode}` }
}

const compile = async (): Promise<CompiledTestToken> => {
  const source = await readFile(new URL(`./contracts/${sourceName}`, import.meta.url), "utf8")
  // solc-js loads a large WebAssembly build; import it only when a compile is needed.
  const { default: solc } = await import("solc")
  const input = {
    language: "Solidity",
    sources: { [sourceName]: { content: source } },
    settings: compilerSettings,
  }
  const output: string = solc.compile(JSON.stringify(input))
  return readCompiled(JSON.parse(output))
}

let cached: Promise<CompiledTestToken> | undefined

/** Compiles `contracts/FoyerTestToken.sol` with solc-js, once per process. */
export const compileTestToken = (): Promise<CompiledTestToken> => {
  if (cached === undefined) {
    cached = compile()
    // A failed compile is not cached, so a later call can try again.
    cached.catch(() => {
      cached = undefined
    })
  }
  return cached
}

/** The text of `FoyerTestToken.json` for a compiled token (two-space JSON, final newline). */
export const testTokenArtifactJson = (compiled: CompiledTestToken): string =>
  `${JSON.stringify({ abi: compiled.abi, bytecode: compiled.bytecode }, null, 2)}\n`

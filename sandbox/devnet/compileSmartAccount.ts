import { readFile } from "node:fs/promises"
// Dev-only: the sandbox places the committed SandboxSmartAccount.json (smartAccountArtifact.ts)
// and never loads solc. This compile regenerates that file and checks it is current.
import { Data } from "effect"
import type { CompiledContract, CompiledSmartAccount } from "./smartAccountArtifact"

/** solc reported errors for the smart account or its factory, or its output lacked one. */
export class SmartAccountCompileError extends Data.TaggedError("SmartAccountCompileError")<{
  readonly detail: string
}> {
  override get message(): string {
    return `Cannot compile the sandbox smart account: ${this.detail}`
  }
}

const account = { source: "SandboxSmartAccount.sol", contract: "SandboxSmartAccount" } as const
const factory = {
  source: "SandboxSmartAccountFactory.sol",
  contract: "SandboxSmartAccountFactory",
} as const
const wanted = ["abi", "evm.bytecode.object"]

/**
 * Fixed compiler settings, as for the test token: the same sources always yield the same
 * bytecode (hence the same counterfactual addresses), and the EVM version is pinned so a
 * newer solc default cannot emit opcodes anvil lacks.
 */
const compilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: "cancun",
  outputSelection: {
    [account.source]: { [account.contract]: wanted },
    [factory.source]: { [factory.contract]: wanted },
  },
} as const

interface SolcMessage {
  readonly severity?: unknown
  readonly formattedMessage?: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const readContract = (
  contracts: unknown,
  unit: { readonly source: string; readonly contract: string },
): CompiledContract => {
  const ofSource = isRecord(contracts) ? contracts[unit.source] : undefined
  const contract = isRecord(ofSource) ? ofSource[unit.contract] : undefined
  const evm = isRecord(contract) ? contract.evm : undefined
  const bytecode = isRecord(evm) && isRecord(evm.bytecode) ? evm.bytecode.object : undefined
  if (!isRecord(contract) || !Array.isArray(contract.abi) || typeof bytecode !== "string") {
    throw new SmartAccountCompileError({
      detail: `solc output has no ${unit.contract} ABI and bytecode`,
    })
  }
  return { abi: contract.abi, bytecode: `0x${bytecode}` }
}

const readCompiled = (output: unknown): CompiledSmartAccount => {
  if (!isRecord(output)) {
    throw new SmartAccountCompileError({ detail: "solc returned no JSON object" })
  }
  const messages: ReadonlyArray<SolcMessage> = Array.isArray(output.errors) ? output.errors : []
  const errors = messages.filter((message) => message.severity === "error")
  if (errors.length > 0) {
    throw new SmartAccountCompileError({
      detail: errors.map((message) => String(message.formattedMessage)).join("\n"),
    })
  }
  return {
    account: readContract(output.contracts, account),
    factory: readContract(output.contracts, factory),
  }
}

const readSource = (source: string) =>
  readFile(new URL(`./contracts/${source}`, import.meta.url), "utf8")

const compile = async (): Promise<CompiledSmartAccount> => {
  const sources = {
    [account.source]: { content: await readSource(account.source) },
    [factory.source]: { content: await readSource(factory.source) },
  }
  // solc-js loads a large WebAssembly build; import it only when a compile is needed.
  const { default: solc } = await import("solc")
  const input = { language: "Solidity", sources, settings: compilerSettings }
  const output: string = solc.compile(JSON.stringify(input))
  return readCompiled(JSON.parse(output))
}

let cached: Promise<CompiledSmartAccount> | undefined

/** Compiles the sandbox smart account and its factory with solc-js, once per process. */
export const compileSmartAccount = (): Promise<CompiledSmartAccount> => {
  if (cached === undefined) {
    cached = compile()
    // A failed compile is not cached, so a later call can try again.
    cached.catch(() => {
      cached = undefined
    })
  }
  return cached
}

/** The text of `SandboxSmartAccount.json` (two-space JSON, final newline). */
export const smartAccountArtifactJson = (compiled: CompiledSmartAccount): string =>
  `${JSON.stringify(
    {
      account: { abi: compiled.account.abi, bytecode: compiled.account.bytecode },
      factory: { abi: compiled.factory.abi, bytecode: compiled.factory.bytecode },
    },
    null,
    2,
  )}\n`

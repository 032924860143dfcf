// Dev-only: the sandbox places the committed SandboxFarcasterRegistries.json
// (farcasterRegistriesArtifact.ts) and never loads solc. This compile regenerates that file and
// checks it is current.
import { compiledOnce, compileSolidity } from "./compileSolidity"
import type { CompiledFarcasterRegistries } from "./farcasterRegistriesArtifact"

const idRegistry = {
  source: "SandboxFarcasterIdRegistry.sol",
  contract: "SandboxIdRegistry",
} as const
const keyRegistry = {
  source: "SandboxFarcasterKeyRegistry.sol",
  contract: "SandboxKeyRegistry",
} as const

/** Compiles the sandbox's stand-in Farcaster IdRegistry and KeyRegistry with solc-js, once per process. */
export const compileFarcasterRegistries: () => Promise<CompiledFarcasterRegistries> = compiledOnce(
  async () => {
    const [compiledIdRegistry, compiledKeyRegistry] = await compileSolidity(
      "the sandbox Farcaster registries",
      [idRegistry, keyRegistry],
    )
    if (compiledIdRegistry === undefined || compiledKeyRegistry === undefined) {
      throw new Error("solc gave no IdRegistry or KeyRegistry")
    }
    return { idRegistry: compiledIdRegistry, keyRegistry: compiledKeyRegistry }
  },
)

/** The text of `SandboxFarcasterRegistries.json` (two-space JSON, final newline). */
export const farcasterRegistriesArtifactJson = (compiled: CompiledFarcasterRegistries): string =>
  `${JSON.stringify(
    {
      idRegistry: { abi: compiled.idRegistry.abi, bytecode: compiled.idRegistry.bytecode },
      keyRegistry: { abi: compiled.keyRegistry.abi, bytecode: compiled.keyRegistry.bytecode },
    },
    null,
    2,
  )}\n`

// Dev-only: the sandbox deploys the committed FoyerTestToken.json (testTokenArtifact.ts) and
// never loads solc. This compile regenerates that file and checks it is current.
import { compiledOnce, compileSolidity } from "./compileSolidity"
import type { CompiledTestToken } from "./testTokenArtifact"

const token = { source: "FoyerTestToken.sol", contract: "FoyerTestToken" } as const

/** Compiles `contracts/FoyerTestToken.sol` with solc-js, once per process. */
export const compileTestToken: () => Promise<CompiledTestToken> = compiledOnce(async () => {
  const [compiled] = await compileSolidity("the Foyer test token", [token])
  if (compiled === undefined) throw new Error("solc gave no test token")
  return compiled
})

/** The text of `FoyerTestToken.json` for a compiled token (two-space JSON, final newline). */
export const testTokenArtifactJson = (compiled: CompiledTestToken): string =>
  `${JSON.stringify({ abi: compiled.abi, bytecode: compiled.bytecode }, null, 2)}\n`

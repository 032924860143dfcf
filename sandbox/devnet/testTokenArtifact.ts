import type { Hex } from "viem"
import artifact from "./FoyerTestToken.json" with { type: "json" }

/** The compiled test token: its ABI as solc emitted it and its creation bytecode. */
export interface CompiledTestToken {
  readonly abi: ReadonlyArray<unknown>
  readonly bytecode: Hex
}

/**
 * `contracts/FoyerTestToken.sol` as committed in `FoyerTestToken.json`, so the sandbox deploys
 * it without solc. `npm run sandbox:token` rewrites the file after the contract changes;
 * `compileTestToken.test.ts` fails while it is stale.
 */
export const testTokenArtifact: CompiledTestToken = {
  abi: artifact.abi,
  // JSON types every string as string; the test checks it is 0x-prefixed hex.
  bytecode: artifact.bytecode as Hex,
}

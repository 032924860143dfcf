import type { Hex } from "viem"
import type { CompiledContract } from "./compileSolidity"
import artifact from "./SandboxFarcasterRegistries.json" with { type: "json" }

/** The sandbox's stand-ins for Farcaster's IdRegistry and KeyRegistry, compiled together. */
export interface CompiledFarcasterRegistries {
  readonly idRegistry: CompiledContract
  readonly keyRegistry: CompiledContract
}

/**
 * `contracts/SandboxFarcasterIdRegistry.sol` and `contracts/SandboxFarcasterKeyRegistry.sol` as
 * committed in `SandboxFarcasterRegistries.json`,
 * so the sandbox places the registries without solc.
 * `npx tsx sandbox/devnet/writeFarcasterRegistriesArtifact.ts` rewrites the file after a
 * contract changes; `compileFarcasterRegistries.test.ts` fails while it is stale.
 */
export const farcasterRegistriesArtifact: CompiledFarcasterRegistries = {
  // JSON types every string as string; the test checks both are 0x-prefixed hex.
  idRegistry: { abi: artifact.idRegistry.abi, bytecode: artifact.idRegistry.bytecode as Hex },
  keyRegistry: { abi: artifact.keyRegistry.abi, bytecode: artifact.keyRegistry.bytecode as Hex },
}

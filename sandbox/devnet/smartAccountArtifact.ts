import type { Hex } from "viem"
import type { CompiledContract } from "./compileSolidity"
import artifact from "./SandboxSmartAccount.json" with { type: "json" }

/** The sandbox smart account and its CREATE2 factory, compiled together. */
export interface CompiledSmartAccount {
  readonly account: CompiledContract
  readonly factory: CompiledContract
}

/**
 * `contracts/SandboxSmartAccount.sol` and `contracts/SandboxSmartAccountFactory.sol` as
 * committed in `SandboxSmartAccount.json`, so the sandbox places the factory without solc.
 * `npx tsx sandbox/devnet/writeSmartAccountArtifact.ts` rewrites the file after a contract
 * changes; `compileSmartAccount.test.ts` fails while it is stale.
 */
export const smartAccountArtifact: CompiledSmartAccount = {
  // JSON types every string as string; the test checks both are 0x-prefixed hex.
  account: { abi: artifact.account.abi, bytecode: artifact.account.bytecode as Hex },
  factory: { abi: artifact.factory.abi, bytecode: artifact.factory.bytecode as Hex },
}

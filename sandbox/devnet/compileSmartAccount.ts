// Dev-only: the sandbox places the committed SandboxSmartAccount.json (smartAccountArtifact.ts)
// and never loads solc. This compile regenerates that file and checks it is current.
import { compiledOnce, compileSolidity } from "./compileSolidity"
import type { CompiledSmartAccount } from "./smartAccountArtifact"

const account = { source: "SandboxSmartAccount.sol", contract: "SandboxSmartAccount" } as const
const factory = {
  source: "SandboxSmartAccountFactory.sol",
  contract: "SandboxSmartAccountFactory",
} as const

/**
 * Compiles the sandbox smart account and its factory with solc-js, together (the same sources
 * always give the same bytecode, hence the same counterfactual addresses), once per process.
 */
export const compileSmartAccount: () => Promise<CompiledSmartAccount> = compiledOnce(async () => {
  const [compiledAccount, compiledFactory] = await compileSolidity("the sandbox smart account", [
    account,
    factory,
  ])
  if (compiledAccount === undefined || compiledFactory === undefined) {
    throw new Error("solc gave no smart account or factory")
  }
  return { account: compiledAccount, factory: compiledFactory }
})

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

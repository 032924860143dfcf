import { Data } from "effect"
import type { Hex } from "viem"
import { type DevnetEndpoint, devnetPublicClient } from "./devnetClients"
import { multicall3Artifact } from "./multicall3Artifact"

/** Multicall3's creation code gave no contract code on a devnet. */
export class Multicall3DeployError extends Data.TaggedError("Multicall3DeployError")<{
  readonly chainId: number
}> {
  override get message(): string {
    return `Cannot put Multicall3 on devnet ${this.chainId}: its creation code built no code`
  }
}

/**
 * Puts Multicall3 at its canonical address (0xcA11…CA11) on a devnet, as it is on nearly
 * every public chain, so the kit's multicall reads (spec 7: ERC-20 name, symbol, decimals,
 * balanceOf) work there too. The creation code runs in an eth_call, whose answer is the
 * contract's code, and anvil_setCode places that code: no transaction, so no account's nonce
 * (and no test token's address) moves.
 */
export const deployMulticall3 = async (devnet: DevnetEndpoint): Promise<void> => {
  const client = devnetPublicClient(devnet)
  const { address, bytecode } = multicall3Artifact
  const code = (await client.request({
    method: "eth_call",
    params: [{ data: bytecode }, "latest"],
  } as never)) as Hex
  if (typeof code !== "string" || code.length <= 2) {
    throw new Multicall3DeployError({ chainId: devnet.chainId })
  }
  await client.request({ method: "anvil_setCode", params: [address, code] } as never)
}

import { Data } from "effect"
import { type Address, getAddress, type Hex } from "viem"
import { type DevnetEndpoint, devnetPublicClient } from "./devnetClients"
import { smartAccountArtifact } from "./smartAccountArtifact"

/**
 * Where every sandbox devnet has the smart-account factory: a fixed address (the digits end
 * in 6492, the standard its counterfactual signatures follow), so tests and the sandbox
 * compute an owner's account address without asking the chain.
 */
export const smartAccountFactoryAddress: Address = getAddress(
  "0xf0ce000000000000000000000000000000006492",
)

/** The factory's creation code gave no contract code on a devnet. */
export class SmartAccountFactoryDeployError extends Data.TaggedError(
  "SmartAccountFactoryDeployError",
)<{
  readonly chainId: number
}> {
  override get message(): string {
    return `Cannot put the smart-account factory on devnet ${this.chainId}: its creation code built no code`
  }
}

/**
 * Puts the smart-account factory at `smartAccountFactoryAddress` on a devnet, as Multicall3 is
 * placed: the creation code runs in an eth_call, whose answer is the factory's code, and
 * anvil_setCode places it. No transaction is sent, so no nonce (and no test token's address)
 * moves. The factory has no constructor state and computes its accounts' addresses from
 * `address(this)`, so its code works wherever it is placed.
 */
export const deploySmartAccountFactory = async (devnet: DevnetEndpoint): Promise<void> => {
  const client = devnetPublicClient(devnet)
  const code = (await client.request({
    method: "eth_call",
    params: [{ data: smartAccountArtifact.factory.bytecode }, "latest"],
  } as never)) as Hex
  if (typeof code !== "string" || code.length <= 2) {
    throw new SmartAccountFactoryDeployError({ chainId: devnet.chainId })
  }
  await client.request({
    method: "anvil_setCode",
    params: [smartAccountFactoryAddress, code],
  } as never)
}

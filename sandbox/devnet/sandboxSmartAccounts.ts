import { Data } from "effect"
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  numberToHex,
  serializeErc6492Signature,
} from "viem"
import { smartAccountFactoryAddress } from "./deploySmartAccountFactory"
import { type DevnetEndpoint, devnetPublicClient, devnetWalletClient } from "./devnetClients"
import { sandboxSmartAccountFactoryAbi } from "./smartAccountAbi"
import { smartAccountArtifact } from "./smartAccountArtifact"

/** The factory call that deploys a smart account reverted. */
export class SmartAccountDeployError extends Data.TaggedError("SmartAccountDeployError")<{
  readonly owner: Address
  readonly hash: Hash
}> {
  override get message(): string {
    return `Deploying the smart account of ${this.owner} reverted in transaction ${this.hash}`
  }
}

/** Which smart account: its owner's EOA and a salt (default 0), as the factory numbers them. */
export interface SmartAccountOwner {
  readonly owner: Address
  readonly salt?: bigint
}

/**
 * The address of an owner's SandboxSmartAccount on any sandbox devnet, deployed or not
 * (CREATE2 from the factory at `smartAccountFactoryAddress`).
 * @example
 * const account = smartAccountAddress({ owner: ownerAccount.address })
 */
export const smartAccountAddress = ({ owner, salt = 0n }: SmartAccountOwner): Address =>
  getContractAddress({
    opcode: "CREATE2",
    from: smartAccountFactoryAddress,
    salt: numberToHex(salt, { size: 32 }),
    bytecode: `${smartAccountArtifact.account.bytecode}${encodeAbiParameters([{ type: "address" }], [owner]).slice(2)}`,
  })

/** The factory call that deploys an owner's account: what an ERC-6492 signature names. */
export const smartAccountFactoryCall = ({
  owner,
  salt = 0n,
}: SmartAccountOwner): { readonly factory: Address; readonly factoryData: Hex } => ({
  factory: smartAccountFactoryAddress,
  factoryData: encodeFunctionData({
    abi: sandboxSmartAccountFactoryAbi,
    functionName: "createAccount",
    args: [owner, salt],
  }),
})

/**
 * The ERC-6492 signature of an undeployed account: the owner's `signature` wrapped with the
 * factory call that deploys the account, so a verifier can deploy it (in a simulation) and
 * ask it through ERC-1271.
 * @example
 * const signature = wrapSmartAccountSignature({ owner: ownerAccount.address, signature: await ownerAccount.signMessage({ message }) })
 */
export const wrapSmartAccountSignature = (
  account: SmartAccountOwner & { readonly signature: Hex },
): Hex => {
  const { factory, factoryData } = smartAccountFactoryCall(account)
  return serializeErc6492Signature({
    address: factory,
    data: factoryData,
    signature: account.signature,
  })
}

/**
 * Deploys an owner's account through the factory, sent by the devnet's account at
 * `senderIndex` (default 0); resolves with its address once mined. Deploying an account that
 * exists already changes nothing.
 */
export const deploySmartAccount = async (
  devnet: DevnetEndpoint,
  account: SmartAccountOwner,
  senderIndex = 0,
): Promise<Address> => {
  const { factory, factoryData } = smartAccountFactoryCall(account)
  const wallet = devnetWalletClient(devnet, senderIndex)
  const hash: Hash = await wallet.sendTransaction({ to: factory, data: factoryData })
  const receipt = await devnetPublicClient(devnet).waitForTransactionReceipt({ hash })
  if (receipt.status !== "success") {
    throw new SmartAccountDeployError({ owner: account.owner, hash })
  }
  return smartAccountAddress(account)
}

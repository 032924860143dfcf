// Sign In With Farcaster proves who signs by reading Farcaster's registries on Optimism:
// auth-client's viemConnector calls idOf(signer) on the IdRegistry and keyDataOf(fid, key) on
// the KeyRegistry, at their canonical addresses, through whatever RPC URL the app gives it.
// The sandbox puts stand-ins at those addresses on a devnet, so an app pointed at the devnet
// verifies sandbox sign-ins with the real library and no internet.
import { Data } from "effect"
import { type Address, createWalletClient, type Hex, http, parseEther, zeroAddress } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { type DevnetEndpoint, devnetChain, devnetPublicClient } from "../devnet/devnetClients"
import { sandboxIdRegistryAbi } from "../devnet/farcasterRegistriesAbi"
import { farcasterRegistriesArtifact } from "../devnet/farcasterRegistriesArtifact"
import { answerErrorText } from "../errorText"
import { type SandboxFarcasterAccount, sandboxFarcasterCustodyKey } from "./SandboxFarcasterAccount"

/** Farcaster's IdRegistry on Optimism, where auth-client's viemConnector reads `idOf`. */
export const farcasterIdRegistryAddress: Address = "0x00000000Fc6c5F01Fc30151999387Bb99A9f489b"

/** Farcaster's KeyRegistry on Optimism, where auth-client's viemConnector reads `keyDataOf`. */
export const farcasterKeyRegistryAddress: Address = "0x00000000fc1237824fb747abde0ff18990e59b7e"

/**
 * The account that sends the sandbox's `register` transactions: its own key, given gas with
 * anvil_setBalance, so that no funded devnet account's nonce (hence no test token's address)
 * moves.
 */
const registrar = privateKeyToAccount(sandboxFarcasterCustodyKey("registrar"))

/** Ether the registrar is given for gas: far more than a few registrations cost. */
const registrarEther = "1"

/** A registry's creation code built no code, or a registration failed on a devnet. */
export class FarcasterRegistriesInstallError extends Data.TaggedError(
  "FarcasterRegistriesInstallError",
)<{
  readonly chainId: number
  readonly detail: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `Cannot install the Farcaster registries on devnet ${this.chainId}: ${this.detail}`
  }
}

/**
 * Places the sandbox's IdRegistry and KeyRegistry at Farcaster's canonical addresses on a
 * devnet (their creation code runs in an eth_call, whose answer anvil_setCode places: no
 * deployment transaction) and registers each account's fid to its custody address. Accounts
 * already registered so (a devnet restored from its saved state) are left as they are, so a
 * second install changes nothing.
 * @example
 * await installFarcasterRegistries(devnet, sandboxFarcasterAccounts)
 * await viemConnector({ rpcUrl: devnet.rpcUrl }).getFid(sandboxFarcasterAccounts[0].custody) // 10001n
 */
export const installFarcasterRegistries = async (
  devnet: DevnetEndpoint,
  accounts: ReadonlyArray<SandboxFarcasterAccount>,
): Promise<void> => {
  const client = devnetPublicClient(devnet)
  const place = async (address: Address, bytecode: Hex, name: string) => {
    const existing = await client.getCode({ address })
    if (existing !== undefined && existing.length > 2) return
    const code = (await client.request({
      method: "eth_call",
      params: [{ data: bytecode }, "latest"],
    } as never)) as Hex
    if (typeof code !== "string" || code.length <= 2) {
      throw new FarcasterRegistriesInstallError({
        chainId: devnet.chainId,
        detail: `the ${name}'s creation code built no code`,
      })
    }
    await client.request({ method: "anvil_setCode", params: [address, code] } as never)
  }
  await place(
    farcasterIdRegistryAddress,
    farcasterRegistriesArtifact.idRegistry.bytecode,
    "IdRegistry",
  )
  await place(
    farcasterKeyRegistryAddress,
    farcasterRegistriesArtifact.keyRegistry.bytecode,
    "KeyRegistry",
  )

  const read = (account: SandboxFarcasterAccount) =>
    Promise.all([
      client.readContract({
        address: farcasterIdRegistryAddress,
        abi: sandboxIdRegistryAbi,
        functionName: "idOf",
        args: [account.custody],
      }),
      client.readContract({
        address: farcasterIdRegistryAddress,
        abi: sandboxIdRegistryAbi,
        functionName: "custodyOf",
        args: [BigInt(account.fid)],
      }),
    ])
  const current = await Promise.all(accounts.map(read))
  const toRegister: Array<SandboxFarcasterAccount> = []
  for (const [index, account] of accounts.entries()) {
    const [fid, custody] = current[index] ?? [0n, zeroAddress]
    if (fid === BigInt(account.fid)) continue
    // Said here by name: the registry's revert (FidTaken, HasId) reaches viem undecoded.
    const taken =
      custody !== zeroAddress
        ? `fid ${account.fid} belongs to ${custody}`
        : fid !== 0n
          ? `${account.custody} owns fid ${fid}`
          : undefined
    if (taken !== undefined) {
      throw new FarcasterRegistriesInstallError({
        chainId: devnet.chainId,
        detail: `cannot register fid ${account.fid} to ${account.custody}: ${taken}`,
      })
    }
    toRegister.push(account)
  }
  if (toRegister.length === 0) return

  await client.request({
    method: "anvil_setBalance",
    params: [registrar.address, `0x${parseEther(registrarEther).toString(16)}`],
  } as never)
  const wallet = createWalletClient({
    account: registrar,
    chain: devnetChain(devnet),
    transport: http(devnet.rpcUrl),
  })
  // Numbered nonces let every registration go out before any is mined (a devnet with a block
  // time mines them together).
  const nonce = await client.getTransactionCount({
    address: registrar.address,
    blockTag: "pending",
  })
  const hashes: Array<Hex> = []
  for (const [index, account] of toRegister.entries()) {
    const hash = await wallet
      .writeContract({
        address: farcasterIdRegistryAddress,
        abi: sandboxIdRegistryAbi,
        functionName: "register",
        args: [account.custody, BigInt(account.fid)],
        nonce: nonce + index,
      })
      .catch((cause: unknown) => {
        throw new FarcasterRegistriesInstallError({
          chainId: devnet.chainId,
          detail: `cannot register fid ${account.fid} to ${account.custody}: ${answerErrorText(cause)}`,
          cause,
        })
      })
    hashes.push(hash)
  }
  const receipts = await Promise.all(
    hashes.map((hash) => client.waitForTransactionReceipt({ hash })),
  )
  const failed = receipts.findIndex((receipt) => receipt.status !== "success")
  if (failed !== -1) {
    throw new FarcasterRegistriesInstallError({
      chainId: devnet.chainId,
      detail: `registering fid ${toRegister[failed]?.fid} reverted`,
    })
  }
}

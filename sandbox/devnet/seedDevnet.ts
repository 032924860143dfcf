import { Data } from "effect"
import { type Address, getAddress, parseUnits } from "viem"
import { type SandboxExchange, seedExchange } from "../exchange/seedExchange"
import { deployMulticall3 } from "./deployMulticall3"
import { deploySmartAccountFactory } from "./deploySmartAccountFactory"
import type { DevnetAccount } from "./deriveDevnetAccounts"
import { type DevnetEndpoint, devnetPublicClient, devnetWalletClient } from "./devnetClients"
import { testTokenAbi } from "./testTokenAbi"
import { testTokenArtifact } from "./testTokenArtifact"

/** A test token deployed on a devnet. */
export interface DevnetToken {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** True for the token the sandbox API must flag as spam. */
  readonly spam: boolean
}

/** A seeded devnet: where it answers, its funded accounts, its test tokens and its exchange. */
export interface DevnetSeed {
  readonly chainId: number
  readonly rpcUrl: string
  readonly accounts: ReadonlyArray<DevnetAccount>
  readonly tokens: ReadonlyArray<DevnetToken>
  /** Uniswap V2 with the sandbox's pools (see `sandboxPoolSpecs`). */
  readonly exchange: SandboxExchange
}

/** A seed transaction reverted or created no contract. */
export class DevnetSeedError extends Data.TaggedError("DevnetSeedError")<{
  readonly chainId: number
  readonly detail: string
}> {
  override get message(): string {
    return `Cannot seed devnet ${this.chainId}: ${this.detail}`
  }
}

/**
 * The test tokens, deployed in this order by account 0: on a fresh chain they land at the
 * same addresses every time (nonces 0, 1 and 2 of the same deployer).
 */
export const devnetTokenSpecs = [
  { name: "Foyer USD", symbol: "FUSD", decimals: 6, spam: false, amountEach: "10000" },
  { name: "Foyer Token", symbol: "FOY", decimals: 18, spam: false, amountEach: "1000" },
  { name: "Free Airdrop", symbol: "AIRDROP", decimals: 18, spam: true, amountEach: "1000000" },
] as const

/** How many of the first accounts receive `amountEach` (whole units) of every token. */
export const devnetTokenHolderCount = 3

/**
 * Deploys the test tokens on a devnet and gives each of the first accounts a balance, then
 * puts Multicall3 at its canonical address and the smart-account factory at its fixed one
 * (after the tokens, whose addresses they leave alone), and last opens the sandbox exchange
 * (Uniswap V2 and its pools, deployed and funded by an account of its own; account 0 only
 * mints it the pools' tokens, so the first accounts' balances stay as seeded).
 */
export const seedDevnet = async (devnet: DevnetEndpoint): Promise<DevnetSeed> => {
  const { bytecode } = testTokenArtifact
  const deployer = devnetWalletClient(devnet, 0)
  const client = devnetPublicClient(devnet)
  const holders = devnet.accounts.slice(0, devnetTokenHolderCount).map((a) => a.address)
  const tokens: DevnetToken[] = []
  // One at a time: each deployment's nonce, hence its address, follows the previous one.
  for (const spec of devnetTokenSpecs) {
    const hash = await deployer.deployContract({
      abi: testTokenAbi,
      bytecode,
      args: [
        spec.name,
        spec.symbol,
        spec.decimals,
        holders,
        parseUnits(spec.amountEach, spec.decimals),
      ],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== "success" || receipt.contractAddress == null) {
      throw new DevnetSeedError({
        chainId: devnet.chainId,
        detail: `deploying ${spec.symbol} failed in transaction ${hash}`,
      })
    }
    const { name, symbol, decimals, spam } = spec
    tokens.push({ address: getAddress(receipt.contractAddress), name, symbol, decimals, spam })
  }
  await deployMulticall3(devnet)
  await deploySmartAccountFactory(devnet)
  const exchange = await seedExchange(devnet, tokens)
  return {
    chainId: devnet.chainId,
    rpcUrl: devnet.rpcUrl,
    accounts: devnet.accounts,
    tokens,
    exchange,
  }
}

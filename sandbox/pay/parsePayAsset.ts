import { isAddress as isSolanaAddress } from "@solana/kit"
import { type Address, getAddress, isAddress } from "viem"

/** An asset to pay, read from its CAIP-19 id: on an EVM devnet, or on a Solana devnet. */
export type PayAsset =
  | { readonly kind: "native"; readonly caipNetworkId: string; readonly chainId: number }
  | {
      readonly kind: "erc20"
      readonly caipNetworkId: string
      readonly chainId: number
      readonly address: Address
    }
  /** SOL, `solana:<ref>/slip44:501`. */
  | { readonly kind: "sol"; readonly caipNetworkId: string }
  /** An SPL token, `solana:<ref>/token:<mint>`. */
  | { readonly kind: "spl"; readonly caipNetworkId: string; readonly mint: string }

const evmCaip19 = /^eip155:(\d{1,15})\/(slip44:60|erc20:(0x[0-9a-fA-F]{40}))$/
// CAIP-2's reference is at most 32 characters; Solana's is its genesis hash's base58 prefix.
const base58 = "[1-9A-HJ-NP-Za-km-z]"
const solanaCaip19 = new RegExp(
  `^(solana:${base58}{1,32})\\/(slip44:501|token:(${base58}{32,44}))$`,
)

/**
 * Reads a CAIP-19 asset id: `eip155:<chainId>/slip44:60` (the native currency),
 * `eip155:<chainId>/erc20:<address>`, `solana:<ref>/slip44:501` (SOL) or
 * `solana:<ref>/token:<mint>` (an SPL token); anything else is undefined.
 * @example
 * parsePayAsset("eip155:31337/slip44:60") // { kind: "native", caipNetworkId: "eip155:31337", chainId: 31337 }
 * parsePayAsset("solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk/slip44:501") // { kind: "sol", caipNetworkId: "solana:4bqj…" }
 */
export const parsePayAsset = (asset: string): PayAsset | undefined => {
  const solana = solanaCaip19.exec(asset)
  if (solana?.[1] !== undefined) {
    const caipNetworkId = solana[1]
    const mint = solana[3]
    if (mint === undefined) return { kind: "sol", caipNetworkId }
    return isSolanaAddress(mint) ? { kind: "spl", caipNetworkId, mint } : undefined
  }
  const match = evmCaip19.exec(asset)
  if (match === null) return undefined
  const chainId = Number(match[1])
  const caipNetworkId = `eip155:${chainId}`
  const token = match[3]
  if (token === undefined) return { kind: "native", caipNetworkId, chainId }
  if (!isAddress(token, { strict: false })) return undefined
  return { kind: "erc20", caipNetworkId, chainId, address: getAddress(token) }
}

/** A CAIP-10 account, read: its network and its address (EVM checksummed, Solana base58). */
export interface PayRecipient {
  readonly caipNetworkId: string
  readonly address: string
}

const solanaCaip10 = new RegExp(`^(solana:${base58}{1,32}):(${base58}{32,44})$`)

/**
 * Reads `eip155:<chainId>:<0x address>` or `solana:<ref>:<base58 address>`; anything else is
 * undefined.
 */
export const parsePayRecipient = (caip10: string): PayRecipient | undefined => {
  const solana = solanaCaip10.exec(caip10)
  if (solana?.[1] !== undefined && solana[2] !== undefined) {
    return isSolanaAddress(solana[2]) ? { caipNetworkId: solana[1], address: solana[2] } : undefined
  }
  const match = /^(eip155:\d{1,15}):(0x[0-9a-fA-F]{40})$/.exec(caip10)
  if (match?.[1] === undefined || match[2] === undefined) return undefined
  if (!isAddress(match[2], { strict: false })) return undefined
  return { caipNetworkId: match[1], address: getAddress(match[2]) }
}

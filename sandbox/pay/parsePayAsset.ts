import { type Address, getAddress, isAddress } from "viem"

/** An asset to pay, read from its CAIP-19 id. */
export type PayAsset =
  | { readonly kind: "native"; readonly caipNetworkId: string; readonly chainId: number }
  | {
      readonly kind: "erc20"
      readonly caipNetworkId: string
      readonly chainId: number
      readonly address: Address
    }

const caip19 = /^eip155:(\d{1,15})\/(slip44:60|erc20:(0x[0-9a-fA-F]{40}))$/

/**
 * Reads an EVM CAIP-19 asset id: `eip155:<chainId>/slip44:60` (the native currency) or
 * `eip155:<chainId>/erc20:<address>`; anything else is undefined.
 * @example
 * parsePayAsset("eip155:31337/slip44:60") // { kind: "native", caipNetworkId: "eip155:31337", chainId: 31337 }
 */
export const parsePayAsset = (asset: string): PayAsset | undefined => {
  const match = caip19.exec(asset)
  if (match === null) return undefined
  const chainId = Number(match[1])
  const caipNetworkId = `eip155:${chainId}`
  const token = match[3]
  if (token === undefined) return { kind: "native", caipNetworkId, chainId }
  if (!isAddress(token, { strict: false })) return undefined
  return { kind: "erc20", caipNetworkId, chainId, address: getAddress(token) }
}

/** A CAIP-10 EVM account, read: its network and checksummed address. */
export interface PayRecipient {
  readonly caipNetworkId: string
  readonly address: Address
}

/** Reads `eip155:<chainId>:<0x address>`; anything else is undefined. */
export const parsePayRecipient = (caip10: string): PayRecipient | undefined => {
  const match = /^(eip155:\d{1,15}):(0x[0-9a-fA-F]{40})$/.exec(caip10)
  if (match?.[1] === undefined || match[2] === undefined) return undefined
  if (!isAddress(match[2], { strict: false })) return undefined
  return { caipNetworkId: match[1], address: getAddress(match[2]) }
}

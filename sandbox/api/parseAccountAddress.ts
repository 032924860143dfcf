import { type Address, getAddress, isAddress } from "viem"

/** An account address from a request: plain 0x or CAIP-10 (`eip155:<chain>:0x…`). */
export interface AccountAddress {
  /** The checksummed 0x address. */
  readonly address: Address
  /** The CAIP-2 network of a CAIP-10 address; undefined for a plain one. */
  readonly caipNetworkId: string | undefined
}

/**
 * Reads an EVM account address given plain (`0x…`, any case) or as CAIP-10
 * (`eip155:31337:0x…`); undefined when it is neither.
 */
export const parseAccountAddress = (text: string): AccountAddress | undefined => {
  const parts = text.split(":")
  const [first, second, third] = parts
  if (parts.length === 1 && first !== undefined && isAddress(first, { strict: false })) {
    return { address: getAddress(first), caipNetworkId: undefined }
  }
  if (
    parts.length === 3 &&
    first === "eip155" &&
    second !== undefined &&
    /^\d+$/.test(second) &&
    third !== undefined &&
    isAddress(third, { strict: false })
  ) {
    return { address: getAddress(third), caipNetworkId: `eip155:${second}` }
  }
  return undefined
}

import { base58 } from "@scure/base"
import { getAddress, isAddress } from "viem"

/**
 * How a chain family writes what a payment names (CAIP-19 and CAIP-10): the asset part of its
 * native currency, the asset namespace of its tokens, and its addresses.
 */
export interface PayFamily {
  /** The CAIP-19 asset part of the network's own currency, e.g. `slip44:60`. */
  readonly nativeAsset: string
  /** The CAIP-19 asset namespace of a token, e.g. `erc20`. */
  readonly tokenNamespace: string
  /** The address as the family writes it in CAIP ids, or undefined when `text` is not one. */
  readonly address: (text: string) => string | undefined
}

/** EVM: ether is SLIP-44 coin type 60; tokens are ERC-20 contracts; addresses checksummed. */
export const evmPayFamily: PayFamily = {
  nativeAsset: "slip44:60",
  tokenNamespace: "erc20",
  address: (text) => (isAddress(text, { strict: false }) ? getAddress(text) : undefined),
}

/** Bytes in an ed25519 public key, which a Solana address is the base58 text of. */
const solanaAddressBytes = 32

const solanaAddress = (text: string): string | undefined => {
  try {
    return base58.decode(text).length === solanaAddressBytes ? text : undefined
  } catch {
    return undefined
  }
}

/**
 * Solana: SOL is SLIP-44 coin type 501; an SPL token is `token:<mint>` (CAIP-19's Solana
 * profile); addresses are base58 public keys, kept as written (base58 has one spelling).
 */
export const solanaPayFamily: PayFamily = {
  nativeAsset: "slip44:501",
  tokenNamespace: "token",
  address: solanaAddress,
}

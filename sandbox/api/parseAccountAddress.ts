import { isAddress as isSolanaAddress } from "@solana/kit"
import { type Address, getAddress, isAddress } from "viem"
import { isBitcoinAddress } from "./bitcoin/bitcoinAddress"
import { echoInput } from "./echoInput"

/** An account address from a request: plain 0x or CAIP-10 (`eip155:<chain>:0x…`). */
export interface AccountAddress {
  /** The checksummed 0x address. */
  readonly address: Address
  /** The CAIP-2 network of a CAIP-10 address; undefined for a plain one. */
  readonly caipNetworkId: string | undefined
}

/** A Solana account address from a request: plain base58 or CAIP-10 (`solana:<ref>:<base58>`). */
export interface SolanaAccountAddress {
  /** The base58 public key, as given (base58 is case-sensitive, so there is one spelling). */
  readonly address: string
  /** The CAIP-2 network of a CAIP-10 address; undefined for a plain one. */
  readonly caipNetworkId: string | undefined
}

/**
 * A Bitcoin address from a request: plain (`bcrt1…`, `bc1…`, base58…) or CAIP-10
 * (`bip122:<genesis hash prefix>:<address>`).
 */
export interface BitcoinAccountAddress {
  /** The address as given. */
  readonly address: string
  /** The CAIP-2 network of a CAIP-10 address; undefined for a plain one. */
  readonly caipNetworkId: string | undefined
}

/** What an account address of a request reads as: an EVM, a Solana or a Bitcoin one, or why none. */
export type AccountAddressReading =
  | ({ readonly _tag: "Evm" } & AccountAddress)
  | ({ readonly _tag: "Solana" } & SolanaAccountAddress)
  | ({ readonly _tag: "Bitcoin" } & BitcoinAccountAddress)
  | { readonly _tag: "Invalid"; readonly description: string }

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

/** A CAIP-2 reference (CAIP-2: 1 to 32 characters of letters, digits, `-` and `_`). */
const caipReference = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * The 400 description of a Solana address that is not one: base58 text that does not decode
 * to the 32 bytes of an ed25519 public key.
 */
export const invalidSolanaAddressDescription = (address: string): string =>
  `Invalid Solana address: ${echoInput(address)} (expected the base58 of a 32-byte public key)`

/** The 400 description of a Bitcoin address that is not one, of any Bitcoin network. */
export const invalidBitcoinAddressDescription = (address: string): string =>
  `Invalid Bitcoin address: ${echoInput(address)} (expected a P2PKH, P2SH or segwit address)`

/**
 * Reads an account address of any family the sandbox serves: EVM as `parseAccountAddress`
 * reads it, Solana given plain (base58 of a 32-byte public key) or as CAIP-10
 * (`solana:<genesis hash prefix>:<base58>`), or Bitcoin given plain (an address of mainnet,
 * testnet or regtest) or as CAIP-10 (`bip122:<genesis hash prefix>:<address>`). A `solana:`
 * or `bip122:` CAIP-10 address names what is wrong with it: its reference, or its address.
 * @example
 * readAccountAddress("solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk:9WzD…AWWM")
 * // { _tag: "Solana", address: "9WzD…AWWM", caipNetworkId: "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk" }
 */
export const readAccountAddress = (text: string): AccountAddressReading => {
  const evm = parseAccountAddress(text)
  if (evm !== undefined) return { _tag: "Evm", ...evm }
  const parts = text.split(":")
  // Bitcoin first: a bech32 address without a 0 or an l is base58 too, and some decode to the
  // 32 bytes of a Solana key; a bech32 checksum never holds by chance.
  if (parts.length === 1 && isBitcoinAddress(text)) {
    return { _tag: "Bitcoin", address: text, caipNetworkId: undefined }
  }
  if (parts.length === 1 && isSolanaAddress(text)) {
    return { _tag: "Solana", address: text, caipNetworkId: undefined }
  }
  const [namespace, reference, address] = parts
  if (
    parts.length === 3 &&
    (namespace === "solana" || namespace === "bip122") &&
    reference !== undefined
  ) {
    if (!caipReference.test(reference)) {
      return {
        _tag: "Invalid",
        description: `Invalid CAIP-10 address: ${echoInput(text)} (a CAIP-2 reference has 1 to 32 letters, digits, - or _)`,
      }
    }
    if (namespace === "bip122") {
      return address === undefined || !isBitcoinAddress(address)
        ? { _tag: "Invalid", description: invalidBitcoinAddressDescription(address ?? "") }
        : { _tag: "Bitcoin", address, caipNetworkId: `bip122:${reference}` }
    }
    if (address === undefined || !isSolanaAddress(address)) {
      return { _tag: "Invalid", description: invalidSolanaAddressDescription(address ?? "") }
    }
    return { _tag: "Solana", address, caipNetworkId: `solana:${reference}` }
  }
  return { _tag: "Invalid", description: `Invalid address: ${text}` }
}

import { NETWORK, TEST_NETWORK } from "@scure/btc-signer"
import { bitcoinRegtest } from "../../bitcoin/bitcoinKeys"
import { scriptOfAddress } from "../../bitcoin/bitcoinScripts"

/**
 * Whether `text` is a Bitcoin address of mainnet, testnet (or signet) or regtest: P2PKH, P2SH
 * or segwit (v0, or v1 taproot), checksum included.
 */
export const isBitcoinAddress = (text: string): boolean =>
  [NETWORK, TEST_NETWORK, bitcoinRegtest].some(
    (network) => scriptOfAddress(text, network) !== undefined,
  )

/**
 * The output script (hex) an address pays on regtest, the sandbox's Bitcoin network; undefined
 * for an address of another network (a `bc1…` or `tb1…` one).
 */
export const regtestScriptOf = (address: string): Uint8Array | undefined => scriptOfAddress(address)

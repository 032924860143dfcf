// Output scripts as the Esplora API describes them (type, address, asm), and addresses read
// back into scripts: the regtest chain keeps its history per output script, so every spelling
// of an address (bech32 in upper case too) finds the same coins.
import { bytesToHex } from "@noble/hashes/utils"
import { Address, OP, OutScript } from "@scure/btc-signer"
import { type BitcoinNetwork, bitcoinRegtest } from "./bitcoinKeys"

/** Esplora's `scriptpubkey_type` of an output script. */
export type EsploraScriptType =
  | "p2pk"
  | "p2pkh"
  | "p2sh"
  | "v0_p2wpkh"
  | "v0_p2wsh"
  | "v1_p2tr"
  | "multisig"
  | "op_return"
  | "empty"
  | "unknown"

const typeNames: Readonly<Record<string, EsploraScriptType>> = {
  pk: "p2pk",
  pkh: "p2pkh",
  sh: "p2sh",
  wpkh: "v0_p2wpkh",
  wsh: "v0_p2wsh",
  tr: "v1_p2tr",
  ms: "multisig",
}

const decodeOutScript = (script: Uint8Array) => {
  try {
    return OutScript.decode(script)
  } catch {
    return undefined
  }
}

/** The Esplora type of an output script. */
export const scriptTypeOf = (script: Uint8Array): EsploraScriptType => {
  if (script.length === 0) return "empty"
  if (script[0] === 0x6a) return "op_return"
  const decoded = decodeOutScript(script)
  return (decoded === undefined ? undefined : typeNames[decoded.type]) ?? "unknown"
}

/** The address an output script pays on `network` (default regtest); undefined for one with none (OP_RETURN, bare scripts). */
export const addressOfScript = (
  script: Uint8Array,
  network: BitcoinNetwork = bitcoinRegtest,
): string | undefined => {
  const decoded = decodeOutScript(script)
  if (decoded === undefined) return undefined
  try {
    return Address(network).encode(decoded)
  } catch {
    return undefined
  }
}

/**
 * The output script an address pays on `network` (default regtest), or undefined for text
 * that is not an address of that network (another network's address included).
 */
export const scriptOfAddress = (
  address: string,
  network: BitcoinNetwork = bitcoinRegtest,
): Uint8Array | undefined => {
  try {
    return OutScript.encode(Address(network).decode(address))
  } catch {
    return undefined
  }
}

const opcodeNames = new Map<number, string>(
  Object.entries(OP).flatMap(([name, code]) =>
    typeof code === "number" ? [[code, name.startsWith("OP_") ? name : `OP_${name}`]] : [],
  ),
)

const readLength = (script: Uint8Array, at: number, bytes: number): number | undefined => {
  if (at + bytes > script.length) return undefined
  let length = 0
  for (let index = bytes - 1; index >= 0; index--) length = length * 256 + script[at + index]!
  return length
}

/**
 * A script in Esplora's assembly: `OP_0 OP_PUSHBYTES_20 <hex>`, `OP_PUSHNUM_1`, `OP_RETURN`…;
 * a push that runs past the script's end is shown as `<push past end>`.
 */
export const scriptAsm = (script: Uint8Array): string => {
  const parts: string[] = []
  let at = 0
  while (at < script.length) {
    const code = script[at++]!
    if (code === 0) {
      parts.push("OP_0")
      continue
    }
    if (code >= 0x51 && code <= 0x60) {
      parts.push(`OP_PUSHNUM_${code - 0x50}`)
      continue
    }
    if (code === 0x4f) {
      parts.push("OP_PUSHNUM_NEG1")
      continue
    }
    if (code > 0x4e) {
      parts.push(opcodeNames.get(code) ?? `OP_UNKNOWN_${code}`)
      continue
    }
    const prefix = code < 0x4c ? 0 : code === 0x4c ? 1 : code === 0x4d ? 2 : 4
    const length = prefix === 0 ? code : readLength(script, at, prefix)
    at += prefix
    if (length === undefined || at + length > script.length) {
      parts.push("<push past end>")
      break
    }
    const name = prefix === 0 ? `OP_PUSHBYTES_${length}` : `OP_PUSHDATA${prefix}`
    parts.push(`${name} ${bytesToHex(script.subarray(at, at + length))}`.trimEnd())
    at += length
  }
  return parts.join(" ")
}

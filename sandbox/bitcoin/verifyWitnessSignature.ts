// The signature check of a P2WPKH input (BIP-143): the witness is a DER signature with its
// sighash byte and the compressed key whose hash160 the spent output names; the signature
// must verify over BIP-143's digest of the transaction, with a low S as Bitcoin Core's policy
// asks. Other output types are not spent in the sandbox (its accounts are all P2WPKH).
import { secp256k1 } from "@noble/curves/secp256k1"
import { OutScript, type Transaction } from "@scure/btc-signer"
import { equalBytes, hash160 } from "@scure/btc-signer/utils"
import type { BitcoinInput, BitcoinOutput } from "./BitcoinTransaction"
import { scriptTypeOf } from "./bitcoinScripts"

/** The sighash types a signature may end with: ALL, NONE, SINGLE, each with ANYONECANPAY or not. */
const sighashTypes: ReadonlySet<number> = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

/**
 * Why input `index` of `transaction` does not unlock `spent` (the output it spends), or
 * undefined when its P2WPKH signature verifies. `unsigned` is the same transaction read by
 * @scure/btc-signer, which computes BIP-143's digest.
 */
export const witnessSignatureProblem = (
  unsigned: Transaction,
  index: number,
  input: BitcoinInput,
  spent: BitcoinOutput,
): string | undefined => {
  const type = scriptTypeOf(spent.script)
  if (type !== "v0_p2wpkh") {
    return `it spends a ${type} output; the sandbox's chain verifies P2WPKH inputs only`
  }
  if (input.scriptSig.length > 0) return "a P2WPKH input's scriptSig must be empty"
  const [signature, publicKey, ...rest] = input.witness
  if (signature === undefined || publicKey === undefined || rest.length > 0) {
    return "a P2WPKH witness holds exactly a signature and a public key"
  }
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) {
    return "the witness's public key is not a compressed secp256k1 key"
  }
  const decoded = OutScript.decode(spent.script)
  if (decoded.type !== "wpkh" || !equalBytes(hash160(publicKey), decoded.hash)) {
    return "the witness's public key is not the one the spent output names"
  }
  const hashType = signature.at(-1)
  if (hashType === undefined || !sighashTypes.has(hashType)) {
    return "the signature's sighash type is not one of ALL, NONE, SINGLE (with ANYONECANPAY or not)"
  }
  let parsed: ReturnType<typeof secp256k1.Signature.fromDER>
  try {
    parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1))
  } catch {
    return "the signature is not strict DER"
  }
  if (parsed.hasHighS()) return "the signature's S is high (Bitcoin's policy asks for a low S)"
  const digest = unsigned.preimageWitnessV0(
    index,
    OutScript.encode({ type: "pkh", hash: decoded.hash }),
    hashType,
    spent.value,
  )
  return secp256k1.verify(parsed, digest, publicKey, { lowS: true })
    ? undefined
    : "the signature does not verify for its key over the transaction"
}

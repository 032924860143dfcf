import { secp256k1 } from "@noble/curves/secp256k1"
import { bytesToHex, hexToBytes } from "@noble/hashes/utils"
import { OutScript, p2pkh, RawTx } from "@scure/btc-signer"
import { describe, expect, it } from "vitest"
import { type BitcoinLedger, makeBitcoinLedger } from "./BitcoinLedger"
import { BitcoinTransactionRefusedError } from "./BitcoinTransactionRefusedError"
import { signedTransfer, withOutputAmount } from "./bitcoinFixtures"
import { bitcoinRegtest, deriveBitcoinAccounts } from "./bitcoinKeys"
import { scriptOfAddress } from "./bitcoinScripts"
import { esploraAddress } from "./esploraJson"

const [alice, bob] = deriveBitcoinAccounts(2)
const btc = 100_000_000n
const scriptHex = (address: string) => bytesToHex(scriptOfAddress(address)!)

/** A ledger whose genesis funding pays Alice 10 BTC; its clock ticks one second a call. */
const fundedLedger = () => {
  let clock = Date.UTC(2026, 0, 1)
  const ledger = makeBitcoinLedger({ now: () => (clock += 1000) })
  const seed = ledger.mint([{ value: 10n * btc, script: scriptOfAddress(alice!.address)! }])
  return { ledger, seed }
}

const balanceOf = (ledger: BitcoinLedger, address: string): bigint =>
  ledger.unspentOf(scriptHex(address)).reduce((sum, output) => sum + output.value, 0n)

const refusal = (send: () => unknown): BitcoinTransactionRefusedError => {
  try {
    send()
  } catch (error) {
    if (error instanceof BitcoinTransactionRefusedError) return error
    throw error
  }
  throw new Error("the ledger accepted the transaction")
}

describe("BitcoinLedger", () => {
  it("accepts a transfer signed with a sandbox key and mines it at once in a block of its own", () => {
    const { ledger, seed } = fundedLedger()
    const transfer = signedTransfer({
      from: alice!,
      utxos: [{ txid: seed, vout: 0, value: 10n * btc }],
      to: bob!.address,
      satoshis: 2n * btc,
      feeSatoshis: 1500n,
    })
    const before = ledger.tip()
    const txid = ledger.send(transfer.extract())
    expect(txid).toBe(transfer.id)
    expect(ledger.tip().height).toBe(before.height + 1)
    expect(ledger.tip().previousHash).toBe(before.hash)
    expect(ledger.tip().txids).toEqual([txid])
    expect(ledger.tip().time).toBeGreaterThan(before.time)
    expect(ledger.transaction(txid)?.fee).toBe(1500n)
    expect(balanceOf(ledger, bob!.address)).toBe(2n * btc)
    expect(balanceOf(ledger, alice!.address)).toBe(8n * btc - 1500n)
    expect(ledger.spenderOf(seed, 0)).toEqual({ txid, vin: 0, block: ledger.tip() })
  })

  it("keeps each address's history and totals: funded, spent, transactions", () => {
    const { ledger, seed } = fundedLedger()
    const first = ledger.send(
      signedTransfer({
        from: alice!,
        utxos: [{ txid: seed, vout: 0, value: 10n * btc }],
        to: bob!.address,
        satoshis: btc,
      }).extract(),
    )
    expect(ledger.historyOf(scriptHex(alice!.address)).map((each) => each.txid)).toEqual([
      seed,
      first,
    ])
    expect(ledger.historyOf(scriptHex(bob!.address)).map((each) => each.txid)).toEqual([first])
    expect(esploraAddress(ledger, alice!.address, scriptHex(alice!.address)).chain_stats).toEqual({
      funded_txo_count: 2,
      funded_txo_sum: Number(10n * btc + 9n * btc - 1000n),
      spent_txo_count: 1,
      spent_txo_sum: Number(10n * btc),
      tx_count: 2,
    })
    // A bech32 address in upper case is the same script, hence the same coins.
    expect(scriptOfAddress(bob!.address.toUpperCase())).toEqual(scriptOfAddress(bob!.address))
  })

  it("refuses a double spend, naming the transaction that spent the output", () => {
    const { ledger, seed } = fundedLedger()
    const utxos = [{ txid: seed, vout: 0, value: 10n * btc }]
    const first = ledger.send(
      signedTransfer({ from: alice!, utxos, to: bob!.address, satoshis: btc }).extract(),
    )
    const again = signedTransfer({ from: alice!, utxos, to: bob!.address, satoshis: 2n * btc })
    const error = refusal(() => ledger.send(again.extract()))
    expect(error.code).toBe(-25)
    expect(error.reason).toBe(
      `bad-txns-inputs-missingorspent (input 0 spends ${seed}:0, already spent by ${first} in block 2)`,
    )
    expect(balanceOf(ledger, bob!.address)).toBe(btc)
  })

  it("refuses an input the chain does not have, and one output spent twice in a transaction", () => {
    const { ledger, seed } = fundedLedger()
    const missing = "ab".repeat(32)
    expect(
      refusal(() =>
        ledger.send(
          signedTransfer({
            from: alice!,
            utxos: [{ txid: missing, vout: 3, value: btc }],
            to: bob!.address,
            satoshis: 1000n,
          }).extract(),
        ),
      ).reason,
    ).toBe(
      `bad-txns-inputs-missingorspent (input 0 spends ${missing}:3, an output the chain does not have)`,
    )
    const twice = RawTx.decode(
      signedTransfer({
        from: alice!,
        utxos: [{ txid: seed, vout: 0, value: 10n * btc }],
        to: bob!.address,
        satoshis: btc,
      }).extract(),
    )
    const duplicated = RawTx.encode({
      ...twice,
      inputs: [twice.inputs[0]!, twice.inputs[0]!],
      witnesses: [twice.witnesses![0]!, twice.witnesses![0]!],
    })
    expect(refusal(() => ledger.send(duplicated)).reason).toBe(
      `bad-txns-inputs-duplicate (input 1 spends ${seed}:0 again)`,
    )
  })

  it("refuses a transaction whose outputs pay more than its inputs hold", () => {
    const { ledger, seed } = fundedLedger()
    // The signer is told the output holds 20 BTC; the chain knows it holds 10.
    const transfer = signedTransfer({
      from: alice!,
      utxos: [{ txid: seed, vout: 0, value: 20n * btc }],
      to: bob!.address,
      satoshis: 15n * btc,
    })
    const error = refusal(() => ledger.send(transfer.extract()))
    expect(error.code).toBe(-26)
    expect(error.reason).toBe(
      "bad-txns-in-belowout, value in (10) < value out (19.99999): the outputs pay more than the inputs hold",
    )
    expect(ledger.spenderOf(seed, 0)).toBeUndefined()
  })

  it("refuses a signature that does not verify: outputs changed after signing", () => {
    const { ledger, seed } = fundedLedger()
    const transfer = signedTransfer({
      from: alice!,
      utxos: [{ txid: seed, vout: 0, value: 10n * btc }],
      to: bob!.address,
      satoshis: btc,
    })
    const tampered = withOutputAmount(transfer.extract(), 0, btc / 2n)
    const error = refusal(() => ledger.send(tampered))
    expect(error.code).toBe(-26)
    expect(error.reason).toBe(
      "mandatory-script-verify-flag-failed (input 0: the signature does not verify for its key over the transaction)",
    )
    expect(error.esploraText).toBe(
      `sendrawtransaction RPC error: {"code":-26,"message":"mandatory-script-verify-flag-failed (input 0: the signature does not verify for its key over the transaction)"}`,
    )
    expect(balanceOf(ledger, bob!.address)).toBe(0n)
  })

  it("refuses another key's witness, a high-S signature and a non-P2WPKH input", () => {
    const { ledger, seed } = fundedLedger()
    const raw = RawTx.decode(
      signedTransfer({
        from: alice!,
        utxos: [{ txid: seed, vout: 0, value: 10n * btc }],
        to: bob!.address,
        satoshis: btc,
      }).extract(),
    )
    const [signature, publicKey] = raw.witnesses![0]!
    const withWitness = (witness: Uint8Array[]) => RawTx.encode({ ...raw, witnesses: [witness] })
    expect(refusal(() => ledger.send(withWitness([signature!, bob!.publicKey]))).reason).toBe(
      "mandatory-script-verify-flag-failed (input 0: the witness's public key is not the one the spent output names)",
    )
    const parsed = secp256k1.Signature.fromDER(signature!.subarray(0, -1))
    const highS = new secp256k1.Signature(parsed.r, secp256k1.CURVE.n - parsed.s)
    const highSignature = Uint8Array.from([...highS.toDERRawBytes(), 0x01])
    expect(refusal(() => ledger.send(withWitness([highSignature, publicKey!]))).reason).toBe(
      "mandatory-script-verify-flag-failed (input 0: the signature's S is high (Bitcoin's policy asks for a low S))",
    )
    const legacy = ledger.mint([
      { value: 10n * btc, script: p2pkh(alice!.publicKey, bitcoinRegtest).script },
    ])
    const spendLegacy = RawTx.encode({
      ...raw,
      inputs: [{ ...raw.inputs[0]!, txid: hexToBytes(legacy), index: 0 }],
    })
    expect(refusal(() => ledger.send(spendLegacy)).reason).toBe(
      "mandatory-script-verify-flag-failed (input 0: it spends a p2pkh output; the sandbox's chain verifies P2WPKH inputs only)",
    )
  })

  it("refuses what is not a transaction, a coinbase, and a transaction it already has", () => {
    const { ledger, seed } = fundedLedger()
    expect(refusal(() => ledger.send(hexToBytes("0200000001"))).code).toBe(-22)
    expect(refusal(() => ledger.send(ledger.transaction(seed)!.raw)).reason).toBe(
      "bad-txns-coinbase (a coinbase transaction is mined, never sent)",
    )
    const transfer = signedTransfer({
      from: alice!,
      utxos: [{ txid: seed, vout: 0, value: 10n * btc }],
      to: bob!.address,
      satoshis: btc,
    }).extract()
    const txid = ledger.send(transfer)
    const error = refusal(() => ledger.send(transfer))
    expect([error.code, error.reason]).toEqual([
      -27,
      `transaction already in block chain (${txid})`,
    ])
  })

  it("mints coinbase blocks (genesis funding, faucet) whose outputs are spendable at once", () => {
    const { ledger } = fundedLedger()
    const paid = ledger.mint([{ value: 5000n, script: scriptOfAddress(bob!.address)! }])
    const coinbase = ledger.transaction(paid)!
    expect(coinbase.coinbase).toBe(true)
    expect(coinbase.fee).toBe(0n)
    expect(OutScript.decode(coinbase.outputs[0]!.script)).toMatchObject({ type: "wpkh" })
    expect(balanceOf(ledger, bob!.address)).toBe(5000n)
    // BIP-34's height in each coinbase keeps two equal payments apart.
    expect(ledger.mint([{ value: 5000n, script: scriptOfAddress(bob!.address)! }])).not.toBe(paid)
  })
})

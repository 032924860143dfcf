import { secp256k1 } from "@noble/curves/secp256k1"
import { bytesToHex } from "@noble/hashes/utils"
import { NETWORK, p2wpkh, WIF } from "@scure/btc-signer"
import { describe, expect, it } from "vitest"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import {
  bip84Path,
  bitcoinRegtest,
  deriveBitcoinAccount,
  deriveBitcoinAccounts,
} from "./bitcoinKeys"

describe("deriveBitcoinAccounts", () => {
  it("derives P2WPKH keys as BIP-84 does (its published mainnet vector, m/84'/0'/0'/0/0)", () => {
    const account = deriveBitcoinAccount(
      "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
      bip84Path(0, 0),
      NETWORK,
    )
    expect(account.address).toBe("bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu")
    expect(account.wif).toBe("KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d")
    expect(bytesToHex(account.publicKey)).toBe(
      "0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c",
    )
  })

  it("gives the sandbox's accounts on regtest at m/84'/1'/0'/0/i: bcrt1q addresses of their own keys", () => {
    const accounts = deriveBitcoinAccounts(3)
    expect(accounts.map((account) => account.path)).toEqual([
      "m/84'/1'/0'/0/0",
      "m/84'/1'/0'/0/1",
      "m/84'/1'/0'/0/2",
    ])
    expect(new Set(accounts.map((account) => account.address)).size).toBe(3)
    for (const account of accounts) {
      expect(account.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
      expect(account.publicKey).toEqual(secp256k1.getPublicKey(account.privateKey, true))
      expect(p2wpkh(account.publicKey, bitcoinRegtest).address).toBe(account.address)
      expect(WIF(bitcoinRegtest).decode(account.wif)).toEqual(account.privateKey)
    }
    // The same mnemonic as the EVM and Solana accounts, and the same answer on every call.
    expect(deriveBitcoinAccounts(2, devnetMnemonic)).toEqual(accounts.slice(0, 2))
    expect(accounts[0]!.address).toBe("bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw")
  })

  it("derives other accounts from another mnemonic", () => {
    const other = deriveBitcoinAccounts(
      1,
      "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    )
    expect(other[0]!.address).not.toBe(deriveBitcoinAccounts(1)[0]!.address)
  })
})

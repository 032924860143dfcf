import { bytesToHex, hexToBytes } from "@noble/hashes/utils"
import { createKeyPairSignerFromBytes } from "@solana/kit"
import { describe, expect, it } from "vitest"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import {
  deriveSolanaAccounts,
  mnemonicToSeed,
  slip10Ed25519,
  solanaAccountOf,
} from "./deriveSolanaAccounts"

describe("deriveSolanaAccounts", () => {
  it("stretches a mnemonic as BIP-39 does (its published TREZOR vector)", () => {
    const mnemonic =
      "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
    expect(bytesToHex(mnemonicToSeed(mnemonic, "TREZOR"))).toBe(
      "c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04",
    )
  })

  it("derives ed25519 keys as SLIP-0010 does (its published test vector 1)", () => {
    const seed = hexToBytes("000102030405060708090a0b0c0d0e0f")
    expect(bytesToHex(slip10Ed25519(seed, []))).toBe(
      "2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7",
    )
    expect(bytesToHex(slip10Ed25519(seed, [0]))).toBe(
      "68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3",
    )
    expect(bytesToHex(slip10Ed25519(seed, [0, 1, 2, 2, 1000000000]))).toBe(
      "8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793",
    )
  })

  it("gives each index its own account, the same on every call", () => {
    const accounts = deriveSolanaAccounts(devnetMnemonic, 3)
    expect(new Set(accounts.map((account) => account.address)).size).toBe(3)
    expect(deriveSolanaAccounts(devnetMnemonic, 2)).toEqual(accounts.slice(0, 2))
    expect(accounts[1]).toEqual(
      solanaAccountOf(slip10Ed25519(mnemonicToSeed(devnetMnemonic), [44, 501, 1, 0])),
    )
  })

  it("keeps the secret key in the 64-byte form @solana/kit signs with, for the same address", async () => {
    const [account] = deriveSolanaAccounts(devnetMnemonic, 1)
    const signer = await createKeyPairSignerFromBytes(account!.secretKey)
    expect(signer.address).toBe(account!.address)
    expect(account!.secretKey.subarray(0, 32)).toEqual(account!.privateKey)
  })
})

// The Bitcoin test wallet through its Wallet Standard features only, as an app reaches it
// (the bitcoin plugin's connectors ask exactly these), with the sandbox regtest's keys.
import { base64 } from "@scure/base"
import type { WalletAccount } from "@wallet-standard/base"
import {
  isWalletStandardError,
  WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND,
  WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
} from "@wallet-standard/errors"
import type { StandardEventsChangeProperties } from "@wallet-standard/features"
import { describe, expect, it } from "vitest"
import { deriveBitcoinAccounts } from "../bitcoin/bitcoinKeys"
import { verifyBitcoinMessage } from "../bitcoin/bitcoinMessage"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import { type BitcoinTestWalletOptions, createBitcoinTestWallet } from "./createBitcoinTestWallet"

const sandboxAccounts = deriveBitcoinAccounts(2)
const addressAt = (index: number): string => sandboxAccounts[index]!.address

const options = (extra: Partial<BitcoinTestWalletOptions> = {}): BitcoinTestWalletOptions => ({
  privateKeys: sandboxAccounts.map((account) => account.wif),
  ...extra,
})

const memoryStorage = (): TestWalletStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
  }
}

const rejectedCode = (error: unknown) =>
  isWalletStandardError(error) ? error.context.__code : undefined

/** A wallet whose site is connected for its payment account, with the log of its change events. */
const connected = async (extra: Partial<BitcoinTestWalletOptions> = {}) => {
  const { wallet, control } = createBitcoinTestWallet(options(extra))
  const { accounts } = await wallet.features["bitcoin:connect"].connect({ purposes: ["payment"] })
  const account = accounts[0]
  if (account === undefined) throw new Error("connect gave no account")
  const changes: StandardEventsChangeProperties[] = []
  wallet.features["standard:events"].on("change", (properties) => changes.push(properties))
  return { wallet, control, account, changes }
}

const signed = (
  wallet: ReturnType<typeof createBitcoinTestWallet>["wallet"],
  account: WalletAccount,
  text: string,
) =>
  wallet.features["bitcoin:signMessage"].signMessage({
    account,
    message: new TextEncoder().encode(text),
  })

describe("createBitcoinTestWallet", () => {
  it("holds the sandbox regtest's accounts as P2WPKH payment accounts on bitcoin:regtest, and lists none before the site connects", () => {
    const { wallet, control } = createBitcoinTestWallet(options())
    expect(wallet.name).toBe("Foyer Bitcoin Test Wallet")
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual(["bitcoin:regtest"])
    expect(Object.keys(wallet.features).sort()).toEqual([
      "bitcoin:connect",
      "bitcoin:signMessage",
      "standard:disconnect",
      "standard:events",
    ])
    expect(control.addresses).toEqual([addressAt(0), addressAt(1)])
    expect(wallet.accounts).toEqual([])
  })

  it("bitcoin:connect with the payment purpose authorises the site for the current account: its address, compressed public key, chains and bitcoin:signMessage", async () => {
    const { wallet, account } = await connected()
    expect(account).toMatchObject({
      address: addressAt(0),
      publicKey: sandboxAccounts[0]!.publicKey,
      chains: ["bitcoin:regtest"],
      features: ["bitcoin:signMessage"],
    })
    expect(wallet.accounts).toEqual([account])
  })

  it("gives no account to a site that asks only for ordinals (it holds payment accounts only), and stays unauthorised", async () => {
    const { wallet } = createBitcoinTestWallet(options())
    expect(await wallet.features["bitcoin:connect"].connect({ purposes: ["ordinals"] })).toEqual({
      accounts: [],
    })
    expect(wallet.accounts).toEqual([])
  })

  it("bitcoin:signMessage signs with BIP-137 (Bitcoin's signed message): the 65-byte signature verifies for the account's address", async () => {
    const { wallet, account, control } = await connected()
    const [output] = await signed(wallet, account, "Hello from Foyer")
    expect(output?.signedMessage).toEqual(new TextEncoder().encode("Hello from Foyer"))
    expect(output?.signature).toHaveLength(65)
    const signature = base64.encode(output!.signature)
    expect(verifyBitcoinMessage(addressAt(0), "Hello from Foyer", signature)).toBe(true)
    expect(verifyBitcoinMessage(addressAt(1), "Hello from Foyer", signature)).toBe(false)
    expect(control.requests.map(({ feature, outcome }) => [feature, outcome])).toEqual([
      ["bitcoin:connect", "approved"],
      ["bitcoin:signMessage", "approved"],
    ])
  })

  it("refuses to sign for an account the site is not authorised for, with the standard's WALLET_ACCOUNT_NOT_FOUND", async () => {
    const { wallet, account } = await connected()
    const other = { ...account, address: addressAt(1) }
    await expect(signed(wallet, other, "x")).rejects.toSatisfy(
      (error) => rejectedCode(error) === WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND,
    )
    await wallet.features["standard:disconnect"].disconnect()
    await expect(signed(wallet, account, "x")).rejects.toSatisfy(
      (error) => rejectedCode(error) === WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND,
    )
  })

  it("a request the visitor rejects fails with the standard's USER_REQUEST_REJECTED, which the kit takes as the user's rejection, and authorises nothing", async () => {
    const { wallet, control } = createBitcoinTestWallet(options())
    control.setBehaviour("bitcoin:connect", "reject")
    const error = await wallet.features["bitcoin:connect"]
      .connect({ purposes: ["payment"] })
      .catch((cause: unknown) => cause)
    expect(rejectedCode(error)).toBe(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)
    expect(error).toMatchObject({ name: "WalletStandardError" })
    expect(wallet.accounts).toEqual([])
    expect(control.requests).toEqual([
      {
        feature: "bitcoin:connect",
        input: { purposes: ["payment"] },
        outcome: "rejected",
        error: { code: WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, message: expect.any(String) },
      },
    ])
  })

  it("a delayed request waits until released", async () => {
    const { wallet, account, control } = await connected()
    control.setBehaviour("bitcoin:signMessage", { delayMs: 60_000 })
    const pending = signed(wallet, account, "later")
    expect(control.requests.at(-1)?.outcome).toBe("pending")
    control.release("bitcoin:signMessage", "reject")
    await expect(pending).rejects.toSatisfy(
      (error) => rejectedCode(error) === WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
    )
  })

  it("tells the site of another account and of a disconnect inside the wallet through standard:events change", async () => {
    const { wallet, control, changes } = await connected()
    control.setAccount(1)
    expect(changes.map(({ accounts }) => accounts?.map(({ address }) => address))).toEqual([
      [addressAt(1)],
    ])
    expect(wallet.accounts.map(({ address }) => address)).toEqual([addressAt(1)])
    control.disconnect()
    expect(changes.at(-1)).toEqual({ accounts: [] })
    expect(wallet.accounts).toEqual([])
    expect(() => control.setAccount(2)).toThrow(RangeError)
  })

  it("remembers the site's authorisation and account in its storage, as a wallet does across page loads", async () => {
    const storage = memoryStorage()
    const first = await connected({ storage })
    first.control.setAccount(1)
    const again = createBitcoinTestWallet(options({ storage }))
    expect(again.wallet.accounts.map(({ address }) => address)).toEqual([addressAt(1)])
    await again.wallet.features["standard:disconnect"].disconnect()
    expect(createBitcoinTestWallet(options({ storage })).wallet.accounts).toEqual([])
  })

  it("takes only regtest keys in Wallet Import Format, and needs one", () => {
    expect(() => createBitcoinTestWallet({ privateKeys: [] })).toThrow(RangeError)
    // A mainnet WIF (prefix 0x80) is no regtest key.
    expect(() =>
      createBitcoinTestWallet({
        privateKeys: ["KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"],
      }),
    ).toThrow()
  })
})

// The Solana test wallet through its Wallet Standard features only, as an app reaches it.
// No RPC here: signing is local; sending is tested against the sandbox's SVM elsewhere.
import { ed25519 } from "@noble/curves/ed25519"
import {
  type Address,
  blockhash,
  getAddressDecoder,
  getTransactionDecoder,
  lamports,
} from "@solana/kit"
import { parseSignInMessageText, verifySignIn } from "@solana/wallet-standard-util"
import {
  isWalletStandardError,
  WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED,
  WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND,
  WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
} from "@wallet-standard/errors"
import type { StandardEventsChangeProperties } from "@wallet-standard/features"
import { describe, expect, it } from "vitest"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import { createSolanaTestWallet, type SolanaTestWalletOptions } from "./createSolanaTestWallet"
import { transferBytes } from "./solanaWalletFixtures"

/** Two accounts from fixed seeds: bytes 1…32 and 33…64. */
const seeds = [0, 32].map((start) => Uint8Array.from({ length: 32 }, (_, i) => start + i + 1))
const publicKeys = seeds.map((seed) => ed25519.getPublicKey(seed))
const addresses = publicKeys.map((key) => getAddressDecoder().decode(key))
const publicKey = (index: number): Uint8Array => {
  const key = publicKeys[index]
  if (key === undefined) throw new RangeError(`No key ${index}`)
  return key
}
const addressAt = (index: number): Address => {
  const found = addresses[index]
  if (found === undefined) throw new RangeError(`No address ${index}`)
  return found
}

const options = (extra: Partial<SolanaTestWalletOptions> = {}): SolanaTestWalletOptions => ({
  secretKeys: seeds,
  // Never called here (see above); port 9 is discard.
  rpcUrl: "http://127.0.0.1:9/",
  ...extra,
})

const memoryStorage = (): TestWalletStorage => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
  }
}

/** A wallet whose site is connected, with the log of its change events. */
const connected = async (extra: Partial<SolanaTestWalletOptions> = {}) => {
  const { wallet, control } = createSolanaTestWallet(options(extra))
  const { accounts } = await wallet.features["standard:connect"].connect()
  const account = accounts[0]
  if (account === undefined) throw new Error("connect gave no account")
  const changes: StandardEventsChangeProperties[] = []
  wallet.features["standard:events"].on("change", (properties) => changes.push(properties))
  return { wallet, control, account, changes }
}

/** The Wallet Standard error code a promise fails with (`context.__code`). */
const failureCode = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!isWalletStandardError(error)) throw new Error(`expected a Wallet Standard error: ${error}`)
  return error.context.__code
}

/** A SOL transfer from `source` paid by `feePayer`, on a made-up blockhash (nothing is sent). */
const transfer = (source: Address, feePayer: Address) =>
  transferBytes({
    source,
    feePayer,
    destination: feePayer,
    amount: lamports(1_000n),
    lifetime: {
      blockhash: blockhash("EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k"),
      lastValidBlockHeight: 10n,
    },
  })

describe("standard:connect", () => {
  it("gives the current account with its address, ed25519 public key, chains and features, and tells change listeners", async () => {
    const { wallet } = createSolanaTestWallet(options())
    const changes: StandardEventsChangeProperties[] = []
    wallet.features["standard:events"].on("change", (properties) => changes.push(properties))
    expect(wallet.accounts).toEqual([])
    const { accounts } = await wallet.features["standard:connect"].connect()
    expect(accounts).toEqual([
      {
        address: addresses[0],
        publicKey: publicKeys[0],
        chains: [
          "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
          "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
          "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
        ],
        features: [
          "solana:signAndSendTransaction",
          "solana:signTransaction",
          "solana:signMessage",
          "solana:signIn",
        ],
        label: "Account 1",
      },
    ])
    expect(wallet.accounts).toEqual(accounts)
    expect(changes).toEqual([{ accounts }])
  })

  it("a silent connect before the visitor connected gives no account and asks no one", async () => {
    const { wallet, control } = createSolanaTestWallet(options())
    control.setBehaviour("standard:connect", "reject")
    expect(await wallet.features["standard:connect"].connect({ silent: true })).toEqual({
      accounts: [],
    })
    expect(control.requests).toEqual([
      { feature: "standard:connect", input: { silent: true }, outcome: "approved" },
    ])
  })

  it("a reload with the same storage restores the authorised account, silently", async () => {
    const storage = memoryStorage()
    const first = createSolanaTestWallet(options({ storage }))
    await first.wallet.features["standard:connect"].connect()
    first.control.setAccount(1)
    const reloaded = createSolanaTestWallet(options({ storage }))
    expect(reloaded.wallet.accounts.map((account) => account.address)).toEqual([addresses[1]])
    const { accounts } = await reloaded.wallet.features["standard:connect"].connect({
      silent: true,
    })
    expect(accounts.map((account) => account.address)).toEqual([addresses[1]])
  })

  it("a rejected connect fails with the standard's WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED and is logged", async () => {
    const { wallet, control } = createSolanaTestWallet(options())
    control.setBehaviour("standard:connect", "reject")
    expect(await failureCode(wallet.features["standard:connect"].connect())).toBe(
      WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
    )
    expect(wallet.accounts).toEqual([])
    expect(control.requests).toEqual([
      {
        feature: "standard:connect",
        input: {},
        outcome: "rejected",
        error: { code: 4001000, message: "The user rejected the request" },
      },
    ])
  })

  it("a delayed connect waits until released, then answers as released", async () => {
    const { wallet, control } = createSolanaTestWallet(options())
    control.setBehaviour("standard:connect", { delayMs: 60_000 })
    const pending = wallet.features["standard:connect"].connect()
    await Promise.resolve()
    expect(control.requests.map((request) => request.outcome)).toEqual(["pending"])
    control.release("standard:connect", "reject")
    expect(await failureCode(pending)).toBe(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)
  })
})

describe("standard:events", () => {
  it("an account switch in the wallet sends change with the new account; the old listener stops when removed", async () => {
    const { wallet, control, changes } = await connected()
    const removed: StandardEventsChangeProperties[] = []
    const off = wallet.features["standard:events"].on("change", (p) => removed.push(p))
    off()
    control.setAccount(1)
    expect(changes.map((change) => change.accounts?.map((account) => account.address))).toEqual([
      [addresses[1]],
    ])
    expect(removed).toEqual([])
    expect(wallet.accounts.map((account) => account.address)).toEqual([addresses[1]])
  })

  it("a disconnect from the wallet's side sends change with no accounts", async () => {
    const { wallet, control, changes } = await connected()
    control.disconnect()
    expect(changes).toEqual([{ accounts: [] }])
    expect(wallet.accounts).toEqual([])
    expect(control.state).toEqual({ connected: false, accountIndex: 0 })
  })

  it("standard:disconnect from the app sends change with no accounts too", async () => {
    const { wallet, changes } = await connected()
    await wallet.features["standard:disconnect"].disconnect()
    expect(changes).toEqual([{ accounts: [] }])
  })

  it("an account switch while disconnected sends nothing", async () => {
    const { wallet, control } = createSolanaTestWallet(options())
    const changes: StandardEventsChangeProperties[] = []
    wallet.features["standard:events"].on("change", (p) => changes.push(p))
    control.setAccount(1)
    expect(changes).toEqual([])
  })
})

describe("solana:signMessage", () => {
  it("signs the message bytes with the account's ed25519 key; the signature verifies", async () => {
    const { wallet, account } = await connected()
    const message = new TextEncoder().encode("Hello from Foyer")
    const [output] = await wallet.features["solana:signMessage"].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe("ed25519")
    expect(ed25519.verify(output?.signature ?? new Uint8Array(), message, publicKey(0))).toBe(true)
  })

  it("refuses an account the site is not connected to (WALLET_ACCOUNT_NOT_FOUND)", async () => {
    const { wallet, account, control } = await connected()
    control.disconnect()
    const message = new Uint8Array([1, 2, 3])
    expect(
      await failureCode(wallet.features["solana:signMessage"].signMessage({ account, message })),
    ).toBe(WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND)
  })

  it("a rejected request fails with the standard's user-rejected error and signs nothing", async () => {
    const { wallet, account, control } = await connected()
    control.setBehaviour("solana:signMessage", "reject")
    const message = new Uint8Array([1, 2, 3])
    expect(
      await failureCode(wallet.features["solana:signMessage"].signMessage({ account, message })),
    ).toBe(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)
    expect(control.requests.at(-1)).toEqual({
      feature: "solana:signMessage",
      input: [{ account: addresses[0], message: "AQID" }],
      outcome: "rejected",
      error: { code: 4001000, message: "The user rejected the request" },
    })
  })
})

describe("solana:signTransaction", () => {
  it("signs a @solana/kit transaction: its signature over the message bytes verifies, the fee payer's slot is kept", async () => {
    const { wallet, account } = await connected()
    const feePayer = addressAt(1)
    const transaction = transfer(addressAt(0), feePayer)
    const [output] = await wallet.features["solana:signTransaction"].signTransaction({
      account,
      transaction,
      chain: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
    })
    const signed = getTransactionDecoder().decode(output?.signedTransaction ?? new Uint8Array())
    const unsigned = getTransactionDecoder().decode(transaction)
    expect(signed.messageBytes).toEqual(unsigned.messageBytes)
    expect(Object.keys(signed.signatures)).toEqual([feePayer, addresses[0]])
    expect(signed.signatures[feePayer]).toBeNull()
    const signature = signed.signatures[addressAt(0)]
    expect(
      ed25519.verify(
        signature ?? new Uint8Array(),
        Uint8Array.from(signed.messageBytes),
        publicKey(0),
      ),
    ).toBe(true)
  })

  it("refuses a transaction that asks no signature of the account", async () => {
    const { wallet, account } = await connected()
    const other = addressAt(1)
    const transaction = transfer(other, other)
    await expect(
      wallet.features["solana:signTransaction"].signTransaction({ account, transaction }),
    ).rejects.toThrow(`The transaction asks no signature of ${addresses[0]}`)
  })

  it("refuses a chain the wallet does not declare (WALLET_ACCOUNT_CHAIN_UNSUPPORTED)", async () => {
    const { wallet, account } = await connected()
    const transaction = transfer(addressAt(0), addressAt(0))
    expect(
      await failureCode(
        wallet.features["solana:signTransaction"].signTransaction({
          account,
          transaction,
          chain: "solana:localnet",
        }),
      ),
    ).toBe(WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED)
  })

  it("declares the chains it is given instead of the kit's networks", async () => {
    const { wallet, account } = await connected({ chains: ["solana:localnet"] })
    expect([wallet.chains, account.chains]).toEqual([["solana:localnet"], ["solana:localnet"]])
  })
})

describe("solana:signIn", () => {
  const input = {
    domain: "dapp.example",
    statement: "Sign in to the dApp",
    uri: "https://dapp.example/login",
    version: "1",
    chainId: "devnet",
    nonce: "k3uXzPq8",
    issuedAt: "2026-12-06T12:00:00.000Z",
    resources: ["https://dapp.example/terms"],
  }

  it("signs in with the current account, connecting it: the output verifies with the standard's verifySignIn", async () => {
    const { wallet, control } = createSolanaTestWallet(options())
    control.setAccount(1)
    const [output] = await wallet.features["solana:signIn"].signIn(input)
    if (output === undefined) throw new Error("no output")
    expect(output.account.address).toBe(addresses[1])
    expect(wallet.accounts).toEqual([output.account])
    expect(verifySignIn(input, output)).toBe(true)
    expect(new TextDecoder().decode(output.signedMessage)).toBe(
      [
        "dapp.example wants you to sign in with your Solana account:",
        addresses[1],
        "",
        "Sign in to the dApp",
        "",
        "URI: https://dapp.example/login",
        "Version: 1",
        "Chain ID: devnet",
        "Nonce: k3uXzPq8",
        "Issued At: 2026-12-06T12:00:00.000Z",
        "Resources:",
        "- https://dapp.example/terms",
      ].join("\n"),
    )
  })

  it("leaves out every field the app left out, as the standard's parser reads it back", async () => {
    const { wallet } = createSolanaTestWallet(options())
    const [output] = await wallet.features["solana:signIn"].signIn({ domain: "dapp.example" })
    if (output === undefined) throw new Error("no output")
    expect(parseSignInMessageText(new TextDecoder().decode(output.signedMessage))).toEqual({
      domain: "dapp.example",
      address: addresses[0],
      statement: undefined,
      uri: undefined,
      version: undefined,
      nonce: undefined,
      chainId: undefined,
      issuedAt: undefined,
      expirationTime: undefined,
      notBefore: undefined,
      requestId: undefined,
      resources: undefined,
    })
  })

  it("outside a page, a sign-in without a domain fails (the wallet has none to give) and connects nothing", async () => {
    const { wallet, control } = createSolanaTestWallet(options())
    await expect(wallet.features["solana:signIn"].signIn({ nonce: "k3uXzPq8" })).rejects.toThrow(
      "Sign-In With Solana needs a domain outside a page",
    )
    expect([wallet.accounts, control.requests.map((request) => request.outcome)]).toEqual([
      [],
      ["failed"],
    ])
  })

  it("a rejected sign-in connects nothing", async () => {
    const { wallet, control } = createSolanaTestWallet(options())
    control.setBehaviour("solana:signIn", "reject")
    expect(await failureCode(wallet.features["solana:signIn"].signIn(input))).toBe(
      WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED,
    )
    expect(wallet.accounts).toEqual([])
  })
})

describe("the wallet", () => {
  it("is named 'Foyer Solana Test Wallet' with a base64 SVG icon and Wallet Standard version 1.0.0", () => {
    const { wallet, control } = createSolanaTestWallet(options())
    expect([wallet.version, wallet.name]).toEqual(["1.0.0", "Foyer Solana Test Wallet"])
    expect(wallet.icon.startsWith("data:image/svg+xml;base64,")).toBe(true)
    expect(atob(wallet.icon.slice("data:image/svg+xml;base64,".length))).toMatch(/^<svg /)
    expect(control.addresses).toEqual(addresses)
  })

  it("offers every feature of the brief, with the transaction versions it signs", () => {
    const { wallet } = createSolanaTestWallet(options())
    expect(Object.keys(wallet.features)).toEqual([
      "standard:connect",
      "standard:disconnect",
      "standard:events",
      "solana:signMessage",
      "solana:signTransaction",
      "solana:signAndSendTransaction",
      "solana:signIn",
    ])
    expect(wallet.features["solana:signAndSendTransaction"].supportedTransactionVersions).toEqual([
      "legacy",
      0,
    ])
  })

  it("refuses to start without an account", () => {
    expect(() => createSolanaTestWallet(options({ secretKeys: [] }))).toThrow(
      "The Solana test wallet needs an account",
    )
  })
})

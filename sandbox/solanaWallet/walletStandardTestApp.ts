// A minimal Wallet Standard app for the Chromium tests: what the kit (or any dApp) does to
// find a Solana wallet with @wallet-standard/app and use it, bundled on its own
// (bundlePageScript) so the test page holds nothing of Foyer's.
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
} from "@solana/wallet-standard-features"
import { getWallets } from "@wallet-standard/app"
import type { IdentifierString, Wallet, WalletWithFeatures } from "@wallet-standard/base"
import type { StandardConnectFeature, StandardEventsFeature } from "@wallet-standard/features"

type UsableWallet = WalletWithFeatures<
  StandardConnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignAndSendTransactionFeature
>

const usedFeatures = [
  "standard:connect",
  "standard:events",
  "solana:signMessage",
  "solana:signAndSendTransaction",
]

// The standard's way to know a wallet's features: their names among its features' keys.
const isUsable = (wallet: Wallet): wallet is UsableWallet =>
  usedFeatures.every((feature) => feature in wallet.features)

const wallets = getWallets()
const registered: string[] = []
wallets.on("register", (...added) => {
  registered.push(...added.map((wallet) => wallet.name))
})

const walletNamed = (name: string): UsableWallet => {
  const wallet = wallets.get().find((each) => each.name === name)
  if (wallet === undefined) throw new Error(`No wallet named ${name}`)
  if (!isUsable(wallet)) throw new Error(`${name} lacks a feature of ${usedFeatures.join(", ")}`)
  return wallet
}

/** One account as the test reads it back (plain JSON). */
export interface SeenAccount {
  readonly address: string
  readonly publicKey: ReadonlyArray<number>
  readonly chains: ReadonlyArray<string>
}

const seen = (wallet: Wallet): ReadonlyArray<SeenAccount> =>
  wallet.accounts.map((account) => ({
    address: account.address,
    publicKey: Array.from(account.publicKey),
    chains: [...account.chains],
  }))

/** The names of the wallets found so far, and of those registered after this app loaded. */
export const found = () => ({
  wallets: wallets.get().map((wallet) => wallet.name),
  registeredLater: [...registered],
})

/** The accounts `name` holds for this page now, without asking (its `accounts`). */
export const accountsOf = (name: string) => seen(walletNamed(name))

/** Connects to `name` (standard:connect) and gives the accounts it authorised. */
export const connect = async (name: string, silent = false) => {
  const { accounts } = await walletNamed(name).features["standard:connect"].connect({ silent })
  return accounts.map((account) => account.address)
}

const changes: Array<ReadonlyArray<string> | undefined> = []

/** Records the accounts of each `change` event of `name` from now on. */
export const watch = (name: string) => {
  walletNamed(name).features["standard:events"].on("change", (properties) => {
    changes.push(properties.accounts?.map((account) => account.address))
  })
}

/** The accounts of every change event recorded by {@link watch}. */
export const changesSeen = () => [...changes]

/** Signs `text` with `name`'s first account; the signature and signed bytes as number lists. */
export const signMessage = async (name: string, text: string) => {
  const wallet = walletNamed(name)
  const account = wallet.accounts[0]
  if (account === undefined) throw new Error(`${name} has no account for this page`)
  const [output] = await wallet.features["solana:signMessage"].signMessage({
    account,
    message: new TextEncoder().encode(text),
  })
  if (output === undefined) throw new Error("No signature")
  return {
    signature: Array.from(output.signature),
    signedMessage: Array.from(output.signedMessage),
  }
}

/**
 * Signs and sends `transaction` (wire bytes as a number list) with `name`'s first account on
 * `chain`, waiting for it to be confirmed; gives the signature as a number list.
 */
export const signAndSend = async (
  name: string,
  transaction: ReadonlyArray<number>,
  chain: IdentifierString,
) => {
  const wallet = walletNamed(name)
  const account = wallet.accounts[0]
  if (account === undefined) throw new Error(`${name} has no account for this page`)
  const [output] = await wallet.features["solana:signAndSendTransaction"].signAndSendTransaction({
    account,
    transaction: Uint8Array.from(transaction),
    chain,
    options: { commitment: "confirmed" },
  })
  if (output === undefined) throw new Error("No signature")
  return Array.from(output.signature)
}

import { base58, base64 } from "@scure/base"
import { Predicate } from "effect"
import { type WalletConnectHandle, WalletRequestFailedError } from "../../core"
import type { StandardAccount, StandardWallet } from "./StandardWallet"
import { isSolanaAddress } from "./StandardWallet"

/** The Wallet Standard features the session's wallet is presented with. */
const features = [
  "solana:signMessage",
  "solana:signTransaction",
  "solana:signAndSendTransaction",
] as const

/** A blank square: the session's wallet is drawn with the WalletConnect session's icon. */
const blankIcon =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="

/** The bytes the text `key` holds in a wallet's answer, decoded with `decode`, if any. */
const bytesIn = (answer: unknown, key: string, decode: (text: string) => Uint8Array) => {
  if (!Predicate.hasProperty(answer, key) || typeof answer[key] !== "string") return undefined
  try {
    return decode(answer[key])
  } catch {
    return undefined
  }
}

/**
 * A WalletConnect session's Solana wallet, presented as a Wallet Standard wallet so the Solana
 * adapter asks it the same way as a browser wallet (`solana:signMessage`, `solana:signTransaction`,
 * `solana:signAndSendTransaction`, each one request of the session); its account is the
 * session's first Solana account on the handle's chain, listing every Solana chain the session
 * approved. Undefined when the session has no Solana account.
 * @example walletConnectSolanaHandle(walletConnectHandleOf(wallet), "Sandbox Wallet")
 */
export const walletConnectSolanaHandle = (
  session: WalletConnectHandle,
  name: string,
): { readonly wallet: StandardWallet; readonly account: StandardAccount } | undefined => {
  const chainOf = (account: string) => account.split(":").slice(0, 2).join(":")
  const address = session.accounts
    .filter((account) => chainOf(account) === session.chain)
    .map((account) => account.split(":")[2])
    .find(isSolanaAddress)
  if (address === undefined) return undefined
  const account: StandardAccount = {
    address,
    publicKey: base58.decode(address),
    chains: [...new Set(session.accounts.map(chainOf))] as StandardAccount["chains"],
    features: [...features],
  }
  /** One request of the session; its answer's `key` as bytes, else a failed request. */
  const ask = async (
    method: string,
    params: unknown,
    key: string,
    decode: (text: string) => Uint8Array,
  ): Promise<Uint8Array> => {
    const answer = await session.send(method, params)
    const bytes = bytesIn(answer, key, decode)
    if (bytes === undefined) throw new WalletRequestFailedError({ method, cause: answer })
    return bytes
  }
  const wallet: StandardWallet = {
    version: "1.0.0",
    name,
    icon: blankIcon,
    chains: account.chains,
    accounts: [account],
    features: {
      "solana:signMessage": {
        version: "1.1.0",
        signMessage: async ({ message }: { message: Uint8Array }) => [
          {
            signedMessage: message,
            signature: await ask(
              "solana_signMessage",
              { message: base58.encode(message), pubkey: address },
              "signature",
              base58.decode,
            ),
          },
        ],
      },
      "solana:signTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: ["legacy", 0],
        signTransaction: async ({ transaction }: { transaction: Uint8Array }) => [
          {
            signedTransaction: await ask(
              "solana_signTransaction",
              { transaction: base64.encode(transaction) },
              "transaction",
              base64.decode,
            ),
          },
        ],
      },
      "solana:signAndSendTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: ["legacy", 0],
        signAndSendTransaction: async ({
          transaction,
          options,
        }: {
          transaction: Uint8Array
          options?: unknown
        }) => [
          {
            signature: await ask(
              "solana_signAndSendTransaction",
              {
                transaction: base64.encode(transaction),
                ...(options === undefined ? {} : { sendOptions: options }),
              },
              "signature",
              base58.decode,
            ),
          },
        ],
      },
    },
  }
  return { wallet, account }
}

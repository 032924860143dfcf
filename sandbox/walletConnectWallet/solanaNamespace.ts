import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  type Transaction,
} from "@solana/kit"
import { Schema } from "effect"
import { errorText } from "../errorText"
import { solanaCommitment } from "../solanaWallet/solanaCommitment"
import { type SolanaSecretKey, solanaKeypair } from "../solanaWallet/solanaKeypair"
import {
  sendWireTransaction,
  signWireTransaction,
  wireTransaction,
} from "../solanaWallet/solanaTransactions"
import {
  invalidParams,
  ProviderRpcError,
  providerErrorCodes,
  unauthorized,
} from "../wallet/ProviderRpcError"
import { decodeRequestParams } from "./decodeRequestParams"
import type { WalletNamespace } from "./WalletNamespace"

/** How the sandbox WalletConnect wallet serves the `solana` namespace. */
export interface WalletConnectSolanaOptions {
  /**
   * The Solana JSON-RPC `solana_signAndSendTransaction` sends through: the Solana devnet's own
   * (`sandbox.urls.solana.rpcUrl`).
   */
  readonly rpcUrl: string
  /** The secret keys of the wallet's Solana accounts; the first one is offered to dApps. */
  readonly secretKeys: ReadonlyArray<SolanaSecretKey>
  /** The chains it serves, CAIP-2 (`sandbox.urls.solana.caipNetworkId`). */
  readonly chains: ReadonlyArray<string>
}

/**
 * The Solana methods the wallet answers, as WalletConnect's Solana RPC reference defines
 * them (params objects; messages base58, transactions base64 wire format, signatures base58).
 */
export const walletConnectSolanaMethods: ReadonlyArray<string> = [
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction",
  "solana_getAccounts",
  "solana_requestAccounts",
]

/**
 * The events of the wallet's solana namespace: the reference defines none, and dApps (AppKit
 * among them) ask for the EIP-1193 names on every namespace.
 */
export const walletConnectSolanaEvents: ReadonlyArray<string> = ["accountsChanged", "chainChanged"]

const SignMessageParams = Schema.Struct({ message: Schema.String, pubkey: Schema.String })
const SignTransactionParams = Schema.Struct({ transaction: Schema.String })
const SignAllTransactionsParams = Schema.Struct({ transactions: Schema.Array(Schema.String) })
const SignAndSendTransactionParams = Schema.Struct({
  transaction: Schema.String,
  sendOptions: Schema.optionalKey(
    Schema.Struct({
      skipPreflight: Schema.optionalKey(Schema.Boolean),
      preflightCommitment: Schema.optionalKey(Schema.String),
      maxRetries: Schema.optionalKey(Schema.Number),
      minContextSlot: Schema.optionalKey(Schema.Number),
    }),
  ),
})

const base58 = getBase58Decoder()
const base64 = getBase64Decoder()

/** Text in an encoding as bytes; text that is not valid there is the request's -32602. */
const bytesOf = (text: string, encoding: "base58" | "base64", field: string): Uint8Array => {
  try {
    const encoder = encoding === "base58" ? getBase58Encoder() : getBase64Encoder()
    return Uint8Array.from(encoder.encode(text))
  } catch (error) {
    throw invalidParams(`${field} must be ${encoding}: ${errorText(error)}`)
  }
}

/**
 * The wallet's `solana` namespace over the sandbox's Solana accounts: it signs with the
 * offered account's key, with the Solana test wallet's own signing code, and sends through
 * `rpcUrl`.
 * @example
 * const solana = solanaNamespace({ rpcUrl: sandbox.urls.solana.rpcUrl, secretKeys: sandbox.solana.accounts.map((a) => a.secretKey), chains: [sandbox.urls.solana.caipNetworkId] })
 */
export const solanaNamespace = (options: WalletConnectSolanaOptions): WalletNamespace => {
  const [key] = options.secretKeys
  if (key === undefined) throw new RangeError("The wallet needs at least one Solana account")
  const keypair = solanaKeypair(key)

  /** Signs a base64 wire transaction; one that asks no signature of the account is -32602. */
  const sign = (wire: string, field: string): Transaction => {
    try {
      return signWireTransaction(bytesOf(wire, "base64", field), keypair)
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error
      throw invalidParams(`${field}: ${errorText(error)}`)
    }
  }
  const encoded = (transaction: Transaction) => base64.decode(wireTransaction(transaction))
  const signatureOf = (transaction: Transaction) => {
    const signature = transaction.signatures[keypair.address]
    // signWireTransaction fills the account's slot; an empty one would be a bug here.
    if (signature == null) throw new Error(`No signature of ${keypair.address}`)
    return base58.decode(signature)
  }

  const answer: WalletNamespace["answer"] = async ({ method, params }) => {
    switch (method) {
      case "solana_getAccounts":
      case "solana_requestAccounts":
        return [{ pubkey: keypair.address }]
      case "solana_signMessage": {
        const { message, pubkey } = decodeRequestParams(SignMessageParams, params)
        if (pubkey !== keypair.address) throw unauthorized()
        return { signature: base58.decode(keypair.sign(bytesOf(message, "base58", "message"))) }
      }
      case "solana_signTransaction": {
        const { transaction } = decodeRequestParams(SignTransactionParams, params)
        const signed = sign(transaction, "transaction")
        return { signature: signatureOf(signed), transaction: encoded(signed) }
      }
      case "solana_signAllTransactions": {
        const { transactions } = decodeRequestParams(SignAllTransactionsParams, params)
        // All or none, as the reference asks: every transaction is signed before any answer.
        const signed = transactions.map((each, index) => sign(each, `transactions[${index}]`))
        return { transactions: signed.map(encoded) }
      }
      case "solana_signAndSendTransaction": {
        const { transaction, sendOptions = {} } = decodeRequestParams(
          SignAndSendTransactionParams,
          params,
        )
        let preflightCommitment: ReturnType<typeof solanaCommitment>
        try {
          preflightCommitment = solanaCommitment(sendOptions.preflightCommitment)
        } catch (error) {
          throw invalidParams(`sendOptions.preflightCommitment: ${errorText(error)}`)
        }
        const signed = sign(transaction, "transaction")
        const signature = await sendWireTransaction(options.rpcUrl, signed, {
          ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
          ...(sendOptions.skipPreflight === undefined
            ? {}
            : { skipPreflight: sendOptions.skipPreflight }),
          ...(sendOptions.maxRetries === undefined ? {} : { maxRetries: sendOptions.maxRetries }),
          ...(sendOptions.minContextSlot === undefined
            ? {}
            : { minContextSlot: sendOptions.minContextSlot }),
        })
        return { signature: base58.decode(signature) }
      }
      default:
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedMethod,
          `The wallet does not answer ${method} on solana`,
        )
    }
  }

  return {
    served: {
      namespace: "solana",
      chains: options.chains,
      address: keypair.address,
      methods: walletConnectSolanaMethods,
      events: walletConnectSolanaEvents,
    },
    answer,
  }
}

import { bytesToHex, hexToBytes } from "@noble/hashes/utils"
import { base64 } from "@scure/base"
import { SigHash, Transaction } from "@scure/btc-signer"
import { Result, Schema } from "effect"
import {
  type BitcoinNetwork,
  type BitcoinSandboxAccount,
  bitcoinRegtest,
} from "../bitcoin/bitcoinKeys"
import { bitcoinMessageHash, signBitcoinMessage } from "../bitcoin/bitcoinMessage"
import { errorText } from "../errorText"
import {
  invalidParams,
  ProviderRpcError,
  providerErrorCodes,
  unauthorized,
} from "../wallet/ProviderRpcError"
import { signedBitcoinTransfer } from "./bitcoinTransfer"
import { decodeRequestParams } from "./decodeRequestParams"
import type { WalletNamespace } from "./WalletNamespace"

/** How the sandbox WalletConnect wallet serves the `bip122` namespace. */
export interface WalletConnectBitcoinOptions {
  /**
   * The chain's Esplora API (`sandbox.urls.bitcoin.esploraUrl`): sendTransfer reads the
   * account's unspent outputs and the fee rate there and broadcasts with POST /tx, as
   * signPsbt does when asked to broadcast.
   */
  readonly esploraUrl: string
  /** The wallet's Bitcoin accounts (P2WPKH); the first one is offered to dApps. */
  readonly accounts: ReadonlyArray<
    Pick<BitcoinSandboxAccount, "address" | "publicKey" | "privateKey" | "path">
  >
  /** The chains it serves, CAIP-2 (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`, regtest). */
  readonly chains: ReadonlyArray<string>
  /** The addresses' network (default regtest, `bcrt1…`). */
  readonly network?: BitcoinNetwork
}

/** The Bitcoin methods the wallet answers, as WalletConnect's Bitcoin RPC reference defines them. */
export const walletConnectBitcoinMethods: ReadonlyArray<string> = [
  "getAccountAddresses",
  "signMessage",
  "sendTransfer",
  "signPsbt",
]

/**
 * The events of the wallet's bip122 namespace: the reference's `bip122_addressesChanged`, and
 * the EIP-1193 names dApps (AppKit among them) ask for on every namespace.
 */
export const walletConnectBitcoinEvents: ReadonlyArray<string> = [
  "bip122_addressesChanged",
  "accountsChanged",
  "chainChanged",
]

/** One address of getAccountAddresses' answer (and of `bip122_getAccountAddresses`). */
export interface BitcoinAccountAddress {
  readonly address: string
  /** The compressed public key in hex, without 0x. */
  readonly publicKey: string
  /** Its derivation path, e.g. `m/84'/1'/0'/0/0`. */
  readonly path: string
  readonly intention: "payment"
}

const GetAccountAddressesParams = Schema.UndefinedOr(
  Schema.Struct({
    account: Schema.optionalKey(Schema.String),
    intentions: Schema.optionalKey(Schema.Array(Schema.String)),
  }),
)
const SignMessageParams = Schema.Struct({
  account: Schema.String,
  message: Schema.String,
  address: Schema.optionalKey(Schema.String),
  protocol: Schema.optionalKey(Schema.Literals(["ecdsa", "bip322"])),
})
const SendTransferParams = Schema.Struct({
  account: Schema.String,
  recipientAddress: Schema.String,
  amount: Schema.String,
  changeAddress: Schema.optionalKey(Schema.String),
  memo: Schema.optionalKey(Schema.String),
})
const SignPsbtParams = Schema.Struct({
  account: Schema.String,
  psbt: Schema.String,
  signInputs: Schema.Array(
    Schema.Struct({
      address: Schema.String,
      index: Schema.Int,
      sighashTypes: Schema.optionalKey(Schema.Array(Schema.Int)),
    }),
  ),
  broadcast: Schema.optionalKey(Schema.Boolean),
})
const EsploraUtxos = Schema.Array(
  Schema.Struct({ txid: Schema.String, vout: Schema.Int, value: Schema.Int }),
)
const FeeEstimates = Schema.Record(Schema.String, Schema.Number)

/** The fee rate a transfer pays when the API gives none for the next block, sat/vB (regtest's relay minimum). */
const defaultFeePerVbyte = 1

/** A whole, positive number of satoshis written in decimal; anything else is -32602. */
const satoshisOf = (amount: string): bigint => {
  if (!/^[1-9]\d*$/.test(amount)) {
    throw invalidParams(`amount must be a whole number of satoshis, got ${JSON.stringify(amount)}`)
  }
  return BigInt(amount)
}

/** The OP_RETURN data of a memo (hex without 0x, at most 80 bytes); anything else is -32602. */
const memoBytes = (memo: string): Uint8Array => {
  if (!/^([0-9a-fA-F]{2}){1,80}$/.test(memo)) {
    throw invalidParams("memo must be hex without 0x, 1 to 80 bytes")
  }
  return hexToBytes(memo)
}

/**
 * The wallet's `bip122` namespace over the sandbox's Bitcoin accounts: it offers the first
 * account's address (its first external P2WPKH address, as the reference asks), signs messages
 * as BIP-137 does (ECDSA), builds, signs and broadcasts transfers from the account's unspent
 * outputs read from the Esplora API, and signs PSBTs' inputs of the account.
 * @example
 * const bitcoin = bitcoinNamespace({ esploraUrl: sandbox.urls.bitcoin.esploraUrl, accounts: sandbox.bitcoin.accounts, chains: [sandbox.urls.bitcoin.caipNetworkId] })
 */
export const bitcoinNamespace = (options: WalletConnectBitcoinOptions): WalletNamespace => {
  const [account] = options.accounts
  if (account === undefined) throw new RangeError("The wallet needs at least one Bitcoin account")
  const network = options.network ?? bitcoinRegtest
  const esploraUrl = options.esploraUrl.replace(/\/+$/, "")

  const addresses: ReadonlyArray<BitcoinAccountAddress> = [
    {
      address: account.address,
      publicKey: bytesToHex(account.publicKey),
      path: account.path,
      intention: "payment",
    },
  ]

  /** The connected account must be the one the session holds: another is 4100. */
  const ownAccount = (address: string | undefined) => {
    if (address !== undefined && address !== account.address) throw unauthorized()
  }

  const esplora = async (path: string, init?: RequestInit): Promise<string> => {
    const response = await fetch(`${esploraUrl}${path}`, init)
    const body = await response.text()
    if (!response.ok) throw new Error(`The chain's API answered ${response.status}: ${body}`)
    return body
  }
  const esploraJson = async <A extends Schema.Top & { readonly DecodingServices: never }>(
    path: string,
    schema: A,
  ): Promise<A["Type"]> => {
    const decoded = Schema.decodeUnknownResult(schema)(JSON.parse(await esplora(path)))
    if (Result.isSuccess(decoded)) return decoded.success
    throw new Error(`The chain's API answered ${path} with an unexpected body`)
  }
  /** Broadcasts a finalized transaction (POST /tx); a refusal is the request's error. */
  const broadcast = (transaction: Transaction) =>
    esplora("/tx", { method: "POST", body: transaction.hex })

  const sendTransfer = async (params: unknown) => {
    const request = decodeRequestParams(SendTransferParams, params)
    ownAccount(request.account)
    const amount = satoshisOf(request.amount)
    const memo = request.memo === undefined ? undefined : memoBytes(request.memo)
    const [utxos, estimates] = await Promise.all([
      esploraJson(`/address/${encodeURIComponent(account.address)}/utxo`, EsploraUtxos),
      esploraJson("/fee-estimates", FeeEstimates),
    ])
    let transaction: Transaction
    try {
      transaction = signedBitcoinTransfer({
        account,
        outputs: utxos.map((utxo) => ({ ...utxo, value: BigInt(utxo.value) })),
        recipientAddress: request.recipientAddress,
        amount,
        ...(request.changeAddress === undefined ? {} : { changeAddress: request.changeAddress }),
        ...(memo === undefined ? {} : { memo }),
        feePerVbyte: BigInt(Math.ceil(estimates["1"] ?? defaultFeePerVbyte)),
        network,
      })
    } catch (error) {
      // A recipient or change address of another network reads as btc-signer words it.
      if (error instanceof Error && /address/i.test(error.message)) {
        throw invalidParams(error.message)
      }
      throw error
    }
    return { txid: await broadcast(transaction) }
  }

  const signPsbt = async (params: unknown) => {
    const request = decodeRequestParams(SignPsbtParams, params)
    ownAccount(request.account)
    let transaction: Transaction
    try {
      transaction = Transaction.fromPSBT(base64.decode(request.psbt))
    } catch (error) {
      throw invalidParams(`psbt must be a base64 PSBT: ${errorText(error)}`)
    }
    for (const input of request.signInputs) {
      ownAccount(input.address)
      try {
        transaction.signIdx(
          account.privateKey,
          input.index,
          // The reference's default is SIGHASH_ALL ([1]).
          [...(input.sighashTypes ?? [SigHash.ALL])],
        )
      } catch (error) {
        throw invalidParams(`signInputs: input ${input.index}: ${errorText(error)}`)
      }
    }
    if (request.broadcast !== true) return { psbt: base64.encode(transaction.toPSBT()) }
    try {
      transaction.finalize()
    } catch (error) {
      throw invalidParams(`The PSBT cannot be broadcast: ${errorText(error)}`)
    }
    const txid = await broadcast(transaction)
    return { psbt: base64.encode(transaction.toPSBT()), txid }
  }

  const answer: WalletNamespace["answer"] = async ({ method, params }) => {
    switch (method) {
      case "getAccountAddresses": {
        const request = decodeRequestParams(GetAccountAddressesParams, params)
        ownAccount(request?.account)
        const intentions = request?.intentions
        return intentions === undefined || intentions.includes("payment") ? addresses : []
      }
      case "signMessage": {
        const request = decodeRequestParams(SignMessageParams, params)
        ownAccount(request.account)
        ownAccount(request.address)
        if (request.protocol === "bip322") {
          throw new ProviderRpcError(
            providerErrorCodes.unsupportedMethod,
            'The sandbox wallet signs messages with "ecdsa" (BIP-137) only, not "bip322"',
          )
        }
        return {
          address: account.address,
          // The reference's encodings: hex without 0x (BIP-137's base64 is the same 65 bytes).
          signature: bytesToHex(
            base64.decode(signBitcoinMessage(account.privateKey, request.message)),
          ),
          messageHash: bytesToHex(bitcoinMessageHash(request.message)),
        }
      }
      case "sendTransfer":
        return sendTransfer(params)
      case "signPsbt":
        return signPsbt(params)
      default:
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedMethod,
          `The wallet does not answer ${method} on bip122`,
        )
    }
  }

  return {
    served: {
      namespace: "bip122",
      chains: options.chains,
      address: account.address,
      methods: walletConnectBitcoinMethods,
      events: walletConnectBitcoinEvents,
    },
    answer,
    // The reference recommends it: a dApp reads the addresses without asking again.
    sessionProperties: async () => ({ bip122_getAccountAddresses: JSON.stringify(addresses) }),
  }
}

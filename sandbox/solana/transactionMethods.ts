// The JSON-RPC methods that send, simulate and look up transactions, and airdrops.
import type { Address, Signature } from "@solana/kit"
import { airdropTransaction } from "./airdropTransaction"
import { encodeAccount, readAccountView } from "./encodeAccount"
import { renderTransaction, transactionEncodings } from "./renderTransaction"
import type { Simulation } from "./SolanaLedger"
import { invalidParams, SolanaRpcError, solanaRpcErrorCodes } from "./SolanaRpcError"
import { type SolanaRpcMethod, withContext } from "./SolanaRpcMethod"
import {
  checkReadConfig,
  describe,
  readAddress,
  readConfig,
  readEncoding,
  readFlag,
  readSignature,
  readU64,
} from "./solanaRpcParams"
import type { LandedTransaction } from "./TransactionHistory"
import { transactionErrorText } from "./transactionErrors"
import {
  decodeWireTransaction,
  signaturesVerify,
  type WireTransaction,
  wireBytes,
} from "./wireTransaction"

/** The most signatures one getSignatureStatuses call may ask for, as on Solana. */
export const maxSignatureStatuses = 256
/** The most (and default) entries of one getSignaturesForAddress page, as on Solana. */
export const maxSignaturesForAddress = 1000

const wireEncodings = ["base58", "base64"] as const

/** A call's transaction parameter, decoded (Solana's default encoding is base58). */
const readWire = (value: unknown, options: Readonly<Record<string, unknown>>): WireTransaction =>
  decodeWireTransaction(value, readEncoding(options, wireEncodings, "base58"))

const verificationFailure = () =>
  new SolanaRpcError(
    solanaRpcErrorCodes.transactionSignatureVerificationFailure,
    "Transaction signature verification failure",
  )

/** A simulation as simulateTransaction's value (and a failed preflight's error data) shows it. */
const simulationValue = (
  simulation: Simulation,
  extra: {
    readonly accounts: unknown
    readonly innerInstructions: boolean
    readonly replacementBlockhash: unknown
  },
) => ({
  err: simulation.outcome.err,
  logs: simulation.outcome.logs,
  accounts: extra.accounts,
  unitsConsumed: simulation.outcome.unitsConsumed,
  returnData: simulation.outcome.returnData,
  innerInstructions: extra.innerInstructions ? simulation.outcome.innerInstructions : null,
  replacementBlockhash: extra.replacementBlockhash,
  fee: simulation.outcome.err === null ? simulation.outcome.fee : null,
})

const sendTransaction: SolanaRpcMethod = ([transaction, config], { ledger }) => {
  const options = readConfig(config)
  checkReadConfig(options, ledger.head().slot, "preflightCommitment")
  if (options.maxRetries !== undefined) readU64(options.maxRetries, "maxRetries")
  const wire = readWire(transaction, options)
  if (!readFlag(options, "skipPreflight", false)) {
    if (!signaturesVerify(wire)) throw verificationFailure()
    const simulation = ledger.simulate(wire, { replaceRecentBlockhash: false })
    const { err } = simulation.outcome
    if (err !== null) {
      throw new SolanaRpcError(
        solanaRpcErrorCodes.sendTransactionPreflightFailure,
        `Transaction simulation failed: ${transactionErrorText(err)}`,
        simulationValue(simulation, {
          accounts: null,
          innerInstructions: false,
          replacementBlockhash: null,
        }),
      )
    }
  }
  // Without preflight a transaction that cannot land is dropped, and only its status tells.
  ledger.submit(wire)
  return wire.signature
}

const simulateTransaction: SolanaRpcMethod = ([transaction, config], { ledger }) => {
  const options = readConfig(config)
  checkReadConfig(options, ledger.head().slot)
  const sigVerify = readFlag(options, "sigVerify", false)
  const replaceRecentBlockhash = readFlag(options, "replaceRecentBlockhash", false)
  if (sigVerify && replaceRecentBlockhash) {
    throw invalidParams("sigVerify may not be used with replaceRecentBlockhash")
  }
  const wire = readWire(transaction, options)
  if (sigVerify && !signaturesVerify(wire)) throw verificationFailure()
  const wanted =
    options.accounts === undefined || options.accounts === null
      ? undefined
      : readConfig(options.accounts)
  const view = wanted === undefined ? undefined : readAccountView(wanted, "base64")
  if (view !== undefined && (view.encoding === "binary" || view.encoding === "base58")) {
    throw invalidParams(`the accounts' encoding must be "base64" or "jsonParsed"`)
  }
  const addresses = wanted === undefined ? [] : wanted.addresses
  if (!Array.isArray(addresses))
    throw invalidParams("accounts.addresses must be an array of addresses")
  const simulation = ledger.simulate(wire, { replaceRecentBlockhash })
  const head = ledger.head()
  const accounts =
    view === undefined
      ? null
      : addresses.map((address, index) => {
          const after = simulation.accountAfter(
            readAddress(address, `accounts.addresses[${index}]`),
          )
          return after === undefined ? null : encodeAccount(after, view, ledger.decimalsOf)
        })
  return withContext(
    ledger,
    simulationValue(simulation, {
      accounts,
      innerInstructions: readFlag(options, "innerInstructions", false),
      replacementBlockhash: replaceRecentBlockhash
        ? { blockhash: head.blockhash, lastValidBlockHeight: head.blockHeight + 150n }
        : null,
    }),
  )
}

/**
 * A read of history, which Solana serves from confirmed blocks only: "processed" is refused
 * with its words, though every block of the devnet is final at once.
 */
const checkConfirmedRead = (options: Readonly<Record<string, unknown>>, slot: bigint) => {
  checkReadConfig(options, slot)
  if (options.commitment === "processed") {
    throw new SolanaRpcError(
      solanaRpcErrorCodes.invalidParams,
      "Method does not support commitment below `confirmed`",
    )
  }
}

/** Status of a landed transaction: final at once on the one-validator devnet. */
const statusOf = (landed: LandedTransaction) => ({
  slot: landed.slot,
  confirmations: null,
  err: landed.outcome.err,
  status: landed.outcome.err === null ? { Ok: null } : { Err: landed.outcome.err },
  confirmationStatus: "finalized",
})

const getSignatureStatuses: SolanaRpcMethod = ([signatures, config], { ledger }) => {
  if (!Array.isArray(signatures)) {
    throw invalidParams(
      `the first parameter must be an array of signatures; got ${describe(signatures)}`,
    )
  }
  if (signatures.length > maxSignatureStatuses) {
    throw invalidParams(`Too many inputs provided; max ${maxSignatureStatuses}`)
  }
  const options = readConfig(config)
  readFlag(options, "searchTransactionHistory", false)
  const statuses = signatures.map((signature, index) => {
    const landed = ledger.history.get(readSignature(signature, `signature ${index}`))
    return landed === undefined ? null : statusOf(landed)
  })
  return withContext(ledger, statuses)
}

const getTransaction: SolanaRpcMethod = ([signature, config], { ledger }) => {
  const id = readSignature(signature, "the signature")
  // The second parameter may also be the encoding alone (the older form).
  const options = typeof config === "string" ? { encoding: config } : readConfig(config)
  checkConfirmedRead(options, ledger.head().slot)
  const encoding = readEncoding(options, transactionEncodings, "json")
  const maxVersion =
    options.maxSupportedTransactionVersion === undefined
      ? undefined
      : readU64(options.maxSupportedTransactionVersion, "maxSupportedTransactionVersion")
  const landed = ledger.history.get(id)
  return landed === undefined ? null : renderTransaction(landed, encoding, maxVersion)
}

const getSignaturesForAddress: SolanaRpcMethod = ([address, config], { ledger }) => {
  const at = readAddress(address, "the account address")
  const options = readConfig(config)
  checkConfirmedRead(options, ledger.head().slot)
  const limit =
    options.limit === undefined ? maxSignaturesForAddress : Number(readU64(options.limit, "limit"))
  if (limit < 1 || limit > maxSignaturesForAddress) {
    throw invalidParams(`Invalid limit; max ${maxSignaturesForAddress}`)
  }
  const edge = (field: "before" | "until"): Signature | undefined =>
    options[field] === undefined ? undefined : readSignature(options[field], field)
  const before = edge("before")
  const until = edge("until")
  return ledger.history
    .forAddress(at, {
      limit,
      ...(before === undefined ? {} : { before }),
      ...(until === undefined ? {} : { until }),
    })
    .map((landed) => ({
      signature: landed.signature,
      slot: landed.slot,
      err: landed.outcome.err,
      memo: null,
      blockTime: landed.blockTime,
      confirmationStatus: "finalized",
    }))
}

const getFeeForMessage: SolanaRpcMethod = ([message, config], { ledger }) => {
  checkReadConfig(readConfig(config), ledger.head().slot)
  const bytes = wireBytes(message, "base64", "message")
  return withContext(ledger, ledger.feeFor(bytes) ?? null)
}

const requestAirdrop: SolanaRpcMethod = ([address, amount, config], devnet) => {
  const { ledger, faucet } = devnet
  const to: Address = readAddress(address, "the recipient address")
  const lamports = readU64(amount, "the lamports")
  if (lamports === 0n) throw invalidParams("the airdrop must be of at least 1 lamport")
  checkReadConfig(readConfig(config), ledger.head().slot)
  const { blockhash, blockHeight } = ledger.head()
  const bytes = airdropTransaction(faucet, to, lamports, {
    blockhash,
    lastValidBlockHeight: blockHeight + 150n,
  })
  const wire = decodeWireTransaction(Buffer.from(bytes).toString("base64"), "base64")
  const landed = ledger.submit(wire)
  if (landed === undefined || landed.outcome.err !== null) {
    const reason = landed?.outcome.err ?? "the faucet's transaction was dropped"
    throw new SolanaRpcError(
      solanaRpcErrorCodes.internalError,
      `Airdrop of ${lamports} lamports to ${to} failed: ${typeof reason === "string" ? reason : transactionErrorText(reason)}`,
    )
  }
  return landed.signature
}

/** The transaction methods, by name. */
export const transactionMethods: Readonly<Record<string, SolanaRpcMethod>> = {
  sendTransaction,
  simulateTransaction,
  getSignatureStatuses,
  getTransaction,
  getSignaturesForAddress,
  getFeeForMessage,
  requestAirdrop,
}

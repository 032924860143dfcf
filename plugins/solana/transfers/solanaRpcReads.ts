import { Effect, Schema } from "effect"
import { type ChainRpc, type WalletRequestError, WalletRequestFailedError } from "../../../core"

/**
 * A u64 as a Solana node writes it in JSON (a number: lamports, slots, block heights), read as
 * a bigint.
 */
const U64 = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** A result in Solana's `{ context: { slot }, value }` envelope. */
const withContext = <S extends Schema.Top>(value: S) => Schema.Struct({ value })

/** getLatestBlockhash's answer. */
const LatestBlockhash = withContext(
  Schema.Struct({ blockhash: Schema.String, lastValidBlockHeight: U64 }),
)

/** getAccountInfo's answer: the account's owner program, or null for no account. */
const AccountOwner = withContext(Schema.NullOr(Schema.Struct({ owner: Schema.String })))

/** getFeeForMessage's answer: null when the node cannot price it (its blockhash is unknown). */
const FeeForMessage = withContext(Schema.NullOr(U64))

/** One entry of getSignatureStatuses: null when the node does not know the signature. */
const SignatureStatus = Schema.NullOr(
  Schema.Struct({
    err: Schema.Unknown,
    confirmationStatus: Schema.optionalKey(
      Schema.NullOr(Schema.Literals(["processed", "confirmed", "finalized"])),
    ),
  }),
)

/** What the node knows of a signature: null when nothing, else its error and its commitment. */
export type SignatureStatus = typeof SignatureStatus.Type

const SignatureStatuses = withContext(Schema.Array(SignatureStatus))

/**
 * Reads `method` with `params` on the node and decodes its answer with `schema`; an answer of
 * another shape fails as a request that failed, naming the method.
 */
const read = <S extends Schema.Decoder<unknown>>(
  rpc: ChainRpc,
  schema: S,
  method: string,
  params: ReadonlyArray<unknown>,
): Effect.Effect<S["Type"], WalletRequestError> =>
  Effect.flatMap(rpc(method, params), (answer) =>
    Schema.decodeUnknownEffect(schema)(answer).pipe(
      Effect.mapError((cause) => new WalletRequestFailedError({ method, cause })),
    ),
  )

/** The blockhash a transaction is built on now, and the last block height it is valid at. */
export const latestBlockhash = (rpc: ChainRpc) =>
  Effect.map(read(rpc, LatestBlockhash, "getLatestBlockhash", []), ({ value }) => ({
    blockhash: value.blockhash,
    lastValidBlockHeight: BigInt(value.lastValidBlockHeight),
  }))

/** The program that owns the account at `address`; undefined when there is no account. */
export const accountOwner = (rpc: ChainRpc, address: string) =>
  Effect.map(
    read(rpc, AccountOwner, "getAccountInfo", [address, { encoding: "base64" }]),
    ({ value }) => value?.owner,
  )

/** The network's fee for a message (base64); undefined when the node cannot price it. */
export const feeForMessage = (rpc: ChainRpc, message: string) =>
  Effect.map(read(rpc, FeeForMessage, "getFeeForMessage", [message]), ({ value }) =>
    value === null ? undefined : BigInt(value),
  )

/** The lamports an account of `bytes` bytes must hold to be exempt from rent. */
export const rentExemptMinimum = (rpc: ChainRpc, bytes: number) =>
  Effect.map(read(rpc, U64, "getMinimumBalanceForRentExemption", [bytes]), BigInt)

/** What the node knows of the transaction `signature`, its history searched too. */
export const signatureStatus = (rpc: ChainRpc, signature: string) =>
  Effect.map(
    read(rpc, SignatureStatuses, "getSignatureStatuses", [
      [signature],
      { searchTransactionHistory: true },
    ]),
    ({ value }): SignatureStatus => value[0] ?? null,
  )

/** Sends a signed transaction (base64 wire format); gives the signature the node answers. */
export const sendRawTransaction = (
  rpc: ChainRpc,
  transaction: string,
  preflightCommitment: string,
) =>
  read(rpc, Schema.String, "sendTransaction", [
    transaction,
    { encoding: "base64", preflightCommitment },
  ])

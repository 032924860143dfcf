import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  type Instruction,
  isBlockhash,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token"
import { Effect } from "effect"
import {
  type ChainRpc,
  type ChainTransfer,
  type WalletRequestError,
  WalletRequestFailedError,
} from "../../../core"
import { isSolanaAddress } from "../StandardWallet"
import { accountOwner, latestBlockhash } from "./solanaRpcReads"

/** The Token-2022 program, the other program an SPL mint may belong to. */
const token2022ProgramAddress = address("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")

/** The programs whose mints the kit sends: SPL Token and Token-2022. */
const tokenPrograms: ReadonlyArray<Address> = [TOKEN_PROGRAM_ADDRESS, token2022ProgramAddress]

/** Bytes of a token account (without Token-2022 extensions), whose rent a new one holds. */
export const tokenAccountSize = 165

/** The instructions of a transfer, before a blockhash makes them a transaction. */
export interface TransferPlan {
  /** The fee payer and the only signer: the sending account. */
  readonly feePayer: Address
  readonly instructions: ReadonlyArray<Instruction>
  /** Whether it creates the receiver's associated token account (the sender pays its rent). */
  readonly createsTokenAccount: boolean
}

/** A transaction's lifetime: the blockhash it was built on. */
export interface TransferLifetime {
  readonly blockhash: string
  readonly lastValidBlockHeight: bigint
}

/** The wire formats a wallet may sign: legacy, or v0 (with address lookup tables). */
export type TransferVersion = "legacy" | 0

/** `text` as a Solana address, or a failure naming what it was for. */
const addressOf = (text: string, method: string): Effect.Effect<Address, WalletRequestError> =>
  isSolanaAddress(text)
    ? Effect.succeed(address(text))
    : Effect.fail(new WalletRequestFailedError({ method, cause: `Not a Solana address: ${text}` }))

/** The associated token account of `owner` for `mint` of the token program `tokenProgram`. */
const associatedTokenAccount = (owner: Address, mint: Address, tokenProgram: Address) =>
  Effect.tryPromise({
    try: async () => (await findAssociatedTokenPda({ owner, mint, tokenProgram }))[0],
    catch: (cause) => new WalletRequestFailedError({ method: "findAssociatedTokenPda", cause }),
  })

/**
 * The token program that owns `mint` (SPL Token or Token-2022), read from the node: a transfer
 * names it, and the associated token accounts derive from it.
 */
const tokenProgramOf = (rpc: ChainRpc, mint: Address) =>
  Effect.flatMap(accountOwner(rpc, mint), (owner) => {
    const program = tokenPrograms.find((candidate) => candidate === owner)
    return program === undefined
      ? Effect.fail(
          new WalletRequestFailedError({
            method: "getAccountInfo",
            cause:
              owner === undefined
                ? `No mint at ${mint}`
                : `${mint} belongs to ${owner}, not to a token program`,
          }),
        )
      : Effect.succeed(program)
  })

/**
 * What a transfer does on Solana, read from the node where it depends on the chain:
 * - SOL: the System Program's transfer.
 * - An SPL token (`transfer.token.address` is its mint): `transferChecked` of the mint's token
 *   program from the sender's associated token account to the receiver's, first creating the
 *   receiver's (the idempotent create, so a race with another creator does not fail it) when
 *   the node has no account there.
 * The sender pays the fee and signs (a no-op signer here: the wallet signs).
 */
export const planTransfer = (
  transfer: ChainTransfer,
  rpc: ChainRpc,
): Effect.Effect<TransferPlan, WalletRequestError> =>
  Effect.gen(function* () {
    const from = yield* addressOf(transfer.from, "transfer")
    const to = yield* addressOf(transfer.to, "transfer")
    const signer = createNoopSigner(from)
    const { token } = transfer
    if (token === undefined) {
      return {
        feePayer: from,
        instructions: [
          getTransferSolInstruction({ source: signer, destination: to, amount: transfer.units }),
        ],
        createsTokenAccount: false,
      }
    }
    const mint = yield* addressOf(token.address, "transfer")
    const tokenProgram = yield* tokenProgramOf(rpc, mint)
    const source = yield* associatedTokenAccount(from, mint, tokenProgram)
    const destination = yield* associatedTokenAccount(to, mint, tokenProgram)
    const createsTokenAccount = (yield* accountOwner(rpc, destination)) === undefined
    const create = getCreateAssociatedTokenIdempotentInstruction({
      payer: signer,
      ata: destination,
      owner: to,
      mint,
      tokenProgram,
    })
    const send = getTransferCheckedInstruction(
      {
        source,
        mint,
        destination,
        authority: signer,
        amount: transfer.units,
        decimals: token.decimals,
      },
      { programAddress: tokenProgram },
    )
    return {
      feePayer: from,
      instructions: createsTokenAccount ? [create, send] : [send],
      createsTokenAccount,
    }
  })

/** The node's latest blockhash, checked: the transaction's lifetime. */
export const latestLifetime = (
  rpc: ChainRpc,
): Effect.Effect<TransferLifetime, WalletRequestError> =>
  Effect.flatMap(latestBlockhash(rpc), (lifetime) =>
    isBlockhash(lifetime.blockhash)
      ? Effect.succeed(lifetime)
      : Effect.fail(
          new WalletRequestFailedError({ method: "getLatestBlockhash", cause: lifetime.blockhash }),
        ),
  )

/**
 * The plan as a transaction of `version` on `lifetime`, compiled by @solana/kit: its message,
 * and an empty signature slot for the sender.
 */
export const compileTransfer = (
  plan: TransferPlan,
  lifetime: TransferLifetime,
  version: TransferVersion,
): Transaction =>
  compileTransaction(
    pipe(
      createTransactionMessage({ version }),
      (message) => setTransactionMessageFeePayer(plan.feePayer, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: blockhash(lifetime.blockhash),
            lastValidBlockHeight: lifetime.lastValidBlockHeight,
          },
          message,
        ),
      (message) => appendTransactionMessageInstructions(plan.instructions, message),
    ),
  )

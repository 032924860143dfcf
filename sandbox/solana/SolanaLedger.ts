// The devnet's chain: litesvm's accounts, plus what litesvm does not keep, blocks. Every landed
// transaction gets a block of its own (the next slot, a new blockhash, the block time), and a
// blockhash stays valid for 150 blocks, as on Solana, so a wallet's blockhash survives the
// transactions of others. There is one validator, so a block is final once made: every
// commitment level reads the same state, and a landed transaction is "finalized" at once.
import {
  type Address,
  type Blockhash,
  type EncodedAccount,
  getAddressDecoder,
  getShortU16Encoder,
} from "@solana/kit"
import { Clock, LiteSVM, SimulatedTransactionInfo } from "litesvm"
import type { LedgerAccount } from "./encodeAccount"
import { type ExecutionOutcome, outcomeOf, refusedOutcome } from "./executionOutcome"
import {
  type LandedTransaction,
  makeTransactionHistory,
  type TransactionHistory,
} from "./TransactionHistory"
import { type DecimalsOf, readMint, tokenBalancesOf } from "./tokenAccounts"
import {
  decodeMessage,
  decodeWireTransaction,
  signaturesVerify,
  staticWritable,
  type WireMessage,
  type WireTransaction,
} from "./wireTransaction"

/** One block of the devnet. */
export interface SolanaBlock {
  readonly slot: bigint
  readonly blockHeight: bigint
  readonly blockhash: Blockhash
  /** Seconds since the epoch. */
  readonly blockTime: bigint
}

/** How many blocks a blockhash stays valid for after its own (Solana's MAX_PROCESSING_AGE). */
export const maxBlockhashAge = 150n
/** Slots per epoch, as on Solana's clusters. */
export const slotsPerEpoch = 432_000n

/** A simulation's outcome and the accounts as the transaction left them. */
export interface Simulation {
  readonly outcome: ExecutionOutcome
  /** The account after the simulated transaction (undefined: none there). */
  readonly accountAfter: (address: Address) => LedgerAccount | undefined
}

/** The devnet's chain. */
export interface SolanaLedger {
  readonly svm: LiteSVM
  /** The latest block. */
  readonly head: () => SolanaBlock
  /** The last block height at which `blockhash` is valid, or undefined when it is not valid now. */
  readonly lastValidBlockHeight: (blockhash: string) => bigint | undefined
  /** The account at `address`, undefined when there is none (no lamports). */
  readonly account: (address: Address) => LedgerAccount | undefined
  /** Every account owned by `program`. */
  readonly accountsOf: (
    program: Address,
  ) => ReadonlyArray<{ readonly address: Address; readonly account: LedgerAccount }>
  readonly decimalsOf: DecimalsOf
  readonly history: TransactionHistory
  /**
   * Runs the transaction without keeping its effects. Unless `replaceRecentBlockhash`, an
   * unknown blockhash or a repeat is the outcome's error, as on Solana.
   */
  readonly simulate: (
    wire: WireTransaction,
    options: { readonly replaceRecentBlockhash: boolean },
  ) => Simulation
  /**
   * Runs the transaction in a new block, or drops it as a node would (a bad signature, an
   * unknown blockhash, a repeat, a fee payer that cannot pay): undefined then.
   */
  readonly submit: (wire: WireTransaction) => LandedTransaction | undefined
  /** The fee of a message, or undefined when its blockhash is not valid. */
  readonly feeFor: (messageBytes: Uint8Array) => bigint | undefined
  /** Calls `listener` with each transaction that lands; returns the function that stops it. */
  readonly onLanded: (listener: (landed: LandedTransaction) => void) => () => void
}

const lookupTableProgram = "AddressLookupTab1e1111111111111111111111111" as Address
const lookupTableMetaBytes = 56

const ledgerAccountOf = (account: EncodedAccount): LedgerAccount | undefined =>
  account.lamports === 0n
    ? undefined
    : {
        programAddress: account.programAddress,
        data: new Uint8Array(account.data),
        lamports: account.lamports,
        executable: account.executable,
      }

/** Starts an empty chain at slot 0 (`now` in milliseconds gives the block times). */
export const makeSolanaLedger = (options: { readonly now?: () => number } = {}): SolanaLedger => {
  const now = options.now ?? Date.now
  const svm = new LiteSVM()
  // The blockhash is checked here, against the last 150 blocks, not by litesvm (which knows
  // only its latest one).
  svm.withBlockhashCheck(false)
  const blockTime = () => BigInt(Math.floor(now() / 1000))
  const setClock = (slot: bigint, time: bigint) => {
    const epoch = slot / slotsPerEpoch
    svm.setClock(new Clock(slot, time, epoch, epoch + 1n, time))
  }
  let head: SolanaBlock = {
    slot: 0n,
    blockHeight: 0n,
    blockhash: svm.latestBlockhash() as Blockhash,
    blockTime: blockTime(),
  }
  setClock(head.slot, head.blockTime)
  const blockhashHeights = new Map<string, bigint>([[head.blockhash, head.blockHeight]])
  const history = makeTransactionHistory()
  const listeners = new Set<(landed: LandedTransaction) => void>()

  const account = (address: Address) => {
    const found = svm.getAccount(address)
    return found.exists ? ledgerAccountOf(found) : undefined
  }
  const decimalsOf: DecimalsOf = (mint) => {
    const found = account(mint)
    return found === undefined ? undefined : readMint(found)?.decimals
  }
  const lastValidBlockHeight = (blockhash: string) => {
    const height = blockhashHeights.get(blockhash)
    if (height === undefined || height + maxBlockhashAge < head.blockHeight) return undefined
    return height + maxBlockhashAge
  }

  /** The addresses a version 0 message loads from lookup tables, or undefined when one is missing. */
  const loadedAddressesOf = (message: WireMessage) => {
    const writable: Address[] = []
    const readonly: Address[] = []
    if (message.version !== 0) return { writable, readonly }
    for (const lookup of message.addressTableLookups ?? []) {
      const table = account(lookup.lookupTableAddress)
      if (table === undefined || table.programAddress !== lookupTableProgram) return undefined
      const entries = table.data.subarray(lookupTableMetaBytes)
      const at = (index: number) =>
        getAddressDecoder().decode(entries.subarray(index * 32, index * 32 + 32))
      writable.push(...lookup.writableIndexes.map(at))
      readonly.push(...lookup.readonlyIndexes.map(at))
    }
    return { writable, readonly }
  }

  const withoutSigverify = <A>(run: () => A): A => {
    svm.withSigverify(false)
    try {
      return run()
    } finally {
      svm.withSigverify(true)
    }
  }

  const simulate: SolanaLedger["simulate"] = (wire, { replaceRecentBlockhash }) => {
    const refused = (err: string): Simulation => ({
      outcome: refusedOutcome(err),
      accountAfter: account,
    })
    if (!replaceRecentBlockhash) {
      if (history.get(wire.signature) !== undefined) return refused("AlreadyProcessed")
      if (lastValidBlockHeight(wire.recentBlockhash) === undefined)
        return refused("BlockhashNotFound")
    }
    // Signatures are the caller's to check (simulateTransaction's sigVerify).
    const result = withoutSigverify(() => svm.simulateTransaction(wire.transaction))
    const after = new Map<Address, LedgerAccount | undefined>()
    if (result instanceof SimulatedTransactionInfo) {
      for (const posted of result.postAccounts()) {
        after.set(posted.address, ledgerAccountOf(posted))
      }
    }
    return {
      outcome: outcomeOf(result),
      accountAfter: (address) => (after.has(address) ? after.get(address) : account(address)),
    }
  }

  const submit: SolanaLedger["submit"] = (wire) => {
    if (history.get(wire.signature) !== undefined) return undefined
    if (lastValidBlockHeight(wire.recentBlockhash) === undefined) return undefined
    if (!signaturesVerify(wire)) return undefined
    const loaded = loadedAddressesOf(wire.message) ?? { writable: [], readonly: [] }
    const accountKeys = [...wire.message.staticAccounts, ...loaded.writable, ...loaded.readonly]
    const writable = [
      ...staticWritable(wire.message),
      ...loaded.writable.map(() => true),
      ...loaded.readonly.map(() => false),
    ]
    const before = accountKeys.map(account)
    const block = {
      slot: head.slot + 1n,
      blockHeight: head.blockHeight + 1n,
      blockTime: blockTime(),
    }
    setClock(block.slot, block.blockTime)
    const result = svm.sendTransaction(wire.transaction)
    // litesvm keeps what it committed (a success, or a failure whose fee was charged).
    if (svm.getTransaction(wire.signature) === null) {
      setClock(head.slot, head.blockTime)
      return undefined
    }
    const after = accountKeys.map(account)
    svm.expireBlockhash()
    head = { ...block, blockhash: svm.latestBlockhash() as Blockhash }
    blockhashHeights.set(head.blockhash, head.blockHeight)
    for (const [blockhash, height] of blockhashHeights) {
      if (height + 2n * maxBlockhashAge < head.blockHeight) blockhashHeights.delete(blockhash)
    }
    const landed: LandedTransaction = {
      signature: wire.signature,
      slot: block.slot,
      blockTime: block.blockTime,
      wire,
      accountKeys,
      loadedAddresses: loaded,
      writable,
      outcome: outcomeOf(result),
      preBalances: before.map((found) => found?.lamports ?? 0n),
      postBalances: after.map((found) => found?.lamports ?? 0n),
      preTokenBalances: tokenBalancesOf(before, decimalsOf),
      postTokenBalances: tokenBalancesOf(after, decimalsOf),
    }
    history.add(landed)
    for (const listener of listeners) listener(landed)
    return landed
  }

  const feeFor: SolanaLedger["feeFor"] = (messageBytes) => {
    const message = decodeMessage(messageBytes)
    if (lastValidBlockHeight(message.lifetimeToken) === undefined) return undefined
    // The message with empty signatures, as a wire transaction, to simulate for its fee.
    const signers = message.header.numSignerAccounts
    const wire = new Uint8Array([
      ...getShortU16Encoder().encode(signers),
      ...new Uint8Array(signers * 64),
      ...messageBytes,
    ])
    const transaction = decodeWireTransaction(Buffer.from(wire).toString("base64"), "base64")
    return withoutSigverify(() => outcomeOf(svm.simulateTransaction(transaction.transaction)).fee)
  }

  return {
    svm,
    head: () => head,
    lastValidBlockHeight,
    account,
    accountsOf: (program) =>
      svm.getProgramAccounts(program).flatMap((found) => {
        const ledgerAccount = ledgerAccountOf(found)
        return ledgerAccount === undefined
          ? []
          : [{ address: found.address, account: ledgerAccount }]
      }),
    decimalsOf,
    history,
    simulate,
    submit,
    feeFor,
    onLanded: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

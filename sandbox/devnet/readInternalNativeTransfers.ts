import {
  type Address,
  BaseError,
  getAddress,
  type Hash,
  hexToBigInt,
  isHex,
  type PublicClient,
  RpcRequestError,
} from "viem"

/**
 * Ether a contract moved to or from the account inside a transaction: an internal call with
 * value (a router paying out a token-to-ETH swap, a smart account paying from its balance).
 * No log records it, so an indexer reading blocks and Transfer logs does not see it.
 */
export interface InternalNativeTransfer {
  readonly from: Address
  readonly to: Address
  /** In wei. */
  readonly value: bigint
}

/** One frame of the node's `callTracer` trace: a call and the calls it made. */
interface CallFrame {
  readonly type: string
  readonly from: string
  readonly to?: string
  readonly value?: string
  /** Set when the frame reverted: what it and its sub-calls did is undone. */
  readonly error?: string
  readonly calls?: ReadonlyArray<CallFrame>
}

// The frames that move their value: a DELEGATECALL's value is its caller's, moved already,
// and a STATICCALL moves none.
const movesValue = new Set(["CALL", "CREATE", "CREATE2", "SELFDESTRUCT"])

const same = (a: string | undefined, b: string): boolean =>
  a !== undefined && a.toLowerCase() === b.toLowerCase()

/** The internal transfers of `frame`'s sub-calls that touch `account`, in call order. */
const collect = (frame: CallFrame, account: Address, into: Array<InternalNativeTransfer>) => {
  for (const call of frame.calls ?? []) {
    if (call.error !== undefined) continue
    const value = call.value !== undefined && isHex(call.value) ? hexToBigInt(call.value) : 0n
    if (
      movesValue.has(call.type) &&
      value > 0n &&
      call.to !== undefined &&
      (same(call.from, account) || same(call.to, account))
    ) {
      into.push({ from: getAddress(call.from), to: getAddress(call.to), value })
    }
    collect(call, account, into)
  }
}

/** Whether the node answered with a JSON-RPC error (it was reached, and said no). */
const isRpcErrorAnswer = (error: unknown): boolean =>
  error instanceof BaseError && error.walk((cause) => cause instanceof RpcRequestError) !== null

/**
 * The ether contracts moved to or from `account` within transaction `hash`, from the node's
 * `debug_traceTransaction` with the `callTracer` (anvil answers it). The transaction's own
 * value is not among them (the block lists it), nor are calls that reverted.
 *
 * A transaction the node cannot trace has none: a devnet restarted from its seeded state
 * (`anvil --load-state`) keeps blocks and receipts but not the traces of the transactions
 * before it, and answers them "resource not found". A node that does not answer at all still
 * fails (the API's 502).
 * @example
 * await readInternalNativeTransfers(client, swapHash, user)
 * // [{ from: router, to: user, value: 4_9850…n }]
 */
export const readInternalNativeTransfers = async (
  client: PublicClient,
  hash: Hash,
  account: Address,
): Promise<ReadonlyArray<InternalNativeTransfer>> => {
  // A debug method, which viem's public client does not type.
  const request = client.request as unknown as (args: {
    readonly method: "debug_traceTransaction"
    readonly params: readonly [Hash, { readonly tracer: "callTracer" }]
  }) => Promise<CallFrame>
  let root: CallFrame
  try {
    root = await request({
      method: "debug_traceTransaction",
      params: [hash, { tracer: "callTracer" }],
    })
  } catch (error) {
    if (isRpcErrorAnswer(error)) return []
    throw error
  }
  const transfers: Array<InternalNativeTransfer> = []
  if (root.error === undefined) collect(root, account, transfers)
  return transfers
}

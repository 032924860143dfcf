import { type Address, isHex, numberToHex, type TransactionSerializable } from "viem"
import type { PageTransaction } from "./readUnsafeRequest"

/** One JSON-RPC call to the chain's node: its result, or the node's error thrown. */
export type NodeCall = (method: string, params: ReadonlyArray<unknown>) => Promise<unknown>

/** Spec 9's base-fee multiplier: the max fee allows the base fee to rise by a fifth. */
const baseFeeMultiplier = { numerator: 12n, denominator: 10n } as const

const quantity = (value: unknown, method: string): bigint => {
  if (typeof value !== "string" || !isHex(value) || value === "0x") {
    throw new Error(`The node answered ${method} with no quantity`)
  }
  return BigInt(value)
}

const hexFields = (from: Address, transaction: PageTransaction) => ({
  from,
  ...(transaction.to === undefined ? {} : { to: transaction.to }),
  value: numberToHex(transaction.value),
  ...(transaction.data === undefined ? {} : { data: transaction.data }),
})

/**
 * Fills what signing a transaction needs from the node (viem's prepareTransactionRequest does
 * the same; its client would treble the page's script): the chain id, the pending nonce, the gas
 * (estimated unless given) and the fees: EIP-1559 where the latest block has a base fee (max fee
 * = base fee × 1.2 + priority fee, spec 9), the gas price otherwise.
 */
export const fillTransaction = async (
  call: NodeCall,
  from: Address,
  transaction: PageTransaction,
): Promise<TransactionSerializable> => {
  const [chainId, nonce, gas, block] = await Promise.all([
    call("eth_chainId", []).then((value) => quantity(value, "eth_chainId")),
    call("eth_getTransactionCount", [from, "pending"]).then((value) =>
      quantity(value, "eth_getTransactionCount"),
    ),
    transaction.gas ??
      call("eth_estimateGas", [hexFields(from, transaction)]).then((value) =>
        quantity(value, "eth_estimateGas"),
      ),
    call("eth_getBlockByNumber", ["latest", false]),
  ])
  const base = {
    chainId: Number(chainId),
    nonce: Number(nonce),
    gas,
    ...(transaction.to === undefined ? {} : { to: transaction.to }),
    value: transaction.value,
    ...(transaction.data === undefined ? {} : { data: transaction.data }),
  }
  const baseFee =
    typeof block === "object" && block !== null && "baseFeePerGas" in block
      ? quantity(block.baseFeePerGas, "eth_getBlockByNumber")
      : undefined
  if (baseFee === undefined) {
    const gasPrice = quantity(await call("eth_gasPrice", []), "eth_gasPrice")
    return { ...base, type: "legacy", gasPrice }
  }
  const maxPriorityFeePerGas = quantity(
    await call("eth_maxPriorityFeePerGas", []),
    "eth_maxPriorityFeePerGas",
  )
  const maxFeePerGas =
    (baseFee * baseFeeMultiplier.numerator) / baseFeeMultiplier.denominator + maxPriorityFeePerGas
  return { ...base, type: "eip1559", maxFeePerGas, maxPriorityFeePerGas }
}

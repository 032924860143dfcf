// The JSON-RPC methods about the cluster itself: blockhashes, slots, epoch, identity, health.
import { maxBlockhashAge, slotsPerEpoch } from "./SolanaLedger"
import { invalidParams } from "./SolanaRpcError"
import { type SolanaRpcMethod, solanaVersion, withContext } from "./SolanaRpcMethod"
import { checkReadConfig, describe, readConfig } from "./solanaRpcParams"

/** A method that takes only a read config and answers from the latest block. */
const fromHead =
  (answer: (devnet: Parameters<SolanaRpcMethod>[1]) => unknown): SolanaRpcMethod =>
  ([config], devnet) => {
    checkReadConfig(readConfig(config), devnet.ledger.head().slot)
    return answer(devnet)
  }

const getLatestBlockhash = fromHead(({ ledger }) => {
  const { blockhash, blockHeight } = ledger.head()
  return withContext(ledger, { blockhash, lastValidBlockHeight: blockHeight + maxBlockhashAge })
})

const isBlockhashValid: SolanaRpcMethod = ([blockhash, config], { ledger }) => {
  if (typeof blockhash !== "string") {
    throw invalidParams(`the blockhash must be a base58 string; got ${describe(blockhash)}`)
  }
  checkReadConfig(readConfig(config), ledger.head().slot)
  return withContext(ledger, ledger.lastValidBlockHeight(blockhash) !== undefined)
}

const getEpochInfo = fromHead(({ ledger }) => {
  const { slot, blockHeight } = ledger.head()
  return {
    absoluteSlot: slot,
    blockHeight,
    epoch: slot / slotsPerEpoch,
    slotIndex: slot % slotsPerEpoch,
    slotsInEpoch: slotsPerEpoch,
    transactionCount: ledger.history.count(),
  }
})

/** The cluster methods, by name. */
export const clusterMethods: Readonly<Record<string, SolanaRpcMethod>> = {
  getLatestBlockhash,
  isBlockhashValid,
  getSlot: fromHead(({ ledger }) => ledger.head().slot),
  getBlockHeight: fromHead(({ ledger }) => ledger.head().blockHeight),
  getEpochInfo,
  getTransactionCount: fromHead(({ ledger }) => ledger.history.count()),
  getGenesisHash: (_params, { genesisHash }) => genesisHash,
  // No feature-set id: litesvm runs with its own set of activated features.
  getVersion: () => ({ "solana-core": solanaVersion, "feature-set": 0 }),
  getHealth: () => "ok",
  // The devnet keeps no prioritization-fee cache: an empty list, as a node whose cache is
  // empty answers, and fee estimators fall back to no priority fee.
  getRecentPrioritizationFees: () => [],
}

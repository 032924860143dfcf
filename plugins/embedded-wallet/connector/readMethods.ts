/**
 * The wallet methods the embedded wallet answers without asking the visitor (spec 6 "safe:
 * read methods and a few others"): chain reads the secure frame proxies to its RPC URL, and
 * the wallet's own descriptions of itself. A method on neither this list nor the not-safe one
 * (rpc/isSafeRpcMethod.ts) is refused: the frame is never asked to run what nobody reviewed.
 */
export const readMethods: ReadonlySet<string> = new Set([
  "eth_blockNumber",
  "eth_call",
  "eth_estimateGas",
  "eth_feeHistory",
  "eth_gasPrice",
  "eth_getBalance",
  "eth_getBlockByHash",
  "eth_getBlockByNumber",
  "eth_getCode",
  "eth_getLogs",
  "eth_getProof",
  "eth_getStorageAt",
  "eth_getTransactionByHash",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_maxPriorityFeePerGas",
  "net_version",
  "web3_clientVersion",
  "wallet_getCallsStatus",
  "wallet_getCapabilities",
])

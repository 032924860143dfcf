/**
 * `@walletconnect/sign-client` 2.21.8 takes every JSON-RPC id from `payloadId()` of
 * `@walletconnect/jsonrpc-utils`: the epoch milliseconds and three random digits. Its
 * `authenticate()` makes two ids in one millisecond (wc_sessionAuthenticate and the fallback
 * proposal), and a wallet emitting events does the same: one time in a thousand they are
 * equal, and the answer to the proposal is read as the authentication's ("me is not
 * iterable"). The sandbox's sign clients take their ids from one increasing sequence of the
 * same shape instead (`jsonRpcIds`, as Foyer's own client does).
 *
 * sign-client is loaded as CommonJS (its package has no `exports`), and reads `payloadId`
 * through jsonrpc-utils' index at each call, which reads it from `dist/cjs/format.js`:
 * replacing it there reaches every client in the process.
 */
import { createRequire } from "node:module"
import { jsonRpcIds } from "../../core/connectors/walletConnect/protocol/jsonRpcIds"

interface JsonRpcFormat {
  payloadId: (entropy?: number) => number
}

const require = createRequire(import.meta.url)

/** Makes sign-client's ids unique in this process; calling it again changes nothing. */
export const useUniqueSignClientIds = (): void => {
  const format = require("@walletconnect/jsonrpc-utils/dist/cjs/format") as JsonRpcFormat
  if (format.payloadId.name === "uniquePayloadId") return
  const next = jsonRpcIds()
  format.payloadId = function uniquePayloadId() {
    return next()
  }
}

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
 * replacing it there, in the copy sign-client itself resolves (a strict layout such as
 * pnpm's may not let Foyer reach it by name), reaches every client in the process. Where that
 * file is not found, the ids stay sign-client's own.
 */
import { createRequire } from "node:module"
import { jsonRpcIds } from "../../core/connectors/walletConnect/protocol/jsonRpcIds"

interface JsonRpcFormat {
  payloadId: (entropy?: number) => number
}

const jsonRpcFormat = (): JsonRpcFormat | undefined => {
  try {
    const signClient = createRequire(import.meta.url).resolve("@walletconnect/sign-client")
    return createRequire(signClient)("@walletconnect/jsonrpc-utils/dist/cjs/format")
  } catch {
    return undefined
  }
}

/** Makes sign-client's ids unique in this process; calling it again changes nothing. */
export const useUniqueSignClientIds = (): void => {
  const format = jsonRpcFormat()
  if (format === undefined || format.payloadId.name === "uniquePayloadId") return
  const next = jsonRpcIds()
  format.payloadId = function uniquePayloadId() {
    return next()
  }
}

import type { OperationHandler } from "../OperationHandler"

/**
 * The devnets' CAIP-2 ids: the EVM devnets', then the Solana devnets', then the Bitcoin chains'. The sandbox proxies
 * JSON-RPC over HTTP only, so the WebSocket list is empty. The project's plan is within its limits (no `plan`), unless the
 * `usageLimitExceeded` fault says otherwise for this answer.
 */
export const getSupportedChains: OperationHandler<"getSupportedChains"> = async (_, context) => ({
  _tag: "Ok",
  body: {
    http: [...context.devnets, ...context.solanaDevnets, ...context.bitcoinChains].map(
      (devnet) => devnet.caipNetworkId,
    ),
    ws: [],
    ...(context.usageLimitExceeded ? { plan: { usageLimitExceeded: true } } : {}),
  },
})

import type { OperationHandler } from "../OperationHandler"

/**
 * The devnets' CAIP-2 ids. The sandbox proxies JSON-RPC over HTTP only, so the WebSocket
 * list is empty.
 */
export const getSupportedChains: OperationHandler<"getSupportedChains"> = async (_, context) => ({
  _tag: "Ok",
  body: { http: context.devnets.map((devnet) => devnet.caipNetworkId), ws: [] },
})

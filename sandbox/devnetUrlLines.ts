import type { SandboxUrls } from "./startSandbox"

/**
 * The banner lines of the sandbox's devnets, as `npm start` and `npm run sandbox` print them:
 * each EVM devnet's JSON-RPC URL, CAIP-2 id and name, then the Solana devnet's, with its
 * PubSub WebSocket on the line after; `pad` aligns a label with the other lines.
 */
export const devnetUrlLines = (
  urls: Pick<SandboxUrls, "devnets" | "solana">,
  pad: (label: string) => string,
): ReadonlyArray<string> => [
  ...[...urls.devnets, urls.solana].map(
    (devnet) => `  ${pad("Devnet")}${devnet.rpcUrl}  ${devnet.caipNetworkId} ${devnet.name}`,
  ),
  `  ${pad("")}${urls.solana.wsUrl}  (${urls.solana.name}'s WebSocket, for subscriptions)`,
]

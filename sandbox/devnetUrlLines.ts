import type { SandboxUrls } from "./startSandbox"

/**
 * The banner lines of the sandbox's devnets, as `npm start` and `npm run sandbox` print them:
 * each EVM devnet's JSON-RPC URL, CAIP-2 id and name ("Devnet"), then the Solana devnet's
 * ("Solana"), with its PubSub WebSocket on the line after; `pad` aligns a label with the
 * other lines.
 */
export const devnetUrlLines = (
  urls: Pick<SandboxUrls, "devnets" | "solana">,
  pad: (label: string) => string,
): ReadonlyArray<string> => {
  const line = (label: string, devnet: { rpcUrl: string; caipNetworkId: string; name: string }) =>
    `  ${pad(label)}${devnet.rpcUrl}  ${devnet.caipNetworkId} ${devnet.name}`
  return [
    ...urls.devnets.map((devnet) => line("Devnet", devnet)),
    line("Solana", urls.solana),
    `  ${pad("")}${urls.solana.wsUrl}  (its WebSocket, for subscriptions)`,
  ]
}

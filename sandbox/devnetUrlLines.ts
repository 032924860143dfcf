import type { SandboxUrls } from "./startSandbox"

/**
 * The banner lines of the sandbox's devnets, as `npm start` and `npm run sandbox` print them:
 * each EVM devnet's JSON-RPC URL, CAIP-2 id and name ("Devnet"), then the Solana devnet's
 * ("Solana"), with its PubSub WebSocket on the line after, then the Bitcoin chain's Esplora
 * API ("Bitcoin"); `pad` aligns a label with the other lines.
 */
export const devnetUrlLines = (
  urls: Pick<SandboxUrls, "devnets" | "solana" | "bitcoin">,
  pad: (label: string) => string,
): ReadonlyArray<string> => {
  const line = (label: string, devnet: { rpcUrl: string; caipNetworkId: string; name: string }) =>
    `  ${pad(label)}${devnet.rpcUrl}  ${devnet.caipNetworkId} ${devnet.name}`
  return [
    ...urls.devnets.map((devnet) => line("Devnet", devnet)),
    line("Solana", urls.solana),
    `  ${pad("")}${urls.solana.wsUrl}  (its WebSocket, for subscriptions)`,
    line("Bitcoin", { ...urls.bitcoin, rpcUrl: urls.bitcoin.esploraUrl }),
    `  ${pad("")}(its Esplora API, as Blockstream's and mempool.space's: /address/<address>, POST /tx)`,
  ]
}

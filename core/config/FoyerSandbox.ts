/**
 * Where a local sandbox answers, as `foyer dev` hands it to an app (JSON in
 * `VITE_FOYER_SANDBOX`): its project id, endpoints and relay, and its devnets (the EVM
 * devnets, then the Solana devnet and the Bitcoin chain when it serves them). Made by `foyerSandboxAt`, read by
 * `parseFoyerSandbox`, applied to options by `withSandbox`.
 */
export interface FoyerSandbox {
  readonly projectId: string
  readonly apiUrl: string
  readonly analyticsUrl: string
  readonly rpcUrl: string
  readonly relayUrl: string
  readonly networks: ReadonlyArray<{
    readonly caipNetworkId: string
    readonly name: string
    /** The kit's RPC URL for the devnet (through the sandbox API). */
    readonly rpcUrl: string
  }>
}

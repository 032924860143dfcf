import type { ServedNamespace } from "./approvedNamespaces"

/**
 * A namespace the sandbox WalletConnect wallet serves beside eip155 (whose requests its
 * injected test wallet answers): what it offers a session and how it answers a request.
 */
export interface WalletNamespace {
  readonly served: ServedNamespace
  /**
   * Answers an approved request of the namespace with its result.
   * @throws ProviderRpcError with the code the dApp receives (-32602 for malformed params,
   * 4100 for an account the session does not hold, 4200 for a method it does not answer).
   */
  readonly answer: (request: {
    readonly method: string
    readonly params: unknown
    /** The request's chain, CAIP-2. */
    readonly chainId: string
  }) => Promise<unknown>
  /** Session properties the approval carries (WalletConnect's `sessionProperties`). */
  readonly sessionProperties?: () => Promise<Readonly<Record<string, string>>>
}

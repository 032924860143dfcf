import type { ChainNamespace } from "./ChainNamespace"

/**
 * Which chain namespaces each capability supports (spec 6): balance, send, onramp and
 * pay-with-exchange support EVM and Solana; names and activity support EVM only; the
 * embedded (AUTH) connector supports eip155 and solana.
 */
export const namespaceSupport = {
  balance: ["eip155", "solana"],
  send: ["eip155", "solana"],
  onramp: ["eip155", "solana"],
  payWithExchange: ["eip155", "solana"],
  names: ["eip155"],
  activity: ["eip155"],
  authConnector: ["eip155", "solana"],
} as const satisfies Record<string, ReadonlyArray<ChainNamespace>>

/** A capability whose namespaces are restricted (see `namespaceSupport`). */
export type NamespaceCapability = keyof typeof namespaceSupport

/**
 * Whether `capability` is available on `chainNamespace`; never when there is no namespace.
 * @example
 * isNamespaceSupported("names", "solana") // false
 */
export const isNamespaceSupported = (
  capability: NamespaceCapability,
  chainNamespace: ChainNamespace | undefined,
): boolean =>
  // An own key only: "toString" or "__proto__" would find Object.prototype's members.
  typeof capability === "string" &&
  Object.hasOwn(namespaceSupport, capability) &&
  chainNamespace !== undefined &&
  (namespaceSupport[capability] as ReadonlyArray<ChainNamespace>).includes(chainNamespace)

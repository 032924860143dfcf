/**
 * Whether a WalletConnect session is stale (spec 4: "a WalletConnect session is dropped and
 * recreated when the requested chain list is stale"): the chains it was requested with differ
 * from the chains the site asks for now (a network added to or removed from the configuration
 * since). Order does not matter; what the wallet approved does not either (a wallet may approve
 * fewer chains than requested without the session being stale).
 */
export const isSessionStale = (
  requestedBefore: ReadonlyArray<string>,
  requested: ReadonlyArray<string>,
): boolean => {
  const before = new Set(requestedBefore)
  const now = new Set(requested)
  return before.size !== now.size || [...now].some((chain) => !before.has(chain))
}

/** The parts of a WalletConnect session the stale rule reads (sign client's SessionTypes.Struct). */
export interface SessionChains {
  readonly requiredNamespaces?: Readonly<
    Record<string, { readonly chains?: ReadonlyArray<string> }>
  >
  readonly optionalNamespaces?: Readonly<
    Record<string, { readonly chains?: ReadonlyArray<string> }>
  >
}

const requestedChains = (session: SessionChains): ReadonlySet<string> => {
  const chains = new Set<string>()
  for (const namespaces of [session.requiredNamespaces, session.optionalNamespaces]) {
    for (const [key, namespace] of Object.entries(namespaces ?? {})) {
      // A namespace key may itself be a chain ("eip155:1") with no chains list.
      for (const chain of namespace.chains ?? (key.includes(":") ? [key] : [])) chains.add(chain)
    }
  }
  return chains
}

/**
 * Whether a WalletConnect session is stale (spec 4: "a WalletConnect session is dropped and
 * recreated when the requested chain list is stale"): the chains the session was requested
 * with differ from the chains the site asks for now (a network added to or removed from the
 * configuration since). Order does not matter; what the wallet approved does not either (a
 * wallet may approve fewer chains than requested without the session being stale).
 */
export const isSessionStale = (
  session: SessionChains,
  requested: ReadonlyArray<string>,
): boolean => {
  const before = requestedChains(session)
  const now = new Set(requested)
  return before.size !== now.size || [...now].some((chain) => !before.has(chain))
}

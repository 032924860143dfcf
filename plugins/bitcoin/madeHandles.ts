/**
 * The session handles one module makes, told apart from any other object: only a handle made
 * here is taken as one (a handle is the kit's own object; a wallet's answer shaped like one is
 * not), so the Bitcoin adapter knows which kind of Bitcoin wallet a session holds.
 * @example
 * const handles = madeHandles<SatsConnectHandle>()
 * const handle = handles.made({ kind: "satsConnect", provider, account, network })
 * handles.of(handle) // handle; handles.of({ ...handle }) // undefined
 */
export const madeHandles = <Handle extends object>() => {
  const made = new WeakSet<object>()
  return {
    /** Records `handle` as made here and gives it back. */
    made: (handle: Handle): Handle => {
      made.add(handle)
      return handle
    },
    /** `handle` when it was made here, else undefined. */
    of: (handle: unknown): Handle | undefined =>
      typeof handle === "object" && handle !== null && made.has(handle)
        ? (handle as Handle)
        : undefined,
  }
}

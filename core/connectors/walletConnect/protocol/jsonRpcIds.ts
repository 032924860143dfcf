/**
 * JSON-RPC ids as WalletConnect writes them — the epoch milliseconds and three random digits —
 * but never twice from one source. Two requests made in the same millisecond (a one-click
 * connect sends wc_sessionPropose and wc_sessionAuthenticate together; a relay connection
 * subscribes and publishes together) would otherwise share an id one time in a thousand, and
 * the answer to one would settle the other.
 */
export const jsonRpcIds = (now: () => number = () => Date.now()): (() => number) => {
  let last = 0
  return () => {
    const drawn = now() * 1000 + Math.floor(Math.random() * 1000)
    last = drawn > last ? drawn : last + 1
    return last
  }
}

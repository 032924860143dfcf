import { randomUUID } from "node:crypto"

/**
 * How many links the onramp remembers: each POST /v1/generators/onrampurl issues one, so the
 * oldest are forgotten once there are this many (a forgotten link no longer pays).
 */
export const maxOnrampSessionTokens = 10_000

/** What the page answers for a link whose token it did not issue, or no longer remembers (400). */
export const onrampLinkUnknownMessage =
  "This onramp link was not handed out by the sandbox, or has expired: ask the dApp for a new one"

/** What the page answers for a link already paid (409). */
export const onrampLinkPaidMessage = "This order is already paid: ask the dApp for a new link"

/** Where a link stands: unknown, open to pay, or paid (being delivered, or delivered). */
export type OnrampSessionTokenState = "Unknown" | "Open" | "Paid"

/**
 * The session tokens of the onramp's links (`sessionToken`, as the provider's onramp names
 * it): each link pays once. A declined card leaves the link open, so the visitor may try
 * another card.
 */
export interface OnrampSessionTokens {
  /** A new token for a link. */
  readonly issue: () => string
  readonly stateOf: (token: string | null) => OnrampSessionTokenState
  /** Marks an open link paid and answers "Open"; otherwise changes nothing and answers its state. */
  readonly claim: (token: string | null) => OnrampSessionTokenState
  /** Opens a claimed link again: nothing was delivered (no price, no treasury). */
  readonly release: (token: string) => void
}

/** An empty set of tokens, keeping at most `capacity` (default {@link maxOnrampSessionTokens}). */
export const makeOnrampSessionTokens = (
  options: { readonly capacity?: number } = {},
): OnrampSessionTokens => {
  const capacity = options.capacity ?? maxOnrampSessionTokens
  // Insertion order is age: the first key is the oldest link.
  const tokens = new Map<string, "Open" | "Paid">()
  const stateOf = (token: string | null): OnrampSessionTokenState =>
    (token === null ? undefined : tokens.get(token)) ?? "Unknown"
  return {
    issue: () => {
      for (const oldest of tokens.keys()) {
        if (tokens.size < capacity) break
        tokens.delete(oldest)
      }
      const token = randomUUID()
      tokens.set(token, "Open")
      return token
    },
    stateOf,
    claim: (token) => {
      const state = stateOf(token)
      if (state === "Open" && token !== null) tokens.set(token, "Paid")
      return state
    },
    release: (token) => {
      if (tokens.has(token)) tokens.set(token, "Open")
    },
  }
}

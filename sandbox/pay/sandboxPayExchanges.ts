import type { PayExchange } from "../../core/api/generated/schemas"

/**
 * The devnet account the sandbox exchange pays from: funded by anvil, and neither the
 * visitor accounts (0 to 2, which hold the test tokens) nor the last two (the sandbox
 * exchange's and the onramp's).
 */
export const payerAccountIndex = 3

// A plain square with the letter S, inline so the sandbox needs no image host.
const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6f4a"/><text x="16" y="22" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">S</text></svg>',
)}`

/** The exchanges the sandbox offers for pay with exchange (one, which pays native ETH). */
export const sandboxPayExchanges: ReadonlyArray<PayExchange> = [
  { id: "sandbox-exchange", name: "Sandbox Exchange", imageUrl: logo },
]

/** How many exchanges one page of GET /v1/pay/exchanges holds. */
export const payExchangesPageSize = 10

// What the screenshot tests freeze between runs (issue 34, point 5).
import type { BrowserContext } from "playwright-core"

// page's clock (the WalletConnect QR's countdown, any date the kit writes).

/** The time the history's transactions are shown mined at: newest first, an hour apart. */
const frozenMinedAt = (index: number) =>
  new Date(Date.UTC(2026, 0, 15, 12) - index * 3_600_000).toISOString()

/** Replaces every `minedAt` in a history page, in order, with {@link frozenMinedAt}'s. */
const freezeMinedAt = (value: unknown, next: { index: number }): unknown => {
  if (Array.isArray(value)) return value.map((item) => freezeMinedAt(item, next))
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === "minedAt" && typeof field === "string"
        ? frozenMinedAt(next.index++)
        : freezeMinedAt(field, next),
    ]),
  )
}

/** Rewrites the provider API's transaction history so Activity shows the same dates every run. */
export const freezeHistoryTimes = async (context: BrowserContext): Promise<void> => {
  await context.route(
    (url) => /^\/v1\/account\/[^/]+\/history$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch()
      const body: unknown = await response.json()
      await route.fulfill({ response, json: freezeMinedAt(body, { index: 0 }) })
    },
  )
}

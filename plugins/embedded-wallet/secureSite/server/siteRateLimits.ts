import { isIPv4 } from "node:net"
import { Duration } from "effect"
import { type RateLimitRepository, windowStart } from "../db/RateLimitRepository"
import { SiteApiError } from "./SiteApiError"

/** At most `max` requests of one kind from one client in each fixed window of `window`. */
export interface SiteRateLimit {
  readonly max: number
  readonly window: Duration.Duration
}

/** The site's per-client limits, by route. */
export interface SiteRateLimits {
  /** `POST /v1/email/start`: each one mails a code. */
  readonly emailStart: SiteRateLimit
  /** `POST /v1/email/verify`: each one is a guess at a code. */
  readonly emailVerify: SiteRateLimit
}

/**
 * The default limits per client IP, counted in the database (`rate_limits`), so they hold across
 * all the site's processes.
 *
 * - 20 code requests per 10 minutes: a visitor needs one to three (a typo, a slow mail); the
 *   30 s cooldown already spares each mailbox, and this stops one client mailing many
 *   addresses. Room is left for a few visitors behind one NAT.
 * - 60 code entries per 10 minutes: each code dies after 5 wrong entries, so one address gives
 *   a guesser little; this stops one client guessing across many addresses (60 guesses at
 *   10^6 codes succeed with probability 6 × 10^-5 per window).
 */
export const defaultSiteRateLimits: SiteRateLimits = {
  emailStart: { max: 20, window: Duration.minutes(10) },
  emailVerify: { max: 60, window: Duration.minutes(10) },
}

/**
 * The client as the limits key it: its IP address, an IPv4-mapped IPv6 address as IPv4. Behind
 * a load balancer every request comes from the balancer: the site's `clientAddress` option must
 * then read the balancer's forwarded header instead.
 */
export const clientKey = (address: string | undefined): string => {
  if (address === undefined) return "unknown"
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address
  return isIPv4(v4) ? v4 : address.toLowerCase()
}

/**
 * Counts one request of `name` from `client` and refuses it (429, with the whole seconds until
 * the window ends as `retryAfter`) once the window holds more than the limit allows.
 */
export const enforceRateLimit = async (
  repository: RateLimitRepository,
  name: keyof SiteRateLimits,
  limit: SiteRateLimit,
  client: string,
  now: number,
): Promise<void> => {
  const windowMs = Duration.toMillis(limit.window)
  const hits = await repository.hit(`${name}:ip:${client}`, windowMs, now)
  if (hits <= limit.max) return
  const retryAfter = Math.max(1, Math.ceil((windowStart(windowMs, now) + windowMs - now) / 1000))
  throw new SiteApiError({
    status: 429,
    reason: "rate_limited",
    detail: `Too many requests; please try again after ${retryAfter} seconds`,
    retryAfter,
  })
}

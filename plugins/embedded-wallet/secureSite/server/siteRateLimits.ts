import { isIPv4, isIPv6 } from "node:net"
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
  /** `GET /v1/wallet`: each one releases a key share to the session it names. */
  readonly walletRead: SiteRateLimit
  /** `POST /v1/passkey/...`: each one stores a challenge or checks a passkey (a share released). */
  readonly passkey: SiteRateLimit
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
 * - 120 wallet reads per 10 minutes: the frame page reads the server's share once per load (a
 *   reload, another tab, another dApp), so a visitor needs a handful; the share goes only to its
 *   user's session, and this bounds how fast one client can try tokens or load the database.
 * - 60 passkey requests per 10 minutes: a passkey step takes two (options, verify) and a
 *   visitor makes one or two steps; the sealed share goes only to its owner's session after a
 *   verified assertion, and this bounds the challenges one client makes the site keep.
 */
export const defaultSiteRateLimits: SiteRateLimits = {
  emailStart: { max: 20, window: Duration.minutes(10) },
  emailVerify: { max: 60, window: Duration.minutes(10) },
  walletRead: { max: 120, window: Duration.minutes(10) },
  passkey: { max: 60, window: Duration.minutes(10) },
}

/** How many 16-bit groups a part of an IPv6 address holds (a dotted IPv4 tail is two). */
const groupCount = (groups: ReadonlyArray<string>) =>
  groups.reduce((count, group) => count + (group.includes(".") ? 2 : 1), 0)

/**
 * The /64 network of an IPv6 address, e.g. `2001:db8:0:1::/64`. An IPv6 host is usually given a
 * whole /64, so a limit per address would let it take a fresh address for each request.
 */
const ipv6Network = (address: string): string => {
  const [head = "", tail] = (address.split("%")[0] ?? "").split("::")
  const left = head === "" ? [] : head.split(":")
  const right = tail === undefined || tail === "" ? [] : tail.split(":")
  const zeros =
    tail === undefined ? [] : Array<string>(8 - groupCount(left) - groupCount(right)).fill("0")
  const prefix = [...left, ...zeros, ...right].slice(0, 4)
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`
}

/**
 * The client as the limits key it: an IPv4 address (an IPv4-mapped IPv6 one as IPv4), or the
 * /64 network of an IPv6 one. Behind a load balancer every request comes from the balancer: the
 * site's `clientAddress` option must then read the balancer's forwarded header instead.
 */
export const clientKey = (address: string | undefined): string => {
  if (address === undefined) return "unknown"
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address
  if (isIPv4(v4)) return v4
  return isIPv6(address) ? ipv6Network(address.toLowerCase()) : "unknown"
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

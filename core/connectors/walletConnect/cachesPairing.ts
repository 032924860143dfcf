import { Duration } from "effect"
import { walletConnectPairingMargin } from "../../Schedules"

/** What the page knows about where it runs, for the WalletConnect pairing rules. */
export interface BrowserFacts {
  readonly userAgent: string
  /** Whether the page runs inside Telegram (its web view or mini-app bridge is present). */
  readonly telegram: boolean
}

/** The running browser's facts (none outside a browser). */
export const currentBrowserFacts = (): BrowserFacts => {
  if (typeof navigator === "undefined" || typeof window === "undefined") {
    return { userAgent: "", telegram: false }
  }
  const w = window as unknown as Record<string, unknown>
  const telegram = w.TelegramWebviewProxy !== undefined || w.Telegram !== undefined
  return { userAgent: navigator.userAgent, telegram }
}

/** Safari on an iPhone, iPad or iPod (not Chrome, Firefox or Edge for iOS, which say so). */
export const isIosSafari = (userAgent: string): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) &&
  /Safari\//.test(userAgent) &&
  !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)

/**
 * Whether the pairing URI is cached across WalletConnect attempts (spec 9: "pairing expiry is
 * used for WalletConnect caching on Telegram or iOS Safari"). There a deep link only opens
 * from the tap itself, so the URI must already exist when the visitor taps: it is kept while
 * the pairing lives instead of being made anew for each attempt.
 */
export const cachesPairing = (facts: BrowserFacts): boolean =>
  facts.telegram || /Telegram/i.test(facts.userAgent) || isIosSafari(facts.userAgent)

/** Whether a pairing that expires at `expiry` (epoch ms) can still be handed out at `now`. */
export const isPairingUsable = (expiry: number | undefined, now: number): boolean =>
  expiry !== undefined && expiry - Duration.toMillis(walletConnectPairingMargin) > now

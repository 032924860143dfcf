import { describe, expect, it } from "vitest"
import { cachesPairing, isIosSafari, isPairingUsable } from "./cachesPairing"

const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
const iphoneChrome =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1"
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
const androidChrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"

describe("WalletConnect pairing cache (spec 9)", () => {
  it("pairing expiry is used for caching on iOS Safari", () => {
    expect(isIosSafari(iphoneSafari)).toBe(true)
    expect(cachesPairing({ userAgent: iphoneSafari, telegram: false })).toBe(true)
  })

  it("pairing expiry is used for caching on Telegram", () => {
    expect(cachesPairing({ userAgent: androidChrome, telegram: true })).toBe(true)
    expect(
      cachesPairing({ userAgent: `${androidChrome} Telegram-Android/11.0`, telegram: false }),
    ).toBe(true)
  })

  it("other browsers make a new pairing for each attempt", () => {
    expect(isIosSafari(iphoneChrome)).toBe(false)
    expect(cachesPairing({ userAgent: iphoneChrome, telegram: false })).toBe(false)
    expect(cachesPairing({ userAgent: desktopChrome, telegram: false })).toBe(false)
    expect(cachesPairing({ userAgent: androidChrome, telegram: false })).toBe(false)
  })

  it("a pairing is usable until 10 s before its expiry", () => {
    expect(isPairingUsable(100_000, 89_999)).toBe(true)
    expect(isPairingUsable(100_000, 90_000)).toBe(false)
    expect(isPairingUsable(undefined, 0)).toBe(false)
  })
})

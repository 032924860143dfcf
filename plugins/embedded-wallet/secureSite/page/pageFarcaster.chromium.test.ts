// Farcaster sign-in through the frame page's real bundle in Chromium, served by the real secure
// site with a stand-in relay and a custody check the test controls: the dApp frames the page,
// GET_FARCASTER_URI gives it the relay's URL, CONNECT_FARCASTER waits (the frame asking the
// site every second) while the visitor approves in their Farcaster app, then signs in in the
// frame with the secret and attempt the dApp never saw, opening the wallet.
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { chromiumForFile } from "../../../../test/e2e/chromiumForFile"
import { testEpoch } from "../db/secureSiteDatabaseFixtures"
import { approve, testCustody, useTestRelay } from "../farcaster/farcasterLoginFixtures"
import { useSecureSite } from "../server/secureSiteServerFixtures"
import { useFramingDApp } from "./framingDAppFixtures"

const browser = chromiumForFile()
const relay = useTestRelay()
const custody = testCustody()
const carol = custody.registered(
  "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
  314,
)

const dApp = useFramingDApp()

describe("Farcaster sign-in through the frame page bundle in Chromium", {
  timeout: 120_000,
}, () => {
  const harness = useSecureSite(() => ({
    framePage: { script: async () => dApp.bundle() },
    embeddingOrigins: [dApp.origin()],
    farcasterLogin: {
      relayUrl: relay.url(),
      rpcUrl: "http://127.0.0.1:9",
      sealKey: new Uint8Array(32).fill(14),
      ethereum: custody.ethereum,
    },
  }))

  const ask = (page: Page, name: string, payload?: unknown) =>
    dApp.ask(page, harness.site().url, name, payload)

  it("GET_FARCASTER_URI answers the relay's URL; CONNECT_FARCASTER waits for the visitor's approval, then signs in and opens a wallet; again it is refused", async () => {
    // viem checks the message's expiry on the real clock: the site's starts there too.
    harness.advance(Date.now() - testEpoch)
    const context = await browser().newContext()
    try {
      const { page, errors, first } = await dApp.openFramed(context, harness.site().url)
      expect(first).toEqual({ origin: harness.site().url, data: { type: "@w3m-frame/READY" } })
      const uri = await ask(page, "GET_FARCASTER_URI")
      expect(uri.type).toBe("@w3m-frame/GET_FARCASTER_URI_SUCCESS")
      const { url } = uri.payload as { url: string }
      const channel = relay.channels.get(new URL(url).searchParams.get("channelToken") ?? "")
      if (channel === undefined) throw new Error("The relay holds no such channel")

      const connecting = ask(page, "CONNECT_FARCASTER")
      // The frame asks while the visitor has not approved yet; then they approve.
      await expect.poll(() => relay.statusRequests.length, { timeout: 10_000 }).toBeGreaterThan(0)
      await approve(channel, carol.fid, carol.account)
      const connected = await connecting
      expect(connected).toMatchObject({
        type: "@w3m-frame/CONNECT_FARCASTER_SUCCESS",
        // A new wallet in a browser with WebAuthn: the passkey offer is due (issue 37).
        payload: { email: null, userName: "user314", chainId: 1, passkey: "enrol" },
      })
      expect((connected.payload as { address: string }).address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect((await ask(page, "IS_CONNECTED")).payload).toEqual({ isConnected: true })
      // The attempt is spent: connecting again needs a new GET_FARCASTER_URI.
      expect(await ask(page, "CONNECT_FARCASTER")).toEqual({
        type: "@w3m-frame/CONNECT_FARCASTER_ERROR",
        id: expect.any(String),
        payload: {
          message: "Start the Farcaster sign-in first: this frame made no sign-in link.",
          reason: "page.error.noFarcasterStarted",
        },
      })
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

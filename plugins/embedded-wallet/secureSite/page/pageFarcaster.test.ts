// @vitest-environment happy-dom
// The secure frame page's Farcaster sign-in (issue 37) with a fake parent and a fake site API:
// GET_FARCASTER_URI starts a sign-in bound to a secret the frame keeps and answers the relay's
// URL; CONNECT_FARCASTER asks the site every second until the visitor approved, keeps the
// session and opens the wallet as a social login does, and every refusal is an error reply.
import { Duration } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { type FramePage, startFramePage } from "./framePage"
import { fakeFrameWindow, fakeSiteApi } from "./framePageFixtures"
import type { PageAccount, PageUser } from "./pageAccount"
import {
  farcasterPollInterval,
  farcasterTransientFailureLimit,
  makeFarcasterHandlers,
} from "./pageFarcaster"
import { deviceShareStorageKey, sessionStorageKey } from "./pageKeys"
import { SiteApiRequestError } from "./siteApi"

const dapp = "http://localhost:5173"

let page: FramePage | undefined
afterEach(() => {
  page?.stop()
  page = undefined
})

const start = () => {
  const win = fakeFrameWindow({ ancestorOrigin: dapp })
  const api = fakeSiteApi()
  page = startFramePage({ window: win, api })
  return { win, api }
}

const errorMessage = (reply: { type: string; payload?: unknown }) => {
  expect(reply.type).toMatch(/_ERROR$/)
  return (reply.payload as { message: string }).message
}

const sha256 = async (base64url: string) =>
  Buffer.from(await crypto.subtle.digest("SHA-256", Buffer.from(base64url, "base64url"))).toString(
    "base64url",
  )

describe("the frame page's Farcaster sign-in", () => {
  it("GET_FARCASTER_URI answers the relay's URL of a sign-in the site started for the SHA-256 of a fresh secret", async () => {
    const { win, api } = start()
    const reply = await win.ask("GET_FARCASTER_URI")
    expect(reply).toMatchObject({
      type: "@w3m-frame/GET_FARCASTER_URI_SUCCESS",
      payload: { url: "https://farcaster.xyz/~/siwf?channelToken=attempt-1" },
    })
    await win.ask("GET_FARCASTER_URI")
    const [first, second] = [...api.state.farcasterAttempts.values()]
    expect(first?.binding).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second?.binding).not.toBe(first?.binding)
  })

  it("CONNECT_FARCASTER, once the visitor approved, keeps the session, opens the wallet and answers the user (CONNECT_SOCIAL's shape)", async () => {
    const { win, api } = start()
    await win.ask("GET_FARCASTER_URI")
    const attempt = api.state.farcasterAttempts.get("attempt-1")
    if (attempt === undefined) throw new Error("started")
    attempt.approvedAs = { userId: "user-fc", userName: "alice" }
    const reply = await win.ask("CONNECT_FARCASTER")
    expect(reply.type).toBe("@w3m-frame/CONNECT_FARCASTER_SUCCESS")
    const user = reply.payload as { address: string }
    expect(reply.payload).toEqual({
      email: null,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 1,
      accounts: [{ address: user.address, type: "eoa" }],
      userName: "alice",
      preferredAccountType: "eoa",
      smartAccountDeployed: false,
    })
    const token = win.localStorage.getItem(sessionStorageKey)
    expect(api.state.sessions.get(token ?? "")?.userId).toBe("user-fc")
    expect(api.state.wallets.get("user-fc")?.address).toBe(user.address)
    expect(win.localStorage.getItem(deviceShareStorageKey("user-fc"))).not.toBeNull()
    expect(await win.ask("IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
  })

  it("the attempt is spent by a connect: CONNECT_FARCASTER again is refused without asking the site", async () => {
    const { win, api } = start()
    await win.ask("GET_FARCASTER_URI")
    const attempt = api.state.farcasterAttempts.get("attempt-1")
    if (attempt === undefined) throw new Error("started")
    attempt.approvedAs = { userId: "user-fc", userName: null }
    expect((await win.ask("CONNECT_FARCASTER")).type).toMatch(/_SUCCESS$/)
    expect(errorMessage(await win.ask("CONNECT_FARCASTER"))).toBe(
      "Start the Farcaster sign-in first: this frame made no sign-in link.",
    )
    expect(api.state.farcasterAsks).toEqual(["attempt-1"])
  })

  it("CONNECT_FARCASTER before any GET_FARCASTER_URI is refused", async () => {
    const { win } = start()
    expect(errorMessage(await win.ask("CONNECT_FARCASTER"))).toBe(
      "Start the Farcaster sign-in first: this frame made no sign-in link.",
    )
  })

  it("the site's refusal is the error reply (the frame sends its text), and no session is kept", async () => {
    const { win, api } = start()
    await win.ask("GET_FARCASTER_URI")
    const attempt = api.state.farcasterAttempts.get("attempt-1")
    if (attempt === undefined) throw new Error("started")
    attempt.used = true
    expect(errorMessage(await win.ask("CONNECT_FARCASTER"))).toBe("Refused: sign_in_used")
    expect(win.localStorage.getItem(sessionStorageKey)).toBeNull()
  })
})

/** A stand-in of the page's account: it signs in whatever session it is given. */
const stubAccount = () => {
  const signedIn: Array<string> = []
  const account = {
    connectSocial: async (session: { token: string; userId: string; userName?: string | null }) => {
      signedIn.push(session.token)
      return {
        userId: session.userId,
        email: null,
        userName: session.userName ?? null,
        address: "0x00000000000000000000000000000000000000a1",
      } satisfies PageUser
    },
  } as unknown as PageAccount
  return { account, signedIn }
}

/** The handlers on the fake site, with a wait that records its delays and returns at once. */
const handlers = (passkey?: "enrol" | "recover") => {
  const api = fakeSiteApi()
  const { account, signedIn } = stubAccount()
  const waits: Array<number> = []
  const farcaster = makeFarcasterHandlers({
    api,
    account,
    chainId: () => 10,
    passkeyDue: () => passkey,
    wait: async (ms) => {
      waits.push(ms)
    },
  })
  return { api, farcaster, waits, signedIn }
}

describe("makeFarcasterHandlers", () => {
  it("asks the site every second while the visitor has not approved, then signs in with the session", async () => {
    const { api, farcaster, waits, signedIn } = handlers()
    await farcaster.GET_FARCASTER_URI(undefined)
    const attempt = api.state.farcasterAttempts.get("attempt-1")
    if (attempt === undefined) throw new Error("started")
    attempt.approvedAs = { userId: "user-fc", userName: "alice" }
    attempt.pendingAsks = 3
    const user = await farcaster.CONNECT_FARCASTER(undefined)
    expect(Duration.toMillis(farcasterPollInterval)).toBe(1000)
    expect(waits).toEqual([1000, 1000, 1000])
    expect(api.state.farcasterAsks).toHaveLength(4)
    expect(signedIn).toEqual(["token-1"])
    expect(user).toMatchObject({ userName: "alice", chainId: 10, email: null })
  })

  it("sends the secret the binding was made of", async () => {
    const { api, farcaster } = handlers()
    const secrets: Array<string> = []
    const connect = api.connectFarcaster
    ;(api as { connectFarcaster: typeof connect }).connectFarcaster = async (attempt, secret) => {
      secrets.push(secret)
      return connect(attempt, secret)
    }
    await farcaster.GET_FARCASTER_URI(undefined)
    const attempt = api.state.farcasterAttempts.get("attempt-1")
    if (attempt === undefined) throw new Error("started")
    attempt.approvedAs = { userId: "user-fc", userName: null }
    await farcaster.CONNECT_FARCASTER(undefined)
    expect(await sha256(secrets[0] ?? "")).toBe(attempt.binding)
  })

  it("names the passkey step the sign-in made due, as CONNECT_SOCIAL does", async () => {
    const { api, farcaster } = handlers("enrol")
    await farcaster.GET_FARCASTER_URI(undefined)
    const attempt = api.state.farcasterAttempts.get("attempt-1")
    if (attempt === undefined) throw new Error("started")
    attempt.approvedAs = { userId: "user-fc", userName: null }
    expect(await farcaster.CONNECT_FARCASTER(undefined)).toMatchObject({ passkey: "enrol" })
  })

  it("lets a few answers of a site or relay that cannot answer now pass (no answer, 502), and gives up on the limit's", async () => {
    const { api, farcaster, waits } = handlers()
    await farcaster.GET_FARCASTER_URI(undefined)
    const blips = [0, 502, 0, 502, 0, 502]
    let asks = 0
    ;(api as { connectFarcaster: unknown }).connectFarcaster = async () => {
      const status = blips[asks] ?? 0
      asks += 1
      throw new SiteApiRequestError({
        status,
        reason: "relay_unavailable",
        detail: `HTTP ${status}`,
      })
    }
    await expect(farcaster.CONNECT_FARCASTER(undefined)).rejects.toMatchObject({ status: 0 })
    expect(asks).toBe(farcasterTransientFailureLimit)
    expect(waits).toHaveLength(farcasterTransientFailureLimit - 1)
    // The attempt is spent: a new sign-in starts with GET_FARCASTER_URI.
    await expect(farcaster.CONNECT_FARCASTER(undefined)).rejects.toMatchObject({
      reason: "page.error.noFarcasterStarted",
    })
  })

  it("ends at once on a refusal that asking again would not change (an expiry; the chain unreadable after the relay closed the channel)", async () => {
    for (const [status, reason] of [
      [400, "attempt_expired"],
      [503, "chain_unavailable"],
    ] as const) {
      const { api, farcaster } = handlers()
      await farcaster.GET_FARCASTER_URI(undefined)
      let asks = 0
      ;(api as { connectFarcaster: unknown }).connectFarcaster = async () => {
        asks += 1
        throw new SiteApiRequestError({ status, reason, detail: reason })
      }
      await expect(farcaster.CONNECT_FARCASTER(undefined)).rejects.toMatchObject({ reason })
      expect(asks).toBe(1)
    }
  })

  it("a new GET_FARCASTER_URI ends the CONNECT_FARCASTER of the one before, refused", async () => {
    const { api, farcaster } = handlers()
    await farcaster.GET_FARCASTER_URI(undefined)
    let asks = 0
    const connect = api.connectFarcaster
    ;(api as { connectFarcaster: typeof connect }).connectFarcaster = async (attempt, secret) => {
      asks += 1
      if (asks === 2) await farcaster.GET_FARCASTER_URI(undefined)
      return connect(attempt, secret)
    }
    await expect(farcaster.CONNECT_FARCASTER(undefined)).rejects.toMatchObject({
      reason: "page.error.farcasterReplaced",
    })
    // The newer sign-in is still the frame's.
    const newer = api.state.farcasterAttempts.get("attempt-2")
    if (newer === undefined) throw new Error("started")
    newer.approvedAs = { userId: "user-fc", userName: null }
    ;(api as { connectFarcaster: typeof connect }).connectFarcaster = connect
    expect(await farcaster.CONNECT_FARCASTER(undefined)).toMatchObject({ email: null })
  })
})

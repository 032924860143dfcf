import { appEvent, type FrameRequestName } from "../../frame/FrameEvent"
import type { FrameMessageEvent, FramePageWindow } from "./framePage"
import { pageConfigElementId } from "./pageConfig"
import { memoryPageStorage } from "./pageStorage"
import { type SiteApi, SiteApiRequestError } from "./siteApi"

/** The code the fake site accepts for every email. */
export const fakeSiteCode = "123456"

/** The fake site's state a test reads or changes. */
export interface FakeSiteState {
  readonly sessions: Map<string, { readonly userId: string; readonly email: string | null }>
  readonly wallets: Map<string, { readonly address: string; readonly serverShare: string }>
  readonly revoked: Array<string>
  /** Email changes under way, by user id: the new address, and whether the primary code passed. */
  readonly emailChanges: Map<string, { readonly newEmail: string; readonly primary: boolean }>
  /** Finished social logins by result id: the binding (base64url SHA-256 of the frame's secret). */
  readonly socialHandoffs: Map<
    string,
    {
      readonly binding: string
      readonly userId: string
      readonly email: string | null
      readonly userName: string | null
      readonly used: boolean
    }
  >
  /**
   * Started Farcaster sign-ins by attempt: the binding, whom the visitor approved as (undefined
   * while pending), and how many more asks answer pending before the approval counts.
   */
  readonly farcasterAttempts: Map<
    string,
    {
      readonly binding: string
      approvedAs?: { readonly userId: string; readonly userName: string | null }
      pendingAsks: number
      used: boolean
    }
  >
  /** The asks of POST /v1/farcaster/connect, by attempt. */
  readonly farcasterAsks: Array<string>
}

const unauthorized = () =>
  new SiteApiRequestError({ status: 401, reason: "unauthorized", detail: "Sign in again" })

/**
 * The secure site's API in memory, as the frame page's unit tests need it: any email, the code
 * `fakeSiteCode`, one user per email, one wallet per user (the real site is in siteApi.test.ts).
 */
export const fakeSiteApi = (): SiteApi & { readonly state: FakeSiteState } => {
  const state: FakeSiteState = {
    sessions: new Map(),
    wallets: new Map(),
    revoked: [],
    emailChanges: new Map(),
    socialHandoffs: new Map(),
    farcasterAttempts: new Map(),
    farcasterAsks: [],
  }
  const users = new Map<string, string>()
  let tokens = 0
  const session = (token: string) => {
    const found = state.sessions.get(token)
    if (found === undefined) throw unauthorized()
    return found
  }
  const wrongCode = () =>
    new SiteApiRequestError({ status: 400, reason: "wrong_code", detail: "Wrong code" })
  const noChange = () =>
    new SiteApiRequestError({ status: 400, reason: "no_email_change", detail: "No change" })
  return {
    state,
    startEmailUpdate: async (token, email) => {
      const { userId } = session(token)
      if (!email.includes("@")) {
        throw new SiteApiRequestError({
          status: 400,
          reason: "invalid_email",
          detail: "Please enter a valid email address",
        })
      }
      state.emailChanges.set(userId, { newEmail: email, primary: false })
      return { action: "VERIFY_PRIMARY_OTP" }
    },
    verifyEmailUpdatePrimary: async (token, otp) => {
      const { userId } = session(token)
      const change = state.emailChanges.get(userId)
      if (change === undefined) throw noChange()
      if (otp !== fakeSiteCode) throw wrongCode()
      state.emailChanges.set(userId, { ...change, primary: true })
      return { action: "VERIFY_SECONDARY_OTP" }
    },
    verifyEmailUpdateSecondary: async (token, otp) => {
      const { userId } = session(token)
      const change = state.emailChanges.get(userId)
      if (change?.primary !== true) throw noChange()
      if (otp !== fakeSiteCode) throw wrongCode()
      state.emailChanges.delete(userId)
      for (const [kept, signedIn] of state.sessions) {
        if (signedIn.userId === userId) state.sessions.set(kept, { userId, email: change.newEmail })
      }
      for (const [email, id] of users) if (id === userId) users.delete(email)
      users.set(change.newEmail, userId)
      return { newEmail: change.newEmail }
    },
    startEmail: async (email) => {
      if (!email.includes("@")) {
        throw new SiteApiRequestError({
          status: 400,
          reason: "invalid_email",
          detail: "Please enter a valid email address",
        })
      }
      return { action: "VERIFY_OTP" }
    },
    verifyEmail: async (email, code) => {
      if (code !== fakeSiteCode) {
        throw new SiteApiRequestError({ status: 400, reason: "wrong_code", detail: "Wrong code" })
      }
      const isNewUser = !users.has(email)
      const userId = users.get(email) ?? `user-${users.size + 1}`
      users.set(email, userId)
      tokens += 1
      const token = `token-${tokens}`
      state.sessions.set(token, { userId, email })
      return { token, userId, email, isNewUser }
    },
    redeemSocial: async (result, secret) => {
      const handoff = state.socialHandoffs.get(result)
      const digest = new Uint8Array(
        await crypto.subtle.digest("SHA-256", Buffer.from(secret, "base64url")),
      )
      const refused = (reason: string) =>
        new SiteApiRequestError({ status: 400, reason, detail: `Refused: ${reason}` })
      if (handoff === undefined) throw refused("handoff_unknown")
      if (Buffer.from(digest).toString("base64url") !== handoff.binding) {
        throw refused("binding_mismatch")
      }
      if (handoff.used) throw refused("handoff_used")
      state.socialHandoffs.set(result, { ...handoff, used: true })
      tokens += 1
      const token = `token-${tokens}`
      state.sessions.set(token, { userId: handoff.userId, email: handoff.email })
      return { token, userId: handoff.userId, email: handoff.email, userName: handoff.userName }
    },
    startFarcaster: async (binding) => {
      const attempt = `attempt-${state.farcasterAttempts.size + 1}`
      state.farcasterAttempts.set(attempt, { binding, pendingAsks: 0, used: false })
      return { url: `https://farcaster.xyz/~/siwf?channelToken=${attempt}`, attempt }
    },
    connectFarcaster: async (attempt, secret) => {
      state.farcasterAsks.push(attempt)
      const started = state.farcasterAttempts.get(attempt)
      const refused = (reason: string) =>
        new SiteApiRequestError({ status: 400, reason, detail: `Refused: ${reason}` })
      if (started === undefined) throw refused("attempt_invalid")
      const digest = new Uint8Array(
        await crypto.subtle.digest("SHA-256", Buffer.from(secret, "base64url")),
      )
      if (Buffer.from(digest).toString("base64url") !== started.binding) {
        throw refused("binding_mismatch")
      }
      if (started.used) throw refused("sign_in_used")
      if (started.approvedAs === undefined || started.pendingAsks > 0) {
        started.pendingAsks = Math.max(0, started.pendingAsks - 1)
        return { state: "pending" }
      }
      started.used = true
      tokens += 1
      const token = `token-${tokens}`
      state.sessions.set(token, { userId: started.approvedAs.userId, email: null })
      return {
        state: "connected",
        session: { token, email: null, ...started.approvedAs },
      }
    },
    session: async (token) => session(token),
    revokeSession: async (token) => {
      session(token)
      state.sessions.delete(token)
      state.revoked.push(token)
    },
    getWallet: async (token) => state.wallets.get(session(token).userId),
    createWallet: async (token, record) => {
      const { userId } = session(token)
      if (state.wallets.has(userId)) {
        throw new SiteApiRequestError({ status: 409, reason: "wallet_exists", detail: "Exists" })
      }
      state.wallets.set(userId, record)
      return { address: record.address }
    },
  }
}

/** A message the fake parent received, with the origin it was sent to. */
export interface PostedMessage {
  readonly message: { readonly type: string; readonly id?: string; readonly payload?: unknown }
  readonly targetOrigin: string
}

/** The embedding page as the frame page sees it, recording what it is sent. */
export interface FakeParent {
  readonly posted: Array<PostedMessage>
  readonly postMessage: (message: unknown, targetOrigin: string) => void
  /** The reply to request `id`, once it comes. */
  readonly replyTo: (id: string) => Promise<PostedMessage>
}

const fakeParent = (): FakeParent => {
  const posted: Array<PostedMessage> = []
  const waiting = new Map<string, (posted: PostedMessage) => void>()
  return {
    posted,
    postMessage: (message, targetOrigin) => {
      const entry = { message: message as PostedMessage["message"], targetOrigin }
      posted.push(entry)
      const id = entry.message.id
      if (id !== undefined) waiting.get(id)?.(entry)
    },
    replyTo: (id) => {
      const found = posted.find((entry) => entry.message.id === id)
      return found === undefined
        ? new Promise((resolve) => waiting.set(id, resolve))
        : Promise.resolve(found)
    },
  }
}

/** What a test sets of the fake frame window. */
export interface FakeFrameWindowOptions {
  /** The origin Chromium reports as the embedder (`location.ancestorOrigins[0]`). */
  readonly ancestorOrigin?: string
  readonly referrer?: string
  /** The frame URL's query. */
  readonly search?: string
  /** The site's allowed-origin patterns, written into the page's JSON config element. */
  readonly allowedOrigins?: ReadonlyArray<string>
  readonly fetch?: typeof globalThis.fetch
  /** The browser's preferred languages (default English). */
  readonly languages?: ReadonlyArray<string>
}

/** The frame page's window over happy-dom's document, with a fake parent and a send. */
export interface FakeFrameWindow extends FramePageWindow {
  readonly parent: FakeParent
  readonly reloads: () => number
  /** Delivers a message event to the page's listeners. */
  readonly send: (event: FrameMessageEvent) => void
  /** Sends request `name` from the parent (its origin, its window) and awaits the reply. */
  readonly ask: (name: FrameRequestName, payload?: unknown) => Promise<PostedMessage["message"]>
}

let requestIds = 0

/**
 * A frame window for the page's unit tests: happy-dom's document with the site's config
 * element, a location with `search` and `ancestorOrigin`, a fake parent, in-memory storage.
 */
export const fakeFrameWindow = (options: FakeFrameWindowOptions = {}): FakeFrameWindow => {
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const name of ["style", "lang", "dir", "data-page-theme"]) {
    document.documentElement.removeAttribute(name)
  }
  const config = document.createElement("script")
  config.type = "application/json"
  config.id = pageConfigElementId
  config.textContent = JSON.stringify({ allowedOrigins: options.allowedOrigins ?? ["localhost"] })
  document.head.append(config)
  Object.defineProperty(document, "referrer", {
    value: options.referrer ?? "",
    configurable: true,
  })
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  const parent = fakeParent()
  let reloads = 0
  const ancestors = options.ancestorOrigin === undefined ? [] : [options.ancestorOrigin]
  const win: FakeFrameWindow = {
    parent,
    document,
    location: {
      origin: "http://localhost:7000",
      search: options.search ?? "?projectId=p&chainId=1&version=1.0.0&enableLogger=false&rpcUrl=",
      ancestorOrigins: { ...ancestors, length: ancestors.length },
      reload: () => {
        reloads += 1
      },
    },
    localStorage: memoryPageStorage(),
    navigator: { languages: options.languages ?? ["en-US"] },
    fetch: options.fetch ?? (() => Promise.reject(new Error("no fetch in this test"))),
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    reloads: () => reloads,
    send: (event) => {
      for (const listener of listeners) listener(event)
    },
    ask: async (name, payload) => {
      requestIds += 1
      const id = `request-${requestIds}`
      win.send({
        data: { type: appEvent(name), id, ...(payload === undefined ? {} : { payload }) },
        origin: options.ancestorOrigin ?? new URL(options.referrer ?? "http://none").origin,
        source: parent,
      })
      return (await parent.replyTo(id)).message
    },
  }
  return win
}

// @vitest-environment happy-dom
// Issue 37's passkey step in the frame page, with a fake site and a fake authenticator: a new
// wallet's recovery share sealed under a passkey the visitor creates in the frame's panel, and
// a browser without the device share given it back by that passkey (the same address), or
// refused without it (the key never rebuilt).
import { Effect } from "effect"
import { privateKeyToAddress } from "viem/accounts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { axeViolations } from "../../../../ui/testing/axe"
import { rebuildKey } from "../custody/rebuildKey"
import { type FramePage, startFramePage } from "./framePage"
import {
  type FakeFrameWindow,
  fakeFrameWindow,
  fakeSiteApi,
  fakeSiteCode,
} from "./framePageFixtures"
import { deviceShareStorageKey, sessionStorageKey, shareFromBase64 } from "./pageKeys"
import { pageMessagesEn } from "./pageMessages"
import { fakeAuthenticator, fakePasskeyApi } from "./pagePasskeyFixtures"

const dapp = "http://localhost:5173"
const email = "ada@example.org"

let page: FramePage | undefined
afterEach(() => {
  page?.stop()
  page = undefined
})

/** The fake site (its sign-in and its passkey routes), shared by the browsers of a test. */
const fakeSite = () => {
  const api = fakeSiteApi()
  const passkeyApi = fakePasskeyApi((token) => {
    const session = api.state.sessions.get(token)
    if (session === undefined) throw new Error(`no session ${token}`)
    return session.userId
  })
  return { api, passkeyApi }
}

/** A browser (its own frame storage) on `site`, with `authenticator` (or no WebAuthn). */
const browser = (
  site: ReturnType<typeof fakeSite>,
  authenticator: ReturnType<typeof fakeAuthenticator> | undefined,
): FakeFrameWindow => {
  page?.stop()
  const win = fakeFrameWindow({ ancestorOrigin: dapp })
  page = startFramePage({
    window: win,
    api: site.api,
    passkeyApi: site.passkeyApi,
    ...(authenticator === undefined ? {} : { passkeyCeremonies: authenticator.ceremonies }),
  })
  return win
}

/** Signs in by email code; resolves with CONNECT_OTP's answer. */
const signIn = async (win: FakeFrameWindow) => {
  await win.ask("CONNECT_EMAIL", { email })
  return win.ask("CONNECT_OTP", { otp: fakeSiteCode })
}

const button = (name: string) =>
  [...document.querySelectorAll("button")].find((element) => element.textContent === name)
const click = (name: string) =>
  vi.waitFor(() => {
    const found = button(name)
    if (found === undefined || found.disabled) throw new Error(`no ${name} button yet`)
    found.click()
  })
const panelTitle = () =>
  vi.waitFor(() => {
    const title = document.querySelector("section.page-panel h1")?.textContent
    if (title === undefined || title === null) throw new Error("no panel yet")
    return title
  })

const addressOf = (reply: { readonly payload?: unknown }) =>
  (reply.payload as { readonly address: string }).address

/** A new user who creates the passkey: the address, and the site's wallet record. */
const enrolled = async (site: ReturnType<typeof fakeSite>, authenticator = fakeAuthenticator()) => {
  const win = browser(site, authenticator)
  expect((await signIn(win)).payload).toEqual({ passkey: "enrol" })
  const user = win.ask("GET_USER", { showsFrame: true })
  expect(await panelTitle()).toBe(pageMessagesEn["page.passkey.enrolTitle"])
  await click(pageMessagesEn["page.passkey.create"])
  const reply = await user
  expect(reply.type).toBe("@w3m-frame/GET_USER_SUCCESS")
  return { win, authenticator, address: addressOf(reply) }
}

describe("the frame page's passkey step", () => {
  it("issue 37: a new wallet offers a passkey in the frame's panel; the recovery share goes to the site sealed, and a fresh browser with the passkey gets the same address", async () => {
    const site = fakeSite()
    const first = await enrolled(site)
    expect(document.querySelector("section.page-panel")).toBeNull()
    const [stored] = site.passkeyApi.passkeys
    // Sealed: version, nonce, the 33-byte share, the tag. Not the share itself.
    expect(shareFromBase64(stored?.sealedRecoveryShare ?? "")).toHaveLength(62)

    // A fresh browser profile: no device share in this frame's storage, the same passkey.
    const fresh = browser(site, first.authenticator)
    expect((await signIn(fresh)).payload).toEqual({ passkey: "recover" })
    const user = fresh.ask("GET_USER", { showsFrame: true })
    expect(await panelTitle()).toBe(pageMessagesEn["page.passkey.recoverTitle"])
    await click(pageMessagesEn["page.passkey.use"])
    const reply = await user
    expect([reply.type, addressOf(reply)]).toEqual(["@w3m-frame/GET_USER_SUCCESS", first.address])
    // The opened share is this browser's device share now: with the server's, the same key.
    const device = fresh.localStorage.getItem(deviceShareStorageKey("user-1"))
    const server = [...site.api.state.wallets.values()][0]?.serverShare ?? ""
    const key = await Effect.runPromise(
      rebuildKey(shareFromBase64(device ?? ""), shareFromBase64(server)),
    )
    expect(privateKeyToAddress(key)).toBe(first.address)
    // And the next sign-in on it needs no passkey.
    await fresh.ask("SIGN_OUT")
    expect((await signIn(fresh)).payload).toBeUndefined()
  })

  it("issue 37: without the passkey a fresh browser is refused with the page's deviceShareMissing text, signed out, and no key share stored", async () => {
    const site = fakeSite()
    await enrolled(site)
    const fresh = browser(site, fakeAuthenticator())
    expect((await signIn(fresh)).payload).toEqual({ passkey: "recover" })
    const user = fresh.ask("GET_USER", { showsFrame: true })
    await click(pageMessagesEn["page.passkey.use"])
    expect(await user).toMatchObject({
      type: "@w3m-frame/GET_USER_ERROR",
      payload: { message: pageMessagesEn["page.error.deviceShareMissing"] },
    })
    expect(fresh.localStorage.getItem(sessionStorageKey)).toBeNull()
    // The fake site's first user (one email): no key share was stored for them here.
    expect(fresh.localStorage.getItem(deviceShareStorageKey("user-1"))).toBeNull()
  })

  it("a fresh browser whose visitor cancels, or whose dApp does not show the frame, is refused the same way", async () => {
    const site = fakeSite()
    const { authenticator } = await enrolled(site)
    const cancelled = browser(site, authenticator)
    await signIn(cancelled)
    const user = cancelled.ask("GET_USER", { showsFrame: true })
    await click(pageMessagesEn["page.passkey.cancel"])
    expect((await user).type).toBe("@w3m-frame/GET_USER_ERROR")

    const hidden = browser(site, authenticator)
    await signIn(hidden)
    expect(await hidden.ask("GET_USER", {})).toMatchObject({
      type: "@w3m-frame/GET_USER_ERROR",
      payload: { message: pageMessagesEn["page.error.deviceShareMissing"] },
    })
    expect(document.querySelector("section.page-panel")).toBeNull()
  })

  it("a panel left waiting (the dApp hid the frame) is declined by the next login, whose step then runs, and its session stays", async () => {
    const site = fakeSite()
    const first = await enrolled(site)
    const fresh = browser(site, first.authenticator)
    await signIn(fresh)
    const stale = fresh.ask("GET_USER", { showsFrame: true })
    await panelTitle()
    // The visitor left the view; a new login in the same frame.
    expect((await signIn(fresh)).payload).toEqual({ passkey: "recover" })
    await stale
    expect(document.querySelectorAll("section.page-panel")).toHaveLength(0)
    const user = fresh.ask("GET_USER", { showsFrame: true })
    await click(pageMessagesEn["page.passkey.use"])
    expect(addressOf(await user)).toBe(first.address)
    expect((await fresh.ask("IS_CONNECTED")).payload).toEqual({ isConnected: true })
  })

  it("Not now, a dApp that does not show the frame, or a browser without WebAuthn keep the wallet on this browser with no passkey", async () => {
    for (const skip of ["not now", "hidden", "no WebAuthn"] as const) {
      const site = fakeSite()
      const authenticator = fakeAuthenticator()
      const win = browser(site, skip === "no WebAuthn" ? undefined : authenticator)
      const answer = await signIn(win)
      expect(answer.payload).toEqual(skip === "no WebAuthn" ? undefined : { passkey: "enrol" })
      const user = win.ask("GET_USER", skip === "hidden" ? {} : { showsFrame: true })
      if (skip === "not now") await click(pageMessagesEn["page.passkey.notNow"])
      expect((await user).type).toBe("@w3m-frame/GET_USER_SUCCESS")
      expect(site.passkeyApi.passkeys).toEqual([])
      expect(authenticator.calls).toEqual([])
    }
  })

  it("an authenticator without PRF is told in the panel, and the wallet stays on this browser", async () => {
    const site = fakeSite()
    const win = browser(site, fakeAuthenticator({ withoutPrf: true }))
    await signIn(win)
    const user = win.ask("GET_USER", { showsFrame: true })
    await click(pageMessagesEn["page.passkey.create"])
    await vi.waitFor(() => {
      expect(document.querySelector("section.page-panel p")?.textContent).toBe(
        pageMessagesEn["page.passkey.unsupported"],
      )
    })
    await click(pageMessagesEn["page.passkey.continue"])
    expect((await user).type).toBe("@w3m-frame/GET_USER_SUCCESS")
    expect(site.passkeyApi.passkeys).toEqual([])
  })

  it("an authenticator that gives the PRF on get() only is asked once more, and recovery works the same", async () => {
    const site = fakeSite()
    const first = await enrolled(site, fakeAuthenticator({ prfOnGetOnly: true }))
    expect(first.authenticator.calls).toEqual(["register", "evaluate"])
    const fresh = browser(site, first.authenticator)
    await signIn(fresh)
    const user = fresh.ask("GET_USER", { showsFrame: true })
    await click(pageMessagesEn["page.passkey.use"])
    expect(addressOf(await user)).toBe(first.address)
  })

  it("the passkey panels pass axe, and Escape declines by keyboard", async () => {
    const site = fakeSite()
    const win = browser(site, fakeAuthenticator())
    await signIn(win)
    const user = win.ask("GET_USER", { showsFrame: true })
    await panelTitle()
    expect(document.activeElement?.textContent).toBe(pageMessagesEn["page.passkey.create"])
    expect(await axeViolations(document.body)).toEqual([])
    document
      .querySelector("section.page-panel")
      ?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    expect((await user).type).toBe("@w3m-frame/GET_USER_SUCCESS")
    expect(site.passkeyApi.passkeys).toEqual([])
  })
})

/** Signs in with a social account (the popup's result at the fake site); resolves with CONNECT_SOCIAL's answer. */
const socialSignIn = async (
  win: FakeFrameWindow,
  site: ReturnType<typeof fakeSite>,
  id: string,
) => {
  const start = await win.ask("GET_SOCIAL_REDIRECT_URI", { provider: "github" })
  const binding = new URL((start.payload as { uri: string }).uri).searchParams.get("binding")
  site.api.state.socialHandoffs.set(id, {
    binding: binding ?? "",
    userId: "user-social",
    email: null,
    userName: "Alice Sandbox",
    used: false,
  })
  return win.ask("CONNECT_SOCIAL", { uri: `${win.location.origin}/v1/social/result/${id}` })
}

describe("the frame page's passkey step after a social login", () => {
  it("issue 37: CONNECT_SOCIAL names the step as CONNECT_OTP does: enrol for a new social wallet, then recover on a fresh browser, whose passkey opens the same address", async () => {
    const site = fakeSite()
    const authenticator = fakeAuthenticator()
    const win = browser(site, authenticator)
    const first = await socialSignIn(win, site, "a".repeat(43))
    expect(first.type).toBe("@w3m-frame/CONNECT_SOCIAL_SUCCESS")
    expect(first.payload).toMatchObject({ passkey: "enrol", userName: "Alice Sandbox" })
    const made = win.ask("GET_USER", { showsFrame: true })
    expect(await panelTitle()).toBe(pageMessagesEn["page.passkey.enrolTitle"])
    await click(pageMessagesEn["page.passkey.create"])
    expect(addressOf(await made)).toBe(addressOf(first))
    expect(site.passkeyApi.passkeys).toHaveLength(1)

    const fresh = browser(site, authenticator)
    const again = await socialSignIn(fresh, site, "b".repeat(43))
    expect(again.payload).toMatchObject({ passkey: "recover", address: addressOf(first) })
    const opened = fresh.ask("GET_USER", { showsFrame: true })
    expect(await panelTitle()).toBe(pageMessagesEn["page.passkey.recoverTitle"])
    await click(pageMessagesEn["page.passkey.use"])
    expect(addressOf(await opened)).toBe(addressOf(first))
    expect(fresh.localStorage.getItem(deviceShareStorageKey("user-social"))).not.toBeNull()
    // The next social sign-in on this browser needs no passkey.
    expect((await socialSignIn(fresh, site, "c".repeat(43))).payload).not.toHaveProperty("passkey")
  })

  it("issue 37: after CONNECT_SOCIAL's recover, another passkey is refused with the page's deviceShareMissing text and the session ends; a browser without WebAuthn is answered with no step", async () => {
    const site = fakeSite()
    const win = browser(site, fakeAuthenticator())
    await socialSignIn(win, site, "a".repeat(43))
    const made = win.ask("GET_USER", { showsFrame: true })
    await click(pageMessagesEn["page.passkey.create"])
    expect((await made).type).toBe("@w3m-frame/GET_USER_SUCCESS")

    const other = browser(site, fakeAuthenticator())
    expect((await socialSignIn(other, site, "b".repeat(43))).payload).toMatchObject({
      passkey: "recover",
    })
    const refused = other.ask("GET_USER", { showsFrame: true })
    await click(pageMessagesEn["page.passkey.use"])
    expect(await refused).toMatchObject({
      type: "@w3m-frame/GET_USER_ERROR",
      payload: { message: pageMessagesEn["page.error.deviceShareMissing"] },
    })
    expect(other.localStorage.getItem(sessionStorageKey)).toBeNull()
    expect(other.localStorage.getItem(deviceShareStorageKey("user-social"))).toBeNull()

    const newSite = fakeSite()
    const plain = browser(newSite, undefined)
    const answer = await socialSignIn(plain, newSite, "c".repeat(43))
    expect(answer.type).toBe("@w3m-frame/CONNECT_SOCIAL_SUCCESS")
    expect(answer.payload).not.toHaveProperty("passkey")
  })
})

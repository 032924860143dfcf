// @vitest-environment happy-dom
// The secure frame page's social login (issue 37) with a fake parent and a fake site API:
// GET_SOCIAL_REDIRECT_URI binds the login to a secret the frame keeps, CONNECT_SOCIAL redeems
// the popup's result with it, keeps the session and opens the wallet, and every refusal is an
// error reply.
import { afterEach, describe, expect, it } from "vitest"
import { type FramePage, startFramePage } from "./framePage"
import { type FakeFrameWindow, fakeFrameWindow, fakeSiteApi } from "./framePageFixtures"
import { deviceShareStorageKey, sessionStorageKey } from "./pageKeys"

const dapp = "http://localhost:5173"
const site = "http://localhost:7000"

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

/** The start URI the frame gives for `provider`, read. */
const redirectUri = async (win: FakeFrameWindow, provider = "google") => {
  const reply = await win.ask("GET_SOCIAL_REDIRECT_URI", { provider })
  expect(reply.type).toBe("@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS")
  return new URL((reply.payload as { uri: string }).uri)
}

/** The popup's result: a handoff the fake site keeps for the binding the start named. */
const finishAtSite = (api: ReturnType<typeof fakeSiteApi>, start: URL, id = "a".repeat(43)) => {
  api.state.socialHandoffs.set(id, {
    binding: start.searchParams.get("binding") ?? "",
    userId: "user-social",
    email: null,
    userName: "Alice Sandbox",
    used: false,
  })
  return `${site}/v1/social/result/${id}`
}

const errorMessage = (reply: { type: string; payload?: unknown }) => {
  expect(reply.type).toMatch(/_ERROR$/)
  return (reply.payload as { message: string }).message
}

describe("the frame page's social login", () => {
  it("GET_SOCIAL_REDIRECT_URI answers the site's start URI for the provider, a binding of a fresh secret, and the dApp's origin", async () => {
    const { win } = start()
    const first = await redirectUri(win)
    expect(`${first.origin}${first.pathname}`).toBe(`${site}/v1/social/start`)
    expect(first.searchParams.get("provider")).toBe("google")
    expect(first.searchParams.get("origin")).toBe(dapp)
    expect(first.searchParams.get("binding")).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const second = await redirectUri(win, "github")
    expect(second.searchParams.get("binding")).not.toBe(first.searchParams.get("binding"))
  })

  it("an unknown provider (or farcaster, which is no OIDC login) is an error reply", async () => {
    const { win } = start()
    for (const provider of ["myspace", "farcaster", ""]) {
      expect(errorMessage(await win.ask("GET_SOCIAL_REDIRECT_URI", { provider }))).toBe(
        "Unknown social provider",
      )
    }
  })

  it("CONNECT_SOCIAL redeems the result with the secret the binding was made of, keeps the session, opens the wallet and answers the user (GET_USER's shape)", async () => {
    const { win, api } = start()
    const resultUri = finishAtSite(api, await redirectUri(win))
    const reply = await win.ask("CONNECT_SOCIAL", { uri: resultUri })
    expect(reply.type).toBe("@w3m-frame/CONNECT_SOCIAL_SUCCESS")
    const user = reply.payload as { address: string }
    expect(reply.payload).toEqual({
      email: null,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      chainId: 1,
      accounts: [{ address: user.address, type: "eoa" }],
      userName: "Alice Sandbox",
      preferredAccountType: "eoa",
      smartAccountDeployed: false,
    })
    const token = win.localStorage.getItem(sessionStorageKey)
    expect(api.state.sessions.get(token ?? "")?.userId).toBe("user-social")
    expect(api.state.wallets.get("user-social")?.address).toBe(user.address)
    expect(win.localStorage.getItem(deviceShareStorageKey("user-social"))).not.toBeNull()
    expect(await win.ask("IS_CONNECTED")).toMatchObject({ payload: { isConnected: true } })
  })

  it("the secret is spent by a redemption: the same result again is refused without asking the site", async () => {
    const { win, api } = start()
    const resultUri = finishAtSite(api, await redirectUri(win))
    expect((await win.ask("CONNECT_SOCIAL", { uri: resultUri })).type).toMatch(/_SUCCESS$/)
    expect(errorMessage(await win.ask("CONNECT_SOCIAL", { uri: resultUri }))).toBe(
      "Start the social login first: this frame made no sign-in link.",
    )
  })

  it("the site's refusal (another frame's binding) is the error reply, and no session is kept", async () => {
    const { win, api } = start()
    const started = await redirectUri(win)
    // The result of a login another frame started: its binding is not this frame's secret's.
    api.state.socialHandoffs.set("b".repeat(43), {
      binding: "c".repeat(43),
      userId: "user-social",
      email: null,
      userName: null,
      used: false,
    })
    expect(started.searchParams.get("binding")).not.toBe("c".repeat(43))
    expect(
      errorMessage(
        await win.ask("CONNECT_SOCIAL", { uri: `${site}/v1/social/result/${"b".repeat(43)}` }),
      ),
    ).toBe("Refused: binding_mismatch")
    expect(win.localStorage.getItem(sessionStorageKey)).toBeNull()
  })

  it("a result URI of another origin, another path or with a query is refused before the secret leaves the frame", async () => {
    const { win, api } = start()
    const resultUri = finishAtSite(api, await redirectUri(win))
    for (const uri of [
      resultUri.replace(site, "https://evil.example"),
      resultUri.replace("/v1/social/result/", "/v1/social/other/"),
      `${resultUri}?x=1`,
      "not a uri",
    ]) {
      expect(errorMessage(await win.ask("CONNECT_SOCIAL", { uri }))).toBe(
        "The social login's result is not from this secure site.",
      )
    }
    expect(api.state.socialHandoffs.get("a".repeat(43))?.used).toBe(false)
  })

  it("CONNECT_SOCIAL before any GET_SOCIAL_REDIRECT_URI is refused", async () => {
    const { win } = start()
    expect(
      errorMessage(
        await win.ask("CONNECT_SOCIAL", { uri: `${site}/v1/social/result/${"a".repeat(43)}` }),
      ),
    ).toBe("Start the social login first: this frame made no sign-in link.")
  })
})

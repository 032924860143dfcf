// @vitest-environment happy-dom
// The secure frame page (issue 37) with a fake parent window and a fake site API: who it
// answers, the email login, the session, the chain, and the wallet requests it proxies or asks
// the visitor to approve in its own panel.
import { hashMessage, recoverAddress, stringToHex, verifyTypedData } from "viem"
import { afterEach, describe, expect, it, vi } from "vitest"
import { axeViolations } from "../../../../ui/testing/axe"
import { type FramePage, startFramePage } from "./framePage"
import {
  type FakeFrameWindow,
  fakeFrameWindow,
  fakeSiteApi,
  fakeSiteCode,
} from "./framePageFixtures"
import { deviceShareStorageKey, sessionStorageKey } from "./pageKeys"

const dapp = "http://localhost:5173"

let page: FramePage | undefined
/** The shown panels' Approve buttons waiting to be enabled (the test arms them). */
const unarmed: Array<() => void> = []
afterEach(() => {
  page?.stop()
  page = undefined
  unarmed.length = 0
})

const startPage = (win: FakeFrameWindow, api = fakeSiteApi()) =>
  startFramePage({ window: win, api, armApproval: (enable) => void unarmed.push(enable) })

const start = (win: FakeFrameWindow, api = fakeSiteApi()) => {
  page = startPage(win, api)
  return { win, api }
}

/** A page embedded by the dApp, with a signed-in user. */
const signedIn = async (options: Parameters<typeof fakeFrameWindow>[0] = {}) => {
  const { win, api } = start(fakeFrameWindow({ ancestorOrigin: dapp, ...options }))
  expect(await win.ask("CONNECT_EMAIL", { email: "ada@example.org" })).toMatchObject({
    type: "@w3m-frame/CONNECT_EMAIL_SUCCESS",
    payload: { action: "VERIFY_OTP" },
  })
  expect((await win.ask("CONNECT_OTP", { otp: fakeSiteCode })).type).toBe(
    "@w3m-frame/CONNECT_OTP_SUCCESS",
  )
  const user = await win.ask("GET_USER", {})
  const address = (user.payload as { address: `0x${string}` }).address
  return { win, api, address }
}

const panel = () => document.querySelector("section.page-panel")
/** Arms the shown panel's Approve (its delay has passed) and clicks it. */
const approve = () => {
  for (const enable of unarmed.splice(0)) enable()
  button("Approve")?.click()
}
const button = (name: string) =>
  [...document.querySelectorAll("button")].find((element) => element.textContent === name)
const shownPanel = () =>
  vi.waitFor(() => {
    const found = panel()
    if (found === null) throw new Error("no approval panel yet")
    return found
  })

describe("startFramePage: who the page answers", () => {
  it("posts the ready event to the embedding origin (location.ancestorOrigins) and never to '*'", () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    expect(page?.parentOrigin).toBe(dapp)
    expect(win.parent.posted).toEqual([
      { message: { type: "@w3m-frame/READY" }, targetOrigin: dapp },
    ])
  })

  it("falls back to the referrer's origin where the browser has no ancestorOrigins", () => {
    const { win } = start(fakeFrameWindow({ referrer: `${dapp}/shop?item=1` }))
    expect(win.parent.posted).toEqual([
      { message: { type: "@w3m-frame/READY" }, targetOrigin: dapp },
    ])
  })

  it("APKT005 Unverified Domain: an origin the site does not allow gets no ready event, no answer, and the page says so", async () => {
    const win = fakeFrameWindow({
      ancestorOrigin: "https://evil.example",
      allowedOrigins: ["localhost"],
    })
    start(win)
    expect(page?.parentOrigin).toBeUndefined()
    win.send({
      data: { type: "@w3m-app/IS_CONNECTED", id: "1" },
      origin: "https://evil.example",
      source: win.parent,
    })
    expect(win.parent.posted).toEqual([])
    expect(document.querySelector("h1")?.textContent).toBe("Unverified Domain")
    expect(await axeViolations(document.body)).toEqual([])
  })

  it("APKT005: a page with no parent origin at all (opened on its own, no referrer) answers no one", () => {
    const { win } = start(fakeFrameWindow({}))
    expect(page?.parentOrigin).toBeUndefined()
    expect(win.parent.posted).toEqual([])
  })

  it("ignores a message from another window or another origin, and any message not an app event", () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    const data = { type: "@w3m-app/GET_CHAIN_ID", id: "x" }
    win.send({ data, origin: dapp, source: {} })
    win.send({ data, origin: "http://localhost:9999", source: win.parent })
    win.send({ data: { type: "wallet-extension/ping", id: "x" }, origin: dapp, source: win.parent })
    win.send({ data: { type: "@w3m-app/NOT_AN_EVENT", id: "x" }, origin: dapp, source: win.parent })
    win.send({ data: "@w3m-app/GET_CHAIN_ID", origin: dapp, source: win.parent })
    expect(win.parent.posted.map(({ message }) => message.type)).toEqual(["@w3m-frame/READY"])
  })

  it("answers a payload its schema refuses with an error reply, to the parent's origin", async () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    expect(await win.ask("CONNECT_EMAIL", { mail: "ada@example.org" })).toEqual({
      type: "@w3m-frame/CONNECT_EMAIL_ERROR",
      id: expect.any(String),
      payload: {
        message: "The request's payload is not valid.",
        reason: "page.error.invalidPayload",
      },
    })
    expect(win.parent.posted.every(({ targetOrigin }) => targetOrigin === dapp)).toBe(true)
  })

  it("answers a request it does not serve yet with an error reply", async () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    expect((await win.ask("CONNECT_DEVICE")).payload).toEqual({
      message: "The secure site does not support this request yet.",
      reason: "page.error.notSupported",
    })
  })
})

describe("startFramePage: email login and session", () => {
  it("spec 4 email login: CONNECT_EMAIL answers VERIFY_OTP, CONNECT_OTP keeps the session and the device share, GET_USER answers the user", async () => {
    const { win, api, address } = await signedIn()
    const storage = win.localStorage
    expect(storage.getItem(sessionStorageKey)).toBe("token-1")
    expect(storage.getItem(deviceShareStorageKey("user-1"))).toMatch(/^[A-Za-z0-9+/]{44}$/)
    expect(api.state.wallets.get("user-1")?.address).toBe(address)
    expect((await win.ask("GET_USER", {})).payload).toEqual({
      email: "ada@example.org",
      address,
      chainId: 1,
      accounts: [{ address, type: "eoa" }],
      userName: null,
      preferredAccountType: "eoa",
      smartAccountDeployed: false,
    })
    expect((await win.ask("IS_CONNECTED")).payload).toEqual({ isConnected: true })
  })

  it("spec 5: the site's refusal reaches the dApp in the site's words", async () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    expect((await win.ask("CONNECT_EMAIL", { email: "nope" })).payload).toEqual({
      message: "Please enter a valid email address",
      reason: "invalid_email",
    })
  })

  it("a code before any email is refused", async () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    expect((await win.ask("CONNECT_OTP", { otp: fakeSiteCode })).payload).toEqual({
      message: "Enter your email first: no login code was sent.",
      reason: "page.error.noEmailStarted",
    })
  })

  it("IS_CONNECTED: no session is false; a session the site no longer honours (401) is dropped", async () => {
    const { win, api } = await signedIn()
    api.state.sessions.clear()
    expect((await win.ask("IS_CONNECTED")).payload).toEqual({ isConnected: false })
    expect(win.localStorage.getItem(sessionStorageKey)).toBeNull()
    expect((await win.ask("IS_CONNECTED")).payload).toEqual({ isConnected: false })
  })

  it("a reloaded page finds its user again from the kept session", async () => {
    const { win, api, address } = await signedIn()
    page?.stop()
    page = startPage(win, api)
    expect((await win.ask("GET_USER", {})).payload).toMatchObject({
      address,
      email: "ada@example.org",
    })
  })

  it("SIGN_OUT revokes the session and drops its token; the device share stays (it is the user's)", async () => {
    const { win, api } = await signedIn()
    expect((await win.ask("SIGN_OUT")).type).toBe("@w3m-frame/SIGN_OUT_SUCCESS")
    expect(api.state.revoked).toEqual(["token-1"])
    expect(win.localStorage.getItem(sessionStorageKey)).toBeNull()
    expect(win.localStorage.getItem(deviceShareStorageKey("user-1"))).not.toBeNull()
    expect((await win.ask("GET_USER", {})).payload).toEqual({
      message: "Not connected to email or social",
      reason: "page.error.notConnected",
    })
  })

  it("a known user on a profile without the device share is refused with a clear message, and not left signed in", async () => {
    const first = await signedIn()
    page?.stop()
    const fresh = fakeFrameWindow({ ancestorOrigin: dapp })
    page = startPage(fresh, first.api)
    await fresh.ask("CONNECT_EMAIL", { email: "ada@example.org" })
    expect((await fresh.ask("CONNECT_OTP", { otp: fakeSiteCode })).payload).toEqual({
      message:
        "This browser holds no key share for this account on this site. Sign in where the account was created.",
      reason: "page.error.deviceShareMissing",
    })
    expect(fresh.localStorage.getItem(sessionStorageKey)).toBeNull()
    expect(first.api.state.revoked).toEqual(["token-2"])
  })
})

describe("startFramePage: chain and dApp state", () => {
  it("GET_CHAIN_ID and eth_chainId answer the query's chain; SWITCH_NETWORK moves to another EVM chain and sets the RPC URL's chainId", async () => {
    const urls: Array<string> = []
    const fetch: typeof globalThis.fetch = async (input) => {
      urls.push(String(input))
      return new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result: "0x10" }))
    }
    const rpcUrl = encodeURIComponent("https://rpc.example/v1/?chainId=eip155:1&projectId=p")
    const { win } = await signedIn({
      fetch,
      search: `?projectId=p&chainId=1&version=1&enableLogger=false&rpcUrl=${rpcUrl}`,
    })
    expect((await win.ask("GET_CHAIN_ID")).payload).toEqual({ chainId: 1 })
    expect((await win.ask("SWITCH_NETWORK", { chainId: 10 })).payload).toEqual({ chainId: 10 })
    expect((await win.ask("GET_CHAIN_ID")).payload).toEqual({ chainId: 10 })
    expect((await win.ask("RPC_REQUEST", { method: "eth_chainId" })).payload).toBe("0xa")
    expect((await win.ask("RPC_REQUEST", { method: "eth_blockNumber" })).payload).toBe("0x10")
    expect(urls).toEqual(["https://rpc.example/v1/?chainId=eip155%3A10&projectId=p"])
  })

  it("SWITCH_NETWORK to a chain that is not EVM is refused: 'Unsupported chain'", async () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    expect(
      (await win.ask("SWITCH_NETWORK", { chainId: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" })).payload,
    ).toEqual({
      message: "Unsupported chain",
      reason: "page.error.unsupportedChain",
    })
  })

  it("GET_SMART_ACCOUNT_ENABLED_NETWORKS answers none; SYNC_DAPP_DATA is kept; RELOAD answers, then reloads", async () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    expect((await win.ask("GET_SMART_ACCOUNT_ENABLED_NETWORKS")).payload).toEqual({
      smartAccountEnabledNetworks: [],
    })
    const data = {
      projectId: "p",
      sdkVersion: "1.0.0",
      sdkType: "foyer",
      metadata: { name: "Shop" },
    }
    expect((await win.ask("SYNC_DAPP_DATA", data)).type).toBe("@w3m-frame/SYNC_DAPP_DATA_SUCCESS")
    expect(page?.dappData()).toEqual(data)
    expect(win.reloads()).toBe(0)
    expect((await win.ask("RELOAD")).type).toBe("@w3m-frame/RELOAD_SUCCESS")
    expect(win.reloads()).toBe(1)
  })

  it("SYNC_THEME applies the mode and the accent to the approval panel's colours, and no value that is not plain CSS", async () => {
    const { win } = start(fakeFrameWindow({ ancestorOrigin: dapp }))
    await win.ask("SYNC_THEME", {
      themeMode: "dark",
      themeVariables: { accent: "#ff0066", fontFamily: "x; background: url(https://evil)" },
    })
    const root = document.documentElement
    expect(root.dataset.pageTheme).toBe("dark")
    expect(root.style.getPropertyValue("--page-accent")).toBe("#ff0066")
    expect(root.style.getPropertyValue("--page-font-family")).toBe("")
  })
})

describe("startFramePage: wallet requests", () => {
  it("eth_accounts and eth_requestAccounts answer the account; before sign-in, 'Not connected to email or social'", async () => {
    const lone = fakeFrameWindow({ ancestorOrigin: dapp })
    start(lone)
    expect((await lone.ask("RPC_REQUEST", { method: "eth_accounts" })).payload).toEqual({
      message: "Not connected to email or social",
      reason: "page.error.notConnected",
    })
    page?.stop()
    const { win, address } = await signedIn()
    expect((await win.ask("RPC_REQUEST", { method: "eth_accounts" })).payload).toEqual([address])
    expect((await win.ask("RPC_REQUEST", { method: "eth_requestAccounts" })).payload).toEqual([
      address,
    ])
  })

  it("a safe method goes to the RPC URL as JSON-RPC; the node's error message is the reply's", async () => {
    const bodies: Array<unknown> = []
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)))
      return new Response(
        JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          error: { code: -32000, message: "header not found" },
        }),
      )
    }
    const { win } = start(
      fakeFrameWindow({
        ancestorOrigin: dapp,
        fetch,
        search: `?chainId=1&rpcUrl=${encodeURIComponent("https://rpc.example/")}`,
      }),
    )
    const params = ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8", "latest"]
    expect((await win.ask("RPC_REQUEST", { method: "eth_getBalance", params })).payload).toEqual({
      message: "header not found",
    })
    expect(bodies).toEqual([
      { jsonrpc: "2.0", id: expect.any(Number), method: "eth_getBalance", params },
    ])
  })

  it("spec 6: an unsafe method the page does not sign answers 'Requested RPC call is not allowed'", async () => {
    const { win } = await signedIn()
    expect(
      (await win.ask("RPC_REQUEST", { method: "wallet_sendCalls", params: [{}] })).payload,
    ).toEqual({
      message: "Requested RPC call is not allowed",
      reason: "page.error.rpcNotAllowed",
    })
  })

  it("personal_sign shows the message as text in a focused panel that passes axe; Approve signs it with the account's key", async () => {
    const { win, address } = await signedIn()
    const reply = win.ask("RPC_REQUEST", {
      method: "personal_sign",
      params: [stringToHex("Sign in to Shop"), address],
    })
    const shown = await shownPanel()
    expect(shown.querySelector("h1")?.textContent).toBe("Sign message")
    expect([...shown.querySelectorAll("dt, dd")].map((element) => element.textContent)).toEqual([
      "Message",
      "Sign in to Shop",
    ])
    expect(document.activeElement).toBe(shown)
    expect(await axeViolations(document.body)).toEqual([])
    approve()
    const signature = (await reply).payload as `0x${string}`
    expect(await recoverAddress({ hash: hashMessage("Sign in to Shop"), signature })).toBe(address)
    expect(panel()).toBeNull()
  })

  it("spec 8 user rejection: Reject (or Escape) answers 'User rejected the request'", async () => {
    const { win, address } = await signedIn()
    const ask = () =>
      win.ask("RPC_REQUEST", { method: "personal_sign", params: [stringToHex("hi"), address] })
    const rejected = ask()
    await shownPanel()
    button("Reject")?.click()
    expect((await rejected).payload).toEqual({
      message: "User rejected the request",
      reason: "page.error.userRejected",
    })
    const escaped = ask()
    const shown = await shownPanel()
    shown.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    expect((await escaped).payload).toEqual({
      message: "User rejected the request",
      reason: "page.error.userRejected",
    })
  })

  it("a request naming another account is refused without a panel", async () => {
    const { win } = await signedIn()
    const other = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    expect(
      (await win.ask("RPC_REQUEST", { method: "personal_sign", params: ["0x68", other] })).payload,
    ).toEqual({
      message: "The request names another account than this wallet's.",
      reason: "page.error.wrongAccount",
    })
  })

  it("a typed data or a transaction naming another chain than the wallet's is refused without a panel", async () => {
    const { win, address } = await signedIn()
    const typedData = {
      domain: { name: "Shop", chainId: 10 },
      types: { Order: [{ name: "item", type: "string" }] },
      primaryType: "Order",
      message: { item: "tea" },
    }
    const wrongChain = {
      message: "The request names another chain than the wallet's.",
      reason: "page.error.wrongChain",
    }
    expect(
      (
        await win.ask("RPC_REQUEST", {
          method: "eth_signTypedData_v4",
          params: [address, JSON.stringify(typedData)],
        })
      ).payload,
    ).toEqual(wrongChain)
    expect(
      (
        await win.ask("RPC_REQUEST", {
          method: "eth_sendTransaction",
          params: [{ from: address, to: address, value: "0x0", chainId: "0xa" }],
        })
      ).payload,
    ).toEqual(wrongChain)
    expect(panel()).toBeNull()
  })

  it("eth_signTypedData_v4 shows the domain's name and the primary type; Approve signs the typed data", async () => {
    const { win, address } = await signedIn()
    const typedData = {
      domain: { name: "Shop", version: "1", chainId: 1 },
      types: { Order: [{ name: "item", type: "string" }] },
      primaryType: "Order",
      message: { item: "tea" },
    } as const
    // As wallets receive it: the domain's own type listed too.
    const sent = {
      ...typedData,
      types: {
        EIP712Domain: [
          { name: "name", type: "string" },
          { name: "version", type: "string" },
          { name: "chainId", type: "uint256" },
        ],
        ...typedData.types,
      },
    }
    const reply = win.ask("RPC_REQUEST", {
      method: "eth_signTypedData_v4",
      params: [address, JSON.stringify(sent)],
    })
    const shown = await shownPanel()
    expect(shown.querySelector("h1")?.textContent).toBe("Sign typed data")
    expect([...shown.querySelectorAll("dd")].map((element) => element.textContent)).toEqual([
      "Shop",
      "Order",
    ])
    approve()
    const signature = (await reply).payload as `0x${string}`
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
  })

  it("one approval at a time: a second request waits for the first's answer; RPC_ABORT rejects the one shown and those waiting", async () => {
    const { win, address } = await signedIn()
    const sign = (text: string) =>
      win.ask("RPC_REQUEST", { method: "personal_sign", params: [stringToHex(text), address] })
    const first = sign("first")
    const second = sign("second")
    const third = sign("third")
    expect((await shownPanel()).querySelector("dd")?.textContent).toBe("first")
    expect(document.querySelectorAll("section.page-panel")).toHaveLength(1)
    approve()
    expect((await first).type).toBe("@w3m-frame/RPC_REQUEST_SUCCESS")
    await vi.waitFor(() => expect(panel()?.querySelector("dd")?.textContent).toBe("second"))
    expect((await win.ask("RPC_ABORT")).type).toBe("@w3m-frame/RPC_ABORT_SUCCESS")
    expect((await second).payload).toEqual({
      message: "Request was aborted for RPC",
      reason: "page.error.rpcAborted",
    })
    expect((await third).payload).toEqual({
      message: "Request was aborted for RPC",
      reason: "page.error.rpcAborted",
    })
    expect(panel()).toBeNull()
  })

  it("eth_sendTransaction shows the recipient, the value in ether and the data's length", async () => {
    const { win, address } = await signedIn()
    const reply = win.ask("RPC_REQUEST", {
      method: "eth_sendTransaction",
      params: [
        {
          from: address,
          to: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
          value: "0x16345785d8a0000",
          data: "0xdeadbeef",
        },
      ],
    })
    const shown = await shownPanel()
    expect(shown.querySelector("h1")?.textContent).toBe("Send transaction")
    expect([...shown.querySelectorAll("dt, dd")].map((element) => element.textContent)).toEqual([
      "To",
      "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      "Value (ether)",
      "0.1",
      "Data",
      "4 bytes",
    ])
    button("Reject")?.click()
    expect((await reply).payload).toEqual({
      message: "User rejected the request",
      reason: "page.error.userRejected",
    })
  })

  it("speaks the visitor's language in the panel (lang set, right to left for Arabic) while the error reply stays English", async () => {
    const { win, address } = await signedIn({ languages: ["ar-EG", "en"] })
    expect(document.documentElement.lang).toBe("ar")
    expect(document.documentElement.dir).toBe("rtl")
    const reply = win.ask("RPC_REQUEST", {
      method: "personal_sign",
      params: [stringToHex("hi"), address],
    })
    const shown = await shownPanel()
    expect(shown.querySelector("h1")?.textContent).toBe("توقيع الرسالة")
    expect(await axeViolations(document.body)).toEqual([])
    button("رفض")?.click()
    expect((await reply).payload).toEqual({
      message: "User rejected the request",
      reason: "page.error.userRejected",
    })
  })

  it("speaks the kit's language once the kit names it (SYNC_DAPP_DATA's locale: the visitor picked it on the page), over the browser's", async () => {
    const { win, address } = await signedIn({ languages: ["en-US"] })
    const dapp = { projectId: "p1", sdkVersion: "html-wagmi-1", sdkType: "appkit" }
    await win.ask("SYNC_DAPP_DATA", { ...dapp, locale: "ar" })
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"])
    await win.ask("SYNC_DAPP_DATA", { ...dapp, locale: "de" })
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["de", ""])
    const reply = win.ask("RPC_REQUEST", {
      method: "personal_sign",
      params: [stringToHex("hi"), address],
    })
    const shown = await shownPanel()
    expect(shown.querySelector("h1")?.textContent).toBe("Nachricht signieren")
    button("Ablehnen")?.click()
    expect((await reply).payload).toMatchObject({ message: "User rejected the request" })
  })

  it("Approve is disabled when the panel shows, until its arming delay has passed: a click meant for the dApp does not approve", async () => {
    const { win, address } = await signedIn()
    const reply = win.ask("RPC_REQUEST", {
      method: "personal_sign",
      params: [stringToHex("hi"), address],
    })
    await shownPanel()
    expect(button("Approve")?.disabled).toBe(true)
    button("Approve")?.click()
    expect(panel()).not.toBeNull()
    approve()
    expect((await reply).type).toBe("@w3m-frame/RPC_REQUEST_SUCCESS")
  })
})

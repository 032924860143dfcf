// @vitest-environment happy-dom
import type { ServerResponse } from "node:http"
import { act } from "react"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import {
  type AccountState,
  coreMessages,
  definePlugin,
  type FoyerOptions,
  type Store,
} from "../../core"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  type SeenRequest,
  startLocalServer,
} from "../../test/localServer"
import {
  alice,
  bob,
  connectWallet,
  startTestClient,
  startTestKit,
  until,
} from "../../test/testFoyerClient"
import { identicon } from "../images/identicon"
import { lineIcon } from "../primitives/LineIcon.css"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"
import * as styles from "./Account.css"
import { accountGlyphs, actionGlyphs } from "./AccountGlyphs"

const Placeholder = () => <p>Plugin view</p>
const load = async () => ({ default: Placeholder })

// Each plugin's icon, as a plugin gives it: a lazy chunk of SVG path data (issue 34).
const sendPath = "M7 17L17 7M8 7h9v9"
const historyPath = "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z"
const sendIcon = async () => ({ default: sendPath })
const historyIcon = async () => ({ default: historyPath })
const brokenIcon = () => Promise.reject(new Error("The chunk could not be fetched."))

// Listed send first, then onramp, then swaps: the Account view must show them in the wallet
// feature order of spec 9 (onramp, swaps, receive, send), as the registry resolved them.
// Each action's label is a message id of its plugin's own catalogue. Those three ask for the
// primary row; History gives no placement, so it is listed below it.
const plugins = [
  definePlugin({
    id: "history",
    views: { History: { load } },
    messages: { "history.action": "History" },
    accountActions: [
      { feature: "history", label: "history.action", view: "History", icon: historyIcon },
    ],
  }),
  definePlugin({
    id: "send",
    views: { Send: { load } },
    messages: { "send.action": "Send" },
    accountActions: [
      { feature: "send", label: "send.action", view: "Send", placement: "primary", icon: sendIcon },
    ],
  }),
  definePlugin({
    id: "onramp",
    views: { Onramp: { load } },
    messages: { "onramp.action": "Buy crypto" },
    accountActions: [
      {
        feature: "onramp",
        label: "onramp.action",
        view: "Onramp",
        placement: "primary",
        icon: brokenIcon,
      },
    ],
  }),
  definePlugin({
    id: "swap",
    views: { Swap: { load } },
    messages: { "swap.action": "Swap" },
    accountActions: [
      { feature: "swaps", label: "swap.action", view: "Swap", placement: "primary" },
    ],
  }),
]

const setUp = async (
  profile: { readonly name?: string; readonly avatar?: string; readonly address?: string } = {
    // The visitor connected MetaMask; the provider API knows alice's name and avatar.
    name: "alice.foyer.id",
    avatar: "https://avatars.example/alice.png",
  },
  withPlugins: NonNullable<FoyerOptions["plugins"]> = plugins,
) => {
  const kit = await startTestKit({ plugins: withPlugins })
  const wallet = await connectWallet(kit, profile)
  const { client } = kit
  const { dialog } = track(await openView(client, { name: "Account" }))
  return { client, dialog, wallet }
}

/** Each button's accessible name, in the order of the page (what a keyboard's Tab visits). */
const buttonNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll("button")].map((b) => b.getAttribute("aria-label") ?? b.textContent)

/** The labels of the buttons inside the element of class `className`. */
const labelsIn = (dialog: HTMLElement, className: string) =>
  [...dialog.querySelectorAll(`.${className} button`)].map((b) => b.textContent)

/** The identicon drawn, as the grid `identicon` gives: its background and its filled cells. */
const drawnIdenticon = (dialog: HTMLElement) => {
  const svg = dialog.querySelector("svg[data-identicon]")
  if (svg === null) return undefined
  const [background, ...cells] = [...svg.querySelectorAll("rect")]
  return {
    size: Number(svg.getAttribute("viewBox")?.split(" ")[2]) - 2,
    background: background?.getAttribute("fill"),
    cells: cells.map((rect) => ({
      x: Number(rect.getAttribute("x")),
      y: Number(rect.getAttribute("y")),
      fill: rect.getAttribute("fill"),
    })),
  }
}

/** The profile image drawn beside the name, if any (a token's icon is another image). */
const avatarImage = (dialog: HTMLElement) => dialog.querySelector(`.${styles.identity} img`)

/** The icon in `button`: its state and the path it draws. */
const iconOf = (button: Element | undefined) => {
  const svg = button?.querySelector("svg[data-icon]")
  return { state: svg?.getAttribute("data-icon"), d: svg?.querySelector("path")?.getAttribute("d") }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard")
  vi.restoreAllMocks()
})

describe("the Account view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const { client } = await setUp()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("shows the identity name and avatar, the shortened address and the native balance", async () => {
    const { dialog } = await setUp()
    const texts = [...dialog.querySelectorAll("p")].map((p) => p.textContent)
    expect(texts).toEqual(["alice.foyer.id", "0x5290…9EE7", "1.2345 ETH"])
    const images = [...dialog.querySelectorAll(`.${styles.identity} img`)]
    expect(images.map((img) => [img.getAttribute("src"), img.getAttribute("alt")])).toEqual([
      ["https://avatars.example/alice.png", ""],
    ])
    expect(drawnIdenticon(dialog)).toBeUndefined()
  })

  it("the balance is the view's largest type, in its own class (issue 34)", async () => {
    const { dialog } = await setUp()
    const balanceLine = [...dialog.querySelectorAll("p")].find(
      (p) => p.textContent === "1.2345 ETH",
    )
    expect(balanceLine?.className).toBe(styles.balance)
    expect(balanceLine?.getAttribute("dir")).toBe("ltr")
  })

  it("an unsafe profile image is never drawn: the address's identicon stands in its place", async () => {
    const { dialog } = await setUp({ name: "alice.foyer.id", avatar: "javascript:alert(1)" })
    expect(avatarImage(dialog)).toBeNull()
    expect(drawnIdenticon(dialog)).toEqual(identicon(alice))
    const svg = dialog.querySelector("svg[data-identicon]")
    expect(svg?.getAttribute("aria-hidden")).toBe("true")
  })

  it("the view draws a profile image only when its URL is safe, whatever reaches it (https: and data:image/ only)", async () => {
    const { client, dialog } = await setUp()
    // The kit drops unsafe avatars itself; the view checks again, as every image it draws.
    const accounts = client.stores.accounts as Store<AccountState.AccountsState>
    const drawnFor = async (profileImage: string) => {
      await act(async () =>
        accounts.update((state) => ({
          ...state,
          eip155: { ...state.eip155!, profileImage },
        })),
      )
      return avatarImage(dialog)?.getAttribute("src") ?? (drawnIdenticon(dialog) && "identicon")
    }
    expect(await drawnFor("http://avatars.example/alice.png")).toBe("identicon")
    expect(await drawnFor("javascript:alert(1)")).toBe("identicon")
    expect(await drawnFor("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA")
    expect(await drawnFor("https://avatars.example/a.png")).toBe("https://avatars.example/a.png")
  })

  it("with no profile image, each address gets its own identicon, drawn from the address", async () => {
    const { dialog } = await setUp({ address: bob })
    expect(avatarImage(dialog)).toBeNull()
    expect(drawnIdenticon(dialog)).toEqual(identicon(bob))
    expect(drawnIdenticon(dialog)).not.toEqual(identicon(alice))
  })

  it("a profile image that fails to load is replaced by the identicon", async () => {
    const { dialog } = await setUp()
    await act(async () => {
      avatarImage(dialog)?.dispatchEvent(new Event("error"))
    })
    expect(avatarImage(dialog)).toBeNull()
    expect(drawnIdenticon(dialog)).toEqual(identicon(alice))
  })

  it("lists the plugins' account actions, labelled from their catalogues, in the wallet feature order, each opening its view", async () => {
    const { client, dialog } = await setUp()
    expect(buttonNames(dialog)).toEqual([
      coreMessages["modal.close"],
      "Network: Ethereum",
      coreMessages["account.copyAddress"],
      "Buy crypto",
      "Swap",
      "Send",
      "History",
      "Disconnect",
    ])
    await click(buttonNamed("Swap", dialog)!)
    await waitFor(() => dialog.textContent?.includes("Plugin view"))
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual([
      "Account",
      "Swap",
    ])
  })

  it("actions placed 'primary' are the row of icon tiles; the others (no placement) are rows below it", async () => {
    const { client, dialog } = await setUp()
    expect(labelsIn(dialog, styles.primaryRow)).toEqual(["Buy crypto", "Swap", "Send"])
    expect(labelsIn(dialog, styles.actionList)).toEqual(["History"])
    // Buttons, not list items: the view's only list items are its tokens.
    expect([...dialog.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Ether 1.2345 ETH $3,750.00",
    ])
    await click(buttonNamed("History", dialog)!)
    await waitFor(() => dialog.textContent?.includes("Plugin view"))
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual([
      "Account",
      "History",
    ])
  })

  it("draws each action's icon from its plugin's chunk; a generic glyph when it has none or its chunk fails", async () => {
    const { dialog } = await setUp()
    await waitFor(() => iconOf(buttonNamed("Buy crypto", dialog)).state === "fallback")
    expect(
      ["Buy crypto", "Swap", "Send", "History"].map((label) => iconOf(buttonNamed(label, dialog))),
    ).toEqual([
      { state: "fallback", d: accountGlyphs.fallback },
      { state: "fallback", d: accountGlyphs.fallback },
      { state: "loaded", d: sendPath },
      { state: "loaded", d: historyPath },
    ])
  })

  it("an action may name one of the kit's glyphs instead: drawn at once, with no chunk; an unknown name draws the generic glyph", async () => {
    const named = (icon: string) =>
      definePlugin({
        id: `named-${icon}`,
        views: { [`Named${icon}`]: { load } },
        messages: { [`named.${icon}`]: `Named ${icon}` },
        accountActions: [
          // An unknown name is what a plugin written for another version might send.
          { feature: icon, label: `named.${icon}`, view: `Named${icon}`, icon: icon as never },
        ],
      })
    const { dialog } = await setUp(undefined, [named("card"), named("clock"), named("rocket")])
    expect(
      ["Named card", "Named clock", "Named rocket"].map((label) =>
        iconOf(buttonNamed(label, dialog)),
      ),
    ).toEqual([
      { state: "loaded", d: actionGlyphs.card },
      { state: "loaded", d: actionGlyphs.clock },
      { state: "fallback", d: accountGlyphs.fallback },
    ])
  })

  it("an action naming connector types shows only while the wallet is of one of them: an AUTH-only action is hidden for MetaMask (ANNOUNCED), one for ANNOUNCED shows", async () => {
    const forTypes = (id: string, connectorTypes: ReadonlyArray<"AUTH" | "ANNOUNCED">) =>
      definePlugin({
        id,
        views: { [`${id}View`]: { load } },
        messages: { [`${id}.action`]: `${id} action` },
        accountActions: [{ feature: id, label: `${id}.action`, view: `${id}View`, connectorTypes }],
      })
    const { dialog } = await setUp(undefined, [
      forTypes("authOnly", ["AUTH"]),
      forTypes("announced", ["ANNOUNCED"]),
    ])
    expect(buttonNamed("announced action", dialog)).toBeDefined()
    expect(buttonNamed("authOnly action", dialog)).toBeUndefined()
  })

  it("keeps an icon's place with a neutral placeholder of the same size until its chunk arrives", async () => {
    let arrive: (module: { readonly default: string }) => void = () => {}
    const slowIcon = () =>
      new Promise<{ readonly default: string }>((resolve) => {
        arrive = resolve
      })
    const slow = definePlugin({
      id: "receive",
      views: { Receive: { load } },
      messages: { "receive.action": "Receive" },
      accountActions: [
        {
          feature: "receive",
          label: "receive.action",
          view: "Receive",
          placement: "primary",
          icon: slowIcon,
        },
      ],
    })
    const { dialog } = await setUp(undefined, [slow])
    const tile = buttonNamed("Receive", dialog)
    const placeholder = tile?.querySelector("svg")
    expect(placeholder?.getAttribute("data-icon")).toBe("placeholder")
    expect(placeholder?.getAttribute("viewBox")).toBe("0 0 24 24")
    expect(placeholder?.getAttribute("class")).toBe(`${lineIcon} ${styles.placeholderGlyph}`)
    await act(async () => arrive({ default: "M17 7L7 17M16 17H7V8" }))
    expect(iconOf(tile)).toEqual({ state: "loaded", d: "M17 7L7 17M16 17H7V8" })
    // The icon takes the placeholder's box: the same class, so the same size.
    expect(tile?.querySelector("svg")?.getAttribute("class")).toBe(lineIcon)
  })

  it("an icon's chunk that gives no path data draws the generic glyph, never arbitrary markup", async () => {
    const odd = definePlugin({
      id: "odd",
      views: { Odd: { load } },
      messages: { "odd.action": "Odd" },
      accountActions: [
        {
          feature: "odd",
          label: "odd.action",
          view: "Odd",
          icon: async () => ({ default: "<script>alert(1)</script>" }),
        },
      ],
    })
    const { dialog } = await setUp(undefined, [odd])
    await waitFor(() => iconOf(buttonNamed("Odd", dialog)).state === "fallback")
    expect(iconOf(buttonNamed("Odd", dialog)).d).toBe(accountGlyphs.fallback)
  })

  it("the copy control is an icon button named 'Copy address', beside the name", async () => {
    const { dialog } = await setUp()
    const copy = buttonNamed(coreMessages["account.copyAddress"], dialog)!
    expect(copy.getAttribute("aria-label")).toBe("Copy address")
    expect(copy.textContent).toBe("")
    expect(copy.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true")
    expect(copy.previousElementSibling?.textContent).toBe("alice.foyer.id")
  })

  it("copies the address to the clipboard and confirms with a 'Copied' toast", async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { dialog } = await setUp()
    await click(buttonNamed(coreMessages["account.copyAddress"], dialog)!)
    expect(writeText).toHaveBeenCalledWith(alice)
    const polite = dialog.querySelector('[aria-live="polite"]')!
    await waitFor(() => polite.textContent === coreMessages["account.copied"])
  })

  it("says so in an error toast when the clipboard refuses", async () => {
    const writeText = vi.fn(async () => {
      throw new Error("denied")
    })
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { dialog } = await setUp()
    await click(buttonNamed(coreMessages["account.copyAddress"], dialog)!)
    const alert = dialog.querySelector('[role="alert"]')!
    await waitFor(() => alert.textContent === coreMessages["account.copyFailed"])
  })

  it("the network control shows the network's name and opens the network list", async () => {
    const { client, dialog } = await setUp()
    const network = buttonNamed("Network: Ethereum", dialog)!
    expect(network.textContent).toBe("Ethereum")
    await click(network)
    await waitFor(() => dialog.querySelector('ul[aria-label="Networks"]'))
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual([
      "Account",
      "SwitchNetwork",
    ])
  })

  it("Disconnect disconnects: the wallet is told and the account is gone", async () => {
    const { client, dialog, wallet } = await setUp()
    await click(buttonNamed(coreMessages["account.disconnect"], dialog)!)
    await waitFor(() => client.stores.connection.getSnapshot().status === "disconnected")
    expect(wallet.methods().at(-1)).toBe("wallet_revokePermissions")
    expect(client.stores.accounts.getSnapshot().eip155?.address).toBeUndefined()
  })

  it("a disconnect that fails says why in an error toast", async () => {
    const { client, dialog } = await setUp()
    vi.spyOn(console, "error").mockImplementation(() => {})
    vi.spyOn(client, "disconnect").mockRejectedValue(new Error("The wallet did not answer."))
    await click(buttonNamed(coreMessages["account.disconnect"], dialog)!)
    const alert = dialog.querySelector('[role="alert"]')!
    await waitFor(() => alert.textContent === "The wallet did not answer.")
  })

  it("without a connected account it offers to connect instead of a blank view", async () => {
    const client = await startTestClient()
    const { dialog } = track(await openView(client, { name: "Account" }))
    expect(dialog.textContent).toContain(coreMessages["account.noWallet"])
    await act(async () => {})
    expect(buttonNamed(coreMessages["account.connect"], dialog)).toBeDefined()
  })
})

// The token list: the kit reads the balances from a provider API of this file's own on
// 127.0.0.1, over real HTTP, which answers tokens the shared test API does not list.

/** What this file's API answers for a balance: the list, a failure (400), or later. */
type BalanceAnswer = "tokens" | "fail" | "hold"

const tokenBalances = (chainId: string) => [
  // Not in the order shown: the view puts the native currency first, then sorts by value.
  {
    name: "Foyer Token",
    symbol: "FOY",
    chainId,
    address: `${chainId}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512`,
    value: 250.03,
    price: 0.25,
    quantity: { decimals: "18", numeric: "1000.123456789012345678" },
    // Unsafe: the kit drops it, the row shows the symbol's initial.
    iconUrl: "javascript:alert(1)",
  },
  {
    name: "Ether",
    symbol: "ETH",
    chainId,
    value: 3703.70367,
    price: 3000,
    quantity: { decimals: "18", numeric: "1.23456789" },
    iconUrl: "https://icons.example/eth.png",
  },
  {
    name: "Optimism",
    symbol: "OP",
    chainId: "eip155:10",
    address: "eip155:10:0x4200000000000000000000000000000000000042",
    value: 99_999,
    price: 1,
    quantity: { decimals: "18", numeric: "99999" },
    iconUrl: "https://icons.example/op.png",
  },
  {
    name: "Foyer USD",
    symbol: "FUSD",
    chainId,
    address: `${chainId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
    value: 10_000,
    price: 1,
    quantity: { decimals: "6", numeric: "10000" },
    // No icon at all.
    iconUrl: "",
  },
]

let tokenApi: LocalServer
const tokenApiState = {
  balance: "tokens" as BalanceAnswer,
  supported: ["eip155:1", "eip155:10"],
  held: [] as Array<() => void>,
}

const answerTokenApi = (request: SeenRequest, response: ServerResponse) => {
  if (answeredPreflight(request, response)) return
  const path = request.url.pathname
  if (request.method === "POST") return answerJson(response, 204)
  if (path === "/v1/supported-chains") {
    return answerJson(response, 200, { http: tokenApiState.supported, ws: [] })
  }
  if (path.startsWith("/v1/identity/")) {
    return answerJson(response, 200, { name: null, avatar: null, resolvedAt: null })
  }
  if (/^\/v1\/account\/[^/]+\/balance$/.test(path)) {
    const chainId = request.url.searchParams.get("chainId") ?? ""
    const send = () => answerJson(response, 200, { balances: tokenBalances(chainId) })
    if (tokenApiState.balance === "fail") {
      return answerJson(response, 400, { reasons: [{ field: "chainId", description: "down" }] })
    }
    if (tokenApiState.balance === "hold") return void tokenApiState.held.push(send)
    return send()
  }
  return answerJson(response, 404, { reasons: [] })
}

beforeAll(async () => {
  tokenApi = await startLocalServer(answerTokenApi)
})
afterAll(() => tokenApi.close())
beforeEach(() => {
  tokenApiState.balance = "tokens"
  tokenApiState.supported = ["eip155:1", "eip155:10"]
})
afterEach(() => {
  for (const send of tokenApiState.held.splice(0)) send()
})

/** A kit whose provider API is this file's. */
const startTokenKit = (plugins: NonNullable<FoyerOptions["plugins"]> = []) =>
  startTestKit({
    plugins,
    endpoints: {
      apiUrl: tokenApi.url,
      analyticsUrl: tokenApi.url,
      rpcUrl: tokenApi.url,
      relayUrl: tokenApi.url.replace(/^http/, "ws"),
    },
  })

/** The visitor connected MetaMask on `chainId` (the balance has loaded, or failed) and opened Account. */
const openWithTokens = async (chainId = 1) => {
  const kit = await startTokenKit()
  await connectWallet(kit, { chainId })
  const { dialog } = track(await openView(kit.client, { name: "Account" }))
  return { client: kit.client, dialog }
}

const tokenList = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLUListElement>(`ul[aria-labelledby]`) ?? undefined

/** Each row's text, as a screen reader reads it (the parts are separated by spaces). */
const rows = (list: HTMLElement | undefined) =>
  [...(list?.querySelectorAll("li") ?? [])].map((li) => li.textContent)

/** The paragraphs of the view (identity, address, balance). */
const paragraphs = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll("p")].map((p) => p.textContent)

const balanceRequests = () =>
  tokenApi.requests
    .filter((r) => r.url.pathname.endsWith("/balance"))
    .map((r) => r.url.searchParams.get("chainId"))

describe("the Account view's tokens", { timeout: 30_000 }, () => {
  it("lists the tokens of the active network: native first, then by USD value, descending, each with name, amount cut to four decimals with its symbol, and USD value", async () => {
    const { dialog } = await openWithTokens()
    const list = tokenList(dialog)
    expect(list).toBeDefined()
    const heading = dialog.querySelector(
      `#${CSS.escape(list?.getAttribute("aria-labelledby") ?? "")}`,
    )
    expect(heading?.textContent).toBe(coreMessages["account.tokens"])
    expect(heading?.tagName).toBe("H3")
    // The OP token of another network is not listed.
    expect(rows(list)).toEqual([
      "Ether 1.2345 ETH $3,703.70",
      "Foyer USD 10000 FUSD $10,000.00",
      "Foyer Token 1000.1234 FOY $250.03",
    ])
    expect(paragraphs(dialog)).toEqual(["0x5290…9EE7", "1.2345 ETH"])
    // Amount then symbol is one left-to-right run, so it reads as the balance does in Arabic too.
    expect(
      [...(list?.querySelectorAll('bdi[dir="ltr"]') ?? [])].map((run) => run.textContent),
    ).toEqual(["1.2345 ETH", "10000 FUSD", "1000.1234 FOY"])
  })

  it("each token's icon is its sanitised URL, decorative (alt=\"\"); a missing or unsafe one shows the symbol's initial", async () => {
    const { dialog } = await openWithTokens()
    const icons = [...(tokenList(dialog)?.querySelectorAll("li") ?? [])].map((li) => {
      const img = li.querySelector("img")
      const initial = li.querySelector("[data-initial]")
      return img === null
        ? {
            initial: initial?.getAttribute("data-initial"),
            hidden: initial?.getAttribute("aria-hidden"),
          }
        : { src: img.getAttribute("src"), alt: img.getAttribute("alt") }
    })
    expect(icons).toEqual([
      { src: "https://icons.example/eth.png", alt: "" },
      { initial: "F", hidden: "true" },
      { initial: "F", hidden: "true" },
    ])
  })

  it("an icon that fails to load is replaced by the symbol's initial", async () => {
    const { dialog } = await openWithTokens()
    const img = tokenList(dialog)?.querySelector("img")
    expect(img?.getAttribute("src")).toBe("https://icons.example/eth.png")
    await act(async () => {
      img?.dispatchEvent(new Event("error"))
    })
    const first = tokenList(dialog)?.querySelector("li")
    expect(first?.querySelector("img")).toBeNull()
    expect(first?.querySelector("[data-initial]")?.getAttribute("data-initial")).toBe("E")
  })

  it("the token list is text, not controls: the keyboard's Tab stops are the view's buttons only", async () => {
    const { dialog } = await openWithTokens()
    const list = tokenList(dialog)
    expect(list?.querySelectorAll("button, a, input, [tabindex]")).toHaveLength(0)
    expect(buttonNamed(coreMessages["account.copyAddress"], dialog)).toBeDefined()
  })

  it("renders its tokens with no axe violations in light and dark", async () => {
    const { client, dialog } = await openWithTokens()
    expect(rows(tokenList(dialog))).toHaveLength(3)
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("while the balance loads it shows the loading text and no token, then the tokens once read", async () => {
    tokenApiState.balance = "hold"
    const kit = await startTokenKit()
    kit.install("io.metamask", "MetaMask", {
      accounts: [alice],
      chainId: 1,
      knownChainIds: [1, 10],
    })
    await kit.client.connect("io.metamask")
    await until(kit.client.stores.accounts, (s) => s.eip155?.balanceLoading === true)
    const { dialog } = track(await openView(kit.client, { name: "Account" }))
    expect(paragraphs(dialog)).toEqual(["0x5290…9EE7", coreMessages["account.loadingBalance"]])
    expect(tokenList(dialog)).toBeUndefined()
    await waitFor(() => tokenApiState.held.length > 0)
    await act(async () => {
      for (const send of tokenApiState.held.splice(0)) send()
    })
    await waitFor(() => tokenList(dialog))
    expect(rows(tokenList(dialog))).toHaveLength(3)
    expect(paragraphs(dialog)).toEqual(["0x5290…9EE7", "1.2345 ETH"])
  })

  it("a failing balance call: the 'Token Balance Unavailable' toast, the balance shows 0.00 ETH and no token is listed", async () => {
    tokenApiState.balance = "fail"
    const { dialog } = await openWithTokens()
    await waitFor(
      () =>
        dialog.querySelector('[role="alert"]')?.textContent ===
        coreMessages["error.tokenBalanceUnavailable"],
    )
    expect(coreMessages["error.tokenBalanceUnavailable"]).toBe("Token Balance Unavailable")
    expect(paragraphs(dialog)).toEqual(["0x5290…9EE7", "0.00 ETH"])
    expect(tokenList(dialog)).toBeUndefined()
    expect(dialog.querySelector("li")).toBeNull()
  })

  it("on a network the API does not support: 'Token Balance Unavailable', 0.00 in the network's currency, no token, and no balance call", async () => {
    tokenApiState.supported = ["eip155:1"]
    const { dialog } = await openWithTokens(10)
    await waitFor(
      () =>
        dialog.querySelector('[role="alert"]')?.textContent ===
        coreMessages["error.tokenBalanceUnavailable"],
    )
    expect(paragraphs(dialog)).toEqual(["0x5290…9EE7", "0.00 ETH"])
    expect(tokenList(dialog)).toBeUndefined()
    // No test here asks for a balance on Optimism but this one.
    expect(balanceRequests().filter((chainId) => chainId === "eip155:10")).toEqual([])
  })

  it("with tabs (a plugin adds one), the Tokens tab says when the network has no token to list", async () => {
    tokenApiState.balance = "fail"
    const tabbed = definePlugin({
      id: "history",
      messages: { "history.tab": "History" },
      accountTabs: [{ id: "history", label: "history.tab", load }],
    })
    const kit = await startTokenKit([tabbed])
    await connectWallet(kit)
    const { dialog } = track(await openView(kit.client, { name: "Account" }))
    const panel = dialog.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')
    expect(panel?.textContent).toBe("No tokens on Ethereum.")
    expect(coreMessages["account.noTokens"]).toBe("No tokens on {network}.")
  })
})

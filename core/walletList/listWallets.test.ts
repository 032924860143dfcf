import { describe, expect, it } from "vitest"
import { defaultConnectorOrder } from "../config/connectorOrder"
import type { WalletConnectWallet } from "../config/FoyerConfig"
import type { CatalogueWallet } from "./catalogue/CatalogueWallet"
import { connectorFixture as connector } from "./connectorFixtures"
import {
  allWalletEntries,
  connectWalletEntries,
  listWallets,
  type WalletSources,
} from "./listWallets"

const pairing = connector("pairing", "WALLET_CONNECT", "WalletConnect")
const rabby = connector("io.rabby", "ANNOUNCED", "Rabby")
const metamask = connector("io.metamask", "ANNOUNCED", "MetaMask")
const safe = connector("safe", "EXTERNAL", "Safe")
const auth = connector("AUTH", "AUTH", "Email")
const rainbow: WalletConnectWallet = { id: "rainbow", name: "Rainbow", link: "https://rnbwapp.com" }
const argent: WalletConnectWallet = { id: "argent", name: "Argent", link: "https://argent.link" }

const sources = (overrides: Partial<WalletSources> = {}): WalletSources => ({
  connectors: [rabby, safe, auth, metamask, pairing],
  ordering: { order: defaultConnectorOrder, recentIds: ["io.metamask"], featuredIds: [] },
  walletConnectWallets: [rainbow, argent],
  listWalletConnectWallets: true,
  ...overrides,
})

const keys = (entries: ReadonlyArray<{ readonly key: string }>) => entries.map((e) => e.key)

describe("listWallets", () => {
  it("without a search lists the Connect view's order (the dApp's own wallets as the custom group), then what only AllWallets adds", () => {
    expect(keys(listWallets(sources(), { pageSize: 20 }).wallets)).toEqual([
      "connector:pairing",
      "connector:io.metamask",
      "connector:io.rabby",
      "walletConnect:rainbow",
      "walletConnect:argent",
      "connector:safe",
    ])
  })

  it("tags each wallet with the Connect view's group (spec 9 order: walletConnect, recent, injected, featured, custom, external, recommended)", () => {
    const groups = listWallets(sources(), { pageSize: 20 }).wallets.map((e) => [e.id, e.group])
    expect(groups).toEqual([
      ["pairing", "walletConnect"],
      ["io.metamask", "recent"],
      ["io.rabby", "injected"],
      ["rainbow", "custom"],
      ["argent", "custom"],
      ["safe", "external"],
    ])
  })

  it("a featured id may name one of the dApp's own wallets: it moves to the featured group", () => {
    const featured = sources({
      ordering: { order: defaultConnectorOrder, recentIds: [], featuredIds: ["argent"] },
    })
    expect(listWallets(featured, { pageSize: 20 }).wallets.map((e) => [e.id, e.group])).toEqual([
      ["pairing", "walletConnect"],
      ["io.rabby", "injected"],
      ["io.metamask", "injected"],
      ["argent", "featured"],
      ["rainbow", "custom"],
      ["safe", "external"],
    ])
  })

  it("a dApp's own wallet whose extension is installed (same rdns) is listed once, as that extension", () => {
    const withExtension = sources({
      walletConnectWallets: [{ ...rainbow, rdns: "me.rainbow" }, argent],
      connectors: [connector("me.rainbow", "ANNOUNCED", "Rainbow extension"), pairing],
    })
    expect(keys(listWallets(withExtension, { pageSize: 20 }).wallets)).toEqual([
      "connector:pairing",
      "connector:me.rainbow",
      "walletConnect:argent",
    ])
  })

  it("excludeWalletIds: nothing it names is listed, by id or rdns, in either list", () => {
    const excluded = sources({ excluded: new Set(["io.metamask", "argent", "safe"]) })
    expect(keys(listWallets(excluded, { pageSize: 20 }).wallets)).toEqual([
      "connector:pairing",
      "connector:io.rabby",
      "walletConnect:rainbow",
    ])
    expect(keys(allWalletEntries(excluded))).toEqual([
      "connector:io.rabby",
      "walletConnect:rainbow",
      "connector:pairing",
    ])
  })

  it("a WalletConnect wallet connects through the pairing connector with its walletId", () => {
    const entry = listWallets(sources(), { search: "rainbow" }).wallets[0]
    expect(entry).toEqual({
      key: "walletConnect:rainbow",
      id: "rainbow",
      name: "Rainbow",
      icon: undefined,
      connectorId: "pairing",
      walletId: "rainbow",
      group: undefined,
    })
    const noPairing = sources({ connectors: [rabby] })
    expect(listWallets(noPairing, { search: "rainbow" }).wallets[0]?.connectorId).toBeUndefined()
  })

  it("with a search gives AllWallets' result: every word matched, alphabetical", () => {
    const page = listWallets(sources(), { search: "A" })
    expect(keys(page.wallets)).toEqual([
      "walletConnect:argent",
      "connector:io.metamask",
      "connector:io.rabby",
      "walletConnect:rainbow",
      "connector:safe",
      "connector:pairing",
    ])
    expect(page.total).toBe(6)
    expect(keys(listWallets(sources(), { search: "wallet connect" }).wallets)).toEqual([
      "connector:pairing",
    ])
  })

  it("allWallets HIDE (or ONLY_MOBILE on a computer): the Connect view's wallets alone, and a search looks only there", () => {
    const listed = (id: string, name: string): CatalogueWallet => ({
      id,
      name,
      icon: "data:image/svg+xml,<svg/>",
      link: `https://${id}.example`,
      download: `https://${id}.example/get`,
      namespaces: ["eip155"],
    })
    // Five catalogue wallets: the Connect view recommends four, All Wallets adds the fifth.
    const catalogue = ["alpha", "bravo", "charlie", "delta", "echo"].map((id) =>
      listed(id, id[0]?.toUpperCase() + id.slice(1)),
    )
    const offered = listWallets(sources({ catalogue }), { pageSize: 20 })
    const hidden = listWallets(sources({ catalogue, allWallets: false }), { pageSize: 20 })
    expect(keys(offered.wallets).filter((key) => !keys(hidden.wallets).includes(key))).toEqual([
      "walletConnect:echo",
    ])
    expect(hidden.total).toBe(offered.total - 1)
    expect(
      keys(listWallets(sources({ catalogue, allWallets: false }), { search: "echo" }).wallets),
    ).toEqual([])
    expect(keys(listWallets(sources({ catalogue }), { search: "echo" }).wallets)).toEqual([
      "walletConnect:echo",
    ])
  })

  it("lists the configured WalletConnect wallets unless asked not to (headless)", () => {
    const without = listWallets(sources({ listWalletConnectWallets: false }), { pageSize: 20 })
    expect(keys(without.wallets)).not.toContain("walletConnect:rainbow")
    expect(without.total).toBe(4)
  })

  it("pages the list: page size, page number from 1, total and page count", () => {
    const second = listWallets(sources(), { page: 2, pageSize: 4 })
    expect(keys(second.wallets)).toEqual(["walletConnect:argent", "connector:safe"])
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4, pageCount: 2 })
    expect(listWallets(sources(), { page: 3, pageSize: 4 }).wallets).toEqual([])
  })

  it("defaults to page 1 of 10 and reads a page or size below 1 as 1", () => {
    expect(listWallets(sources())).toMatchObject({ page: 1, pageSize: 10, pageCount: 1 })
    const clamped = listWallets(sources(), { page: 0, pageSize: 0 })
    expect(clamped).toMatchObject({ page: 1, pageSize: 1, pageCount: 6 })
    expect(keys(clamped.wallets)).toEqual(["connector:pairing"])
  })

  it("an empty list is one empty page", () => {
    expect(listWallets(sources(), { search: "ledger" })).toEqual({
      wallets: [],
      total: 0,
      page: 1,
      pageSize: 10,
      pageCount: 1,
    })
  })
})

describe("allWalletEntries", () => {
  it("never lists the embedded AUTH wallet", () => {
    expect(keys(allWalletEntries(sources(), "email"))).toEqual([])
  })
})

describe("a wallet of several chain families is listed once (issue 36 item 5, ConnectingMultiChain)", () => {
  const phantomEvm = { ...connector("app.phantom", "ANNOUNCED", "Phantom"), icon: undefined }
  const phantomSolana = {
    ...connector("wallet-standard:solana:Phantom", "ANNOUNCED", "Phantom"),
    icon: "data:image/svg+xml,<svg/>",
    rdns: undefined,
    chains: ["solana" as const],
  }
  const withPhantom = (overrides: Partial<WalletSources> = {}) =>
    sources({
      connectors: [rabby, phantomSolana, safe, auth, metamask, pairing, phantomEvm],
      ...overrides,
    })
  const phantom = {
    key: "multiChain:phantom",
    id: "app.phantom",
    name: "Phantom",
    icon: "data:image/svg+xml,<svg/>",
    connectorId: "app.phantom",
    connectorIds: ["app.phantom", "wallet-standard:solana:Phantom"],
  }

  it("the Connect view: one entry, in its first connector's place and group, with each family's connector (EVM first)", () => {
    expect(connectWalletEntries(withPhantom()).filter((e) => e.connectorId !== "pairing")).toEqual([
      { ...connectorEntry(metamask), group: "recent" },
      { ...connectorEntry(rabby), group: "injected" },
      { ...phantom, group: "injected" },
      { ...connectorEntry(safe), group: "external" },
    ])
    // A recent family's connector brings the wallet up with it, once.
    const recent = withPhantom({
      ordering: {
        order: defaultConnectorOrder,
        recentIds: ["wallet-standard:solana:Phantom"],
        featuredIds: [],
      },
    })
    expect(keys(connectWalletEntries(recent))).toEqual([
      "connector:pairing",
      "multiChain:phantom",
      "connector:io.rabby",
      "connector:io.metamask",
      "walletConnect:rainbow",
      "walletConnect:argent",
      "connector:safe",
    ])
  })

  it("AllWallets: one entry, alphabetically, found by its name", () => {
    expect(keys(allWalletEntries(withPhantom()))).toEqual(
      [
        "connector:io.metamask",
        "multiChain:phantom",
        "connector:io.rabby",
        "connector:safe",
        "connector:pairing",
        "walletConnect:argent",
        "walletConnect:rainbow",
      ].sort((a, b) => nameOf(a).localeCompare(nameOf(b))),
    )
    expect(allWalletEntries(withPhantom(), "phan")).toEqual([{ ...phantom, group: undefined }])
  })

  it("the headless list: once, in the Connect view's order and in a search", () => {
    const page = listWallets(withPhantom(), { pageSize: 20 })
    expect(keys(page.wallets).filter((key) => key.includes("phantom"))).toEqual([
      "multiChain:phantom",
    ])
    expect(page.total).toBe(7)
    expect(keys(listWallets(withPhantom(), { search: "PHANTOM" }).wallets)).toEqual([
      "multiChain:phantom",
    ])
  })

  it("a family's connector that excludeWalletIds names is not offered: the other family's is listed alone, as today", () => {
    const excluded = withPhantom({ excluded: new Set(["wallet-standard:solana:Phantom"]) })
    expect(keys(connectWalletEntries(excluded))).toContain("connector:app.phantom")
    expect(keys(connectWalletEntries(excluded))).not.toContain("multiChain:phantom")
    expect(keys(allWalletEntries(excluded, "phantom"))).toEqual(["connector:app.phantom"])
  })

  it("a wallet of one family is listed as today, with no connectorIds", () => {
    expect(listWallets(sources(), { pageSize: 20 }).wallets.some((e) => "connectorIds" in e)).toBe(
      false,
    )
  })
})

/** A connector's entry as the lists give it. */
const connectorEntry = (c: ReturnType<typeof connector>) => ({
  key: `connector:${c.id}`,
  id: c.id,
  name: c.name,
  icon: c.icon,
  connectorId: c.id,
})

const names: Readonly<Record<string, string>> = {
  "connector:io.metamask": "MetaMask",
  "multiChain:phantom": "Phantom",
  "connector:io.rabby": "Rabby",
  "connector:safe": "Safe",
  "connector:pairing": "WalletConnect",
  "walletConnect:argent": "Argent",
  "walletConnect:rainbow": "Rainbow",
}
const nameOf = (key: string) => names[key] ?? key

import { describe, expect, it } from "vitest"
import { type ConnectorInfo, defaultConnectorOrder } from "../index"
import { connectorFixture as connector } from "./connectorFixtures"
import { orderConnectors } from "./orderConnectors"

const wc = connector("pairing", "WALLET_CONNECT", "WalletConnect")
const metamask = connector("io.metamask", "ANNOUNCED", "MetaMask")
const rabby = connector("io.rabby", "ANNOUNCED", "Rabby")
const legacy = connector("injected", "INJECTED", "Browser Wallet")
const coinbase = connector("coinbaseWalletSDK", "EXTERNAL", "Coinbase Wallet")
const safe = connector("safe", "EXTERNAL", "Safe")
const auth = connector("AUTH", "AUTH", "Email")

const order = (
  list: ReadonlyArray<ConnectorInfo>,
  recentIds: ReadonlyArray<string> = [],
  featuredIds: ReadonlyArray<string> = [],
) =>
  orderConnectors(list, { order: defaultConnectorOrder, recentIds, featuredIds }).map(
    ({ connector: c, group }) => `${group}:${c.id}`,
  )

describe("orderConnectors", () => {
  it("orders connectors walletConnect, recent, injected, featured, custom, external, recommended", () => {
    expect(
      order([safe, coinbase, legacy, rabby, metamask, wc], ["io.rabby"], ["coinbaseWalletSDK"]),
    ).toEqual([
      "walletConnect:pairing",
      "recent:io.rabby",
      "injected:injected",
      "injected:io.metamask",
      "featured:coinbaseWalletSDK",
      "external:safe",
    ])
  })

  it("shows recent wallets first-class, at most 2, newest first, each listed once", () => {
    expect(order([metamask, rabby, legacy], ["injected", "io.metamask", "io.rabby"])).toEqual([
      "recent:injected",
      "recent:io.metamask",
      "injected:io.rabby",
    ])
  })

  it("ignores recent ids of wallets that are not present", () => {
    expect(order([metamask], ["gone.wallet", "io.metamask"])).toEqual(["recent:io.metamask"])
  })

  it("does not list the embedded AUTH connector (its plugin draws email and social login)", () => {
    expect(order([auth, metamask])).toEqual(["injected:io.metamask"])
  })

  it("follows a configured connector order", () => {
    expect(
      orderConnectors([wc, metamask, safe], {
        order: ["external", "injected", "walletConnect"],
        recentIds: [],
        featuredIds: [],
      }).map(({ connector: c }) => c.id),
    ).toEqual(["safe", "io.metamask", "pairing"])
  })
})

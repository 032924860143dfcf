import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { defaultConnectorOrder } from "../../config/connectorOrder"
import { WalletConnectWallet } from "../../config/FoyerConfig"
import type { ConnectorInfo } from "../../connectors/ConnectorInfo"
import { connectWalletEntries, recommendedWalletsShown } from "../listWallets"
import { asWalletConnectWallet, selectCatalogue } from "./CatalogueWallet"
import { walletCatalogue } from "./walletCatalogue"

const ids = walletCatalogue.map((wallet) => wallet.id)

describe("the wallet catalogue (issue 34)", () => {
  it("offers the wallets people ask for, each once, with a logo that needs no request and a deep link the config would accept", () => {
    expect(ids).toEqual(
      expect.arrayContaining(["metamask", "rainbow", "coinbase", "trust", "phantom", "rabby"]),
    )
    expect(new Set(ids).size).toBe(ids.length)
    const rdns = walletCatalogue.flatMap((wallet) =>
      wallet.rdns === undefined ? [] : [wallet.rdns],
    )
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const wallet of walletCatalogue) {
      expect(wallet.icon).toMatch(/^data:image\/svg\+xml,%3Csvg/)
      expect(wallet.download).toMatch(/^https:\/\//)
      const { icon: _, ...linked } = asWalletConnectWallet(wallet)
      // The same rules as a dApp's own walletConnectWallets (no javascript: or data: link).
      expect(Schema.decodeUnknownSync(WalletConnectWallet)(linked)).toEqual(linked)
    }
  })

  it("includeWalletIds keeps only its ids and excludeWalletIds drops its own, in the catalogue's order", () => {
    expect(
      selectCatalogue(walletCatalogue, { includeWalletIds: [], excludeWalletIds: [] }).map(
        (w) => w.id,
      ),
    ).toEqual(ids)
    expect(
      selectCatalogue(walletCatalogue, {
        includeWalletIds: ["phantom", "metamask", "rabby"],
        excludeWalletIds: ["rabby"],
      }).map((w) => w.id),
    ).toEqual(["metamask", "phantom"])
  })

  it("the Connect view: an installed wallet (same rdns) is listed once, as its connector; featured ids come before the recommended ones", () => {
    const metaMask: ConnectorInfo = {
      id: "io.metamask",
      type: "ANNOUNCED",
      name: "MetaMask",
      icon: undefined,
      rdns: "io.metamask",
      chains: ["eip155"],
    }
    const entries = connectWalletEntries({
      connectors: [metaMask],
      ordering: {
        order: defaultConnectorOrder,
        recentIds: [],
        featuredIds: ["ledger"],
      },
      walletConnectWallets: [],
      listWalletConnectWallets: false,
      catalogue: walletCatalogue,
    })
    expect(entries.map((entry) => [entry.id, entry.group])).toEqual([
      ["io.metamask", "injected"],
      ["ledger", "featured"],
      ...ids
        .filter((id) => id !== "metamask" && id !== "ledger")
        .slice(0, recommendedWalletsShown)
        .map((id) => [id, "recommended"]),
    ])
  })
})

import { Result } from "effect"
import { describe, expect, it } from "vitest"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { connectorFixture } from "./connectorFixtures"
import { walletConnectingView } from "./walletConnectingView"

const connector = (id: string, type: ConnectorInfo["type"], connectingView?: string) =>
  connectorFixture(id, type, id, connectingView)

const pairing = connector("pairing", "WALLET_CONNECT", "ConnectingWalletConnect")
const metamask = connector("io.metamask", "ANNOUNCED")
const rainbow = { id: "rainbow", name: "Rainbow", link: "https://rnbwapp.com" }

describe("walletConnectingView", () => {
  it("an injected wallet opens ConnectingExternal with its connector, and connects at once", () => {
    expect(walletConnectingView("io.metamask", [pairing, metamask], [])).toEqual(
      Result.succeed({
        view: { name: "ConnectingExternal", data: { connectorId: "io.metamask" } },
        connectorId: "io.metamask",
        startsConnect: true,
      }),
    )
  })

  it("a WalletConnect wallet opens the pairing connector's view offering that wallet", () => {
    expect(walletConnectingView("rainbow", [pairing, metamask], [rainbow])).toEqual(
      Result.succeed({
        view: {
          name: "ConnectingWalletConnect",
          data: { connectorId: "pairing", walletId: "rainbow" },
        },
        connectorId: "pairing",
        startsConnect: false,
      }),
    )
  })

  it("an unknown wallet is 'Provider not found: <id>'", () => {
    const result = walletConnectingView("io.unknown", [pairing, metamask], [rainbow])
    expect(Result.isFailure(result) && result.failure.message).toBe(
      "Provider not found: io.unknown",
    )
  })

  it("a WalletConnect wallet with no WALLET_CONNECT connector is 'WalletConnectConnector not found'", () => {
    const result = walletConnectingView("rainbow", [metamask], [rainbow])
    expect(Result.isFailure(result) && result.failure.message).toBe(
      "WalletConnectConnector not found",
    )
  })

  it("a wallet of several chain families (by any of its connectors or its multiChain key) opens ConnectingMultiChain with its connectors, EVM first, as choosing it in the Connect view does; nothing is asked yet", () => {
    const phantomSolana: ConnectorInfo = {
      ...connector("wallet-standard:solana:Phantom", "ANNOUNCED"),
      name: "Phantom",
      chains: ["solana"],
    }
    const phantomEvm: ConnectorInfo = { ...connector("app.phantom", "ANNOUNCED"), name: "Phantom" }
    const connectors = [pairing, phantomSolana, metamask, phantomEvm]
    const multiChain = Result.succeed({
      view: {
        name: "ConnectingMultiChain",
        data: { connectorIds: ["app.phantom", "wallet-standard:solana:Phantom"] },
      },
      connectorId: "app.phantom",
      startsConnect: false,
    })
    for (const walletId of [
      "app.phantom",
      "wallet-standard:solana:Phantom",
      "multiChain:phantom",
    ]) {
      expect(walletConnectingView(walletId, connectors, []), walletId).toEqual(multiChain)
    }
    expect(Result.isSuccess(walletConnectingView("io.metamask", connectors, []))).toBe(true)
  })
})

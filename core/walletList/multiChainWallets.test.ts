import { describe, expect, it } from "vitest"
import { chainNamespaces } from "../chains/ChainNamespace"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { connectorFixture as connector } from "./connectorFixtures"
import { familyOrder, multiChainWallets, walletNameKey } from "./multiChainWallets"

/** A connector of another family than EVM (a Wallet Standard or sats-connect wallet). */
const inFamily = (
  id: string,
  name: string,
  chains: ConnectorInfo["chains"],
  type: ConnectorInfo["type"] = "ANNOUNCED",
): ConnectorInfo => ({ ...connector(id, type, name), rdns: undefined, chains })

const phantomEvm = connector("app.phantom", "ANNOUNCED", "Phantom")
const phantomSolana = inFamily("wallet-standard:solana:Phantom", "Phantom", ["solana"])
const phantomBitcoin = inFamily("sats-connect:Phantom", "Phantom", ["bip122"])
const metamask = connector("io.metamask", "ANNOUNCED", "MetaMask")

/** Each wallet as the ids of its connectors. */
const grouped = (connectors: ReadonlyArray<ConnectorInfo>) =>
  multiChainWallets(connectors).map((wallet) => [wallet.key, wallet.connectors.map((c) => c.id)])

describe("multiChainWallets: one wallet across chain families (issue 36 item 5)", () => {
  it("connectors of different families with the same name are one wallet, its families in the kit's order (EVM first)", () => {
    expect(grouped([phantomSolana, metamask, phantomBitcoin, phantomEvm])).toEqual([
      [
        "multiChain:phantom",
        ["app.phantom", "wallet-standard:solana:Phantom", "sats-connect:Phantom"],
      ],
    ])
  })

  it("names match whatever their case and spaces, and after the kit's cleaning (invisible characters gone)", () => {
    const solana = inFamily("ws:solana:x", " meta\u200bMASK ", ["solana"])
    const spaced = inFamily("ws:bip122:x", "Meta Mask", ["bip122"])
    expect(grouped([metamask, solana, spaced])).toEqual([
      ["multiChain:metamask", ["io.metamask", "ws:solana:x", "ws:bip122:x"]],
    ])
  })

  it("different names are different wallets, and a wallet of one family is no group", () => {
    const solflare = inFamily("ws:solana:Solflare", "Solflare", ["solana"])
    expect(grouped([phantomEvm, metamask, solflare])).toEqual([])
  })

  it("two connectors of one family under one name group none of that name: which is the real one cannot be told", () => {
    const impostor = connector("evil.phantom", "ANNOUNCED", "Phantom")
    expect(grouped([phantomEvm, impostor, phantomSolana])).toEqual([])
    // A connector that serves a family another one of the name serves too: no group either.
    const both = inFamily("multi:Phantom", "Phantom", ["eip155", "solana"], "MULTI_CHAIN")
    expect(grouped([both, phantomSolana])).toEqual([])
  })

  it("WalletConnect and the kit's own connectors (the embedded wallet, the legacy injected one) are never grouped", () => {
    const pairing = connector("walletConnect", "WALLET_CONNECT", "WalletConnect")
    const solanaPairing = inFamily("ws:solana:WalletConnect", "WalletConnect", ["solana"])
    const injected = connector("injected", "INJECTED", "Browser Wallet")
    const solanaBrowser = inFamily("ws:solana:Browser Wallet", "Browser Wallet", ["solana"])
    const auth = connector("AUTH", "AUTH", "Email")
    const solanaEmail = inFamily("ws:solana:Email", "Email", ["solana"])
    expect(grouped([pairing, solanaPairing, injected, solanaBrowser, auth, solanaEmail])).toEqual(
      [],
    )
  })

  it("an external connector groups with an announced one; a name with nothing visible groups nothing", () => {
    const safeEvm = connector("safe", "EXTERNAL", "Safe")
    const safeSolana = inFamily("ws:solana:Safe", "Safe", ["solana"])
    const blank = connector("blank.evm", "ANNOUNCED", "\u200b")
    const blankSolana = inFamily("ws:solana:blank", " ", ["solana"])
    expect(grouped([safeEvm, safeSolana, blank, blankSolana])).toEqual([
      ["multiChain:safe", ["safe", "ws:solana:Safe"]],
    ])
  })

  it("a connector listed twice counts once", () => {
    expect(grouped([phantomEvm, phantomSolana, phantomEvm])).toEqual([
      ["multiChain:phantom", ["app.phantom", "wallet-standard:solana:Phantom"]],
    ])
  })

  it("walletNameKey: the cleaned name, lower-cased, without spaces", () => {
    expect(walletNameKey("\u202EPhantom  Wallet\n")).toBe("phantomwallet")
  })

  it("the family order is the kit's (spec 3's namespaces, in chainNamespaces' order)", () => {
    expect(Object.entries(familyOrder).sort(([, a], [, b]) => a - b)).toEqual(
      chainNamespaces.map((namespace, index) => [namespace, index]),
    )
  })
})

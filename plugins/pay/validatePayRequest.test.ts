import { describe, expect, it } from "vitest"
import { bitcoin, foyerDevnet, foyerSolanaDevnet } from "../../core"
import type { PayRequest } from "./PayRequest"
import { validatePayRequest } from "./validatePayRequest"

const devnet = foyerDevnet("http://127.0.0.1:8545")
const networks = [devnet]
const recipient = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"
const request: PayRequest = {
  recipient,
  amount: 0.05,
  asset: {
    network: "eip155:31337",
    asset: "native",
    metadata: { name: "Ether", symbol: "ETH", decimals: 18 },
  },
}

describe("validatePayRequest", () => {
  it("a native payment on a kit's EVM network: CAIP-19 slip44:60, CAIP-10 recipient (checksummed), the amount as a decimal", () => {
    expect(validatePayRequest(request, networks)).toEqual({
      asset: "eip155:31337/slip44:60",
      recipient: "eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      amount: "0.05",
      symbol: "ETH",
      network: devnet,
    })
  })

  it("a token payment: CAIP-19 erc20 with the checksummed contract; a string amount is kept", () => {
    const token = {
      ...request,
      amount: "12.5",
      asset: {
        network: "eip155:31337",
        asset: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
        metadata: { name: "Foyer USD", symbol: "FUSD", decimals: 6 },
      },
    }
    expect(validatePayRequest(token, networks)).toMatchObject({
      asset: "eip155:31337/erc20:0x5FbDB2315678afecb367f032d93F642f64180aa3",
      amount: "12.5",
    })
  })

  it("a network the kit does not have is named, and so is one of a family pay with exchange does not support (spec 6: EVM and Solana)", () => {
    const onBitcoin = { ...request, asset: { ...request.asset, network: bitcoin.caipNetworkId } }
    expect(validatePayRequest(onBitcoin, [devnet, bitcoin])).toEqual({
      message: "pay.unsupportedNetwork",
      values: { network: bitcoin.caipNetworkId },
    })
    const elsewhere = { ...request, asset: { ...request.asset, network: "eip155:1" } }
    expect(validatePayRequest(elsewhere, networks)).toEqual({
      message: "pay.unsupportedNetwork",
      values: { network: "eip155:1" },
    })
  })

  it("the recipient must be an address; the amount positive, with at most the asset's decimals", () => {
    expect(validatePayRequest({ ...request, recipient: "alice.eth" }, networks)).toEqual({
      message: "pay.invalidRecipient",
    })
    for (const amount of [0, -1, "0.000", "abc", Number.NaN, "1e3"]) {
      expect(validatePayRequest({ ...request, amount }, networks), String(amount)).toEqual({
        message: "pay.invalidAmount",
        values: { decimals: "18" },
      })
    }
    const fusd = { ...request.asset, asset: "0x5FbDB2315678afecb367f032d93F642f64180aa3" }
    const sixDecimals = { ...fusd, metadata: { name: "Foyer USD", symbol: "FUSD", decimals: 6 } }
    expect(
      validatePayRequest({ ...request, amount: "0.0000001", asset: sixDecimals }, networks),
    ).toEqual({ message: "pay.invalidAmount", values: { decimals: "6" } })
  })

  it("an asset that is neither native nor a contract address is refused; no request at all too", () => {
    const bad = { ...request, asset: { ...request.asset, asset: "ETH" } }
    expect(validatePayRequest(bad, networks)).toEqual({ message: "pay.invalidAsset" })
    expect(validatePayRequest(undefined, networks)).toEqual({ message: "pay.noRequest" })
  })

  describe("on Solana (spec 6: pay with exchange supports EVM and Solana)", () => {
    const solanaDevnet = foyerSolanaDevnet("http://127.0.0.1:8899")
    const onSolana = [devnet, solanaDevnet]
    const ref = solanaDevnet.caipNetworkId
    const to = "6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp"
    const mint = "7W8K9kiVco6pwBT2mnk3ereSM1X7HZmPUz4EVNNwhdRu"
    const sol: PayRequest = {
      recipient: to,
      amount: "0.25",
      asset: {
        network: ref,
        asset: "native",
        metadata: { name: "Solana", symbol: "SOL", decimals: 9 },
      },
    }
    const fusd: PayRequest = {
      recipient: to,
      amount: 3,
      asset: {
        network: ref,
        asset: mint,
        metadata: { name: "Foyer USD", symbol: "FUSD", decimals: 6 },
      },
    }

    it("SOL: CAIP-19 slip44:501, the base58 recipient as CAIP-10 on the Solana network", () => {
      expect(validatePayRequest(sol, onSolana)).toEqual({
        asset: `${ref}/slip44:501`,
        recipient: `${ref}:${to}`,
        amount: "0.25",
        symbol: "SOL",
        network: solanaDevnet,
      })
    })

    it("an SPL token: CAIP-19 token:<mint>", () => {
      expect(validatePayRequest(fusd, onSolana)).toMatchObject({
        asset: `${ref}/token:${mint}`,
        recipient: `${ref}:${to}`,
        amount: "3",
        symbol: "FUSD",
      })
    })

    it("bad Solana input gets the EVM's errors: an EVM or short recipient, a mint that is no address, too many decimals", () => {
      for (const recipient of [
        "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
        "6gYw7q94",
        `${to}0`,
        "0OIl",
      ]) {
        expect(validatePayRequest({ ...sol, recipient }, onSolana), recipient).toEqual({
          message: "pay.invalidRecipient",
        })
      }
      const evmToken = { ...fusd.asset, asset: "0x5FbDB2315678afecb367f032d93F642f64180aa3" }
      expect(validatePayRequest({ ...fusd, asset: evmToken }, onSolana)).toEqual({
        message: "pay.invalidAsset",
      })
      expect(validatePayRequest({ ...sol, amount: "0.0000000001" }, onSolana)).toEqual({
        message: "pay.invalidAmount",
        values: { decimals: "9" },
      })
      expect(validatePayRequest({ ...fusd, amount: 0 }, onSolana)).toEqual({
        message: "pay.invalidAmount",
        values: { decimals: "6" },
      })
    })

    it("an EVM address is no Solana one, nor the other way round: the network's namespace decides", () => {
      const onEvm = { ...request, recipient: to }
      expect(validatePayRequest(onEvm, onSolana)).toEqual({ message: "pay.invalidRecipient" })
      const solanaMintOnEvm = { ...request, asset: { ...request.asset, asset: mint } }
      expect(validatePayRequest(solanaMintOnEvm, onSolana)).toEqual({ message: "pay.invalidAsset" })
      expect(validatePayRequest(sol, networks)).toEqual({
        message: "pay.unsupportedNetwork",
        values: { network: ref },
      })
    })
  })
})

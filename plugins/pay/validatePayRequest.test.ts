import { describe, expect, it } from "vitest"
import { foyerDevnet, solana } from "../../core"
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

  it("EVM now: Solana is not available yet; a network the kit does not have is named", () => {
    const onSolana = { ...request, asset: { ...request.asset, network: solana.caipNetworkId } }
    expect(validatePayRequest(onSolana, [devnet, solana])).toEqual({
      message: "pay.solanaNotYet",
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
})

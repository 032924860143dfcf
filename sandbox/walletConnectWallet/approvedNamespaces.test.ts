import type { ProposalTypes } from "@walletconnect/types"
import { describe, expect, it } from "vitest"
import {
  approvedNamespaces,
  UnsupportedProposalError,
  walletConnectWalletEvents,
  walletConnectWalletMethods,
} from "./approvedNamespaces"

const address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const supported = [31337, 31338]
const ask = (methods: string[] = ["personal_sign"]) => ({ methods, events: ["chainChanged"] })

const eip155 = (chains: string[]) => ({
  eip155: {
    chains,
    accounts: chains.map((chain) => `${chain}:${address}`),
    methods: [...walletConnectWalletMethods],
    events: [...walletConnectWalletEvents],
  },
})

describe("approvedNamespaces", () => {
  it("offers the supported chains asked for, required then optional, in the dApp's order, with every wallet method and event", () => {
    expect(
      approvedNamespaces(
        {
          requiredNamespaces: { eip155: { chains: ["eip155:31338"], ...ask() } },
          optionalNamespaces: { eip155: { chains: ["eip155:1", "eip155:31337"], ...ask() } },
        },
        supported,
        address,
      ),
    ).toEqual(eip155(["eip155:31338", "eip155:31337"]))
  })

  it("reads chains given as namespace keys (eip155:31337)", () => {
    expect(
      approvedNamespaces(
        { requiredNamespaces: {}, optionalNamespaces: { "eip155:31337": ask() } },
        supported,
        address,
      ),
    ).toEqual(eip155(["eip155:31337"]))
  })

  it("offers every supported chain when the dApp asked for none of them", () => {
    for (const optionalNamespaces of [{}, { eip155: { chains: ["eip155:1"], ...ask() } }]) {
      expect(
        approvedNamespaces({ requiredNamespaces: {}, optionalNamespaces }, supported, address),
      ).toEqual(eip155(["eip155:31337", "eip155:31338"]))
    }
  })

  it("ignores optional namespaces of other chain families", () => {
    expect(
      approvedNamespaces(
        {
          requiredNamespaces: {},
          optionalNamespaces: { solana: { chains: ["solana:mainnet"], ...ask() } },
        },
        supported,
        address,
      ),
    ).toEqual(eip155(["eip155:31337", "eip155:31338"]))
  })

  it("throws UnsupportedProposalError for a required chain or namespace the wallet lacks", () => {
    const cases: ReadonlyArray<[ProposalTypes.RequiredNamespaces, string]> = [
      [
        { eip155: { chains: ["eip155:1", "eip155:31337"], ...ask() } },
        "The wallet does not support eip155:1",
      ],
      [
        { solana: { chains: ["solana:mainnet"], ...ask() } },
        "The wallet supports eip155 only, not solana",
      ],
    ]
    for (const [requiredNamespaces, message] of cases) {
      expect(() =>
        approvedNamespaces({ requiredNamespaces, optionalNamespaces: {} }, supported, address),
      ).toThrow(new UnsupportedProposalError(message))
    }
  })
})

import type { ProposalTypes } from "@walletconnect/types"
import { describe, expect, it } from "vitest"
import {
  approvedNamespaces,
  eip155Namespace,
  type ServedNamespace,
  UnsupportedProposalError,
  walletConnectWalletEvents,
  walletConnectWalletMethods,
} from "./approvedNamespaces"

const address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const evmOnly = [eip155Namespace([31337, 31338], address)]
const solanaChain = "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk"
const regtest = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"
const solana: ServedNamespace = {
  namespace: "solana",
  chains: [solanaChain],
  address: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
  methods: ["solana_signMessage"],
  events: [],
}
const bip122: ServedNamespace = {
  namespace: "bip122",
  chains: [regtest],
  address: "bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080",
  methods: ["signMessage"],
  events: ["bip122_addressesChanged"],
}
const everything = [...evmOnly, solana, bip122]
const ask = (methods: string[] = ["personal_sign"]) => ({ methods, events: ["chainChanged"] })

const eip155 = (chains: string[]) => ({
  eip155: {
    chains,
    accounts: chains.map((chain) => `${chain}:${address}`),
    methods: [...walletConnectWalletMethods],
    events: [...walletConnectWalletEvents],
  },
})

const approvedAs = (each: ServedNamespace) => ({
  [each.namespace]: {
    chains: [...each.chains],
    accounts: each.chains.map((chain) => `${chain}:${each.address}`),
    methods: [...each.methods],
    events: [...each.events],
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
        evmOnly,
      ),
    ).toEqual(eip155(["eip155:31338", "eip155:31337"]))
  })

  it("reads chains given as namespace keys (eip155:31337)", () => {
    expect(
      approvedNamespaces(
        { requiredNamespaces: {}, optionalNamespaces: { "eip155:31337": ask() } },
        evmOnly,
      ),
    ).toEqual(eip155(["eip155:31337"]))
  })

  it("offers every supported chain when the dApp asked for none of them", () => {
    for (const optionalNamespaces of [{}, { eip155: { chains: ["eip155:1"], ...ask() } }]) {
      expect(approvedNamespaces({ requiredNamespaces: {}, optionalNamespaces }, evmOnly)).toEqual(
        eip155(["eip155:31337", "eip155:31338"]),
      )
    }
  })

  it("ignores optional namespaces the wallet does not serve", () => {
    expect(
      approvedNamespaces(
        {
          requiredNamespaces: {},
          optionalNamespaces: { solana: { chains: ["solana:mainnet"], ...ask() } },
        },
        evmOnly,
      ),
    ).toEqual(eip155(["eip155:31337", "eip155:31338"]))
  })

  it("approves the solana and bip122 namespaces asked for, required or optional, with CAIP-10 accounts, their methods and events", () => {
    expect(
      approvedNamespaces(
        {
          requiredNamespaces: { [regtest]: ask(["signMessage"]) },
          optionalNamespaces: {
            eip155: { chains: ["eip155:31337"], ...ask() },
            solana: { chains: ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", solanaChain], ...ask() },
          },
        },
        everything,
      ),
    ).toEqual({
      ...eip155(["eip155:31337"]),
      solana: {
        chains: [solanaChain],
        accounts: [`${solanaChain}:${solana.address}`],
        methods: ["solana_signMessage"],
        events: [],
      },
      bip122: {
        chains: [regtest],
        accounts: [`${regtest}:${bip122.address}`],
        methods: ["signMessage"],
        events: ["bip122_addressesChanged"],
      },
    })
  })

  it("leaves out the namespaces the dApp did not ask for, and offers a namespace's own chains when none asked for is served", () => {
    expect(
      approvedNamespaces(
        {
          requiredNamespaces: {},
          optionalNamespaces: {
            bip122: {
              chains: ["bip122:000000000019d6689c085ae165831e93"],
              ...ask(["signMessage"]),
            },
          },
        },
        everything,
      ),
    ).toEqual(approvedAs(bip122))
    expect(
      approvedNamespaces(
        { requiredNamespaces: {}, optionalNamespaces: { solana: ask() } },
        everything,
      ),
    ).toEqual(approvedAs(solana))
  })

  it("throws UnsupportedProposalError for a required chain or namespace the wallet lacks", () => {
    const cases: ReadonlyArray<
      [ReadonlyArray<ServedNamespace>, ProposalTypes.RequiredNamespaces, string]
    > = [
      [
        evmOnly,
        { eip155: { chains: ["eip155:1", "eip155:31337"], ...ask() } },
        "The wallet does not support eip155:1",
      ],
      [
        evmOnly,
        { solana: { chains: ["solana:mainnet"], ...ask() } },
        "The wallet supports eip155 only, not solana",
      ],
      [
        everything,
        { cosmos: { chains: ["cosmos:cosmoshub-4"], ...ask() } },
        "The wallet supports eip155, solana, bip122 only, not cosmos",
      ],
      [
        everything,
        { "bip122:000000000019d6689c085ae165831e93": ask(["signMessage"]) },
        "The wallet does not support bip122:000000000019d6689c085ae165831e93",
      ],
    ]
    for (const [served, requiredNamespaces, message] of cases) {
      expect(() =>
        approvedNamespaces({ requiredNamespaces, optionalNamespaces: {} }, served),
      ).toThrow(new UnsupportedProposalError(message))
    }
  })
})

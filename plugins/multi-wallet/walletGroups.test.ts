import { describe, expect, it } from "vitest"
import {
  AccountState,
  type CaipNetwork,
  ConnectionState,
  type ConnectorInfo,
  solanaDevnet,
} from "../../core"
import { walletGroups } from "./walletGroups"

const alice = "0x52908400098527886E0F7030069857D2E4169EE7"
const bob = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
const sol = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"

const info = (id: string, name: string, icon?: string): ConnectorInfo => ({
  id,
  type: "ANNOUNCED",
  name,
  icon,
  rdns: id,
  chains: ["eip155"],
})

const connectors = [
  info("io.metamask", "MetaMask", "data:image/svg+xml,m"),
  info("walletConnect", "WalletConnect", "data:image/svg+xml,w"),
  info("app.phantom", "Phantom"),
]

/** MetaMask, then a WalletConnect wallet (current) on EVM; Phantom on Solana. */
const connections = (): ConnectionState.ConnectionState<CaipNetwork> => {
  const evm = ConnectionState.connectSucceeded(
    ConnectionState.connectSucceeded(ConnectionState.initialConnectionState, "eip155", {
      connectorId: "io.metamask",
      accounts: [{ address: alice }],
    }),
    "eip155",
    { connectorId: "walletConnect", accounts: [{ address: bob }] },
  )
  return ConnectionState.connectSucceeded(evm, "solana", {
    connectorId: "app.phantom",
    accounts: [{ address: sol }],
    chainId: solanaDevnet.id,
  })
}

/** Each family's account slot shows its current wallet as it answered. */
const accounts: AccountState.AccountsState = {
  eip155: {
    ...AccountState.initialAccountState,
    address: bob,
    connectedWalletInfo: { name: "Sandbox WalletConnect Wallet", icon: "https://w.example/i.png" },
  },
  solana: {
    ...AccountState.initialAccountState,
    address: sol,
    connectedWalletInfo: { name: "Phantom" },
  },
}

const summary = (activeChain: "eip155" | "solana" | undefined) =>
  walletGroups({
    connections: connections(),
    accounts,
    connectors,
    activeChain,
    recentWallets: [],
  }).map(({ namespace, rows }) => [
    namespace,
    rows.map((row) => [row.connectorId, row.name, row.icon, row.address, row.current]),
  ])

describe("walletGroups: ProfileWallets' rows", () => {
  it("groups every connection by chain family in the kit's order, each family's wallets in the order they connected", () => {
    expect(summary("eip155")).toEqual([
      [
        "eip155",
        [
          ["io.metamask", "MetaMask", "data:image/svg+xml,m", alice, false],
          ["walletConnect", "Sandbox WalletConnect Wallet", "https://w.example/i.png", bob, true],
        ],
      ],
      ["solana", [["app.phantom", "Phantom", undefined, sol, false]]],
    ])
  })

  it("spec 3: only the active family's current connection is current; another family's current one is active", () => {
    const current = (activeChain: "eip155" | "solana" | undefined) =>
      walletGroups({
        connections: connections(),
        accounts,
        connectors,
        activeChain,
        recentWallets: [],
      })
        .flatMap(({ rows }) => rows)
        .filter((row) => row.current)
        .map((row) => row.connectorId)
    expect(current("eip155")).toEqual(["walletConnect"])
    expect(current("solana")).toEqual(["app.phantom"])
    expect(current(undefined)).toEqual([])
  })

  it("a wallet the connector list no longer has is named by its connector id", () => {
    const groups = walletGroups({
      connections: connections(),
      accounts: {},
      connectors: [],
      activeChain: "eip155",
      recentWallets: [],
    })
    expect(groups.flatMap(({ rows }) => rows.map((row) => [row.name, row.icon]))).toEqual([
      ["io.metamask", undefined],
      ["walletConnect", undefined],
      ["app.phantom", undefined],
    ])
  })

  it("spec 3 recentConnections: each family's recent wallets not connected now follow its connected ones, the latest ended first; a family with only recent ones is listed", () => {
    // MetaMask, then Phantom, disconnected; the WalletConnect wallet stays.
    const ended = ConnectionState.disconnect(
      ConnectionState.disconnect(connections(), "eip155", "io.metamask"),
      "solana",
      "app.phantom",
    )
    const groups = walletGroups({
      connections: ended,
      accounts,
      // MetaMask since uninstalled.
      connectors: connectors.filter((listed) => listed.id !== "io.metamask"),
      activeChain: "eip155",
      recentWallets: [],
    })
    expect(groups.map(({ namespace, rows, recent }) => [namespace, rows.length, recent])).toEqual([
      [
        "eip155",
        1,
        [
          {
            namespace: "eip155",
            connectorId: "io.metamask",
            name: "io.metamask",
            icon: undefined,
            address: alice,
            connectAgain: { _tag: "NotInstalled" },
          },
        ],
      ],
      [
        "solana",
        0,
        [
          {
            namespace: "solana",
            connectorId: "app.phantom",
            name: "Phantom",
            icon: undefined,
            address: sol,
            connectAgain: { _tag: "InPlace" },
          },
        ],
      ],
    ])
  })

  it("a recent wallet: connected again in place, on its own connecting view (a pairing), or not at all when no longer installed, then named as the recent wallets remember it", () => {
    const had = (connectorId: string, address: string) =>
      ConnectionState.disconnect(
        ConnectionState.connectSucceeded(ConnectionState.initialConnectionState, "eip155", {
          connectorId,
          accounts: [{ address }],
        }),
        "eip155",
        connectorId,
      )
    const recentOf = (state: ConnectionState.ConnectionState<CaipNetwork>) =>
      walletGroups({
        connections: state,
        accounts: {},
        connectors: [
          info("io.metamask", "MetaMask", "data:image/svg+xml,m"),
          { ...info("walletConnect", "WalletConnect"), connectingView: "ConnectingWalletConnect" },
        ],
        activeChain: undefined,
        recentWallets: [{ id: "io.rabby", name: "Rabby", imageUrl: "data:image/svg+xml,r" }],
      }).flatMap(({ recent }) => recent.map((row) => [row.name, row.icon, row.connectAgain]))
    expect(recentOf(had("io.metamask", alice))).toEqual([
      ["MetaMask", "data:image/svg+xml,m", { _tag: "InPlace" }],
    ])
    expect(recentOf(had("walletConnect", bob))).toEqual([
      ["WalletConnect", undefined, { _tag: "OnView", view: "ConnectingWalletConnect" }],
    ])
    expect(recentOf(had("io.rabby", bob))).toEqual([
      ["Rabby", "data:image/svg+xml,r", { _tag: "NotInstalled" }],
    ])
  })

  it("nothing connected: no group", () => {
    expect(
      walletGroups({
        connections: ConnectionState.initialConnectionState,
        accounts: {},
        connectors,
        activeChain: "eip155",
        recentWallets: [],
      }),
    ).toEqual([])
  })
})

import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { polygon } from "../chains/defaultNetworks"
import { ConnectorAlreadyConnectedError } from "../errors/ConnectorAlreadyConnectedError"
import { ConnectorUnavailableReconnectingError } from "../errors/ConnectorUnavailableReconnectingError"
import type { Connection, ConnectionState } from "./ConnectionState"
import {
  accountsChanged,
  chainChanged,
  connectFailed,
  connectionCount,
  connectorStatus,
  connectSucceeded,
  createConnectionStore,
  currentConnection,
  disconnect,
  familiesOf,
  initialConnectionState,
  normalizeChainId,
  recentConnectionsOf,
  reconnectFinished,
  reconnectOrder,
  setConnectionFields,
  startConnecting,
  startReconnecting,
  useConnection,
} from "./ConnectionState"

const connection = (connectorId: string, address: string): Connection => ({
  connectorId,
  accounts: [{ address }],
  chainId: 1,
})
const injected = connection("injected", "0xaaa")
const walletConnect = connection("paired-wallet", "0xbbb")
const coinbase = connection("coinbaseWallet", "0xccc")

const withThree: ConnectionState = [injected, walletConnect, coinbase].reduce<ConnectionState>(
  (state, c) => connectSucceeded(state, "eip155", c),
  initialConnectionState,
)

describe("ConnectionState", () => {
  it("starts disconnected with no connections", () => {
    expect(createConnectionStore().getSnapshot()).toEqual({
      connections: {},
      currentConnectorIds: {},
      recentConnections: {},
      status: "disconnected",
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      buffering: false,
      isSwitchingConnection: false,
    })
  })

  it("a connect goes from disconnected to connecting", () => {
    expect(
      Result.getOrThrow(startConnecting(initialConnectionState, "eip155", "injected")).status,
    ).toBe("connecting")
  })

  it("connecting to the already-current connector is an error", () => {
    const state = connectSucceeded(initialConnectionState, "eip155", injected)
    expect(startConnecting(state, "eip155", "injected")).toEqual(
      Result.fail(new ConnectorAlreadyConnectedError({ connectorId: "injected" })),
    )
  })

  it("connecting while a session is being restored is 'Unavailable while reconnecting.'", () => {
    expect(
      startConnecting(startReconnecting(initialConnectionState), "eip155", "injected"),
    ).toEqual(Result.fail(new ConnectorUnavailableReconnectingError({ connectorId: "injected" })))
  })

  it("a connect adds a connection and makes it current", () => {
    const state = connectSucceeded(initialConnectionState, "eip155", injected)
    expect(state.connections).toEqual({ eip155: [injected] })
    expect(state.status).toBe("connected")
    expect(currentConnection(state, "eip155")).toBe(injected)
    const second = connectSucceeded(state, "eip155", walletConnect)
    expect(second.connections.eip155).toEqual([injected, walletConnect])
    expect(currentConnection(second, "eip155")).toBe(walletConnect)
  })

  it("a failed connect returns to connected if a current connection exists", () => {
    const state = Result.getOrThrow(
      startConnecting(
        connectSucceeded(initialConnectionState, "eip155", injected),
        "eip155",
        "paired-wallet",
      ),
    )
    expect(connectFailed(state).status).toBe("connected")
  })

  it("a failed connect returns to disconnected if no current connection exists", () => {
    const state = Result.getOrThrow(startConnecting(initialConnectionState, "eip155", "injected"))
    expect(connectFailed(state).status).toBe("disconnected")
  })

  it("disconnect removes the connection and makes the next remaining one current", () => {
    const state = disconnect(withThree, "eip155", "coinbaseWallet")
    expect(state.connections.eip155).toEqual([injected, walletConnect])
    expect(state.currentConnectorIds.eip155).toBe("injected")
    expect(state.status).toBe("connected")
    const middle = disconnect(
      { ...withThree, currentConnectorIds: { eip155: "paired-wallet" } },
      "eip155",
      "paired-wallet",
    )
    expect(middle.currentConnectorIds.eip155).toBe("coinbaseWallet")
  })

  it("disconnect of a connection that is not current keeps the current one", () => {
    expect(disconnect(withThree, "eip155", "injected").currentConnectorIds.eip155).toBe(
      "coinbaseWallet",
    )
  })

  it("disconnect leaves the status disconnected when none remain", () => {
    const state = disconnect(
      connectSucceeded(initialConnectionState, "eip155", injected),
      "eip155",
      "injected",
    )
    expect(state.connections).toEqual({})
    expect(state.currentConnectorIds).toEqual({})
    expect(state.status).toBe("disconnected")
  })

  it("an account change with no accounts disconnects", () => {
    const state = accountsChanged(
      connectSucceeded(initialConnectionState, "eip155", injected),
      "eip155",
      "injected",
      [],
    )
    expect(state.status).toBe("disconnected")
    expect(state.connections).toEqual({})
  })

  it("an account change updates the connection's accounts", () => {
    const state = accountsChanged(withThree, "eip155", "injected", [{ address: "0xddd" }])
    expect(state.connections.eip155?.[0]?.accounts).toEqual([{ address: "0xddd" }])
  })

  it("a chain change updates the network, converting hex chain ids to decimal", () => {
    const state = chainChanged(withThree, "eip155", "injected", "0x89", polygon)
    expect(state.connections.eip155?.[0]).toEqual({
      ...injected,
      chainId: 137,
      caipNetwork: polygon,
    })
  })

  it("hex chain ids are converted to decimal", () => {
    expect(normalizeChainId("0x89")).toBe(137)
    expect(normalizeChainId("0x1")).toBe(1)
    expect(normalizeChainId("10")).toBe(10)
    expect(normalizeChainId(8453)).toBe(8453)
    expect(normalizeChainId("5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")).toBe(
      "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
    )
  })

  it("reconnecting on page restore", () => {
    expect(startReconnecting(initialConnectionState).status).toBe("reconnecting")
  })

  it("reconnect tries the recent connector first", () => {
    expect(reconnectOrder("paired-wallet", ["injected", "paired-wallet", "safe"])).toEqual([
      "paired-wallet",
      "injected",
      "safe",
    ])
    expect(reconnectOrder(undefined, ["injected"])).toEqual(["injected"])
  })

  it("reconnect ends connected if any succeeded", () => {
    const state = reconnectFinished(startReconnecting(initialConnectionState), [
      { namespace: "eip155", connection: walletConnect },
      { namespace: "eip155", connection: injected },
    ])
    expect(state.status).toBe("connected")
    expect(state.connections).toEqual({ eip155: [walletConnect, injected] })
    expect(state.currentConnectorIds).toEqual({ eip155: "paired-wallet" })
  })

  it("reconnect ends disconnected with connections cleared if none succeeded", () => {
    const state = reconnectFinished(startReconnecting(withThree), [])
    expect(state.status).toBe("disconnected")
    expect(state.connections).toEqual({})
    expect(state.currentConnectorIds).toEqual({})
  })

  it("per connector: connected (current), active (connected, not current), disconnected", () => {
    expect(connectorStatus(withThree, "eip155", "coinbaseWallet")).toBe("connected")
    expect(connectorStatus(withThree, "eip155", "injected")).toBe("active")
    expect(connectorStatus(withThree, "eip155", "ledger")).toBe("disconnected")
    expect(connectorStatus(withThree, "solana", "injected")).toBe("disconnected")
  })

  it("keeps WalletConnect fields", () => {
    const state = setConnectionFields(initialConnectionState, {
      wcUri: "wc:abc@2",
      wcPairingExpiry: 1_700_000_300_000,
      wcLinking: { name: "Rainbow", href: "rainbow://" },
      wcError: true,
      buffering: true,
      isSwitchingConnection: true,
    })
    expect([
      state.wcUri,
      state.wcPairingExpiry,
      state.wcLinking,
      state.wcError,
      state.buffering,
      state.isSwitchingConnection,
    ]).toEqual([
      "wc:abc@2",
      1_700_000_300_000,
      { name: "Rainbow", href: "rainbow://" },
      true,
      true,
      true,
    ])
  })
})

describe("useConnection (spec 4 switching a connection)", () => {
  const twoAccounts: Connection = {
    connectorId: "paired-wallet",
    accounts: [{ address: "0xbbb" }, { address: "0xddd" }],
    chainId: 1,
  }
  const state = connectSucceeded(withThree, "eip155", twoAccounts)

  it("makes the chosen connection current, the chosen account first", () => {
    const used = useConnection(state, "eip155", "paired-wallet", "0xddd")
    expect(used.currentConnectorIds.eip155).toBe("paired-wallet")
    expect(currentConnection(used, "eip155")?.accounts).toEqual([
      { address: "0xddd" },
      { address: "0xbbb" },
    ])
    const back = useConnection(used, "eip155", "injected", "0xaaa")
    expect(currentConnection(back, "eip155")?.connectorId).toBe("injected")
  })

  it("changes nothing for a connector it does not hold, or an account that is not the connection's", () => {
    expect(useConnection(state, "eip155", "nobody", "0xaaa")).toBe(state)
    expect(useConnection(state, "eip155", "injected", "0xddd")).toBe(state)
    expect(useConnection(state, "solana", "injected", "0xaaa")).toBe(state)
  })
})

describe("familiesOf and connectionCount", () => {
  it("name the families a connector is connected in, and count every family's connections", () => {
    const both = connectSucceeded(withThree, "solana", connection("paired-wallet", "7xKX"))
    expect(familiesOf(both, "paired-wallet")).toEqual(["eip155", "solana"])
    expect(familiesOf(both, "injected")).toEqual(["eip155"])
    expect(familiesOf(both, "nobody")).toEqual([])
    expect([connectionCount(both), connectionCount(initialConnectionState)]).toEqual([4, 0])
  })
})

describe("recent connections (spec 3 connection state: recentConnections)", () => {
  it("a disconnected connection becomes its family's most recent one, the latest ended first; connecting it again takes it off", () => {
    const afterTwo = disconnect(
      disconnect(withThree, "eip155", "injected"),
      "eip155",
      "coinbaseWallet",
    )
    expect(recentConnectionsOf(afterTwo, "eip155")).toEqual([coinbase, injected])
    expect(recentConnectionsOf(afterTwo, "solana")).toEqual([])
    const again = connectSucceeded(afterTwo, "eip155", injected)
    expect(recentConnectionsOf(again, "eip155")).toEqual([coinbase])
    const ended = disconnect(again, "eip155", "injected")
    // Ended again: one entry, first.
    expect(recentConnectionsOf(ended, "eip155")).toEqual([injected, coinbase])
  })

  it("a connector that holds no connection in the family leaves the recent ones as they are", () => {
    const afterOne = disconnect(withThree, "eip155", "injected")
    expect(disconnect(afterOne, "eip155", "unknown")).toBe(afterOne)
  })
})

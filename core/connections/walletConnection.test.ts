import { describe, expect, it } from "vitest"
import { foyerDevnet } from "../chains/foyerDevnet"
import type { ConnectedWallet } from "../connectors/Connector"
import { walletConnection } from "./walletConnection"

const devnet = foyerDevnet("http://127.0.0.1:8545")
const address = "0x00000000000000000000000000000000000000a1"

/** An EVM wallet session on the devnet, with `auth` when given. */
const wallet = (auth?: ConnectedWallet["auth"]): ConnectedWallet => ({
  namespace: "eip155",
  info: {
    id: "AUTH",
    type: "AUTH",
    name: "Email",
    icon: undefined,
    rdns: undefined,
    chains: ["eip155"],
  },
  accounts: [address],
  chainId: 31337,
  provider: { request: async () => undefined, on: () => {}, removeListener: () => {} },
  subscribe: () => () => {},
  ...(auth === undefined ? {} : { auth }),
})

describe("walletConnection", () => {
  it("makes the family's connection: the accounts, the chain id and the configured network", () => {
    expect(walletConnection([devnet], wallet())).toEqual({
      connectorId: "AUTH",
      accounts: [{ address }],
      chainId: 31337,
      caipNetwork: devnet,
    })
  })

  it("spec 3: keeps how an embedded wallet was signed in and its user, which the account shows", () => {
    const user = {
      email: null,
      address,
      chainId: 31337,
      accounts: [{ address, type: "eoa" as const }],
      userName: "alice",
    }
    expect(
      walletConnection([devnet], wallet({ name: "farcaster", username: "alice", user })).auth,
    ).toEqual({ name: "farcaster", username: "alice", user })
  })
})

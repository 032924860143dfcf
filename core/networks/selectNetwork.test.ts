import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { createAccountStore, setAccount } from "../accounts/AccountState"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { ethereum, polygon, solana } from "../chains/defaultNetworks"
import { type ConnectionState, initialConnectionState } from "../connections/ConnectionState"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { coreModalStore } from "../modal/modalFixtures"
import { createStore } from "../state/Store"
import { configuredNetworkState, createNetworkStore } from "./NetworkState"
import { type SelectNetworkOptions, selectNetwork } from "./selectNetwork"

const address = "0x1111111111111111111111111111111111111111"
const networks: ReadonlyArray<CaipNetwork> = [ethereum, polygon, solana]

const connector = (id: string, type: ConnectorInfo["type"]): ConnectorInfo => ({
  id,
  type,
  name: id,
  icon: undefined,
  rdns: undefined,
  chains: ["eip155", "solana"],
})

/**
 * Ethereum active; `connectedWith` (a connector id) connected on EVM with `address`, or nothing
 * connected; the modal open on `history` (closed when empty).
 */
const setUp = (
  options: {
    readonly connectedWith?: ConnectorInfo
    readonly history?: ReadonlyArray<string>
  } = {},
) => {
  const { connectedWith, history = ["Account", "SwitchNetwork"] } = options
  const network = createNetworkStore(configuredNetworkState(networks, ethereum))
  const accounts = createAccountStore(
    connectedWith === undefined ? {} : setAccount({}, "eip155", { address }),
  )
  const connection = createStore<ConnectionState<CaipNetwork>>({
    ...initialConnectionState,
    currentConnectorIds: connectedWith === undefined ? {} : { eip155: connectedWith.id },
  })
  const connectors = createStore<ReadonlyArray<ConnectorInfo>>(
    connectedWith === undefined ? [] : [connectedWith],
  )
  const modal = coreModalStore({ accountConnected: connectedWith !== undefined })
  if (history.length > 0) {
    modal.update((state) => ({
      ...state,
      open: true,
      router: { ...state.router, history: history.map((name) => ({ name })) },
    }))
  }
  const switched: Array<string> = []
  const choose = (caipNetworkId: string, chooseOptions?: SelectNetworkOptions) =>
    Effect.runPromise(
      selectNetwork(
        {
          networks,
          network,
          accounts,
          connection,
          connectors,
          modal,
          switchNetwork: (id) =>
            networks.some((n) => n.caipNetworkId === id)
              ? Effect.sync(() => void switched.push(id))
              : Effect.fail(`not configured: ${id}`),
        },
        caipNetworkId,
        chooseOptions,
      ),
    )
  const shown = () => modal.getSnapshot().router.history
  return { choose, switched, shown, modal }
}

const metaMask = connector("io.metamask", "ANNOUNCED")

describe("selectNetwork (spec 2, network switching target view)", () => {
  it("nothing happens if the target is already the active network", async () => {
    const { choose, switched, shown } = setUp({ connectedWith: metaMask })
    await choose(ethereum.caipNetworkId)
    expect(switched).toEqual([])
    expect(shown()).toEqual([{ name: "Account" }, { name: "SwitchNetwork" }])
  })

  it("otherwise SwitchNetwork opens: from the network list it takes the list's place, and the switch starts at once", async () => {
    const { choose, switched, shown } = setUp({ connectedWith: metaMask })
    await choose(polygon.caipNetworkId)
    expect(shown()).toEqual([
      { name: "Account" },
      { name: "SwitchNetwork", data: { network: polygon } },
    ])
    expect(switched).toEqual([polygon.caipNetworkId])
  })

  it("SwitchActiveChain opens when the user is connected on the current chain, the target is a different chain family, and the user has no account on the target", async () => {
    const { choose, switched, shown } = setUp({ connectedWith: metaMask })
    await choose(solana.caipNetworkId)
    expect(shown()).toEqual([
      { name: "Account" },
      { name: "SwitchNetwork" },
      {
        name: "SwitchActiveChain",
        data: {
          switchToChain: "solana",
          navigateTo: "Connect",
          navigateWithReplace: true,
          network: solana,
        },
      },
    ])
    // That view switches once the visitor goes on.
    expect(switched).toEqual([])
  })

  it("SwitchNetwork opens when the caller asks to skip confirmation", async () => {
    const { choose, switched, shown } = setUp({ connectedWith: metaMask })
    await choose(solana.caipNetworkId, { ignoreSwitchConfirmation: true })
    expect(shown().at(-1)).toEqual({ name: "SwitchNetwork", data: { network: solana } })
    expect(switched).toEqual([solana.caipNetworkId])
  })

  it("SwitchNetwork opens when the current connector is the embedded AUTH wallet and the target chain is EVM or Solana", async () => {
    const { choose, shown } = setUp({ connectedWith: connector("AUTH", "AUTH") })
    await choose(solana.caipNetworkId)
    expect(shown().at(-1)).toEqual({ name: "SwitchNetwork", data: { network: solana } })
  })

  it("with nothing connected, SwitchNetwork: the kit switches alone", async () => {
    const { choose, switched, shown } = setUp({ history: ["SwitchNetwork"] })
    await choose(solana.caipNetworkId)
    expect(shown()).toEqual([{ name: "SwitchNetwork", data: { network: solana } }])
    expect(switched).toEqual([solana.caipNetworkId])
  })

  it("pushes the view over another one, and opens the modal on it when it is closed", async () => {
    const onAccount = setUp({ connectedWith: metaMask, history: ["Account"] })
    await onAccount.choose(polygon.caipNetworkId)
    expect(onAccount.shown()).toEqual([
      { name: "Account" },
      { name: "SwitchNetwork", data: { network: polygon } },
    ])
    const closed = setUp({ connectedWith: metaMask, history: [] })
    await closed.choose(polygon.caipNetworkId)
    expect(closed.modal.getSnapshot().open).toBe(true)
    expect(closed.shown()).toEqual([{ name: "SwitchNetwork", data: { network: polygon } }])
  })

  it("an id that is not configured fails as switching does, and shows nothing", async () => {
    const { choose, shown } = setUp({ connectedWith: metaMask })
    await expect(choose("eip155:999")).rejects.toThrow("not configured: eip155:999")
    expect(shown()).toEqual([{ name: "Account" }, { name: "SwitchNetwork" }])
  })
})

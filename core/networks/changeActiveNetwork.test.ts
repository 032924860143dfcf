import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { createAccountStore, setAccount } from "../accounts/AccountState"
import { ethereum, polygon } from "../chains/defaultNetworks"
import type { CaipNetworkId } from "../chains/parseCaipNetworkId"
import { coreModalStore } from "../modal/modalFixtures"
import type { ActiveNetworkOptions } from "./changeActiveNetwork"
import {
  applyActiveNetworkChange,
  changeActiveNetwork,
  planActiveNetworkChange,
} from "./changeActiveNetwork"
import { createNetworkStore, initialNetworkState, setNamespaceNetworks } from "./NetworkState"

const address = "0x1111111111111111111111111111111111111111"
const strict: ActiveNetworkOptions = { enableNetworkSwitch: true, allowUnsupportedChain: false }
const onlyEthereum = setNamespaceNetworks(initialNetworkState, "eip155", {
  requestedCaipNetworks: [ethereum],
})

const setup = () => {
  const network = createNetworkStore(onlyEthereum)
  const accounts = createAccountStore(setAccount({}, "eip155", { address }))
  const modal = coreModalStore({ accountConnected: true })
  const stored: Array<CaipNetworkId> = []
  const save = (id: CaipNetworkId) => Effect.sync(() => void stored.push(id))
  return { stores: { network, accounts, modal }, stored, save }
}

describe("changeActiveNetwork", () => {
  it("switches the active namespace and address", () => {
    const change = planActiveNetworkChange(onlyEthereum, ethereum, address, strict)
    expect(change).toEqual({
      network: ethereum,
      activeChain: "eip155",
      activeCaipAddress: `eip155:1:${address}`,
      storedNetworkId: "eip155:1",
      openView: undefined,
    })
    const state = applyActiveNetworkChange(onlyEthereum, change)
    expect(state.activeChain).toBe("eip155")
    expect(state.activeCaipNetwork).toBe(ethereum)
    expect(state.activeCaipAddress).toBe(`eip155:1:${address}`)
    expect(state.namespaces.eip155?.caipNetwork).toBe(ethereum)
  })

  it("has no active address when no account is connected on the network's namespace", () => {
    expect(
      planActiveNetworkChange(onlyEthereum, ethereum, undefined, strict).activeCaipAddress,
    ).toBe(undefined)
  })

  it("opens UnsupportedChain if the network is unsupported, switching is enabled and unsupported chains are not allowed", () => {
    expect(planActiveNetworkChange(onlyEthereum, polygon, address, strict).openView).toEqual({
      name: "UnsupportedChain",
    })
  })

  it("does not open UnsupportedChain when switching is disabled or unsupported chains are allowed", () => {
    expect(
      planActiveNetworkChange(onlyEthereum, polygon, address, {
        ...strict,
        enableNetworkSwitch: false,
      }).openView,
    ).toBeUndefined()
    expect(
      planActiveNetworkChange(onlyEthereum, polygon, address, {
        ...strict,
        allowUnsupportedChain: true,
      }).openView,
    ).toBeUndefined()
  })

  it("changing the active network stores the selected network locally and returns the change", async () => {
    const { stores, stored, save } = setup()
    const change = await Effect.runPromise(
      Effect.provide(changeActiveNetwork(stores, save, strict, ethereum), TestClock.layer()),
    )
    expect(change).toEqual({
      network: ethereum,
      activeChain: "eip155",
      activeCaipAddress: `eip155:1:${address}`,
      storedNetworkId: "eip155:1",
      openView: undefined,
    })
    expect(stored).toEqual(["eip155:1"])
    expect(stores.network.getSnapshot().activeCaipAddress).toBe(`eip155:1:${address}`)
    expect(stores.modal.getSnapshot().activeChain).toBe("eip155")
    expect(stores.modal.getSnapshot().selectedNetworkId).toBe("eip155:1")
    expect(stores.modal.getSnapshot().open).toBe(false)
  })

  it("changing to an unsupported network opens the modal on UnsupportedChain", async () => {
    const { stores, save } = setup()
    await Effect.runPromise(
      Effect.provide(changeActiveNetwork(stores, save, strict, polygon), TestClock.layer()),
    )
    expect(stores.modal.getSnapshot().open).toBe(true)
    expect(stores.modal.getSnapshot().router.history).toEqual([{ name: "UnsupportedChain" }])
  })
})

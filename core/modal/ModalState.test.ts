import { describe, expect, it } from "vitest"
import type { ModalState, OpeningContext } from "./ModalState"
import {
  close,
  goBackOrClose,
  initialModalState,
  isCloseDisabled,
  openingView,
  setActiveNetwork,
  setInitialized,
  setLoading,
  showOpened,
  startOpening,
} from "./ModalState"

const disconnectedWithAdapters: OpeningContext = {
  addressConnected: false,
  hasAdapters: true,
  manualWalletConnectControl: false,
  isMobile: false,
}
const on = (...names: ReadonlyArray<string>): ModalState => ({
  ...initialModalState,
  open: true,
  loading: true,
  router: { history: names.map((name) => ({ name })), transactionStack: [] },
})

describe("ModalState", () => {
  it("starts closed, not loading, on Connect", () => {
    expect(initialModalState).toEqual({
      loading: false,
      open: false,
      selectedNetworkId: undefined,
      activeChain: undefined,
      initialized: false,
      shake: false,
      router: { history: [{ name: "Connect" }], transactionStack: [] },
    })
  })

  it("open with a target view shows that view", () => {
    expect(openingView({ ...disconnectedWithAdapters, view: { name: "AllWallets" } })).toEqual({
      name: "AllWallets",
    })
  })

  it("open without a target view shows Account if an address is connected", () => {
    expect(openingView({ ...disconnectedWithAdapters, addressConnected: true })).toEqual({
      name: "Account",
    })
  })

  it("open without a target view shows Connect if no address is connected", () => {
    expect(openingView(disconnectedWithAdapters)).toEqual({ name: "Connect" })
  })

  it("open with no adapters and no connected address shows ConnectingWalletConnectBasic", () => {
    const noAdapters = { ...disconnectedWithAdapters, hasAdapters: false }
    expect(openingView(noAdapters)).toEqual({ name: "ConnectingWalletConnectBasic" })
    expect(openingView({ ...noAdapters, view: { name: "Account" } })).toEqual({
      name: "ConnectingWalletConnectBasic",
    })
  })

  it("open with no adapters shows AllWallets on mobile", () => {
    expect(
      openingView({ ...disconnectedWithAdapters, hasAdapters: false, isMobile: true }),
    ).toEqual({ name: "AllWallets" })
  })

  it("open with manual WalletConnect control shows ConnectingWalletConnectBasic (AllWallets on mobile)", () => {
    const manual = { ...disconnectedWithAdapters, manualWalletConnectControl: true }
    expect(openingView(manual)).toEqual({ name: "ConnectingWalletConnectBasic" })
    expect(openingView({ ...manual, isMobile: true })).toEqual({ name: "AllWallets" })
  })

  it("open with no adapters but a connected address shows Account", () => {
    expect(
      openingView({ ...disconnectedWithAdapters, hasAdapters: false, addressConnected: true }),
    ).toEqual({ name: "Account" })
  })

  it("opening sets loading, then shows the view", () => {
    const loading = startOpening(initialModalState)
    expect(loading).toEqual({ ...initialModalState, loading: true })
    expect(showOpened(loading, { name: "Account" })).toEqual({
      ...initialModalState,
      loading: true,
      open: true,
      router: { history: [{ name: "Account" }], transactionStack: [] },
    })
  })

  it("closing resets to Connect and clears loading", () => {
    expect(
      close(on("Account", "SwitchNetwork"), { embedded: false, accountConnected: true }),
    ).toEqual({
      ...initialModalState,
      open: false,
      loading: false,
    })
  })

  it("in embedded mode closing shows Account if connected", () => {
    const closed = close(on("Account", "SwitchNetwork"), { embedded: true, accountConnected: true })
    expect(closed.router.history).toEqual([{ name: "Account" }])
    expect(closed.open).toBe(false)
  })

  it("in embedded mode closing shows Connect if not connected", () => {
    const closed = close(on("AllWallets"), { embedded: true, accountConnected: false })
    expect(closed.router.history).toEqual([{ name: "Connect" }])
  })

  it("close is disabled while the current view's close guard holds", () => {
    const calls: Array<string> = []
    const guardOf = (view: string) => {
      calls.push(view)
      return view === "FakeSignIn" ? () => true : undefined
    }
    expect(isCloseDisabled(on("FakeSignIn"), guardOf)).toBe(true)
    expect(isCloseDisabled(on("FakeSignIn", "Account"), guardOf)).toBe(false)
    expect(calls).toEqual(["FakeSignIn", "Account"])
  })

  it("close is enabled when the guard does not hold or the view has no guard", () => {
    expect(isCloseDisabled(on("FakeSignIn"), () => () => false)).toBe(false)
    expect(isCloseDisabled(on("Account"), () => undefined)).toBe(false)
  })

  it("the guard is read at the moment of the close", () => {
    let sessionExists = false
    const guardOf = (view: string) => (view === "FakeSignIn" ? () => !sessionExists : undefined)
    const state = on("Account", "FakeSignIn")
    expect(isCloseDisabled(state, guardOf)).toBe(true)
    sessionExists = true
    expect(isCloseDisabled(state, guardOf)).toBe(false)
  })

  it("goBack closes the modal when one entry remains", () => {
    const closed = goBackOrClose(on("AllWallets"), { embedded: false, accountConnected: false })
    expect(closed.open).toBe(false)
    expect(closed.router.history).toEqual([{ name: "Connect" }])
  })

  it("goBackOrCloseModal goes back when there is a previous view", () => {
    const back = goBackOrClose(on("Connect", "AllWallets"), {
      embedded: false,
      accountConnected: false,
    })
    expect(back.open).toBe(true)
    expect(back.router.history).toEqual([{ name: "Connect" }])
  })

  it("sets loading, initialized and the active network", () => {
    expect(setLoading(initialModalState, true).loading).toBe(true)
    expect(setLoading(initialModalState, false)).toBe(initialModalState)
    expect(setInitialized(initialModalState).initialized).toBe(true)
    const state = setActiveNetwork(initialModalState, "eip155", "eip155:137")
    expect([state.activeChain, state.selectedNetworkId]).toEqual(["eip155", "eip155:137"])
  })
})

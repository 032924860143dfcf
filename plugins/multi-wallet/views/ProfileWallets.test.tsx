// @vitest-environment happy-dom
import { Effect, Option } from "effect"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  type ChainAdapter,
  type ConnectedWallet,
  type Connector,
  type ConnectorInfo,
  definePlugin,
  definePluginKit,
  solanaDevnet,
} from "../../../core"
import {
  accountLoaded,
  alice,
  bob,
  connectWallet,
  type HeldRequest,
  holdRequest,
  startTestKit,
  until,
} from "../../../test/testFoyerClient"
import { shortenAddress } from "../../../ui/format/shortenAddress"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { multiWallet } from "../index"
import { en } from "../messages/en"

const sol = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
const carol = "0x000000000000000000000000000000000000c0De"
/** Rabby's icon (any data:image/ URL the kit accepts). */
const rabbyIcon =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="

/**
 * A Solana wallet for the test kit, through the kernel's chain-adapter seam: a plugin whose kit
 * brings the family's adapter (which asks nothing of the wallet) and one wallet, "Phantom",
 * that connects at once with `sol` on Solana devnet; `uninstall` takes Phantom off the page.
 * With `connectingView`, Phantom names its own connecting view (as a pairing does).
 */
const solanaFamily = (connectingView?: string) => {
  let installed = true
  const listeners = new Set<() => void>()
  const info: ConnectorInfo = {
    id: "app.phantom",
    type: "ANNOUNCED",
    name: "Phantom",
    icon: undefined,
    rdns: "app.phantom",
    chains: ["solana"],
    ...(connectingView === undefined ? {} : { connectingView }),
  }
  const wallet: ConnectedWallet = {
    info,
    namespace: "solana",
    handle: {},
    accounts: [sol],
    chainId: solanaDevnet.id,
    subscribe: () => () => {},
  }
  const phantom: Connector = {
    info,
    connect: () => Effect.succeed(wallet),
    restore: Effect.succeed(undefined),
    disconnect: () => Effect.void,
  }
  const adapter: ChainAdapter = {
    namespace: "solana",
    chainReferenceOf: (network) => network.id,
    sameAddress: (a, b) => a === b,
    reportedAccounts: () => Effect.succeed(Option.none()),
    reportedChain: () => Effect.succeed(Option.none()),
    switchNetwork: () => Effect.void,
    signMessage: (_wallet, _address, message) => Effect.succeed(message),
  }
  const kit = definePluginKit({
    connectors: [
      () => ({
        list: () => (installed ? [phantom] : []),
        subscribe: (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        dispose: Effect.void,
      }),
    ],
    chainAdapters: [adapter],
  })
  const plugin = definePlugin({
    id: "test-solana",
    chainNamespaces: ["solana"],
    kit: async () => ({ default: kit }),
  })
  const uninstall = () => {
    installed = false
    for (const listener of listeners) listener()
  }
  return { plugin, uninstall }
}

/**
 * The whole kit with multiWallet() and a Solana family, on Ethereum, Optimism and Solana
 * devnet: MetaMask (alice), then Phantom, then Rabby (bob) connected, so Rabby is current and
 * EVM the active family; open on ProfileWallets.
 */
const openWallets = async (phantomView?: string) => {
  const solana = solanaFamily(phantomView)
  const kit = await startTestKit({
    networks: ["eip155:1", "eip155:10", solanaDevnet.caipNetworkId],
    plugins: [multiWallet(), solana.plugin],
  })
  await connectWallet(kit)
  await kit.client.connect("app.phantom")
  const rabby = kit.install("io.rabby", "Rabby", {
    accounts: [bob],
    chainId: 1,
    knownChainIds: [1, 10],
    icon: rabbyIcon,
  })
  await kit.client.connect("io.rabby")
  await accountLoaded(kit.client)
  const { dialog } = track(await openView(kit.client, { name: "ProfileWallets" }))
  return { kit, dialog, rabby, uninstallPhantom: solana.uninstall }
}

/** Each list's name (a family's heading, or its recent wallets' label), and its rows as a reader meets them. */
const shown = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll("ul")].map((list) => [
    list.getAttribute("aria-label") ??
      document.getElementById(list.getAttribute("aria-labelledby") ?? "")?.textContent,
    [...list.querySelectorAll("li")].map((row) => row.textContent),
  ])

const row = (name: string, address: string, status: "current" | "active") =>
  `${name}${shortenAddress(address)}${en[status === "current" ? "multiWallet.current" : "multiWallet.active"]}${status === "current" ? "" : en["multiWallet.switch"]}`

const named = (
  id: "multiWallet.switchTo" | "multiWallet.disconnect" | "multiWallet.connectTo",
  wallet: string,
  address: string,
) => en[id].replace("{wallet}", wallet).replace("{address}", shortenAddress(address))

/** What the dialog says as alerts (the view's error, and the kit's error toasts). */
const alerts = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)

const current = (kit: Awaited<ReturnType<typeof openWallets>>["kit"]) =>
  kit.client.stores.currentAccount.getSnapshot()?.address

describe("the ProfileWallets view", { timeout: 30_000 }, () => {
  it("lists every connection under its chain family's display name (spec 3): icon, name, short address, the current one marked (spec 3 connected/active)", async () => {
    const { dialog } = await openWallets()
    expect(shown(dialog)).toEqual([
      ["EVM Networks", [row("MetaMask", alice, "active"), row("Rabby", bob, "current")]],
      ["Solana", [row("Phantom", sol, "active")]],
    ])
    // The dialog is named by the view's title, which kept the kernel's id.
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
    expect(title?.textContent).toBe("Wallets")
    // Icons are decorative (the name is the row's text); without one, the name's first letter.
    const icons = [...dialog.querySelectorAll("li")].map(
      (item) =>
        item.querySelector("img")?.getAttribute("src") ??
        item.querySelector("[data-monogram]")?.getAttribute("data-monogram"),
    )
    // MetaMask's is the test wallet's own, announced over EIP-6963.
    expect(icons[0]).toMatch(/^data:image\/svg\+xml,/)
    expect(icons.slice(1)).toEqual([rabbyIcon, "P"])
    expect(dialog.querySelector("li img")?.getAttribute("alt")).toBe("")
    // The current wallet has no Switch; every wallet has its Disconnect, named for it.
    expect(buttonNamed(named("multiWallet.switchTo", "Rabby", bob), dialog)).toBeUndefined()
    expect(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)).toBeDefined()
  })

  it("Switch (spec 4 switching a connection): the chosen wallet becomes current, in its family or another, and the list follows", async () => {
    const { kit, dialog } = await openWallets()
    await click(buttonNamed(named("multiWallet.switchTo", "MetaMask", alice), dialog)!)
    await waitFor(() => current(kit) === alice)
    await waitFor(() => shown(dialog)[0]?.[1]?.[0] === row("MetaMask", alice, "current"))
    expect(shown(dialog)[0]).toEqual([
      "EVM Networks",
      [row("MetaMask", alice, "current"), row("Rabby", bob, "active")],
    ])
    // Said, and the keyboard's focus is on what stays: the chosen wallet's Disconnect.
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(
      "MetaMask is now the current wallet.",
    )
    expect(document.activeElement).toBe(
      buttonNamed(named("multiWallet.disconnect", "MetaMask", alice), dialog),
    )

    await click(buttonNamed(named("multiWallet.switchTo", "Phantom", sol), dialog)!)
    await waitFor(() => current(kit) === sol)
    expect(kit.client.stores.network.getSnapshot().activeChain).toBe("solana")
    await waitFor(() => shown(dialog)[1]?.[1]?.[0] === row("Phantom", sol, "current"))
    // The EVM family keeps MetaMask as its current connection: it is active now.
    expect(shown(dialog)[0]?.[1]?.[0]).toBe(row("MetaMask", alice, "active"))
  })

  it("Disconnect ends that wallet's connection only; the family's next one becomes current (spec 4), and focus goes to Add wallet", async () => {
    const { kit, dialog, rabby } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)!)
    await waitFor(() => current(kit) === alice)
    await waitFor(() => shown(dialog)[0]?.[1]?.length === 1)
    // Rabby stays listed among the family's recent wallets (spec 3 recentConnections).
    expect(shown(dialog)).toEqual([
      ["EVM Networks", [row("MetaMask", alice, "current")]],
      [
        "Recent wallets (EVM Networks)",
        [`Rabby${shortenAddress(bob)}${en["multiWallet.connect"]}`],
      ],
      ["Solana", [row("Phantom", sol, "active")]],
    ])
    // The wallet was asked to end its side too.
    expect(rabby.methods()).toContain("wallet_revokePermissions")
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe("Rabby is disconnected.")
    expect(document.activeElement).toBe(buttonNamed(en["multiWallet.add"], dialog))

    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(() => shown(dialog)[2]?.[0] === "Recent wallets (Solana)")
    // The last one: nothing remains, and the modal closes (spec 4 disconnect).
    await click(buttonNamed(named("multiWallet.disconnect", "MetaMask", alice), dialog)!)
    await until(kit.client.stores.modal, (modal) => !modal.open)
    expect(kit.client.stores.connection.getSnapshot().status).toBe("disconnected")
  })

  it("spec 4 'Invalid connection status': a switch while another connect is under way says so, and the list stays usable", async () => {
    const { kit, dialog } = await openWallets()
    let connecting: Promise<void> = Promise.resolve()
    let prompt: HeldRequest | undefined
    // A wallet the page announces now, which holds its prompt open.
    await act(async () => {
      const slow = kit.install("io.slow", "Slow Wallet", { accounts: [carol] })
      prompt = holdRequest(slow, "eth_requestAccounts")
      connecting = kit.client.connect("io.slow")
      await prompt.asked
      await until(kit.client.stores.connection, (state) => state.status === "connecting")
    })
    await click(buttonNamed(named("multiWallet.switchTo", "MetaMask", alice), dialog)!)
    await waitFor(() => alerts(dialog).includes("Invalid connection status"))
    expect(current(kit)).toBe(bob)
    // The visitor declines in the other wallet; the same Switch now works.
    await act(async () => {
      prompt?.reject()
      await connecting.catch(() => undefined)
    })
    await click(buttonNamed(named("multiWallet.switchTo", "MetaMask", alice), dialog)!)
    await waitFor(() => current(kit) === alice)
    await waitFor(() => !alerts(dialog).includes("Invalid connection status"))
  })

  it("Add wallet opens Connect", async () => {
    const { kit, dialog } = await openWallets()
    await click(buttonNamed(en["multiWallet.add"], dialog)!)
    await waitFor(
      () => kit.client.stores.modal.getSnapshot().router.history.at(-1)?.name === "Connect",
    )
    expect(kit.client.stores.modal.getSnapshot().router.history.map((view) => view.name)).toEqual([
      "ProfileWallets",
      "Connect",
    ])
  })

  it("keyboard alone: every control is a native button in the Tab order, named, row by row, then Add wallet", async () => {
    const { dialog } = await openWallets()
    const view = buttonNamed(en["multiWallet.add"], dialog)!.parentElement!
    const stops = [...view.querySelectorAll<HTMLElement>("input, button, a[href], [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"))
      .map((element) => [
        element.tagName,
        element.getAttribute("aria-label") ?? element.textContent,
      ])
    expect(stops).toEqual([
      ["BUTTON", named("multiWallet.switchTo", "MetaMask", alice)],
      ["BUTTON", named("multiWallet.disconnect", "MetaMask", alice)],
      ["BUTTON", named("multiWallet.disconnect", "Rabby", bob)],
      ["BUTTON", named("multiWallet.switchTo", "Phantom", sol)],
      ["BUTTON", named("multiWallet.disconnect", "Phantom", sol)],
      ["BUTTON", en["multiWallet.add"]],
    ])
  })

  it("spec 3 recentConnections: a disconnected wallet is listed under its family's recent wallets (icon, name, short address), and Connect connects it again (spec 4: switching to a disconnected connection starts its connect), the list following", async () => {
    const { kit, dialog } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(() => shown(dialog).length === 2)
    expect(shown(dialog)).toEqual([
      ["EVM Networks", [row("MetaMask", alice, "active"), row("Rabby", bob, "current")]],
      ["Recent wallets (Solana)", [`Phantom${shortenAddress(sol)}${en["multiWallet.connect"]}`]],
    ])
    // The family keeps its heading, with "Recent" under it; Phantom has no icon: its monogram.
    const headings = [...dialog.querySelectorAll("h3, h4")].map((h) => [h.tagName, h.textContent])
    expect(headings).toEqual([
      ["H3", "EVM Networks"],
      ["H3", "Solana"],
      ["H4", "Recent"],
    ])
    expect(
      dialog
        .querySelector('ul[aria-label="Recent wallets (Solana)"] [data-monogram]')
        ?.getAttribute("data-monogram"),
    ).toBe("P")

    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await waitFor(() => current(kit) === sol)
    await waitFor(() => shown(dialog)[1]?.[0] === "Solana")
    // Connected again it is the current wallet, its family the active one, and no longer recent.
    expect(shown(dialog)).toEqual([
      ["EVM Networks", [row("MetaMask", alice, "active"), row("Rabby", bob, "active")]],
      ["Solana", [row("Phantom", sol, "current")]],
    ])
    expect(kit.client.stores.network.getSnapshot().activeChain).toBe("solana")
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe("Phantom is connected.")
    expect(document.activeElement).toBe(
      buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog),
    )
    // The modal stays on the list (a connect started here is not a connect flow's).
    expect(kit.client.stores.modal.getSnapshot().router.history.map((view) => view.name)).toEqual([
      "ProfileWallets",
    ])
  })

  it("a recent wallet's refused connect shows the wallet's answer, and the same Connect works after", async () => {
    const { kit, dialog, rabby } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Rabby", bob), dialog) !== undefined,
    )
    const prompt = holdRequest(rabby, "eth_requestAccounts")
    await click(buttonNamed(named("multiWallet.connectTo", "Rabby", bob), dialog)!)
    await act(async () => {
      await prompt.asked
    })
    // While the wallet asks, its row is busy and every button waits.
    expect(dialog.querySelector('li[aria-busy="true"]')?.textContent).toContain("Rabby")
    await act(async () => prompt.reject())
    await waitFor(() => alerts(dialog).includes("User rejected the request"))
    expect(current(kit)).toBe(alice)
    expect(kit.client.stores.connection.getSnapshot().status).toBe("connected")

    await click(buttonNamed(named("multiWallet.connectTo", "Rabby", bob), dialog)!)
    await waitFor(() => current(kit) === bob)
    await waitFor(() => !alerts(dialog).includes("User rejected the request"))
    expect(shown(dialog)[0]).toEqual([
      "EVM Networks",
      [row("MetaMask", alice, "active"), row("Rabby", bob, "current")],
    ])
  })

  it("spec 4 'Invalid connection status': Connect on a recent wallet while another connect is under way says so, and the list stays usable", async () => {
    const { kit, dialog } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog) !== undefined,
    )
    let connecting: Promise<void> = Promise.resolve()
    let prompt: HeldRequest | undefined
    await act(async () => {
      const slow = kit.install("io.slow", "Slow Wallet", { accounts: [carol] })
      prompt = holdRequest(slow, "eth_requestAccounts")
      connecting = kit.client.connect("io.slow")
      await prompt.asked
      await until(kit.client.stores.connection, (state) => state.status === "connecting")
    })
    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await waitFor(() => alerts(dialog).includes("Invalid connection status"))
    expect(current(kit)).toBe(bob)
    await act(async () => {
      prompt?.reject()
      await connecting.catch(() => undefined)
    })
    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await waitFor(() => current(kit) === sol)
    await waitFor(() => !alerts(dialog).includes("Invalid connection status"))
  })

  it("a recent wallet no longer installed says so and offers no Connect", async () => {
    const { dialog, uninstallPhantom } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog) !== undefined,
    )
    await act(async () => uninstallPhantom())
    await waitFor(
      () => shown(dialog)[1]?.[1]?.[0]?.endsWith(en["multiWallet.notInstalled"]) === true,
    )
    expect(shown(dialog)[1]).toEqual([
      "Recent wallets (Solana)",
      [`Phantom${shortenAddress(sol)}${en["multiWallet.notInstalled"]}`],
    ])
    expect(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)).toBeUndefined()
  })

  it("keyboard alone, with a recent wallet: its Connect is a named native button in the Tab order, after its family's connected ones", async () => {
    const { dialog } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Rabby", bob), dialog) !== undefined,
    )
    const view = buttonNamed(en["multiWallet.add"], dialog)!.parentElement!
    const stops = [...view.querySelectorAll<HTMLElement>("input, button, a[href], [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"))
      .map((element) => element.getAttribute("aria-label") ?? element.textContent)
    expect(stops).toEqual([
      named("multiWallet.disconnect", "MetaMask", alice),
      named("multiWallet.connectTo", "Rabby", bob),
      named("multiWallet.switchTo", "Phantom", sol),
      named("multiWallet.disconnect", "Phantom", sol),
      en["multiWallet.add"],
    ])
  })

  it("a recent wallet with its own connecting view (a pairing's QR code): Connect opens that view for it, which starts the connect", async () => {
    const { kit, dialog } = await openWallets("ConnectingExternal")
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog) !== undefined,
    )
    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await waitFor(
      () => kit.client.stores.modal.getSnapshot().router.history.at(-1)?.name !== "ProfileWallets",
    )
    expect(kit.client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "ProfileWallets" },
      { name: "ConnectingExternal", data: { connectorId: "app.phantom" } },
    ])
  })

  it("with nothing connected, a family's recent wallets are still offered, under 'No wallet is connected.'", async () => {
    const solana = solanaFamily()
    const kit = await startTestKit({
      networks: ["eip155:1", solanaDevnet.caipNetworkId],
      plugins: [multiWallet(), solana.plugin],
    })
    await kit.client.connect("app.phantom")
    await kit.client.disconnect()
    await until(kit.client.stores.connection, (state) => state.status === "disconnected")
    const { dialog } = track(await openView(kit.client, { name: "ProfileWallets" }))
    expect(dialog.textContent).toContain(en["multiWallet.none"])
    expect(shown(dialog)).toEqual([
      ["Recent wallets (Solana)", [`Phantom${shortenAddress(sol)}${en["multiWallet.connect"]}`]],
    ])
    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await until(kit.client.stores.connection, (state) => state.status === "connected")
    await waitFor(() => shown(dialog)[0]?.[0] === "Solana")
    expect(dialog.textContent).not.toContain(en["multiWallet.none"])
  })

  it("has no axe violations with recent wallets, one of them no longer installed, in the light and the dark theme", async () => {
    const { kit, dialog, uninstallPhantom } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)!)
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await act(async () => uninstallPhantom())
    await waitFor(() => dialog.textContent?.includes(en["multiWallet.notInstalled"]) === true)
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("has no axe violations, in the light and the dark theme", async () => {
    const { kit } = await openWallets()
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("with nothing connected, says so and offers Add wallet", async () => {
    const kit = await startTestKit({ plugins: [multiWallet()] })
    const { dialog } = track(await openView(kit.client, { name: "ProfileWallets" }))
    expect(dialog.textContent).toContain(en["multiWallet.none"])
    expect(dialog.querySelector("ul")).toBeNull()
    expect(buttonNamed(en["multiWallet.add"], dialog)).toBeDefined()
  })
})

// The ProfileWallets view's test kit, shared by its test files: the whole kit with multiWallet()
// and a Solana family, several wallets connected, the view open; and how its tests read it.
import { Effect, Option } from "effect"
import {
  type ChainAdapter,
  type ConnectedWallet,
  type Connector,
  type ConnectorInfo,
  definePlugin,
  definePluginKit,
  solanaDevnet,
} from "../../../core"
import { accountLoaded, bob, connectWallet, startTestKit } from "../../../test/testFoyerClient"
import { shortenAddress } from "../../../ui/format/shortenAddress"
import { openView } from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { multiWallet } from "../index"
import { en } from "../messages/en"

/** Phantom's Solana account. */
export const sol = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
/** A third EVM account, for a wallet the page announces during a test. */
export const carol = "0x000000000000000000000000000000000000c0De"
/** Rabby's icon (any data:image/ URL the kit accepts). */
export const rabbyIcon =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="

/**
 * A Solana wallet for the test kit, through the kernel's chain-adapter seam: a plugin whose kit
 * brings the family's adapter (which asks nothing of the wallet) and one wallet, "Phantom",
 * that connects at once with `sol` on Solana devnet; `uninstall` takes Phantom off the page.
 * With `connectingView`, Phantom names its own connecting view (as a pairing does).
 */
export const phantomSolanaPlugin = (connectingView?: string) => {
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
export const openWallets = async (phantomView?: string) => {
  const solana = phantomSolanaPlugin(phantomView)
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

/**
 * Each list's name (a family's heading, or its recent wallets' label), and its rows as a
 * reader meets them.
 */
export const shown = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll("ul")].map((list) => [
    list.getAttribute("aria-label") ??
      document.getElementById(list.getAttribute("aria-labelledby") ?? "")?.textContent,
    [...list.querySelectorAll("li")].map((row) => row.textContent),
  ])

/** A connected wallet's row as `shown` reads it: name, short address, status, then Switch. */
export const row = (name: string, address: string, status: "current" | "active") =>
  `${name}${shortenAddress(address)}${en[status === "current" ? "multiWallet.current" : "multiWallet.active"]}${status === "current" ? "" : en["multiWallet.switch"]}`

/** A row button's accessible name, as the English catalogue words it. */
export const named = (
  id: "multiWallet.switchTo" | "multiWallet.disconnect" | "multiWallet.connectTo",
  wallet: string,
  address: string,
) => en[id].replace("{wallet}", wallet).replace("{address}", shortenAddress(address))

/** What the dialog says as alerts (the view's error, and the kit's error toasts). */
export const alerts = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)

/** The current account's address. */
export const current = (kit: Awaited<ReturnType<typeof openWallets>>["kit"]) =>
  kit.client.stores.currentAccount.getSnapshot()?.address

// @vitest-environment happy-dom
import { Effect, Option } from "effect"
import { act } from "react"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type ChainAdapter,
  type ConnectedWallet,
  type Connector,
  type ConnectorInfo,
  coreMessages,
  definePlugin,
  definePluginKit,
  type FoyerClient,
  type FoyerOptions,
  solanaDevnet,
} from "../../core"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  startLocalServer,
} from "../../test/localServer"
import { accountLoaded, alice, holdRequest, startTestKit, until } from "../../test/testFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const sol = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
const solanaId = "wallet-standard:solana:Phantom"
const phantomIcon =
  "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="

/**
 * Phantom's Solana side, through the kernel's chain-adapter seam: a plugin whose kit brings the
 * Solana family's adapter (which asks nothing of the wallet) and one Wallet Standard wallet
 * named "Phantom", which connects at once with `sol` on Solana devnet. `asked` counts its
 * connects.
 */
const phantomOnSolana = () => {
  const asked = { connects: 0 }
  const info: ConnectorInfo = {
    id: solanaId,
    type: "ANNOUNCED",
    name: "Phantom",
    icon: phantomIcon,
    rdns: undefined,
    chains: ["solana"],
  }
  const wallet: ConnectedWallet = {
    info,
    namespace: "solana",
    handle: {},
    accounts: [sol],
    chainId: solanaDevnet.id,
    subscribe: () => () => {},
  }
  const connector: Connector = {
    info,
    connect: () =>
      Effect.sync(() => {
        asked.connects += 1
        return wallet
      }),
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
      () => ({ list: () => [connector], subscribe: () => () => {}, dispose: Effect.void }),
    ],
    chainAdapters: [adapter],
  })
  const plugin = definePlugin({
    id: "test-phantom-solana",
    chainNamespaces: ["solana"],
    kit: async () => ({ default: kit }),
  })
  return { plugin, asked }
}

/**
 * A kit on Ethereum, Optimism and Solana devnet where Phantom announced itself over EIP-6963
 * (EVM, alice) and through the Wallet Standard (Solana); MetaMask too.
 */
const withPhantom = async (options: Partial<FoyerOptions> = {}) => {
  const solana = phantomOnSolana()
  const kit = await startTestKit({
    networks: ["eip155:1", "eip155:10", solanaDevnet.caipNetworkId],
    plugins: [solana.plugin],
    ...options,
  })
  kit.install("io.metamask", "MetaMask")
  const evm = kit.install("app.phantom", "Phantom", { accounts: [alice], icon: phantomIcon })
  return { kit, evm, solana }
}

const title = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent

const history = (client: FoyerClient) =>
  client.stores.modal.getSnapshot().router.history.map((view) => view.name)

/** The rows of the family list, as a reader meets them: name, tag, and whether they act. */
const familyRows = (dialog: HTMLElement) => {
  const list = dialog.querySelector(
    `ul[aria-label="${coreMessages["connectingMultiChain.chains"]}"]`,
  )
  return [...(list?.querySelectorAll("button") ?? [])].map((button) => [
    button.textContent,
    button.getAttribute("aria-disabled") === "true" ? "disabled" : "enabled",
  ])
}

/** The Connect view's wallet rows, by their text (name and tag). */
const walletRows = (dialog: HTMLElement) =>
  [
    ...(dialog
      .querySelector(`ul[aria-label="${coreMessages["connect.walletsLabel"]}"]`)
      ?.querySelectorAll("button") ?? []),
  ].map((button) => button.textContent)

/**
 * Opens the Connect view and picks Phantom: ConnectingMultiChain shows. Gives the Connect
 * view's rows as they were.
 */
const pickPhantom = async (client: FoyerClient) => {
  const { dialog } = track(await openView(client, undefined))
  await waitFor(() => walletRows(dialog).some((row) => row?.startsWith("Phantom")))
  const listed = walletRows(dialog)
  await click(buttonNamed("Phantom", dialog)!)
  await waitFor(() => familyRows(dialog).length > 0)
  return { dialog, listed }
}

const held = (client: FoyerClient) => {
  const { connections } = client.stores.connection.getSnapshot()
  return {
    eip155: connections.eip155?.map((c) => c.connectorId),
    solana: connections.solana?.map((c) => c.connectorId),
  }
}

describe("the ConnectingMultiChain view (issue 36 item 5)", { timeout: 30_000 }, () => {
  it("the Connect view lists a wallet of two chain families once; picking it shows 'Select Chain' with the wallet and its families, EVM first; no axe violations", async () => {
    const { kit } = await withPhantom()
    const { dialog, listed } = await pickPhantom(kit.client)
    // The browser wallets (the catalogue's recommended ones follow them): Phantom once.
    expect(listed.filter((row) => row?.endsWith("Installed"))).toEqual([
      "MetaMaskInstalled",
      "PhantomInstalled",
    ])
    expect(title(dialog)).toBe("Select Chain")
    expect(history(kit.client)).toEqual(["Connect", "ConnectingMultiChain"])
    expect(kit.client.stores.modal.getSnapshot().router.history[1]?.data).toEqual({
      connectorIds: ["app.phantom", solanaId],
    })
    expect(dialog.querySelector("p")?.textContent).toBe("Phantom")
    expect(dialog.textContent).toContain(
      "Select which chain to connect to your multi-chain wallet.",
    )
    expect(familyRows(dialog)).toEqual([
      ["EVM Networks", "enabled"],
      ["Solana", "enabled"],
    ])
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("picking a family pushes that connector's connecting view and connects it; Back returns to the families", async () => {
    const { kit, evm } = await withPhantom()
    const prompt = holdRequest(evm, "eth_requestAccounts")
    const { dialog } = await pickPhantom(kit.client)
    await click(buttonNamed("EVM Networks", dialog)!)
    await act(() => prompt.asked)
    await waitFor(() =>
      dialog.textContent?.includes("Waiting for you to approve the connection in Phantom."),
    )
    expect(history(kit.client)).toEqual(["Connect", "ConnectingMultiChain", "ConnectingExternal"])
    await act(async () => prompt.reject())
    await waitFor(() => dialog.textContent?.includes("User rejected the request"))
    await click(buttonNamed(coreMessages["modal.back"], dialog)!)
    await waitFor(() => title(dialog) === "Select Chain")
    expect(familyRows(dialog)).toEqual([
      ["EVM Networks", "enabled"],
      ["Solana", "enabled"],
    ])
  })

  it("picking Solana connects the Solana side; a family already connected with the wallet is marked Connected and not asked again; EVM connects beside it", async () => {
    const { kit, solana } = await withPhantom()
    const { dialog } = await pickPhantom(kit.client)
    await click(buttonNamed("Solana", dialog)!)
    // Connected: the connect flow closes the modal.
    await until(kit.client.stores.modal, (modal) => !modal.open)
    expect(held(kit.client)).toEqual({ eip155: undefined, solana: [solanaId] })
    expect(solana.asked.connects).toBe(1)

    const again = track(
      await openView(kit.client, {
        name: "ConnectingMultiChain",
        data: { connectorIds: ["app.phantom", solanaId] },
      }),
    ).dialog
    expect(familyRows(again)).toEqual([
      ["EVM Networks", "enabled"],
      ["SolanaConnected", "disabled"],
    ])
    // Focusable still (aria-disabled, not disabled), and picking it asks nothing.
    expect(buttonNamed("Solana", again)?.disabled).toBe(false)
    await click(buttonNamed("Solana", again)!)
    expect(solana.asked.connects).toBe(1)
    expect(history(kit.client)).toEqual(["ConnectingMultiChain"])
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })

    await click(buttonNamed("EVM Networks", again)!)
    await until(kit.client.stores.modal, (modal) => !modal.open)
    // One connection per family: both held.
    expect(held(kit.client)).toEqual({ eip155: ["app.phantom"], solana: [solanaId] })
    await accountLoaded(kit.client)
  })

  it("AllWallets lists the wallet once too, and picking it shows ConnectingMultiChain", async () => {
    const { kit } = await withPhantom()
    const { dialog } = track(await openView(kit.client, { name: "AllWallets" }))
    const rows = () =>
      [
        ...(dialog
          .querySelector(`ul[aria-label="${coreMessages["allWallets.listLabel"]}"]`)
          ?.querySelectorAll("button") ?? []),
      ].map((button) => button.textContent)
    await waitFor(() => rows().includes("Phantom"))
    expect(rows().filter((row) => row === "Phantom")).toHaveLength(1)
    await click(buttonNamed("Phantom", dialog)!)
    await waitFor(() => title(dialog) === "Select Chain")
    expect(history(kit.client)).toEqual(["AllWallets", "ConnectingMultiChain"])
    expect(familyRows(dialog)).toEqual([
      ["EVM Networks", "enabled"],
      ["Solana", "enabled"],
    ])
  })

  it("says so when the wallet's connectors are gone", async () => {
    const { kit } = await withPhantom()
    const { dialog } = track(
      await openView(kit.client, {
        name: "ConnectingMultiChain",
        data: { connectorIds: ["gone.wallet", "wallet-standard:solana:Gone"] },
      }),
    )
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      coreMessages["connectingMultiChain.unavailable"],
    )
  })
})

describe("ConnectingMultiChain over the plan's usage limit", { timeout: 30_000 }, () => {
  // The provider API of a project whose plan is over its usage limit.
  let api: LocalServer
  beforeAll(async () => {
    api = await startLocalServer((request, response) => {
      if (answeredPreflight(request, response)) return
      if (request.url.pathname === "/v1/supported-chains") {
        return answerJson(response, 200, {
          http: ["eip155:1", "eip155:10"],
          ws: [],
          plan: { usageLimitExceeded: true },
        })
      }
      return answerJson(response, 404, { reasons: [] })
    })
  })
  afterAll(() => api.close())

  it("the plan has exceeded its usage limit: picking a wallet of several families redirects to UsageExceeded, and no wallet is asked (spec 2)", async () => {
    const endpoints = {
      apiUrl: api.url,
      analyticsUrl: api.url,
      rpcUrl: api.url,
      relayUrl: api.url.replace(/^http/, "ws"),
    }
    const { kit, evm, solana } = await withPhantom({ endpoints })
    const { dialog } = track(await openView(kit.client, undefined))
    await waitFor(() => walletRows(dialog).some((row) => row?.startsWith("Phantom")))
    await click(buttonNamed("Phantom", dialog)!)
    await waitFor(() => title(dialog) === coreMessages["view.UsageExceeded.title"])
    expect(history(kit.client)).toEqual(["Connect", "UsageExceeded"])
    expect(evm.methods()).toEqual([])
    expect(solana.asked.connects).toBe(0)
  })
})

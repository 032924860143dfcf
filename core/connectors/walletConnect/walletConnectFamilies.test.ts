// Issue 36 items 2, 3 and 5: a WalletConnect session asks for every chain family the kit has an
// adapter for (with the namespace's methods and events that adapter names), and a session the
// wallet approved in several namespaces is one connection per family (ConnectingMultiChain's
// kernel side), each family's adapter speaking to the wallet on its own chain.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeFakeWalletConnect } from "../../../test/fakeWalletConnect"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import type { ChainAdapter } from "../../chains/ChainAdapter"
import { chainAdaptersOf, walletConnectNamespacesOf } from "../../chains/ChainAdapters"
import { makeTestChainAdapter } from "../../chains/chainAdapterFixtures"
import { bitcoin, ethereum, solana } from "../../chains/defaultNetworks"
import { eip155Adapter } from "../../chains/eip155/eip155Adapter"
import { decodeResolvedConfig } from "../../config/decodeConfig"
import { type ConnectedWallet, sessionWallets } from "../Connector"
import { walletConnectConnectors } from "./walletConnectConnectors"
import { walletConnectHandleOf } from "./walletConnectHandle"

const alice = `0x${"a1".repeat(20)}`
const satoshi = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
const bip122Namespace = {
  methods: ["getAccountAddresses", "signMessage", "signPsbt"],
  events: ["bip122_addressesChanged"],
}

/** A bip122 adapter that names its WalletConnect namespace; Solana's names none. */
const adapters = () => {
  const familyAdapter: ChainAdapter = {
    ...makeTestChainAdapter("bip122").adapter,
    walletConnect: bip122Namespace,
  }
  return chainAdaptersOf([eip155Adapter, familyAdapter, makeTestChainAdapter("solana").adapter])
}

/** The WalletConnect connector of a site on `networks`, over a fake WalletConnect. */
const connectorFor = async (networks: ReadonlyArray<CaipNetwork>) => {
  const { config } = await Effect.runPromise(
    decodeResolvedConfig({
      projectId: "test-project",
      networks: networks.map((network) => network.caipNetworkId),
    }),
  )
  const wc = makeFakeWalletConnect(() => 1_700_000_300)
  const source = walletConnectConnectors({
    config,
    networks,
    walletConnectNamespaces: walletConnectNamespacesOf(adapters()),
    environment: {
      browser: { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", telegram: false },
      walletConnect: { makeProvider: wc.makeProvider },
    },
  })
  const [connector] = source.list()
  if (connector === undefined) throw new Error("no WalletConnect connector")
  return { connector, wc }
}

/** Connects, the fake wallet approving once the pairing URI is shown. */
const connectWith = async (
  setUp: Awaited<ReturnType<typeof connectorFor>>,
  approve: () => void,
): Promise<ConnectedWallet> =>
  Effect.runPromise(
    setUp.connector.connect({
      refresh: false,
      report: (progress) => {
        if (progress.wcUri !== undefined) queueMicrotask(approve)
      },
    }),
  )

const summary = (wallet: ConnectedWallet) =>
  sessionWallets(wallet).map((each) => ({
    namespace: each.namespace,
    accounts: each.accounts,
    chainId: each.chainId,
    id: each.info.id,
  }))

describe("WalletConnect sessions across chain families", () => {
  it("asks for the EVM chains and the chains of each family whose adapter names a WalletConnect namespace, with that namespace's methods and events; a family without one is not asked for", async () => {
    const setUp = await connectorFor([ethereum, bitcoin, solana])
    await connectWith(setUp, () => setUp.wc.approve(alice, 1))
    expect(setUp.wc.requestedChains()).toEqual([ethereum.caipNetworkId, bitcoin.caipNetworkId])
    expect(setUp.wc.requestedNamespaces()).toEqual({ bip122: bip122Namespace })
  })

  it("a session approved with EVM and Bitcoin accounts is a wallet in each family under one connector id, the EVM one first", async () => {
    const setUp = await connectorFor([ethereum, bitcoin])
    const wallet = await connectWith(setUp, () =>
      setUp.wc.approveAccounts(
        [`${ethereum.caipNetworkId}:${alice}`, `${bitcoin.caipNetworkId}:${satoshi}`],
        1,
        { bip122: bip122Namespace.methods },
      ),
    )
    expect(summary(wallet)).toEqual([
      { namespace: "eip155", accounts: [alice], chainId: 1, id: "walletConnect" },
      { namespace: "bip122", accounts: [satoshi], chainId: bitcoin.id, id: "walletConnect" },
    ])
  })

  it("the Bitcoin wallet's adapter asks the wallet on the session's Bitcoin chain through its handle; a method the session did not grant is not offered", async () => {
    const setUp = await connectorFor([ethereum, bitcoin])
    setUp.wc.answer("signMessage", (params, chain) => ({ params, chain }))
    const wallet = await connectWith(setUp, () =>
      setUp.wc.approveAccounts([`${bitcoin.caipNetworkId}:${satoshi}`], 1, {
        bip122: ["signMessage"],
      }),
    )
    // A session without EVM accounts answers with its Bitcoin wallet alone.
    expect(summary(wallet)).toEqual([
      { namespace: "bip122", accounts: [satoshi], chainId: bitcoin.id, id: "walletConnect" },
    ])
    const handle = walletConnectHandleOf(wallet)
    const params = { message: "hello", address: satoshi }
    const answer = await Effect.runPromise(handle?.request("signMessage", params) ?? Effect.void)
    expect(answer).toEqual({ params, chain: bitcoin.caipNetworkId })
    expect(wallet.supportsMethod?.("signMessage")).toBe(true)
    expect(wallet.supportsMethod?.("signPsbt")).toBe(false)
  })

  it("the session's end reaches every family's wallet", async () => {
    const setUp = await connectorFor([ethereum, bitcoin])
    const wallet = await connectWith(setUp, () =>
      setUp.wc.approveAccounts(
        [`${ethereum.caipNetworkId}:${alice}`, `${bitcoin.caipNetworkId}:${satoshi}`],
        1,
      ),
    )
    const ended: Array<string> = []
    for (const each of sessionWallets(wallet)) {
      each.subscribe({
        accountsChanged: () => {},
        chainChanged: () => {},
        disconnect: () => ended.push(each.namespace),
      })
    }
    setUp.wc.walletDisconnects()
    expect(ended.sort()).toEqual(["bip122", "eip155"])
  })
})

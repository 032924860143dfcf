import { Effect, Layer } from "effect"
import type { Hash, TransactionReceipt } from "viem"
import {
  type ApiError,
  type CaipNetwork,
  foyerDevnet,
  Networks,
  type ProviderApiShape,
  type ReceiptOutcome,
  type TokenBalance,
  type WalletShape,
} from "../../core"
import { KernelTest } from "../../testing/KernelTest"
import { en } from "./messages/en"
import type { SwapOptions } from "./SwapOptions"
import { SwapService, type SwapServiceShape } from "./SwapService"

/**
 * The swap plugin's test kernel (not part of the plugin), the kernel's test kernel
 * (`KernelTest`) scripted for swapping: a scripted wallet and node, a connected account on the devnet, real account, network
 * and toast stores, events and messages, and a provider API whose transport answers each
 * convert operation from a script (a fake transport: the plugin's `swapApi` runs on it
 * unchanged). Everything asked is recorded in order. `makeSwapTestKernel({ api })` puts a real
 * provider API (the sandbox's) in place of the fake one.
 */

export const devnet: CaipNetwork = foyerDevnet("http://127.0.0.1:8545")
export const swapper = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
export const fusdAddress = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
export const routerAddress = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0"
export const hash: Hash = `0x${"12".repeat(32)}`

export const receiptOf = (
  transactionHash: Hash,
  status: "success" | "reverted",
): TransactionReceipt => ({ transactionHash, status, blockNumber: 12n }) as TransactionReceipt

/** The devnet's tokens as GET /v1/convert/tokens lists them. */
export const convertTokens = [
  {
    name: "Foyer USD",
    symbol: "FUSD",
    address: `${devnet.caipNetworkId}:${fusdAddress}`,
    decimals: 6,
    logoUri: null,
    eip2612: false,
  },
  {
    name: "Ether",
    symbol: "ETH",
    address: `${devnet.caipNetworkId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
    decimals: 18,
    logoUri: null,
    eip2612: null,
  },
]

const balances: ReadonlyArray<TokenBalance> = [
  {
    name: "Foyer USD",
    symbol: "FUSD",
    chainId: devnet.caipNetworkId,
    address: fusdAddress,
    value: 10_000,
    price: 1,
    quantity: { decimals: "6", numeric: "10000" },
    iconUrl: "",
  },
]

/** The provider API's operation ids. */
type OperationId = Parameters<ProviderApiShape["call"]>[0]

/** One thing the service asked, in order (with the events, to check their order). */
export type Step =
  | { readonly step: "event"; readonly type: string }
  | { readonly step: "api"; readonly operationId: string }
  | { readonly step: "sendTransaction"; readonly transaction: unknown }
  | { readonly step: "waitForReceipt"; readonly hash: Hash }
  | { readonly step: "publicRequest"; readonly method: string }
  | { readonly step: "refresh" }
  | { readonly step: "refreshAfter"; readonly hash: Hash }

/** A transaction as the swap service hands it to the wallet. */
export type SentByWallet = Parameters<WalletShape["sendTransaction"]>[0]

/** What the fake kernel answers; a test changes it before acting. */
export interface SwapScript {
  /** The provider API's answer per convert operation (its 200 body's projection, as swapApi returns it). */
  api: Partial<Record<OperationId, () => Effect.Effect<unknown, ApiError>>>
  sendTransaction: (transaction: SentByWallet) => Effect.Effect<Hash, unknown>
  outcome: (hash: Hash) => Effect.Effect<ReceiptOutcome>
  publicRequest: (method: string, params: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown>
}

/** The 200 bodies of the convert operations for a 1 ETH = 2000 FUSD pool, as the sandbox's. */
export const defaultApiScript = (): SwapScript["api"] => ({
  getConvertTokens: () => Effect.succeed({ tokens: convertTokens }),
  getConvertGasPrice: () =>
    Effect.succeed({ standard: "1000000000", fast: "1500000000", instant: "2000000000" }),
  getConvertQuotes: () =>
    Effect.succeed({
      quotes: [
        {
          id: null,
          fromAmount: "1000000",
          fromAccount: convertTokens[0]!.address,
          toAmount: "498000000000000",
          toAccount: convertTokens[1]!.address,
        },
      ],
    }),
  getConvertAllowance: () => Effect.succeed({ allowance: "0" }),
  getFungiblePrice: () =>
    Effect.succeed({
      fungibles: [
        { ...convertTokens[0]!, iconUrl: "", price: 1 },
        { ...convertTokens[1]!, iconUrl: "", price: 2000 },
      ],
    }),
  buildConvertApprove: () =>
    Effect.succeed({
      tx: {
        from: convertTokens[0]!.address,
        to: routerAddress,
        data: "0x095ea7b3",
        value: "0",
        eip155: { gasPrice: "1000000000" },
      },
    }),
  buildConvertTransaction: () =>
    Effect.succeed({
      tx: {
        from: swapper,
        to: `${devnet.caipNetworkId}:${routerAddress}`,
        data: "0x18cbafe5",
        amount: "498000000000000",
        eip155: { gas: "150000", gasPrice: "1000000000" },
      },
    }),
})

/** A provider API over a scripted transport: each operation answers what the script says. */
const scriptedApi = (
  script: SwapScript,
  steps: Step[],
  options: { readonly supported: () => boolean },
): ProviderApiShape =>
  ({
    call: (operationId: OperationId) =>
      Effect.suspend(() => {
        steps.push({ step: "api", operationId })
        const answer = script.api[operationId]
        return answer === undefined ? Effect.die(`no answer scripted for ${operationId}`) : answer()
      }),
    cached: () => (self: unknown) => self,
    whenSupported: (otherwise: unknown) => (self: Effect.Effect<unknown>) =>
      Effect.suspend(() => (options.supported() ? self : Effect.succeed(otherwise))),
    requireSupported: (onUnsupported: () => unknown) => (self: Effect.Effect<unknown>) =>
      Effect.suspend(() => (options.supported() ? self : Effect.fail(onUnsupported()))),
  }) as unknown as ProviderApiShape

/**
 * What the scripted node answers by default: 46,110 gas for an estimate, and fees proposing a
 * max fee of 1 gwei (a base fee of 0.5 gwei × 1.2 plus a tip of 0.4 gwei, spec 9).
 */
export const nodeAnswers: Readonly<Record<string, unknown>> = {
  eth_estimateGas: "0xb41e",
  eth_getBlockByNumber: { number: "0x1", baseFeePerGas: "0x1dcd6500" },
  eth_maxPriorityFeePerGas: "0x17d78400",
}

/**
 * The swap service on a test kernel. `network` is the active network (the devnet by default);
 * `options` the plugin's decoded options (the devnet added by default); `api` a real provider
 * API in place of the scripted one.
 */
export const makeSwapTestKernel = (
  setup: {
    readonly address?: string
    readonly network?: CaipNetwork
    readonly options?: SwapOptions
    readonly tokenBalance?: ReadonlyArray<TokenBalance>
    readonly balance?: string
    readonly api?: ProviderApiShape
  } = {},
) => {
  const address = setup.address ?? swapper
  const network = setup.network ?? devnet
  const steps: Step[] = []
  const events: Array<{ readonly type: string } & Record<string, unknown>> = []
  const script: SwapScript = {
    api: defaultApiScript(),
    sendTransaction: () => Effect.succeed(hash),
    outcome: (sent) => Effect.succeed({ _tag: "Resolved", receipt: receiptOf(sent, "success") }),
    publicRequest: (method) => Effect.succeed(nodeAnswers[method] ?? "0x"),
  }
  const api = { supported: true }
  const built = KernelTest.build({
    networks: [network],
    messages: en,
    api: setup.api ?? scriptedApi(script, steps, { supported: () => api.supported }),
    wallet: {
      sendTransaction: (transaction) => script.sendTransaction(transaction) as never,
      waitForReceipt: (waited) => script.outcome(waited),
      publicRequest: (method, params) => script.publicRequest(method, params) as never,
    },
    onWalletCall: (call) => {
      if (call.method === "sendTransaction") {
        steps.push({ step: "sendTransaction", transaction: call.args[0] })
      } else if (call.method === "waitForReceipt") {
        steps.push({ step: "waitForReceipt", hash: call.args[0] })
      } else if (call.method === "publicRequest") {
        steps.push({ step: "publicRequest", method: call.args[0] })
      }
    },
    account: {
      address,
      state: { balance: setup.balance ?? "10000", tokenBalance: setup.tokenBalance ?? balances },
    },
    onRefresh: Effect.sync(() => {
      steps.push({ step: "refresh" })
    }),
    // The data layer's wait after a transaction that did not succeed (Accounts.refreshAfter).
    onRefreshAfter: (waited) =>
      Effect.sync(() => {
        steps.push({ step: "refreshAfter", hash: waited })
      }),
    onEvent: (event) => {
      steps.push({ step: "event", type: event.type })
      events.push(event as never)
    },
  })
  const kernel = built.layer
  const networks = built.service(Networks)
  const layer = SwapService.layer(setup.options ?? { networks: [devnet.caipNetworkId] }).pipe(
    Layer.provideMerge(kernel),
  )
  /** Runs `body` with the service; everything the kernel did is in `steps` and `events`. */
  const run = <A, E>(body: (service: SwapServiceShape) => Effect.Effect<A, E, SwapService>) =>
    Effect.runPromise(Effect.flatMap(SwapService, body).pipe(Effect.provide(layer)))
  return { steps, events, script, api, networks, layer, kernel, run }
}

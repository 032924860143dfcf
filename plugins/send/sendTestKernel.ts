import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import type { Hash, TransactionReceipt } from "viem"
import {
  Accounts,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type ChainTransfers,
  foyerDevnet,
  type Messages,
  Modal,
  Networks,
  type ReceiptOutcome,
  solanaDevnet,
  type Toasts,
  type TokenBalance,
  TransferOutcome,
  type WalletCall,
  type WalletShape,
} from "../../core"
import { KernelTest } from "../../testing/KernelTest"
import { en } from "./messages/en"
import type { SendEventPayload } from "./SendEvents"
import { SendService, type SendServiceShape } from "./SendService"

/**
 * The send plugin's test kernel (not part of the plugin), the kernel's test kernel
 * (`KernelTest`) scripted for sending: a scripted wallet and node, a connected account holding
 * ETH and FUSD on the devnet, real account, network, modal and toast stores, events and
 * messages, with everything the service asked of them recorded in order.
 */

export const devnet: CaipNetwork = foyerDevnet("http://127.0.0.1:8545")
export const sender = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
export const receiver = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
export const fusdAddress = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
export const hash: Hash = `0x${"12".repeat(32)}`
export const replacementHash: Hash = `0x${"34".repeat(32)}`

/**
 * What the scripted node answers by default: 21,000 gas, and fees proposing a max fee of
 * 1 gwei (a base fee of 0.5 gwei × 1.2 plus a tip of 0.4 gwei, spec 9).
 */
export const nodeAnswers: Readonly<Record<string, unknown>> = {
  eth_estimateGas: "0x5208",
  eth_getBlockByNumber: { number: "0x1", baseFeePerGas: "0x1dcd6500" },
  eth_maxPriorityFeePerGas: "0x17d78400",
}

const balances: ReadonlyArray<TokenBalance> = [
  {
    name: "Ether",
    symbol: "ETH",
    chainId: devnet.caipNetworkId,
    value: 0,
    price: 0,
    quantity: { decimals: "18", numeric: "10000" },
    iconUrl: "",
  },
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

/** An account off EVM, on the Solana devnet (base58 addresses), and an SPL token's mint. */
export const solanaSender = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
export const solanaReceiver = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
export const splMint = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"

/**
 * What the provider API reports for the Solana account (as the sandbox does): 10 SOL (no
 * address: the network's coin) and 250 FUSD, an SPL token named by its CAIP-10 mint.
 */
export const solanaBalances: ReadonlyArray<TokenBalance> = [
  {
    name: "Solana",
    symbol: "SOL",
    chainId: solanaDevnet.caipNetworkId,
    value: 1500,
    price: 150,
    quantity: { decimals: "9", numeric: "10" },
    iconUrl: "",
  },
  {
    name: "Foyer USD",
    symbol: "FUSD",
    chainId: solanaDevnet.caipNetworkId,
    address: `${solanaDevnet.caipNetworkId}:${splMint}`,
    value: 250,
    price: 1,
    quantity: { decimals: "6", numeric: "250" },
    iconUrl: "",
  },
]

/**
 * The test kernel's account on the Solana devnet, with a Solana adapter that can send (its
 * transfers) or not.
 */
export const onSolana = (family: { readonly transfers: boolean } = { transfers: true }) => ({
  address: solanaSender,
  namespace: "solana" as const,
  network: solanaDevnet,
  balance: "10",
  tokenBalance: solanaBalances,
  chainAdapters: [makeSendTestFamily("solana", family)],
})

export const receiptOf = (
  transactionHash: Hash,
  status: "success" | "reverted",
): TransactionReceipt => ({ transactionHash, status, blockNumber: 12n }) as TransactionReceipt

/** One wallet call, in the order the service made it (with the events, to check their order). */
export type Step =
  | { readonly step: "event"; readonly type: string }
  | { readonly step: "sendTransaction"; readonly transaction: unknown }
  | { readonly step: "waitForReceipt"; readonly hash: Hash }
  | { readonly step: "publicRequest"; readonly method: string; readonly params: unknown }
  | { readonly step: "transferFee"; readonly transfer: unknown }
  | { readonly step: "transfer"; readonly transfer: unknown }
  | { readonly step: "waitForTransfer"; readonly id: string }
  | { readonly step: "refresh" }
  | { readonly step: "refreshAfter"; readonly hash: Hash }

/** A transaction as the send service hands it to the wallet. */
export type SentByWallet = Parameters<WalletShape["sendTransaction"]>[0]

/** A transfer as the send service hands it to the wallet (off EVM). */
export type TransferredByWallet = Parameters<WalletShape["transfer"]>[0]

/** What the fake kernel answers; a test changes it before acting. */
export interface Script {
  sendTransaction: (transaction: SentByWallet) => Effect.Effect<Hash, unknown>
  outcome: (hash: Hash) => Effect.Effect<ReceiptOutcome>
  publicRequest: (method: string, params: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown>
  /** Wallet.transferFee, .transfer and .waitForTransfer: a family's send through the seam. */
  transferFee: (transfer: TransferredByWallet) => Effect.Effect<bigint, unknown>
  transfer: (transfer: TransferredByWallet) => Effect.Effect<string, unknown>
  transferOutcome: (id: string) => Effect.Effect<TransferOutcome>
  network: CaipNetwork
}

/**
 * A chain adapter of `namespace` for the send plugin's tests, with `transfers` when the family
 * can send. Its addresses are the plugin's to read (`isAddress`: `isAddress`, default any text
 * of base58 letters); the rest of its transfers is the Wallet's to call, never the plugin's, so
 * reaching them dies.
 */
export const makeSendTestFamily = (
  namespace: Exclude<ChainNamespace, "eip155">,
  family: { readonly transfers: boolean; readonly isAddress?: (text: string) => boolean },
): ChainAdapter => {
  const walletOnly = (method: string) => () =>
    Effect.die(new Error(`the send plugin called ${namespace}'s ${method}: only Wallet does`))
  const transfers: ChainTransfers = {
    isAddress: family.isAddress ?? ((text) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)),
    fee: walletOnly("transfers.fee"),
    send: walletOnly("transfers.send"),
    waitForOutcome: walletOnly("transfers.waitForOutcome"),
  }
  return {
    namespace,
    chainReferenceOf: (network) => network.id,
    sameAddress: (a, b) => a === b,
    reportedAccounts: walletOnly("reportedAccounts"),
    reportedChain: walletOnly("reportedChain"),
    switchNetwork: walletOnly("switchNetwork"),
    signMessage: walletOnly("signMessage"),
    ...(family.transfers ? { transfers } : {}),
  }
}

/**
 * The send service on a test kernel: a scripted wallet and node, a connected account holding
 * ETH and FUSD on the devnet, and the kernel's real stores, events and messages. Setting
 * `script.network` changes the active network (a test moving to a non-EVM chain).
 */
export const makeSendTestKernel = (
  account: {
    readonly address?: string
    /** The account's family (EVM by default); its network is then `network`. */
    readonly namespace?: ChainNamespace
    /** The account's native balance, as decimal text (10000 by default). */
    readonly balance?: string
    readonly tokenBalance?: ReadonlyArray<TokenBalance>
    readonly network?: CaipNetwork
    /** Chain adapters besides the kernel's EVM one (another family's, see `makeSendTestFamily`). */
    readonly chainAdapters?: ReadonlyArray<ChainAdapter>
    /**
     * Runs on the real clock, for a test against a real node, whose receipts arrive when the
     * node says (a poll waits real time); the test clock otherwise.
     */
    readonly liveClock?: boolean
  } = {},
) => {
  const address = account.address ?? sender
  const network = account.network ?? devnet
  const steps: Step[] = []
  const events: Array<{ readonly type: string } & Partial<SendEventPayload>> = []
  const record = (call: WalletCall) => {
    if (call.method === "sendTransaction") {
      steps.push({ step: "sendTransaction", transaction: call.args[0] })
    } else if (call.method === "waitForReceipt") {
      steps.push({ step: "waitForReceipt", hash: call.args[0] })
    } else if (call.method === "publicRequest") {
      steps.push({ step: "publicRequest", method: call.args[0], params: call.args[1] })
    } else if (call.method === "transferFee" || call.method === "transfer") {
      steps.push({ step: call.method, transfer: call.args[0] })
    } else if (call.method === "waitForTransfer") {
      steps.push({ step: "waitForTransfer", id: call.args[0] })
    }
  }
  const built = KernelTest.build({
    networks: [network],
    messages: en,
    ...(account.chainAdapters === undefined ? {} : { chainAdapters: account.chainAdapters }),
    wallet: {
      sendTransaction: (transaction) => script.sendTransaction(transaction) as never,
      waitForReceipt: (waited) => script.outcome(waited),
      publicRequest: (method, params) => script.publicRequest(method, params) as never,
      transferFee: (transfer) => script.transferFee(transfer) as never,
      transfer: (transfer) => script.transfer(transfer) as never,
      waitForTransfer: (id) => script.transferOutcome(id),
    },
    onWalletCall: record,
    account: {
      address,
      ...(account.namespace === undefined ? {} : { namespace: account.namespace }),
      state: {
        balance: account.balance ?? "10000",
        tokenBalance: account.tokenBalance ?? balances,
      },
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
  const accountsStore = built.service(Accounts).store
  const networks = built.service(Networks)
  const networkStore = networks.store
  const modal = built.service(Modal)
  const script: Script = {
    sendTransaction: () => Effect.succeed(hash),
    outcome: () => Effect.succeed({ _tag: "Resolved", receipt: receiptOf(hash, "success") }),
    // 21,000 gas; a base fee of 0.5 gwei and a tip of 0.4 gwei: a max fee of 1 gwei (spec 9).
    publicRequest: (method) => Effect.succeed(nodeAnswers[method] ?? "0x3b9aca00"),
    // Off EVM: a fee of 5000 in the coin's smallest units, the id `sent:<units>`, confirmed.
    transferFee: () => Effect.succeed(5000n),
    transfer: ({ units }) => Effect.succeed(`sent:${units}`),
    transferOutcome: (id) => Effect.succeed(TransferOutcome.Confirmed({ id })),
    // The active network is the kernel's: a test that moves it moves the network store.
    get network() {
      return Effect.runSync(networks.active)
    },
    set network(moved) {
      Effect.runSync(networks.change(moved))
    },
  }
  const layer = SendService.layer({ native: true }).pipe(
    Layer.provideMerge(kernel),
    Layer.provideMerge(account.liveClock === true ? Layer.empty : TestClock.layer()),
  )
  /** Runs `body` with the service; everything the kernel did is in `steps` and `events`. */
  const run = <A, E>(
    body: (
      service: SendServiceShape,
    ) => Effect.Effect<A, E, SendService | Toasts | Modal | Messages>,
  ) => Effect.runPromise(Effect.flatMap(SendService, body).pipe(Effect.provide(layer)))
  return { steps, events, script, accountsStore, networkStore, modal, layer, run }
}

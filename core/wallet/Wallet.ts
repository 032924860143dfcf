import { Context, Effect, Layer } from "effect"
import type { Hash, Hex } from "viem"
import { customRpcUrls } from "../api/rpcUrls"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainAdapter } from "../chains/ChainAdapter"
import {
  ChainAdapters,
  type ChainAdaptersShape,
  kernelChainAdapters,
} from "../chains/ChainAdapters"
import type { ChainTransfer, TransferOutcome } from "../chains/ChainTransfers"
import { memoPerNetwork } from "../chains/memoPerNetwork"
import type { FoyerConfig } from "../config/FoyerConfig"
import { KernelConfig } from "../config/KernelConfig"
import { currentConnection } from "../connections/ConnectionState"
import { Connections } from "../connections/Connections"
import { walletNamespace } from "../connections/walletNamespace"
import type { ConnectedWallet } from "../connectors/Connector"
import { WalletRequestFailedError } from "../connectors/WalletRequestFailedError"
import {
  toWalletRequestError,
  type WalletRequestError,
  walletRequest,
} from "../connectors/walletRequest"
import { AccountNotFoundError } from "../errors/AccountNotFoundError"
import { ChainMismatchError } from "../errors/ChainMismatchError"
import { ConnectorNotConnectedError } from "../errors/ConnectorNotConnectedError"
import { InternalError } from "../errors/InternalError"
import { UserRejectedRequestError } from "../errors/UserRejectedRequestError"
import { Networks } from "../networks/Networks"
import type { ReceiptOutcome } from "./ReceiptOutcome"
import type { SentTransaction } from "./waitForReceipt"

/** A transaction to send from the connected account. */
export interface WalletTransaction {
  readonly to: `0x${string}`
  readonly value?: bigint
  readonly data?: Hex
  readonly gas?: bigint
}

/** Why a request meant for the connected account cannot go to the wallet (spec 8 wallet errors). */
export type AccountRequestError = ConnectorNotConnectedError | AccountNotFoundError

/** Requests to the connected wallet and reads from the active network's node. */
export interface WalletShape {
  /**
   * Sends one request to the connected wallet. Fails with ConnectorNotConnectedError
   * 'Connector not connected.' when nothing is connected.
   */
  readonly request: (
    method: string,
    params?: unknown,
  ) => Effect.Effect<unknown, WalletRequestError | ConnectorNotConnectedError>
  /**
   * Asks the wallet to sign the text `message` with the connected account, as its chain family
   * signs text (EVM: personal_sign, a 0x hex signature). Fails with ConnectorNotConnectedError
   * when nothing is connected, AccountNotFoundError 'Account not found.' when the wallet no
   * longer reports that account (eth_accounts), before asking it to sign; UserRejectedRequestError 'User rejected the request' when the visitor declines,
   * InternalError 'Sign message failed' else.
   */
  readonly signMessage: (
    message: string,
  ) => Effect.Effect<string, AccountRequestError | InternalError | UserRejectedRequestError>
  /**
   * Sends a transaction from the connected account (eth_sendTransaction) on the active network;
   * gives its hash. Before the wallet is asked: ConnectorNotConnectedError when nothing is
   * connected, AccountNotFoundError when the wallet no longer reports the account,
   * ChainMismatchError when the wallet is on another chain than the active network (the
   * transaction would go there, while the kit estimates and waits on the active one).
   */
  readonly sendTransaction: (
    transaction: WalletTransaction,
  ) => Effect.Effect<Hash, WalletRequestError | AccountRequestError | ChainMismatchError>
  /**
   * Waits for a sent transaction's receipt (spec 9: 180 s, 6 retries, 200 ms doubling): it
   * ends resolved, replaced (repriced, cancelled or replaced) or timed out; it never fails.
   */
  readonly waitForReceipt: (hash: Hash, sent?: SentTransaction) => Effect.Effect<ReceiptOutcome>
  /**
   * What `transfer` would cost on the active network, in its coin's smallest units, as the
   * connected wallet's family reckons it (its adapter's `transfers`). A family that cannot send
   * answers 'Unsupported chain', as the failure of the request.
   */
  readonly transferFee: (
    transfer: WalletTransfer,
  ) => Effect.Effect<bigint, WalletRequestError | AccountRequestError>
  /**
   * Sends `transfer` from the connected account on the active network, as the wallet's family
   * does (its adapter's `transfers`; the EVM family sends with `sendTransaction`); gives the
   * transaction's id. Fails as `sendTransaction` does before the wallet is asked; a family
   * that cannot send answers 'Unsupported chain'.
   */
  readonly transfer: (
    transfer: WalletTransfer,
  ) => Effect.Effect<string, WalletRequestError | AccountRequestError | ChainMismatchError>
  /**
   * Waits until the active network's chain tells how the transfer `id` ended; never fails. It
   * follows a `transfer` of the same wallet (a family that cannot send never gave an id).
   */
  readonly waitForTransfer: (id: string) => Effect.Effect<TransferOutcome>
  /** One JSON-RPC read on the active network's node (eth_estimateGas, eth_call, ...). */
  readonly publicRequest: (
    method: string,
    params: ReadonlyArray<unknown>,
  ) => Effect.Effect<unknown, WalletRequestError>
}

/** A transfer of the active network's coin or of one of its tokens, from the connected account. */
export type WalletTransfer = Omit<ChainTransfer, "from" | "network">

/** One call made to the Wallet service: its method and arguments. */
export type WalletCall = {
  readonly [Method in keyof WalletShape]: {
    readonly method: Method
    readonly args: Parameters<WalletShape[Method]>
  }
}[keyof WalletShape]

const walletMethods = [
  "request",
  "signMessage",
  "sendTransaction",
  "waitForReceipt",
  "transferFee",
  "transfer",
  "waitForTransfer",
  "publicRequest",
] as const satisfies ReadonlyArray<keyof WalletShape>

/** The wallet and the node, as a service. */
export class Wallet extends Context.Service<Wallet, WalletShape>()("foyer-kit/wallet/Wallet") {
  /** The wallet of the current connection and the active network's node, from those services. */
  static readonly layer: Layer.Layer<
    Wallet,
    never,
    Connections | Networks | KernelConfig | ChainAdapters
  > = Layer.effect(
    Wallet,
    Effect.gen(function* () {
      const connections = yield* Connections
      const networks = yield* Networks
      // Ends the node reads' RPC URL ranking (viem's loop, spec 9's fallback) with the kit.
      const disposed = new AbortController()
      yield* Effect.addFinalizer(() => Effect.sync(() => disposed.abort()))
      return makeWallet({
        config: (yield* KernelConfig).config,
        adapters: yield* ChainAdapters,
        signal: disposed.signal,
        currentWallet: connections.currentWallet,
        // The account the wallet last reported (accountsChanged), not only the one it
        // answered at connect.
        currentAddress: Effect.sync(
          () =>
            currentConnection(
              connections.store.getSnapshot(),
              networks.store.getSnapshot().activeChain ?? walletNamespace,
            )?.accounts[0]?.address,
        ),
        activeNetwork: networks.active,
      })
    }),
  )

  /**
   * A scripted wallet and node: each call is handed to `onCall`, then answered by the script's
   * method of that name, read at the call (a test may change the script between calls). A call
   * the script does not answer dies naming the method, so a test sees what it forgot to script.
   * @example
   * const calls: Array<WalletCall> = []
   * const layer = Wallet.layerTest(
   *   { sendTransaction: () => Effect.succeed(`0x${"12".repeat(32)}`) },
   *   (call) => calls.push(call),
   * )
   * // calls: [{ method: "sendTransaction", args: [{ to: "0x…", value: 1n }] }]
   */
  static readonly layerTest = (
    script: Partial<WalletShape>,
    onCall?: (call: WalletCall) => void,
  ): Layer.Layer<Wallet> =>
    Layer.succeed(
      Wallet,
      Object.fromEntries(
        walletMethods.map((method) => [
          method,
          (...args: Array<unknown>) =>
            Effect.suspend(() => {
              onCall?.({ method, args } as WalletCall)
              const scripted = script[method] as
                | ((...args: Array<unknown>) => Effect.Effect<unknown, unknown>)
                | undefined
              return scripted === undefined
                ? Effect.die(new Error(`Wallet.layerTest: ${method} was called but not scripted`))
                : scripted(...args)
            }),
        ]),
      ) as unknown as WalletShape,
    )
}

/** What the Wallet service is made from. */
export interface WalletEnvironment {
  readonly config: FoyerConfig
  readonly currentWallet: Effect.Effect<ConnectedWallet | undefined>
  /** The current connection's account; the wallet's first answered account when absent. */
  readonly currentAddress?: Effect.Effect<string | undefined>
  readonly activeNetwork: Effect.Effect<CaipNetwork>
  /** How each chain family's wallets are asked; the kernel's (EVM) when absent. */
  readonly adapters?: ChainAdaptersShape
  /** Aborted when the kit stops: ends the fallback transport's ranking pings. */
  readonly signal?: AbortSignal | undefined
}

/**
 * A request the wallet's family cannot make: an EVM request meant for a wallet of another
 * family (EIP-1193 requests and EVM transactions only go to EVM wallets), or a transfer for a
 * family whose plugin cannot send. 'Unsupported chain', as the request's failure.
 */
const unsupportedChain = (method: string) =>
  Effect.fail(
    new WalletRequestFailedError({
      method,
      cause: new InternalError({ reason: "unsupportedChain" }),
    }),
  )

/** The adapter's transfers, or 'Unsupported chain' for a family whose plugin cannot send. */
const transfersOf = (adapter: ChainAdapter) =>
  adapter.transfers === undefined ? unsupportedChain("transfer") : Effect.succeed(adapter.transfers)

const isHex = (value: unknown): value is `0x${string}` =>
  typeof value === "string" && /^0x[0-9a-fA-F]+$/.test(value)

/** Makes the Wallet service. */
export const makeWallet = (environment: WalletEnvironment): WalletShape => {
  const { config } = environment
  const currentAddress = environment.currentAddress ?? Effect.succeed(undefined)
  const adapters = environment.adapters ?? kernelChainAdapters
  const connected = Effect.gen(function* () {
    const wallet = yield* environment.currentWallet
    const address = (yield* currentAddress) ?? wallet?.accounts[0]
    if (wallet === undefined || address === undefined) {
      return yield* new ConnectorNotConnectedError({})
    }
    // A connector of a family comes with that family's adapter (its plugin brings both).
    const adapter = yield* adapters.load(wallet.namespace)
    return adapter === undefined
      ? yield* Effect.die(
          new Error(`No chain adapter for the ${wallet.namespace} wallet ${wallet.info.id}`),
        )
      : { wallet, address, adapter }
  })
  /**
   * The connected wallet and account, once the wallet still reports that account in
   * the accounts it reports (eth_accounts for EVM; never a prompt): spec 8 'account not found'
   * otherwise, before the wallet is asked anything for it. A wallet that cannot tell is asked
   * anyway.
   */
  const connectedAccount = Effect.gen(function* () {
    const { wallet, address, adapter } = yield* connected
    const reported = yield* adapter.reportedAccounts(wallet)
    if (reported._tag === "Some" && !reported.value.some((a) => adapter.sameAddress(a, address))) {
      return yield* new AccountNotFoundError({ address, connectorId: wallet.info.id })
    }
    return { wallet, address, adapter }
  })
  /**
   * Spec 8 'chain mismatch': fails when the wallet reports (eth_chainId for EVM) another chain
   * than the active network's. A wallet that cannot tell is not held back.
   */
  const onActiveChain = (
    wallet: ConnectedWallet,
    adapter: ChainAdapter,
  ): Effect.Effect<void, ChainMismatchError> =>
    Effect.gen(function* () {
      const network = yield* environment.activeNetwork
      const reported = yield* adapter.reportedChain(wallet)
      if (reported._tag === "None") return
      const target =
        network.chainNamespace === wallet.namespace ? adapter.chainReferenceOf(network) : undefined
      if (reported.value === target) return
      return yield* new ChainMismatchError({
        currentChainId: reported.value,
        targetChainId: target ?? network.caipNetworkId,
      })
    })
  // One transport per network, made when first read from. viem's HTTP transport is imported
  // then too: only a read needs it, and the kernel starts without it (issue 14). A failed
  // import (its chunk did not download) fails that read and is tried again by the next one.
  // A network the developer lists in customNetworks is read from its own RPC URLs, then the
  // provider's, through the same ranked fallback transport as balances (spec 9: rpcTransport
  // makes one a network, whoever reads it).
  const transportFor = memoPerNetwork((network) =>
    import("../api/rpcTransport").then(({ rpcTransport }) =>
      rpcTransport({
        rpcHost: config.endpoints.rpcUrl,
        chainId: network.caipNetworkId,
        projectId: config.projectId,
        urls: customRpcUrls({ customNetworks: config.customNetworks ?? [] }, network.caipNetworkId),
        signal: environment.signal,
      })({}),
    ),
  )
  const publicRequest: WalletShape["publicRequest"] = (method, params) =>
    Effect.flatMap(environment.activeNetwork, (network) =>
      Effect.tryPromise({
        try: () =>
          transportFor(network).then((transport) =>
            transport.request({ method, params: [...params] }),
          ),
        catch: (cause) => toWalletRequestError(method, cause),
      }),
    )
  return {
    request: (method, params) =>
      Effect.flatMap(connected, ({ wallet }) =>
        wallet.namespace === "eip155"
          ? walletRequest(wallet.provider, method, params)
          : unsupportedChain(method),
      ),
    signMessage: (message) =>
      Effect.gen(function* () {
        const { wallet, address, adapter } = yield* connectedAccount
        return yield* adapter
          .signMessage(wallet, address, message)
          .pipe(
            Effect.mapError((error) =>
              error instanceof UserRejectedRequestError
                ? error
                : new InternalError({ reason: "signMessageFailed", cause: error }),
            ),
          )
      }),
    sendTransaction: (transaction) =>
      Effect.gen(function* () {
        const { wallet, address, adapter } = yield* connectedAccount
        yield* onActiveChain(wallet, adapter)
        if (wallet.namespace !== "eip155") return yield* unsupportedChain("eth_sendTransaction")
        const hash = yield* walletRequest(wallet.provider, "eth_sendTransaction", [
          {
            from: address,
            to: transaction.to,
            ...(transaction.value === undefined
              ? {}
              : { value: `0x${transaction.value.toString(16)}` }),
            ...(transaction.data === undefined ? {} : { data: transaction.data }),
            ...(transaction.gas === undefined ? {} : { gas: `0x${transaction.gas.toString(16)}` }),
          },
        ])
        if (!isHex(hash)) {
          return yield* new WalletRequestFailedError({ method: "eth_sendTransaction", cause: hash })
        }
        return hash
      }),
    // The wait's code (viem's formatters) comes with the first transaction that waits, as
    // LazyService's does: a chunk that did not download is a defect, tried again next time.
    waitForReceipt: (hash, sent) =>
      Effect.flatMap(
        Effect.promise(() => import("./waitForReceipt")),
        ({ waitForReceipt }) => waitForReceipt(publicRequest, { hash, sent }),
      ),
    transferFee: (transfer) =>
      Effect.gen(function* () {
        const { address, adapter } = yield* connected
        const transfers = yield* transfersOf(adapter)
        const network = yield* environment.activeNetwork
        return yield* transfers.fee({ ...transfer, from: address, network }, publicRequest)
      }),
    transfer: (transfer) =>
      Effect.gen(function* () {
        const { wallet, address, adapter } = yield* connectedAccount
        yield* onActiveChain(wallet, adapter)
        const transfers = yield* transfersOf(adapter)
        const network = yield* environment.activeNetwork
        return yield* transfers.send(wallet, { ...transfer, from: address, network }, publicRequest)
      }),
    waitForTransfer: (id) =>
      Effect.gen(function* () {
        const network = yield* environment.activeNetwork
        const transfers = (yield* adapters.load(network.chainNamespace))?.transfers
        if (transfers === undefined) {
          return yield* Effect.die(
            new Error(`No transfers for ${network.chainNamespace}: ${id} was not sent by the kit`),
          )
        }
        return yield* transfers.waitForOutcome(id, network, publicRequest)
      }),
    publicRequest,
  }
}

import { Context, Effect, Layer } from "effect"
import type { Hash, Hex } from "viem"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { memoPerNetwork } from "../chains/memoPerNetwork"
import type { FoyerConfig } from "../config/FoyerConfig"
import { KernelConfig } from "../config/KernelConfig"
import { Connections } from "../connections/Connections"
import type { ConnectedWallet } from "../connectors/Connector"
import { WalletRequestFailedError } from "../connectors/WalletRequestFailedError"
import {
  toWalletRequestError,
  type WalletRequestError,
  walletRequest,
} from "../connectors/walletRequest"
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

/** Requests to the connected wallet and reads from the active network's node. */
export interface WalletShape {
  /**
   * Sends one request to the connected wallet. Fails with InternalError 'No ActiveCaipAddress
   * found' when nothing is connected.
   */
  readonly request: (
    method: string,
    params?: unknown,
  ) => Effect.Effect<unknown, WalletRequestError | InternalError>
  /**
   * Asks the wallet to sign `message` (personal_sign). Fails with InternalError 'No
   * ActiveCaipAddress found' when nothing is connected, UserRejectedRequestError 'User
   * rejected the request' when the visitor declines, InternalError 'Sign message failed' else.
   */
  readonly signMessage: (
    message: string,
  ) => Effect.Effect<`0x${string}`, InternalError | UserRejectedRequestError>
  /** Sends a transaction from the connected account (eth_sendTransaction); gives its hash. */
  readonly sendTransaction: (
    transaction: WalletTransaction,
  ) => Effect.Effect<Hash, WalletRequestError | InternalError>
  /**
   * Waits for a sent transaction's receipt (spec 9: 180 s, 6 retries, 200 ms doubling): it
   * ends resolved, replaced (repriced, cancelled or replaced) or timed out; it never fails.
   */
  readonly waitForReceipt: (hash: Hash, sent?: SentTransaction) => Effect.Effect<ReceiptOutcome>
  /** One JSON-RPC read on the active network's node (eth_estimateGas, eth_call, ...). */
  readonly publicRequest: (
    method: string,
    params: ReadonlyArray<unknown>,
  ) => Effect.Effect<unknown, WalletRequestError>
}

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
  "publicRequest",
] as const satisfies ReadonlyArray<keyof WalletShape>

/** The wallet and the node, as a service. */
export class Wallet extends Context.Service<Wallet, WalletShape>()("foyer-kit/wallet/Wallet") {
  /** The wallet of the current connection and the active network's node, from those services. */
  static readonly layer: Layer.Layer<Wallet, never, Connections | Networks | KernelConfig> =
    Layer.effect(
      Wallet,
      Effect.gen(function* () {
        const connections = yield* Connections
        const networks = yield* Networks
        return makeWallet({
          config: (yield* KernelConfig).config,
          currentWallet: connections.currentWallet,
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
  readonly activeNetwork: Effect.Effect<CaipNetwork>
}

/** `text` as personal_sign wants it: its UTF-8 bytes in hex. */
const utf8Hex = (text: string): `0x${string}` =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("")}`

const isHex = (value: unknown): value is `0x${string}` =>
  typeof value === "string" && /^0x[0-9a-fA-F]+$/.test(value)

/** Makes the Wallet service. */
export const makeWallet = (environment: WalletEnvironment): WalletShape => {
  const { config } = environment
  const connected = Effect.flatMap(environment.currentWallet, (wallet) => {
    const address = wallet?.accounts[0]
    return wallet === undefined || address === undefined
      ? Effect.fail(new InternalError({ reason: "noActiveCaipAddress" }))
      : Effect.succeed({ wallet, address })
  })
  // One transport per network, made when first read from. viem's HTTP transport is imported
  // then too: only a read needs it, and the kernel starts without it (issue 14). A failed
  // import (its chunk did not download) fails that read and is tried again by the next one.
  const transportFor = memoPerNetwork((network) =>
    import("../api/rpcTransport").then(({ rpcTransport }) =>
      rpcTransport({
        rpcHost: config.endpoints.rpcUrl,
        chainId: network.caipNetworkId,
        projectId: config.projectId,
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
      Effect.flatMap(connected, ({ wallet }) => walletRequest(wallet.provider, method, params)),
    signMessage: (message) =>
      Effect.gen(function* () {
        const { wallet, address } = yield* connected
        const signature = yield* walletRequest(wallet.provider, "personal_sign", [
          utf8Hex(message),
          address,
        ]).pipe(
          Effect.mapError((error) =>
            error instanceof UserRejectedRequestError
              ? error
              : new InternalError({ reason: "signMessageFailed", cause: error }),
          ),
        )
        if (!isHex(signature)) {
          return yield* new InternalError({ reason: "signMessageFailed", cause: signature })
        }
        return signature
      }),
    sendTransaction: (transaction) =>
      Effect.gen(function* () {
        const { wallet, address } = yield* connected
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
    publicRequest,
  }
}

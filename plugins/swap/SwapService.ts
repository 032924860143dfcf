import { Context, Duration, Effect, Layer, Result, type Scope } from "effect"
import { formatUnits } from "viem"
import {
  AccountState,
  Accounts,
  type CaipNetwork,
  createStore,
  Events,
  Messages,
  makeFormFlow,
  Networks,
  ProviderApi,
  proposeFees,
  type ReadableStore,
  Toasts,
  Wallet,
} from "../../core"
import { cutDecimals } from "../../ui/plugin"
import { type SwapApi, swapApi } from "./api/swapApi"
import { approveIfNeeded } from "./approveIfNeeded"
import { contractOf, toBigInt } from "./convertValues"
import { describeSwapApiError } from "./describeSwapError"
import { maxSwapAmount } from "./maxSwapAmount"
import { quoteSwap } from "./quoteSwap"
import type { SwapEventPayload } from "./SwapEvents"
import type { SwapOptions } from "./SwapOptions"
import {
  failSwap,
  flipTokens,
  initialSwapState,
  isSwapping,
  resetSwap,
  type SwapMessage,
  SwapQuote,
  type SwapState,
  setAmount,
  setMaxAmount,
  setQuote,
  setSourceToken,
  setToToken,
  startApproving,
  startConfirming,
  startConfirmingApproval,
  startSwapping,
  stopSwapping,
  succeedSwap,
} from "./SwapState"
import { isNativeToken, type SwapToken, sameToken, tokenBalanceOf, toSwapToken } from "./SwapToken"
import { SwapTokensState } from "./SwapTokensState"
import { sendSwapTransaction } from "./sendSwapTransaction"
import { quoteDebounce } from "./swapDurations"
import { isSwapNetwork } from "./swapNetworks"
import { swapSlippage } from "./swapSlippage"
import { orderSwapTokens } from "./swapTokenLists"
import { toSourceUnits } from "./toSourceUnits"
import { withGasMargin } from "./withGasMargin"

/** The swap form and its actions; views read the stores and run the actions. */
export interface SwapServiceShape {
  /** The form: tokens, amount, quote, where the swap is. */
  readonly store: ReadableStore<SwapState>
  /** The tokens of the active network the pickers offer. */
  readonly tokens: ReadableStore<SwapTokensState>
  /** The connected account on the active network's family (its balances). */
  readonly account: ReadableStore<AccountState.AccountState>
  /** Loads the network's tokens (spec 8: 'Network not supported for Swaps' elsewhere). */
  readonly loadTokens: Effect.Effect<void>
  /** Chooses the token to give, then quotes. */
  readonly selectSourceToken: (token: SwapToken) => Effect.Effect<void>
  /** Chooses the token to receive, then quotes. */
  readonly selectToToken: (token: SwapToken) => Effect.Effect<void>
  /** Sets the amount as typed, then quotes once it stays unchanged for `quoteDebounce`. */
  readonly setAmount: (text: string) => Effect.Effect<void>
  /**
   * Sets the amount to the whole balance of the source token, then quotes; of the network's
   * currency, less the swap's network fee at the max fee the kit proposes (`maxSwapAmount`,
   * spec 9: base fee × 1.2 + tip), 0 with why when it does not cover it.
   */
  readonly setMax: Effect.Effect<void>
  /** Flips the direction, then quotes. */
  readonly flip: Effect.Effect<void>
  /** Quotes the form as it is now; a quote started before is interrupted (stale). */
  readonly quote: Effect.Effect<void>
  /** Waits for the quote under way, if any (tests; a view reads the store). */
  readonly quoted: Effect.Effect<void>
  /**
   * Swaps what the form holds: approves the router first when its allowance is below the
   * amount (spec 5), then swaps, each through the wallet with its receipt awaited; balances
   * are refreshed after. Never fails: the outcome is in `store` (an error keeps the form).
   */
  readonly swap: Effect.Effect<void>
  /** Empties the form and forgets the tokens (a network change). */
  readonly reset: Effect.Effect<void>
}

/** The kernel services the swap plugin is built on. */
export type SwapKernel = Wallet | Accounts | Networks | Toasts | Events | Messages | ProviderApi

/**
 * Makes the swap service on the kernel's services, in the kit's scope: the quotes and the
 * success toast it starts run there, so the kit's dispose stops them.
 * @example
 * Layer.effect(SwapService, makeSwapService(options))
 */
export const makeSwapService = (
  options: SwapOptions,
): Effect.Effect<SwapServiceShape, never, SwapKernel | Scope.Scope> =>
  Effect.gen(function* () {
    const kit = yield* Effect.scope
    const wallet = yield* Wallet
    const accounts = yield* Accounts
    const networks = yield* Networks
    const toasts = yield* Toasts
    const events = yield* Events
    const messages = yield* Messages
    const api: SwapApi = swapApi(yield* ProviderApi)
    // A reset starts another round: what an older swap or quote finds out is not applied to
    // the form. The quote is the form's background task: a newer one interrupts it.
    const flow = yield* makeFormFlow<SwapState>(initialSwapState)
    const { store } = flow
    const tokens = createStore<SwapTokensState>(SwapTokensState.Idle())

    const activeNetwork = (): CaipNetwork =>
      networks.store.getSnapshot().activeCaipNetwork ?? networks.defaultNetwork
    const supported = (network: CaipNetwork) =>
      isSwapNetwork(network.caipNetworkId, options.networks)

    let accountInput: unknown
    let accountValue: AccountState.AccountState = AccountState.accountOf(
      accounts.store.getSnapshot(),
      "eip155",
    )
    const account: ReadableStore<AccountState.AccountState> = {
      getSnapshot: () => {
        const state = accounts.store.getSnapshot()
        if (state !== accountInput) {
          accountValue = AccountState.accountOf(state, activeNetwork().chainNamespace)
          accountInput = state
        }
        return accountValue
      },
      subscribe: accounts.store.subscribe,
    }

    const loadTokens: Effect.Effect<void> = Effect.gen(function* () {
      const network = activeNetwork()
      if (!supported(network)) {
        tokens.update(() => SwapTokensState.Unsupported())
        return
      }
      const from = flow.round()
      tokens.update(() => SwapTokensState.Loading())
      const loaded = yield* Effect.result(api.getConvertTokens(network.caipNetworkId))
      if (!flow.isCurrent(from)) return
      if (Result.isFailure(loaded)) {
        tokens.update(() =>
          SwapTokensState.Failed({ message: describeSwapApiError("tokens", loaded.failure) }),
        )
        return
      }
      const offered = orderSwapTokens(
        loaded.success.flatMap((entry) => {
          const token = toSwapToken(entry)
          return token === undefined ? [] : [token]
        }),
      )
      tokens.update(() => SwapTokensState.Loaded({ tokens: offered }))
      // The source defaults to the network's currency, as a wallet's swap does.
      const native = offered.find(isNativeToken) ?? offered[0]
      if (store.getSnapshot().sourceToken === undefined && native !== undefined) {
        store.update((state) => setSourceToken(state, native))
      }
    })

    /** Quotes the form as it is now, unless it changes meanwhile. */
    const quoteNow: Effect.Effect<void> = Effect.gen(function* () {
      const form = store.getSnapshot()
      const { sourceToken, toToken } = form
      const network = activeNetwork()
      const current = accounts.current.getSnapshot()
      const units =
        sourceToken === undefined ? undefined : toSourceUnits(form.sourceTokenAmount, sourceToken)
      if (
        sourceToken === undefined ||
        toToken === undefined ||
        units === undefined ||
        Result.isFailure(units) ||
        units.success === undefined ||
        current === undefined
      ) {
        store.update((state) => setQuote(state, SwapQuote.None()))
        return
      }
      if (!supported(network)) {
        store.update((state) =>
          setQuote(
            state,
            SwapQuote.Failed({ message: { id: "error.networkNotSupportedForSwaps" } }),
          ),
        )
        return
      }
      store.update((state) => setQuote(state, SwapQuote.Loading()))
      const asked = store.getSnapshot()
      const quote = yield* quoteSwap(
        { api, wallet },
        {
          sourceToken,
          toToken,
          units: units.success,
          address: current.address,
          userAddress: `${network.caipNetworkId}:${current.address}`,
          network,
        },
      )
      // An edit since asked made this quote stale (its own quote is on the way).
      if (store.getSnapshot() === asked) store.update((state) => setQuote(state, quote))
    })

    /** Starts a quote after `delay`, interrupting the one before (it is stale). */
    const requote = (delay: Duration.Duration) =>
      flow.runTask(
        Duration.isZero(delay) ? quoteNow : Effect.andThen(Effect.sleep(delay), quoteNow),
      )

    const editThenQuote = (transition: (state: SwapState) => SwapState, delay = Duration.zero) =>
      flow.edit(transition, requote(delay))

    const reset = Effect.andThen(
      flow.reset(resetSwap),
      Effect.sync(() => tokens.update(() => SwapTokensState.Idle())),
    )
    const ifCurrent = flow.ifCurrent

    const swap: Effect.Effect<void> = Effect.gen(function* () {
      const form = store.getSnapshot()
      if (isSwapping(form)) return
      const from = flow.round()
      const fail = (message: SwapMessage) => ifCurrent(from, (state) => failSwap(state, message))
      const { sourceToken, toToken } = form
      if (sourceToken === undefined || toToken === undefined) {
        return yield* fail({ id: "swap.error.tokensRequired" })
      }
      const parsed = toSourceUnits(form.sourceTokenAmount, sourceToken)
      if (Result.isFailure(parsed)) return yield* fail(parsed.failure)
      const units = parsed.success
      if (units === undefined) return yield* fail({ id: "swap.error.amountNotPositive" })
      const network = activeNetwork()
      if (!supported(network)) return yield* fail({ id: "error.networkNotSupportedForSwaps" })
      const current = accounts.current.getSnapshot()
      if (current === undefined) return yield* fail({ id: "error.noActiveCaipAddress" })
      const userAddress = `${network.caipNetworkId}:${current.address}`

      const payload: SwapEventPayload = {
        fromToken: sourceToken.symbol,
        toToken: toToken.symbol,
        fromTokenAddress: sourceToken.caipAddress,
        toTokenAddress: toToken.caipAddress,
        amount: form.sourceTokenAmount.trim(),
        caipNetworkId: network.caipNetworkId,
      }
      const failStarted = (message: SwapMessage) =>
        Effect.andThen(
          events.emit({
            type: "SWAP_ERROR",
            ...payload,
            message: messages.text(message.id, message.values),
          }),
          fail(message),
        )
      yield* flow.stopTask
      yield* events.emit({ type: "SWAP_INITIATED", ...payload })

      // Spec 5: the router's allowance holds when it is at least the source units.
      const approved = yield* approveIfNeeded({
        api,
        wallet,
        sourceToken,
        toToken,
        units,
        userAddress,
        account: current.address,
        onApproving: Effect.sync(() => store.update(startApproving)),
        onSent: ifCurrent(from, startConfirmingApproval),
        unknownReason: messages.text("error.unknownRevertReason"),
        refreshAfter: accounts.refreshAfter,
      })
      if (Result.isFailure(approved)) return yield* failStarted(approved.failure)

      store.update(startSwapping)
      const built = yield* Effect.result(
        api.buildConvertTransaction({
          amount: units.toString(),
          from: sourceToken.caipAddress,
          to: toToken.caipAddress,
          userAddress,
          eip155: { slippage: swapSlippage },
        }),
      )
      if (Result.isFailure(built)) {
        return yield* failStarted(describeSwapApiError("transaction", built.failure))
      }
      const gas = withGasMargin(toBigInt(built.success.tx.eip155?.gas))
      const router = contractOf(built.success.tx.to)
      if (router === undefined) {
        return yield* failStarted({
          id: "swap.error.transactionFailed",
          values: { reason: built.success.tx.to },
        })
      }
      const swapped = yield* sendSwapTransaction(
        wallet,
        {
          to: router,
          data: built.success.tx.data as `0x${string}`,
          // The native currency is given as the transaction's value.
          ...(isNativeToken(sourceToken) ? { value: units } : {}),
          ...(gas === undefined ? {} : { gas }),
        },
        current.address,
        ifCurrent(from, startConfirming),
        messages.text("error.unknownRevertReason"),
        accounts.refreshAfter,
      )
      if (Result.isFailure(swapped)) return yield* failStarted(swapped.failure)

      yield* accounts.refresh
      const received = toBigInt(built.success.tx.amount) ?? 0n
      // The event carries every decimal; the form and the toast read as the quote does.
      const toAmount = formatUnits(received, toToken.decimals)
      const success = {
        sourceAmount: payload.amount,
        sourceSymbol: sourceToken.symbol,
        toAmount: cutDecimals(toAmount),
        toSymbol: toToken.symbol,
        hash: swapped.success,
      }
      yield* ifCurrent(from, (state) => succeedSwap(state, success))
      yield* Effect.forkIn(toasts.showSuccess(messages.text("swap.success", { ...success })), kit)
      yield* events.emit({ type: "SWAP_SUCCESS", ...payload, hash: swapped.success, toAmount })
    }).pipe(Effect.onInterrupt(() => Effect.sync(() => store.update(stopSwapping))))

    return {
      store,
      tokens,
      account,
      loadTokens,
      selectSourceToken: (token) => editThenQuote((state) => setSourceToken(state, token)),
      selectToToken: (token) => editThenQuote((state) => setToToken(state, token)),
      setAmount: (text) => editThenQuote((state) => setAmount(state, text), quoteDebounce),
      setMax: Effect.gen(function* () {
        const { sourceToken, quote } = store.getSnapshot()
        if (sourceToken === undefined) return
        const max = yield* Effect.result(
          maxSwapAmount(proposeFees(wallet.publicRequest), {
            token: sourceToken,
            balance: tokenBalanceOf(sourceToken, account.getSnapshot()),
            gas: quote._tag === "Ready" ? quote.gas : undefined,
          }),
        )
        // Another token was chosen while the fees were read: this Max is not its.
        if (!sameToken(store.getSnapshot().sourceToken, sourceToken)) return
        if (Result.isFailure(max)) {
          return store.update((state) =>
            setQuote(state, SwapQuote.Failed({ message: max.failure })),
          )
        }
        yield* editThenQuote((state) =>
          setMaxAmount(state, max.success.amount, max.success.problem),
        )
      }),
      flip: editThenQuote(flipTokens),
      quote: requote(Duration.zero),
      quoted: flow.awaitTask,
      swap,
      reset,
    }
  })

/** The swap plugin's service: the form, the network's tokens and the swap itself. */
export class SwapService extends Context.Service<SwapService, SwapServiceShape>()(
  "foyer-kit/plugins/swap/SwapService",
) {
  /** The service on the kernel's services, with the plugin's decoded options. */
  static readonly layer = (options: SwapOptions): Layer.Layer<SwapService, never, SwapKernel> =>
    Layer.effect(SwapService, makeSwapService(options))
}

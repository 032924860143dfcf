import { Context, Effect, Layer, Result, type Scope } from "effect"
import {
  Accounts,
  type CaipNetwork,
  makeFormFlow,
  Networks,
  ProviderApi,
  type ReadableStore,
} from "../../core"
import type { PopupWindow } from "../../ui/plugin"
import { onrampApi } from "./api/onrampApi"
import { placeholderOnrampQuote } from "./api/onrampFallbacks"
import type { OnrampMessage } from "./OnrampMessage"
import type { OnrampPluginOptions } from "./OnrampPluginOptions"
import { onrampPopupClosedSchedule, onrampQuoteDebounce } from "./OnrampSchedules"
import {
  chooseNetwork,
  choosePaymentCurrency,
  choosePaymentMethod,
  choosePurchaseCurrency,
  failPurchase,
  initialOnrampState,
  isPurchasing,
  OnrampQuoteState,
  type OnrampState,
  PurchaseState,
  setOnrampAmount,
  setOptions,
  setPurchase,
  setQuote,
} from "./OnrampState"
import { onrampChainIdOf } from "./onrampChainId"
import { toOnrampQuoteRequest, toOnrampUrlRequest, validatePurchase } from "./validatePurchase"

/** The buy form and its actions; the view reads the store and runs the actions. */
export interface OnrampServiceShape {
  readonly store: ReadableStore<OnrampState>
  /**
   * Loads the options as the view opens (the sample options when the call fails, spec 7) and
   * chooses the active network's first currency; loaded once, later opens keep the form.
   */
  readonly open: Effect.Effect<void>
  readonly choosePurchaseCurrency: (id: string) => Effect.Effect<void>
  readonly chooseNetwork: (name: string) => Effect.Effect<void>
  readonly choosePaymentCurrency: (id: string) => Effect.Effect<void>
  readonly choosePaymentMethod: (id: string) => Effect.Effect<void>
  /** Sets the amount as typed; the quote follows once the form settles (debounced). */
  readonly setAmount: (text: string) => Effect.Effect<void>
  /**
   * Buys what the form holds: asks the provider for its page and shows it in `popup` (opened
   * by the click; undefined when the browser blocked it: the page is then offered as a link),
   * then waits for the popup to close and refreshes the balances. Never fails: the outcome is
   * in `store`.
   */
  readonly buy: (popup: PopupWindow | undefined) => Effect.Effect<void>
  /** The visitor opened the blocked page from its link, in `popup`: waits as Buy does. */
  readonly watch: (popup: PopupWindow) => Effect.Effect<void>
  /** The active network changed: its currencies come first and are chosen. */
  readonly networkChanged: (network: CaipNetwork) => Effect.Effect<void>
}

/** The kernel services the onramp plugin is built on. */
export type OnrampKernel = Accounts | Networks | ProviderApi

/**
 * Makes the onramp service on the kernel's services.
 * @example
 * Layer.effect(OnrampService, makeOnrampService(options))
 */
export const makeOnrampService = (
  options: OnrampPluginOptions,
): Effect.Effect<OnrampServiceShape, never, OnrampKernel | Scope.Scope> =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const networks = yield* Networks
    const api = onrampApi(yield* ProviderApi)
    // Each edit starts a round; a quote asked for in an earlier one is dropped.
    const flow = yield* makeFormFlow<OnrampState>(initialOnrampState)
    const { store } = flow

    const activeChainId = () => {
      const network = networks.store.getSnapshot().activeCaipNetwork
      return network === undefined ? undefined : onrampChainIdOf(network)
    }

    /**
     * Quotes the form as it is once it has not changed for `onrampQuoteDebounce`: nothing to
     * quote without a valid amount; a failed call gives the placeholder (spec 7).
     */
    const requote: Effect.Effect<void> = Effect.suspend(() => {
      const round = flow.newRound()
      const checked = validatePurchase(store.getSnapshot())
      if (Result.isFailure(checked)) {
        store.update((state) => setQuote(state, OnrampQuoteState.None()))
        return Effect.void
      }
      const request = toOnrampQuoteRequest(checked.success)
      store.update((state) => setQuote(state, OnrampQuoteState.Loading()))
      const current = () => flow.isCurrent(round)
      return Effect.gen(function* () {
        yield* Effect.sleep(onrampQuoteDebounce)
        if (!current()) return
        const quote = yield* api.getOnrampQuote(request)
        if (!current()) return
        const placeholder = quote.quoteId === placeholderOnrampQuote(request).quoteId
        store.update((state) => setQuote(state, OnrampQuoteState.Ready({ quote, placeholder })))
      })
    })

    /** Applies an edit unless a purchase is under way, then quotes again if it changed anything. */
    const edit = (transition: (state: OnrampState) => OnrampState) =>
      Effect.suspend(() =>
        isPurchasing(store.getSnapshot()) ? Effect.void : flow.edit(transition, requote),
      )

    const open: Effect.Effect<void> = Effect.suspend(() =>
      store.getSnapshot().options !== undefined
        ? Effect.void
        : api.getOnrampOptions.pipe(
            Effect.flatMap((loaded) =>
              Effect.sync(() =>
                store.update((state) =>
                  state.options !== undefined
                    ? state
                    : setOptions(state, loaded, activeChainId(), options),
                ),
              ),
            ),
          ),
    )

    /** Waits for the popup to close (checked every 1 s), then refreshes the balances. */
    const watch = (popup: PopupWindow): Effect.Effect<void> =>
      Effect.gen(function* () {
        yield* Effect.sync(() => popup.isClosed()).pipe(
          Effect.repeat({ schedule: onrampPopupClosedSchedule, until: (closed) => closed }),
        )
        store.update((state) => setPurchase(state, PurchaseState.Refreshing()))
        yield* accounts.refresh
        store.update((state) => setPurchase(state, PurchaseState.Finished()))
      })

    const buy = (popup: PopupWindow | undefined): Effect.Effect<void> =>
      Effect.gen(function* () {
        const form = store.getSnapshot()
        if (isPurchasing(form)) return
        const fail = (message: OnrampMessage) =>
          Effect.sync(() => {
            popup?.close()
            store.update((state) => failPurchase(state, message))
          })
        const checked = validatePurchase(form)
        if (Result.isFailure(checked)) return yield* fail(checked.failure)
        const account = accounts.current.getSnapshot()
        if (account === undefined) return yield* fail({ id: "error.noActiveCaipAddress" })
        store.update((state) =>
          setPurchase({ ...state, error: undefined }, PurchaseState.Opening()),
        )
        const url = yield* api
          .generateOnrampUrl(toOnrampUrlRequest(checked.success, account.address))
          .pipe(Effect.result)
        if (Result.isFailure(url)) {
          return yield* fail({ id: "onramp.error.url", values: { reason: url.failure.message } })
        }
        if (popup === undefined || popup.isClosed()) {
          store.update((state) => setPurchase(state, PurchaseState.Blocked({ url: url.success })))
          return
        }
        popup.show(url.success)
        store.update((state) => setPurchase(state, PurchaseState.Waiting({ url: url.success })))
        yield* watch(popup)
      }).pipe(
        Effect.onInterrupt(() =>
          Effect.sync(() => store.update((state) => setPurchase(state, PurchaseState.Idle()))),
        ),
      )

    return {
      store,
      open,
      choosePurchaseCurrency: (id) => edit((state) => choosePurchaseCurrency(state, id)),
      chooseNetwork: (name) => edit((state) => chooseNetwork(state, name)),
      choosePaymentCurrency: (id) => edit((state) => choosePaymentCurrency(state, id)),
      choosePaymentMethod: (id) => edit((state) => choosePaymentMethod(state, id)),
      setAmount: (text) => edit((state) => setOnrampAmount(state, text)),
      buy,
      watch: (popup) =>
        Effect.suspend(() => {
          const { purchase } = store.getSnapshot()
          if (purchase._tag !== "Blocked") return Effect.void
          store.update((state) => setPurchase(state, PurchaseState.Waiting({ url: purchase.url })))
          return watch(popup)
        }),
      networkChanged: (network) =>
        Effect.suspend(() => {
          const { options: loaded } = store.getSnapshot()
          if (loaded === undefined) return Effect.void
          return edit((state) => setOptions(state, loaded, onrampChainIdOf(network), options))
        }),
    }
  })

/** The onramp plugin's service: the buy form, its quote and the purchase. */
export class OnrampService extends Context.Service<OnrampService, OnrampServiceShape>()(
  "foyer-kit/plugins/onramp/OnrampService",
) {
  /** The service on the kernel's services, with the plugin's decoded options. */
  static readonly layer = (
    options: OnrampPluginOptions,
  ): Layer.Layer<OnrampService, never, OnrampKernel> =>
    Layer.effect(OnrampService, makeOnrampService(options))
}

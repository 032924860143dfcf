import { Effect, Option, type Scope } from "effect"
import {
  type ApiSchemas,
  Events,
  Messages,
  makeFormFlow,
  Networks,
  ProviderApi,
  type ReadableStore,
} from "../../core"
import type { PopupWindow } from "../../ui/plugin"
import { payApi } from "./api/payApi"
import type { PayEventPayload } from "./PayEvents"
import type { PayRequest } from "./PayRequest"
import { payStatusPollSchedule, payStatusTimeout } from "./PaySchedules"
import { type ExchangeOption, initialPayState, type PayFailure, type PayState } from "./PayState"
import { isPayProblem, type ValidPay, validatePayRequest } from "./validatePayRequest"

/** The exchange's popup as the pay service drives it: it shows the page and closes it. */
export type PayPopupWindow = Pick<PopupWindow, "show" | "close">

/** The pay-with-exchange flow and its actions; the PayWithExchange view reads and runs them. */
export interface PayServiceShape {
  readonly store: ReadableStore<PayState>
  /**
   * Starts over with a dApp's request: checks it, then lists the exchanges that can pay it
   * (first page). A payment under way is dropped (its status is no longer polled).
   */
  readonly open: (request: PayRequest | undefined) => Effect.Effect<void>
  /** Reads the next page of exchanges, when there is one. */
  readonly loadMore: Effect.Effect<void>
  /**
   * Pays with `exchange` in `window` (the popup the view opened in the visitor's click;
   * undefined when the browser blocked it): asks the exchange's page, shows it, then polls the
   * payment's status until it succeeds or fails, at most {@link payStatusTimeout} (then it
   * fails as timed out); the polling goes on when the view closes, and stops when the kit is
   * disposed. Resolves once the payment is under way; the outcome is in `store`.
   */
  readonly pay: (
    exchange: ExchangeOption,
    window: PayPopupWindow | undefined,
  ) => Effect.Effect<void>
  /** Forgets everything and stops polling. */
  readonly reset: Effect.Effect<void>
}

/** The kernel services the pay plugin is built on. */
export type PayKernel = ProviderApi | Networks | Events | Messages

const failureMessage: Record<PayFailure, string> = {
  popupBlocked: "pay.popupBlocked",
  startFailed: "pay.startFailed",
  failed: "pay.failed",
  timedOut: "pay.timedOut",
}

const isSettled = (status: Option.Option<ApiSchemas.PayStatus>): boolean =>
  Option.isSome(status) && (status.value.status === "SUCCESS" || status.value.status === "FAILED")

/**
 * Makes the pay service on the kernel's services, in the kit's scope (the status polling runs
 * there: its dispose stops it).
 * @example
 * lazyServiceLayer(PayForm, () => import("./PayService").then((m) => m.makePayService))
 */
export const makePayService: Effect.Effect<PayServiceShape, never, PayKernel | Scope.Scope> =
  Effect.gen(function* () {
    const api = payApi(yield* ProviderApi)
    const networks = yield* Networks
    const events = yield* Events
    const messages = yield* Messages
    // Each open starts a round: answers of an earlier one are dropped. The status poll is the
    // form's background task, in the kit's scope: it outlives the view, not the kit.
    const flow = yield* makeFormFlow<PayState>(initialPayState)
    const { store } = flow

    const payloadOf = (pay: ValidPay, exchange: ExchangeOption): PayEventPayload => ({
      exchangeId: exchange.id,
      asset: pay.asset,
      amount: pay.amount,
      recipient: pay.recipient,
    })

    const fail = (pay: ValidPay, exchange: ExchangeOption, failure: PayFailure) =>
      Effect.gen(function* () {
        store.update(() => ({ phase: "failed", pay, exchange, failure }))
        yield* events.emit({
          type: "PAY_ERROR",
          ...payloadOf(pay, exchange),
          message: messages.text(failureMessage[failure]),
        })
      })

    const listPage = (pay: ValidPay, page: number) =>
      api.listPayExchanges({ asset: pay.asset, amount: pay.amount, page }).pipe(Effect.option)

    const open = (request: PayRequest | undefined) =>
      Effect.gen(function* () {
        yield* flow.stopTask
        const mine = flow.newRound()
        const checked = validatePayRequest(request, networks.networks)
        if (isPayProblem(checked)) {
          store.update(() => ({ phase: "invalid", problem: checked }))
          return
        }
        const pay = checked
        store.update(() => ({ phase: "loading", pay }))
        const answer = yield* listPage(pay, 0)
        if (!flow.isCurrent(mine)) return
        store.update((): PayState => {
          if (Option.isNone(answer)) return { phase: "loadFailed", pay }
          const { exchanges, total } = answer.value
          return exchanges.length === 0
            ? { phase: "noExchange", pay }
            : { phase: "choose", pay, exchanges, total, page: 0, loadingMore: false }
        })
      })

    const loadMore = Effect.gen(function* () {
      const state = store.getSnapshot()
      if (state.phase !== "choose" || state.loadingMore) return
      if (state.exchanges.length >= state.total) return
      const mine = flow.round()
      store.update(() => ({ ...state, loadingMore: true }))
      const answer = yield* listPage(state.pay, state.page + 1)
      if (!flow.isCurrent(mine)) return
      store.update((current) => {
        if (current.phase !== "choose") return current
        if (Option.isNone(answer)) return { ...current, loadingMore: false }
        return {
          ...current,
          exchanges: [...current.exchanges, ...answer.value.exchanges],
          page: current.page + 1,
          loadingMore: false,
        }
      })
    })

    const pollUntilSettled = (pay: ValidPay, exchange: ExchangeOption, sessionId: string) =>
      // A status call that fails (the network, a 5xx) is asked again at the next tick.
      api.getPayStatus(sessionId).pipe(
        Effect.option,
        Effect.repeat({ schedule: payStatusPollSchedule, until: isSettled }),
        Effect.timeoutOption(payStatusTimeout),
        Effect.flatMap((polled) =>
          Effect.gen(function* () {
            if (Option.isNone(polled)) return yield* fail(pay, exchange, "timedOut")
            const status = polled.value
            if (Option.isNone(status)) return
            const { status: outcome, txHash } = status.value
            if (outcome === "SUCCESS") {
              store.update(() => ({
                phase: "success",
                pay,
                exchange,
                ...(txHash === undefined ? {} : { txHash }),
              }))
              yield* events.emit({
                type: "PAY_SUCCESS",
                ...payloadOf(pay, exchange),
                ...(txHash === undefined ? {} : { txHash }),
              })
            } else {
              yield* fail(pay, exchange, "failed")
            }
          }),
        ),
      )

    const pay = (exchange: ExchangeOption, window: PayPopupWindow | undefined) =>
      Effect.gen(function* () {
        const state = store.getSnapshot()
        if (state.phase !== "choose" && state.phase !== "failed") return
        const { pay } = state
        yield* events.emit({ type: "PAY_EXCHANGE_SELECTED", ...payloadOf(pay, exchange) })
        if (window === undefined) return yield* fail(pay, exchange, "popupBlocked")
        yield* flow.stopTask
        const mine = flow.round()
        store.update(() => ({ phase: "paying", pay, exchange }))
        const started = yield* api
          .createPayUrl({
            exchangeId: exchange.id,
            asset: pay.asset,
            amount: pay.amount,
            recipient: pay.recipient,
          })
          .pipe(Effect.option)
        if (!flow.isCurrent(mine)) return
        if (Option.isNone(started)) {
          window.close()
          return yield* fail(pay, exchange, "startFailed")
        }
        window.show(started.value.url)
        yield* flow.runTask(pollUntilSettled(pay, exchange, started.value.sessionId))
      })

    const reset = flow.reset(() => initialPayState)

    return { store, open, loadMore, pay, reset }
  })

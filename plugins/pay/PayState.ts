import type { ApiSchemas } from "../../core"
import type { PayProblem, ValidPay } from "./validatePayRequest"

/** An exchange the visitor can pay from. */
export type ExchangeOption = ApiSchemas.PayExchange

/** Why a payment did not go through, as the view says it. */
export type PayFailure = "popupBlocked" | "startFailed" | "failed" | "timedOut"

/** The pay view's state, one phase at a time. */
export type PayState =
  | { readonly phase: "idle" }
  | { readonly phase: "invalid"; readonly problem: PayProblem }
  | { readonly phase: "loading"; readonly pay: ValidPay }
  | {
      readonly phase: "choose"
      readonly pay: ValidPay
      readonly exchanges: ReadonlyArray<ExchangeOption>
      readonly total: number
      /** The last page read (more pages while `exchanges` holds fewer than `total`). */
      readonly page: number
      readonly loadingMore: boolean
    }
  | { readonly phase: "noExchange"; readonly pay: ValidPay }
  | { readonly phase: "loadFailed"; readonly pay: ValidPay }
  | { readonly phase: "paying"; readonly pay: ValidPay; readonly exchange: ExchangeOption }
  | {
      readonly phase: "success"
      readonly pay: ValidPay
      readonly exchange: ExchangeOption
      readonly txHash?: string
    }
  | {
      readonly phase: "failed"
      readonly pay: ValidPay
      readonly exchange: ExchangeOption
      readonly failure: PayFailure
    }

/** Nothing asked yet. */
export const initialPayState: PayState = { phase: "idle" }

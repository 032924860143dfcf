import { Data } from "effect"
import type { ApiSchemas } from "../../core"
import type { OnrampMessage } from "./OnrampMessage"
import { purchaseCurrencyOrder, purchaseNetworkOrder } from "./purchaseChoices"

/** The quote of the purchase as filled in (spec 3 onramp quote). */
export type OnrampQuoteState = Data.TaggedEnum<{
  /** Nothing to quote: no amount, or one the payment method does not allow. */
  None: Record<never, never>
  /** Waiting for the amount to settle, then for the provider's answer. */
  Loading: Record<never, never>
  /** The provider's quote, or the placeholder equal to the amount when the call failed (spec 7). */
  Ready: { readonly quote: ApiSchemas.OnrampQuote; readonly placeholder: boolean }
}>

/** Constructors and matchers of `OnrampQuoteState`. */
export const OnrampQuoteState = Data.taggedEnum<OnrampQuoteState>()

/** Where the purchase is, from Buy to the provider's popup being closed. */
export type PurchaseState = Data.TaggedEnum<{
  /** The visitor is choosing. */
  Idle: Record<never, never>
  /** The provider's page is being asked for (generateOnrampUrl). */
  Opening: Record<never, never>
  /** The provider's page is open in the popup; the kit waits for it to close. */
  Waiting: { readonly url: string }
  /** The browser blocked the popup: the page is offered as a link. */
  Blocked: { readonly url: string }
  /** The popup closed; balances are being read again. */
  Refreshing: Record<never, never>
  /** The popup closed and balances were refreshed. */
  Finished: Record<never, never>
}>

/** Constructors and matchers of `PurchaseState`. */
export const PurchaseState = Data.taggedEnum<PurchaseState>()

/** The buy form: the options, what the visitor chose and typed, the quote and the purchase. */
export interface OnrampState {
  /** The provider's options (or the sample options); undefined until loaded. */
  readonly options: ApiSchemas.OnrampOptions | undefined
  /**
   * The active network's chain id as the options write it (its CAIP-2 reference, see
   * `onrampChainIdOf`): its currencies come first in the pickers.
   */
  readonly chainId: string | undefined
  readonly purchaseCurrencyId: string | undefined
  /** The chosen network's `name` (e.g. "base-mainnet"). */
  readonly networkName: string | undefined
  readonly paymentCurrencyId: string | undefined
  readonly paymentMethodId: string | undefined
  /** The fiat amount as typed (decimal text). */
  readonly amount: string
  readonly quote: OnrampQuoteState
  readonly purchase: PurchaseState
  /** Why the last Buy did not go through; the choices are kept. */
  readonly error: OnrampMessage | undefined
}

/** What the visitor prefers before choosing: the plugin's options. */
export interface OnrampPreferences {
  readonly paymentCurrency: string
  readonly paymentMethod: string
}

/** The form before the options are loaded. */
export const initialOnrampState: OnrampState = {
  options: undefined,
  chainId: undefined,
  purchaseCurrencyId: undefined,
  networkName: undefined,
  paymentCurrencyId: undefined,
  paymentMethodId: undefined,
  amount: "",
  quote: OnrampQuoteState.None(),
  purchase: PurchaseState.Idle(),
  error: undefined,
}

/** Whether a purchase is under way (the choices are locked meanwhile). */
export const isPurchasing = (state: OnrampState): boolean =>
  state.purchase._tag === "Opening" ||
  state.purchase._tag === "Waiting" ||
  state.purchase._tag === "Refreshing"

/** The chosen purchase currency, if any. */
export const chosenPurchaseCurrency = (state: OnrampState) =>
  state.options?.purchaseCurrencies.find((currency) => currency.id === state.purchaseCurrencyId)

/** The chosen network of the chosen purchase currency, if any. */
export const chosenNetwork = (state: OnrampState) =>
  chosenPurchaseCurrency(state)?.networks.find((network) => network.name === state.networkName)

/** The chosen payment currency, if any. */
export const chosenPaymentCurrency = (state: OnrampState) =>
  state.options?.paymentCurrencies.find((currency) => currency.id === state.paymentCurrencyId)

/** The chosen payment method's limits, if any. */
export const chosenLimit = (state: OnrampState) =>
  chosenPaymentCurrency(state)?.payment_method_limits.find(
    (limit) => limit.id === state.paymentMethodId,
  )

/** An edit: clears the last error, and a finished purchase makes way for the next one. */
const edited = (state: OnrampState): OnrampState => ({
  ...state,
  error: undefined,
  purchase: state.purchase._tag === "Finished" ? PurchaseState.Idle() : state.purchase,
})

/** The first network of `currencyId` on chain `chainId` if it has one, else its first. */
const firstNetwork = (state: OnrampState, currencyId: string | undefined) => {
  const currency = state.options?.purchaseCurrencies.find(({ id }) => id === currencyId)
  return currency === undefined ? undefined : purchaseNetworkOrder(currency, state.chainId)[0]?.name
}

/** The method kept when the payment currency changes: the same one if offered, else the first. */
const methodOf = (state: OnrampState, currencyId: string | undefined, preferred?: string) => {
  const limits =
    state.options?.paymentCurrencies.find(({ id }) => id === currencyId)?.payment_method_limits ??
    []
  const wanted = preferred ?? state.paymentMethodId
  return (limits.find(({ id }) => id === wanted) ?? limits[0])?.id
}

/**
 * The options arrived (or the active network changed, `chainId`): the first currency the
 * active network delivers and that network are chosen, and the preferred payment currency and
 * method where offered (else the first ones). The amount is kept.
 */
export const setOptions = (
  state: OnrampState,
  options: ApiSchemas.OnrampOptions,
  chainId: string | undefined,
  preferences: OnrampPreferences,
): OnrampState => {
  const withOptions = { ...state, options, chainId }
  const purchaseCurrencyId = purchaseCurrencyOrder(options.purchaseCurrencies, chainId)[0]?.id
  const paymentCurrencyId = (
    options.paymentCurrencies.find(({ id }) => id === preferences.paymentCurrency) ??
    options.paymentCurrencies[0]
  )?.id
  return {
    ...withOptions,
    purchaseCurrencyId,
    networkName: firstNetwork(withOptions, purchaseCurrencyId),
    paymentCurrencyId,
    paymentMethodId: methodOf(withOptions, paymentCurrencyId, preferences.paymentMethod),
  }
}

/** Chooses the currency to buy, and its network on the active chain if any (else its first). */
export const choosePurchaseCurrency = (state: OnrampState, id: string): OnrampState => ({
  ...edited(state),
  purchaseCurrencyId: id,
  networkName: firstNetwork(state, id),
})

/** Chooses the network the currency is delivered on. */
export const chooseNetwork = (state: OnrampState, name: string): OnrampState => ({
  ...edited(state),
  networkName: name,
})

/** Chooses the fiat currency; the payment method stays when the currency offers it. */
export const choosePaymentCurrency = (state: OnrampState, id: string): OnrampState => ({
  ...edited(state),
  paymentCurrencyId: id,
  paymentMethodId: methodOf(state, id),
})

/** Chooses the payment method (card, bank account...), whose limits then apply. */
export const choosePaymentMethod = (state: OnrampState, id: string): OnrampState => ({
  ...edited(state),
  paymentMethodId: id,
})

/** Sets the amount as typed. */
export const setOnrampAmount = (state: OnrampState, amount: string): OnrampState =>
  state.amount === amount ? state : { ...edited(state), amount }

/** Sets the quote. */
export const setQuote = (state: OnrampState, quote: OnrampQuoteState): OnrampState => ({
  ...state,
  quote,
})

/** Moves the purchase on. */
export const setPurchase = (state: OnrampState, purchase: PurchaseState): OnrampState => ({
  ...state,
  purchase,
})

/** Buy did not go through: says why, back to choosing, everything chosen kept. */
export const failPurchase = (state: OnrampState, error: OnrampMessage): OnrampState => ({
  ...state,
  error,
  purchase: PurchaseState.Idle(),
})

import { Result } from "effect"
import { useEffect, useId } from "react"
import {
  AmountField,
  Button,
  defineView,
  type MessageLookup,
  openPopup,
  type PopupWindow,
  Spinner,
  TokenPicker,
  textStyles,
  useLazyService,
  useMessage,
  useRun,
  useStore,
} from "../../../ui/plugin"
import { formatLimit } from "../formatLimit"
import { OnrampForm } from "../OnrampForm"
import type { OnrampMessage } from "../OnrampMessage"
import type { OnrampServiceShape } from "../OnrampService"
import {
  chosenLimit,
  chosenPaymentCurrency,
  chosenPurchaseCurrency,
  isPurchasing,
  type OnrampQuoteState,
  type PurchaseState,
} from "../OnrampState"
import { onrampAmountProblem } from "../onrampAmountProblem"
import { onrampProviderFeeRange } from "../onrampProviderFeeRange"
import { purchaseCurrencyOrder, purchaseNetworkOrder } from "../purchaseChoices"
import { validatePurchase } from "../validatePurchase"

/** The purchase popup's window name: a second Buy reuses the same popup. */
const onrampPopupName = "foyer-onramp"

const textOf = (message: MessageLookup, shown: OnrampMessage | undefined): string | undefined =>
  shown === undefined ? undefined : message(shown.id, shown.values)

/** A payment method's name: ours for the methods we know, else the provider's id. */
const methodName = (message: MessageLookup, id: string): string => {
  const key = `onramp.method.${id}`
  const text = message(key)
  return text === key ? id : text
}

/** The quote lines: what the visitor receives, the network fee and the total. */
const QuoteLines = ({ quote }: { readonly quote: OnrampQuoteState }) => {
  const message = useMessage()
  switch (quote._tag) {
    case "None":
      return null
    case "Loading":
      return <p className={textStyles.paragraph}>{message("onramp.quote.loading")}</p>
    case "Ready": {
      const { purchaseAmount, networkFee, paymentTotal } = quote.quote
      return (
        <>
          <p className={textStyles.paragraph}>
            {message("onramp.quote.receive", { ...purchaseAmount })}
          </p>
          {quote.placeholder ? (
            <p className={textStyles.paragraph}>{message("onramp.quote.placeholder")}</p>
          ) : (
            <p className={textStyles.paragraph}>
              {message("onramp.quote.networkFee", { ...networkFee })}
            </p>
          )}
          <p className={textStyles.paragraph}>
            {message("onramp.quote.total", { ...paymentTotal })}
          </p>
        </>
      )
    }
  }
}

/**
 * The buy view (spec 1, 7): the currency to buy and its network (the active network's first),
 * the fiat currency and the payment method with its limits, the amount (a problem shows under
 * the field as it is typed), a live quote and the provider's fee range, then Buy, which opens
 * the provider's page in a 600 x 800 popup. While the popup is open the view waits; a blocked
 * popup is offered as a link.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const service = useLazyService(OnrampForm)
  const form = useStore(service.store)
  const limitsId = useId()
  // The form's actions never fail (their outcome is in the form); their promise rejects only
  // when the kit is disposed while one runs, which is nothing to report.
  const start = (action: ReturnType<OnrampServiceShape["setAmount"]>) => {
    run(action).catch(() => undefined)
  }
  useEffect(() => {
    run(service.open).catch(() => undefined)
  }, [run, service])

  const { options, purchase } = form
  if (options === undefined) {
    return (
      <p role="status" className={textStyles.statusRow}>
        <Spinner />
        {message("onramp.loading")}
      </p>
    )
  }
  const busy = isPurchasing(form)
  const currency = chosenPurchaseCurrency(form)
  const paymentCurrency = chosenPaymentCurrency(form)
  const limit = chosenLimit(form)
  const paymentCurrencyId = paymentCurrency?.id ?? ""
  const unless = (action: () => void) => () => (busy ? undefined : action())

  const buy = () => {
    if (busy) return
    // Opened here, in the click itself: opened once the provider's URL arrives, the popup
    // would no longer follow a click and most browsers would block it. A form Buy refuses
    // opens none (no window flashing open and shut).
    const valid = Result.isSuccess(validatePurchase(form))
    start(service.buy(valid ? openPopup(window, onrampPopupName) : undefined))
  }

  return (
    <div className={textStyles.stack}>
      <TokenPicker
        label={message("onramp.purchaseCurrency.label")}
        tokens={purchaseCurrencyOrder(options.purchaseCurrencies, form.chainId).map((option) => ({
          id: option.id,
          symbol: option.symbol,
          name: option.name,
        }))}
        selected={form.purchaseCurrencyId}
        onSelect={(id) => unless(() => start(service.choosePurchaseCurrency(id)))()}
      />
      {currency === undefined ? null : (
        <TokenPicker
          label={message("onramp.network.label")}
          tokens={purchaseNetworkOrder(currency, form.chainId).map((network) => ({
            id: network.name,
            symbol: network.display_name,
            balance:
              network.chain_id === form.chainId ? message("onramp.network.current") : undefined,
          }))}
          selected={form.networkName}
          onSelect={(name) => unless(() => start(service.chooseNetwork(name)))()}
        />
      )}
      <TokenPicker
        label={message("onramp.paymentCurrency.label")}
        tokens={options.paymentCurrencies.map((option) => ({ id: option.id, symbol: option.id }))}
        selected={form.paymentCurrencyId}
        onSelect={(id) => unless(() => start(service.choosePaymentCurrency(id)))()}
      />
      {paymentCurrency === undefined ? null : (
        <TokenPicker
          label={message("onramp.paymentMethod.label")}
          tokens={paymentCurrency.payment_method_limits.map((option) => ({
            id: option.id,
            symbol: methodName(message, option.id),
            balance: `${formatLimit(option.min)}–${formatLimit(option.max)} ${paymentCurrencyId}`,
          }))}
          selected={form.paymentMethodId}
          onSelect={(id) => unless(() => start(service.choosePaymentMethod(id)))()}
        />
      )}
      <AmountField
        label={message("onramp.amount.label")}
        symbol={paymentCurrency?.id}
        value={form.amount}
        onChange={(text) => start(service.setAmount(text))}
        error={textOf(message, onrampAmountProblem(form.amount, limit, paymentCurrencyId))}
        aria-describedby={limit === undefined ? undefined : limitsId}
        readOnly={busy}
      />
      {limit === undefined ? null : (
        <p id={limitsId} className={textStyles.paragraph}>
          {message("onramp.limits", {
            method: methodName(message, limit.id),
            min: formatLimit(limit.min),
            max: formatLimit(limit.max),
            currency: paymentCurrencyId,
          })}
        </p>
      )}
      <div aria-live="polite" className={textStyles.stack}>
        <QuoteLines quote={form.quote} />
      </div>
      <p className={textStyles.paragraph}>
        {message("onramp.providerFee", { range: onrampProviderFeeRange })}
      </p>
      {form.error === undefined ? null : (
        <p role="alert" className={textStyles.errorMessage}>
          {textOf(message, form.error)}
        </p>
      )}
      <PurchaseStatus purchase={purchase} onOpened={(popup) => start(service.watch(popup))} />
      <Button variant="primary" aria-disabled={busy ? true : undefined} onClick={buy}>
        {message("onramp.submit")}
      </Button>
    </div>
  )
})

/** Where the purchase is: waiting for the popup, refreshing, finished, or the blocked link. */
const PurchaseStatus = ({
  purchase,
  onOpened,
}: {
  readonly purchase: PurchaseState
  readonly onOpened: (popup: PopupWindow) => void
}) => {
  const message = useMessage()
  switch (purchase._tag) {
    case "Idle":
      return null
    case "Opening":
    case "Waiting":
    case "Refreshing":
      return (
        <p role="status" className={textStyles.statusRow}>
          <Spinner />
          {message(
            purchase._tag === "Opening"
              ? "onramp.opening"
              : purchase._tag === "Waiting"
                ? "onramp.waiting"
                : "onramp.refreshing",
          )}
        </p>
      )
    case "Finished":
      return (
        <p role="status" className={textStyles.paragraph}>
          {message("onramp.finished")}
        </p>
      )
    case "Blocked":
      return (
        <div role="alert" className={textStyles.stack}>
          <p className={textStyles.errorMessage}>{message("onramp.blocked")}</p>
          <p className={textStyles.paragraph}>
            <a
              href={purchase.url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={(event) => {
                // The link is a click of its own: a popup opened now is let through, and the
                // view can tell when it closes. Still blocked, the link opens a tab itself.
                const popup = openPopup(window, onrampPopupName, purchase.url)
                if (popup === undefined) return
                event.preventDefault()
                onOpened(popup)
              }}
            >
              {message("onramp.blocked.link")}
            </a>
          </p>
        </div>
      )
  }
}

import { Result } from "effect"
import { useEffect } from "react"
import type { ApiSchemas, CaipNetwork } from "../../../core"
import {
  AmountField,
  Button,
  cutDecimals,
  defineView,
  formStyles,
  LogoImage,
  type MessageLookup,
  openPopup,
  type PopupWindow,
  Spinner,
  TokenPicker,
  textStyles,
  useKernelConfig,
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
import { networkOfOnrampChainId } from "../onrampChainId"
import { onrampProviderFeeRange } from "../onrampProviderFeeRange"
import { purchaseCurrencyOrder, purchaseNetworkOrder } from "../purchaseChoices"
import { validatePurchase } from "../validatePurchase"
import { fiatCurrencyLogo, paymentMethodLogo } from "./paymentLogos"

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

/**
 * A delivery network's logo: the provider's, else the kit's own network of that chain id (its
 * CAIP-2 reference, whatever the family) as the dApp configured it (its `assets.imageUrl`);
 * without either its name's first letter shows.
 */
const networkLogo = (
  network: ApiSchemas.OnrampNetwork,
  configured: ReadonlyArray<CaipNetwork>,
): string | undefined =>
  network.icon_url ?? networkOfOnrampChainId(configured, network.chain_id)?.assets?.imageUrl

/** The quote lines: what the visitor receives (with the currency's logo), the network fee and the total. */
const QuoteLines = ({
  quote,
  currency,
}: {
  readonly quote: OnrampQuoteState
  readonly currency: ApiSchemas.OnrampPurchaseCurrency | undefined
}) => {
  const message = useMessage()
  switch (quote._tag) {
    case "None":
      return null
    case "Loading":
      return <p className={formStyles.detailText}>{message("onramp.quote.loading")}</p>
    case "Ready": {
      const { purchaseAmount, networkFee, paymentTotal } = quote.quote
      return (
        <>
          <div className={formStyles.withLogo}>
            {currency === undefined ? null : (
              <LogoImage src={currency.icon_url} name={currency.symbol} size="sm" />
            )}
            <p className={formStyles.detailLead}>
              {message("onramp.quote.receive", {
                ...purchaseAmount,
                // A quote's price leaves every decimal the division gave ("0.0333333333333333");
                // it is "about" that much, and cut to six it fits the line.
                amount: cutDecimals(purchaseAmount.amount),
              })}
            </p>
          </div>
          {quote.placeholder ? (
            <p className={formStyles.detailText}>{message("onramp.quote.placeholder")}</p>
          ) : (
            <p className={formStyles.detailText}>
              {message("onramp.quote.networkFee", { ...networkFee })}
            </p>
          )}
          <p className={formStyles.detailText}>
            {message("onramp.quote.total", { ...paymentTotal })}
          </p>
        </>
      )
    }
  }
}

/**
 * The buy view (spec 1, 7), laid out as its peers': the amount to pay first, with the fiat
 * currency's sign and the payment method's limits under it; the currency to buy and its network
 * (the active network's first), the fiat currency and the payment method, each with its logo (a
 * first letter where there is none); the live quote and the provider's fee range; then Buy,
 * which opens the provider's page in a 600 x 800 popup. While the popup is open the view waits
 * (Buy busy); a blocked popup is offered as a link.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const service = useLazyService(OnrampForm)
  const form = useStore(service.store)
  const { networks } = useKernelConfig()
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
    // Opened here, in the click itself: opened once the provider's URL arrives, the popup
    // would no longer follow a click and most browsers would block it. A form Buy refuses
    // opens none (no window flashing open and shut).
    const valid = Result.isSuccess(validatePurchase(form))
    start(service.buy(valid ? openPopup(window, onrampPopupName) : undefined))
  }

  return (
    <div className={textStyles.stack}>
      <AmountField
        large
        label={message("onramp.amount.label")}
        symbol={paymentCurrency?.id}
        icon={paymentCurrency === undefined ? undefined : fiatCurrencyLogo(paymentCurrency.id)}
        value={form.amount}
        onChange={(text) => start(service.setAmount(text))}
        error={textOf(message, onrampAmountProblem(form.amount, limit, paymentCurrencyId))}
        hint={
          limit === undefined
            ? undefined
            : message("onramp.limits", {
                method: methodName(message, limit.id),
                min: formatLimit(limit.min),
                max: formatLimit(limit.max),
                currency: paymentCurrencyId,
              })
        }
        readOnly={busy}
      />
      <TokenPicker
        label={message("onramp.purchaseCurrency.label")}
        tokens={purchaseCurrencyOrder(options.purchaseCurrencies, form.chainId).map((option) => ({
          id: option.id,
          symbol: option.symbol,
          name: option.name,
          icon: option.icon_url,
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
            icon: networkLogo(network, networks),
            balance:
              network.chain_id === form.chainId ? message("onramp.network.current") : undefined,
          }))}
          selected={form.networkName}
          onSelect={(name) => unless(() => start(service.chooseNetwork(name)))()}
        />
      )}
      <TokenPicker
        label={message("onramp.paymentCurrency.label")}
        tokens={options.paymentCurrencies.map((option) => ({
          id: option.id,
          symbol: option.id,
          icon: fiatCurrencyLogo(option.id),
        }))}
        selected={form.paymentCurrencyId}
        onSelect={(id) => unless(() => start(service.choosePaymentCurrency(id)))()}
      />
      {paymentCurrency === undefined ? null : (
        <TokenPicker
          label={message("onramp.paymentMethod.label")}
          shape="square"
          tokens={paymentCurrency.payment_method_limits.map((option) => ({
            id: option.id,
            symbol: methodName(message, option.id),
            icon: paymentMethodLogo(option.id),
            balance: `${formatLimit(option.min)}–${formatLimit(option.max)} ${paymentCurrencyId}`,
          }))}
          selected={form.paymentMethodId}
          onSelect={(id) => unless(() => start(service.choosePaymentMethod(id)))()}
        />
      )}
      <div className={formStyles.details}>
        <div aria-live="polite" className={formStyles.rows}>
          <QuoteLines quote={form.quote} currency={currency} />
        </div>
        <p className={formStyles.detailText}>
          {message("onramp.providerFee", { range: onrampProviderFeeRange })}
        </p>
      </div>
      {form.error === undefined ? null : (
        <p role="alert" className={textStyles.errorMessage}>
          {textOf(message, form.error)}
        </p>
      )}
      <PurchaseStatus purchase={purchase} onOpened={(popup) => start(service.watch(popup))} />
      <Button variant="primary" loading={busy} onClick={buy}>
        {message("onramp.submit")}
      </Button>
    </div>
  )
})

/**
 * Where the purchase is: waiting for the popup, refreshing (Buy shows it is busy meanwhile),
 * finished, or the blocked link.
 */
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
        <p role="status" className={textStyles.paragraph}>
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

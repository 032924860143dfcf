import { useEffect } from "react"
import {
  Button,
  defineView,
  formStyles,
  ListButton,
  LogoImage,
  type MessageLookup,
  openPopup,
  Spinner,
  shortenAddress,
  textStyles,
  useAccountsState,
  useLazyService,
  useMessage,
  useRun,
  useStore,
} from "../../../ui/plugin"
import { PayForm } from "../PayForm"
import type { PayRequest } from "../PayRequest"
import type { PayState } from "../PayState"
import type { ValidPay } from "../validatePayRequest"

const summaryOf = (message: MessageLookup, pay: ValidPay): string =>
  message("pay.summary", {
    amount: pay.amount,
    symbol: pay.symbol,
    recipient: shortenAddress(pay.recipient.slice(pay.recipient.lastIndexOf(":") + 1)),
    network: pay.network.name,
  })

/**
 * The payment asked for: the amount large, with the asset's logo (the connected account's icon
 * of that token on that network, else its symbol's first letter), then the whole payment in a
 * sentence with the network's logo.
 */
const Summary = ({ pay }: { readonly pay: ValidPay }) => {
  const message = useMessage()
  const icon = useAccountsState(
    (accounts) =>
      accounts[pay.network.chainNamespace]?.tokenBalance.find(
        (token) => token.chainId === pay.network.caipNetworkId && token.symbol === pay.symbol,
      )?.iconUrl,
  )
  return (
    <div className={formStyles.details}>
      <div className={formStyles.withLogo}>
        <LogoImage src={icon} name={pay.symbol} />
        <p className={formStyles.amount} dir="ltr">
          {pay.amount} {pay.symbol}
        </p>
      </div>
      <div className={formStyles.withLogo}>
        <LogoImage src={pay.network.assets?.imageUrl} name={pay.network.name} size="sm" />
        <p className={formStyles.detailText}>{summaryOf(message, pay)}</p>
      </div>
    </div>
  )
}

const Status = ({ children }: { readonly children: string }) => (
  <p role="status" className={textStyles.statusRow}>
    <Spinner />
    {children}
  </p>
)

const Alert = ({ children }: { readonly children: string }) => (
  <p role="alert" className={textStyles.errorMessage}>
    {children}
  </p>
)

/**
 * The PayWithExchange view: the payment a dApp asked for (its data, a {@link PayRequest}),
 * the exchanges that can pay it, then the chosen exchange's page in a 600 x 800 popup while
 * the payment's status is polled, and its outcome: sent (with the transaction) or failed.
 */
export default defineView(({ view }) => {
  const message = useMessage()
  const run = useRun()
  const form = useLazyService(PayForm)
  const state: PayState = useStore(form.store)
  const request = view.data as PayRequest | undefined

  useEffect(() => {
    // The flow's actions never fail (their outcome is in the store); a rejection means the kit
    // was disposed meanwhile, which is nothing to report.
    // Closing the modal does not stop a payment under way: the flow polls on (for at most
    // payStatusTimeout), so its PAY_SUCCESS or PAY_ERROR still reaches the page.
    run(form.open(request)).catch(() => undefined)
  }, [form, request, run])

  // Opened in the click's own handler, before any request: a popup opened later is blocked.
  const choose = (exchange: (typeof state & { phase: "choose" })["exchanges"][number]) => {
    const popup = openPopup(window, "foyer-pay")
    run(form.pay(exchange, popup)).catch(() => undefined)
  }
  const retry = () => {
    run(form.open(request)).catch(() => undefined)
  }

  switch (state.phase) {
    case "idle":
      return <Status>{message("pay.loading")}</Status>
    case "invalid":
      return <Alert>{message(state.problem.message, state.problem.values)}</Alert>
    case "loading":
      return (
        <div className={textStyles.stack}>
          <Summary pay={state.pay} />
          <Status>{message("pay.loading")}</Status>
        </div>
      )
    case "noExchange":
      return (
        <div className={textStyles.stack}>
          <Summary pay={state.pay} />
          <Alert>{message("pay.noExchange")}</Alert>
        </div>
      )
    case "loadFailed":
      return (
        <div className={textStyles.stack}>
          <Summary pay={state.pay} />
          <Alert>{message("pay.loadFailed")}</Alert>
          <Button onClick={retry}>{message("pay.retry")}</Button>
        </div>
      )
    case "choose":
      return (
        <div className={textStyles.stack}>
          <Summary pay={state.pay} />
          <h3 className={textStyles.sectionHeading}>{message("pay.chooseExchange")}</h3>
          {state.exchanges.map((exchange) => (
            <ListButton
              key={exchange.id}
              label={exchange.name}
              logo={<LogoImage src={exchange.imageUrl} name={exchange.name} shape="square" />}
              aria-label={message("pay.exchangeButton", { name: exchange.name })}
              onClick={() => choose(exchange)}
            />
          ))}
          {state.exchanges.length < state.total ? (
            <Button
              loading={state.loadingMore}
              onClick={() => {
                run(form.loadMore).catch(() => undefined)
              }}
            >
              {message("pay.loadMore")}
            </Button>
          ) : null}
        </div>
      )
    case "paying":
      return (
        <div className={textStyles.stack}>
          <Summary pay={state.pay} />
          <Status>{message("pay.waiting", { name: state.exchange.name })}</Status>
          {/* A visitor who closed the exchange's window unpaid is not kept waiting: back to the
              list, and this payment is no longer followed. */}
          <Button onClick={retry}>{message("pay.chooseAnother")}</Button>
        </div>
      )
    case "success":
      return (
        <div className={textStyles.stack}>
          <p role="status" className={textStyles.strong}>
            {message("pay.success")}
          </p>
          <Summary pay={state.pay} />
          {state.txHash === undefined ? null : (
            <p className={textStyles.paragraph} title={state.txHash}>
              {message("pay.transaction", { hash: shortenAddress(state.txHash) })}
            </p>
          )}
        </div>
      )
    case "failed":
      return (
        <div className={textStyles.stack}>
          <Summary pay={state.pay} />
          <Alert>{message(`pay.${state.failure}`)}</Alert>
          <Button onClick={retry}>{message("pay.retry")}</Button>
        </div>
      )
  }
})

import { useEffect } from "react"
import {
  Button,
  defineView,
  ListButton,
  type MessageLookup,
  openPopup,
  Spinner,
  shortenAddress,
  textStyles,
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
          <p className={textStyles.paragraph}>{summaryOf(message, state.pay)}</p>
          <Status>{message("pay.loading")}</Status>
        </div>
      )
    case "noExchange":
      return (
        <div className={textStyles.stack}>
          <p className={textStyles.paragraph}>{summaryOf(message, state.pay)}</p>
          <Alert>{message("pay.noExchange")}</Alert>
        </div>
      )
    case "loadFailed":
      return (
        <div className={textStyles.stack}>
          <p className={textStyles.paragraph}>{summaryOf(message, state.pay)}</p>
          <Alert>{message("pay.loadFailed")}</Alert>
          <Button onClick={retry}>{message("pay.retry")}</Button>
        </div>
      )
    case "choose":
      return (
        <div className={textStyles.stack}>
          <p className={textStyles.paragraph}>{summaryOf(message, state.pay)}</p>
          <h3 className={textStyles.sectionHeading}>{message("pay.chooseExchange")}</h3>
          {state.exchanges.map((exchange) => (
            <ListButton
              key={exchange.id}
              label={exchange.name}
              icon={exchange.imageUrl}
              aria-label={message("pay.exchangeButton", { name: exchange.name })}
              onClick={() => choose(exchange)}
            />
          ))}
          {state.exchanges.length < state.total ? (
            <Button
              aria-disabled={state.loadingMore ? true : undefined}
              onClick={() => (state.loadingMore ? undefined : run(form.loadMore))}
            >
              {message("pay.loadMore")}
            </Button>
          ) : null}
        </div>
      )
    case "paying":
      return (
        <div className={textStyles.stack}>
          <p className={textStyles.paragraph}>{summaryOf(message, state.pay)}</p>
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
          <p className={textStyles.paragraph}>{summaryOf(message, state.pay)}</p>
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
          <p className={textStyles.paragraph}>{summaryOf(message, state.pay)}</p>
          <Alert>{message(`pay.${state.failure}`)}</Alert>
          <Button onClick={retry}>{message("pay.retry")}</Button>
        </div>
      )
  }
})

import { formatUnits } from "viem"
import {
  AmountField,
  Button,
  cutDecimals,
  defineView,
  type MessageLookup,
  Spinner,
  TextField,
  type TokenOption,
  TokenPicker,
  textStyles,
  useLazyService,
  useMessage,
  useRun,
  useStore,
} from "../../../ui/plugin"
import { SendForm } from "../SendForm"
import type { SendServiceShape } from "../SendService"
import { type GasEstimate, isSending, type SendMessage } from "../SendState"
import type { SendToken } from "../SendToken"
import { amountProblem, receiverProblem } from "../validateSend"

/** The picker's id of a token: its contract, else its kind and symbol. */
const tokenId = (token: SendToken): string =>
  token.address?.toLowerCase() ?? `${token.kind}:${token.symbol}`

// A balance comes with every decimal the token has ("9998.749964678525378" ETH): shown whole,
// it crowds the row until the token's own name is cut ("Ether (…").
const toOption = (token: SendToken): TokenOption => ({
  id: tokenId(token),
  symbol: token.symbol,
  name: token.name,
  icon: token.iconUrl,
  balance: cutDecimals(token.balance),
})

const textOf = (message: MessageLookup, shown: SendMessage | undefined): string | undefined =>
  shown === undefined ? undefined : message(shown.id, shown.values)

/** The fee line: what the estimate says, or nothing before there is anything to estimate. */
const feeText = (message: MessageLookup, estimate: GasEstimate): string | undefined => {
  switch (estimate._tag) {
    case "None":
      return undefined
    case "Estimating":
      return message("send.fee.estimating")
    case "Estimated":
      return estimate.fee === undefined
        ? message("send.fee.gas", { gas: estimate.gas.toString() })
        : message("send.fee.value", {
            fee: cutDecimals(formatUnits(estimate.fee, estimate.decimals)),
            symbol: estimate.symbol,
          })
    case "Failed":
      return message("send.fee.failed", {
        reason: message(estimate.message.id, estimate.message.values),
      })
  }
}

/**
 * The Send view (spec 4 Send): a token, an amount and a receiver, the network fee, and Send.
 * Problems with what is typed show under the field as it is typed; the send's own error is
 * announced (role="alert") and everything typed stays. While the wallet signs and the receipt
 * is awaited the fields are locked and the status is announced.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const service = useLazyService(SendForm)
  const form = useStore(service.store)
  const tokens = useStore(service.tokens)
  const sending = isSending(form)
  const fee = feeText(message, form.gasEstimate)
  // The form's actions never fail (their outcome is in the form); their promise rejects only
  // when the kit is disposed while one runs, which is nothing to report.
  const start = (action: SendServiceShape["send"]) => {
    run(action).catch(() => undefined)
  }

  const select = (id: string) => {
    const token = tokens.find((candidate) => tokenId(candidate) === id)
    if (token !== undefined) start(service.selectToken(token))
  }

  return (
    <div className={textStyles.stack}>
      {tokens.length === 0 ? (
        <p className={textStyles.paragraph}>{message("send.tokens.empty")}</p>
      ) : (
        <TokenPicker
          label={message("send.token.label")}
          tokens={tokens.map(toOption)}
          selected={form.token === undefined ? undefined : tokenId(form.token)}
          onSelect={(id) => (sending ? undefined : select(id))}
        />
      )}
      <AmountField
        label={message("send.amount.label")}
        symbol={form.token?.symbol}
        value={form.sendTokenAmount}
        onChange={(text) => start(service.setAmount(text))}
        error={textOf(message, amountProblem(form.sendTokenAmount, form.token))}
        readOnly={sending}
      />
      <TextField
        label={message("send.receiver.label")}
        placeholder={message("send.receiver.placeholder")}
        value={form.receiverAddress}
        onChange={(text) => start(service.setReceiver(text))}
        error={textOf(message, receiverProblem(form.receiverAddress))}
        autoComplete="off"
        spellCheck={false}
        readOnly={sending}
      />
      {fee === undefined ? null : <p className={textStyles.paragraph}>{fee}</p>}
      {form.error === undefined ? null : (
        <p role="alert" className={textStyles.errorMessage}>
          {textOf(message, form.error)}
        </p>
      )}
      {sending ? (
        <p role="status" className={textStyles.statusRow}>
          <Spinner />
          {message(form.phase === "signing" ? "send.signing" : "send.confirming")}
        </p>
      ) : null}
      <Button
        variant="primary"
        aria-disabled={sending ? true : undefined}
        onClick={() => (sending ? undefined : start(service.send))}
      >
        {message("send.submit")}
      </Button>
    </div>
  )
})

import { useEffect, useState } from "react"
import { formatUnits } from "viem"
import {
  AmountField,
  Button,
  cutDecimals,
  defineView,
  formStyles,
  LogoImage,
  type MessageLookup,
  TextField,
  type TokenOption,
  TokenPicker,
  textStyles,
  useKernelConfig,
  useLazyService,
  useMessage,
  useNetworkState,
  useRun,
  useStore,
} from "../../../ui/plugin"
import { SendForm } from "../SendForm"
import type { SendServiceShape } from "../SendService"
import { type GasEstimate, isSending, type SendMessage } from "../SendState"
import type { SendToken } from "../SendToken"
import { toUnits } from "../toUnits"
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
      if (estimate.fee !== undefined) {
        return message("send.fee.value", {
          fee: cutDecimals(formatUnits(estimate.fee, estimate.decimals)),
          symbol: estimate.symbol,
        })
      }
      return estimate.gas === undefined
        ? undefined
        : message("send.fee.gas", { gas: estimate.gas.toString() })
    case "Failed":
      return message("send.fee.failed", {
        reason: message(estimate.message.id, estimate.message.values),
      })
  }
}

/**
 * What Max fills in: a token's whole balance; of the network's currency, the balance less the
 * fee (`fee`, the network's smallest units: on EVM the gas at the max fee a wallet proposes,
 * spec 9's base fee × 1.2 + tip), or nothing while no fee is known.
 */
const maxAmount = (token: SendToken, fee: bigint | undefined): string | undefined => {
  if (token.kind === "token") return token.balance
  if (fee === undefined) return undefined
  const balance = toUnits(token.balance, token.decimals)
  return formatUnits(balance > fee ? balance - fee : 0n, token.decimals)
}

/**
 * The last fee estimated on the network `networkId`. A transfer of the network's currency costs
 * the same gas whatever the amount, so Max keeps it while the next amount is estimated again
 * (it would otherwise come and go as the visitor types).
 */
const useKnownFee = (estimate: GasEstimate, networkId: string): bigint | undefined => {
  const [known, setKnown] = useState<{ readonly networkId: string; readonly fee: bigint }>()
  useEffect(() => {
    if (estimate._tag === "Estimated" && estimate.fee !== undefined) {
      setKnown({ networkId, fee: estimate.fee })
    }
  }, [estimate, networkId])
  return known?.networkId === networkId ? known.fee : undefined
}

/**
 * The Send view (spec 4 Send), laid out as a token box: the token (the network's own currency
 * chosen at first), the amount with the token's logo, its balance and Max, the receiver, the
 * network the send goes out on and its fee, and Send. Problems with what is typed show under
 * the field as it is typed; the send's own error is announced (role="alert") and everything
 * typed stays. While the wallet signs and the receipt is awaited the fields are locked, and the
 * Send button carries the status (which is announced).
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const service = useLazyService(SendForm)
  const form = useStore(service.store)
  const tokens = useStore(service.tokens)
  const addresses = useStore(service.addresses)
  const { defaultNetwork } = useKernelConfig()
  const network = useNetworkState((state) => state.activeCaipNetwork) ?? defaultNetwork
  const sending = isSending(form)
  const fee = feeText(message, form.gasEstimate)
  const knownFee = useKnownFee(form.gasEstimate, network.caipNetworkId)
  // The form's actions never fail (their outcome is in the form); their promise rejects only
  // when the kit is disposed while one runs, which is nothing to report.
  const start = (action: SendServiceShape["send"]) => {
    run(action).catch(() => undefined)
  }

  // Issue 35, item 2: a visitor who typed an amount and a receiver should not be told "A token
  // is required" above a list with nothing marked. The network's own currency is chosen when
  // nothing is (at first, after a send, on another network); tokens without it (send's
  // `native: false`) leave the choice to the visitor.
  const native = tokens.find((token) => token.kind === "native")
  const unchosen = form.token === undefined && form.phase === "editing"
  useEffect(() => {
    if (unchosen && native !== undefined) run(service.selectToken(native)).catch(() => undefined)
  }, [unchosen, native, run, service])

  // The chosen token as listed now: its balance follows the account's refreshes.
  const current = form.token
  const chosen =
    current === undefined
      ? undefined
      : (tokens.find((token) => tokenId(token) === tokenId(current)) ?? current)
  const max = chosen === undefined ? undefined : maxAmount(chosen, knownFee)
  const status = sending
    ? message(form.phase === "signing" ? "send.signing" : "send.confirming")
    : undefined

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
          selected={chosen === undefined ? undefined : tokenId(chosen)}
          onSelect={(id) => (sending ? undefined : select(id))}
        />
      )}
      <AmountField
        large
        label={message("send.amount.label")}
        symbol={chosen?.symbol}
        icon={chosen?.iconUrl}
        hint={
          chosen === undefined
            ? undefined
            : message("send.token.balance", {
                balance: cutDecimals(chosen.balance),
                symbol: chosen.symbol,
              })
        }
        onMax={max === undefined ? undefined : () => start(service.setAmount(max))}
        maxLabel={message("send.max")}
        value={form.sendTokenAmount}
        onChange={(text) => start(service.setAmount(text))}
        error={textOf(message, amountProblem(form.sendTokenAmount, form.token))}
        readOnly={sending}
      />
      <TextField
        label={message("send.receiver.label")}
        placeholder={
          addresses?.placeholder === undefined ? undefined : message(addresses.placeholder)
        }
        value={form.receiverAddress}
        onChange={(text) => start(service.setReceiver(text))}
        error={textOf(message, receiverProblem(form.receiverAddress, addresses))}
        autoComplete="off"
        spellCheck={false}
        readOnly={sending}
        dir="ltr"
      />
      <div className={formStyles.details}>
        <dl className={formStyles.detail}>
          <dt className={formStyles.detailName}>{message("send.network.label")}</dt>
          <dd className={formStyles.detailValue}>
            <LogoImage src={network.assets?.imageUrl} name={network.name} size="sm" />
            {network.name}
          </dd>
        </dl>
        {fee === undefined ? null : <p className={formStyles.detailText}>{fee}</p>}
      </div>
      {form.error === undefined ? null : (
        <p role="alert" className={textStyles.errorMessage}>
          {textOf(message, form.error)}
        </p>
      )}
      {/* Always there, so that what it comes to say is announced (a live region added with its
          text is often not); the button shows the same words. */}
      <p role="status" className={formStyles.visuallyHidden}>
        {status}
      </p>
      <Button variant="primary" loading={sending} onClick={() => start(service.send)}>
        {status ?? message("send.submit")}
      </Button>
    </div>
  )
})

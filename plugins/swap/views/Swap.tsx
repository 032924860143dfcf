import { useEffect, useState } from "react"
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
import { SwapForm } from "../SwapForm"
import type { SwapServiceShape } from "../SwapService"
import { isSwapping, type SwapMessage, type SwapQuote, type SwapState } from "../SwapState"
import { type SwapToken, tokenBalanceOf } from "../SwapToken"
import { swapAmountProblem } from "../swapAmountProblem"
import { swapSlippage } from "../swapSlippage"
import { searchSwapTokens } from "../swapTokenLists"

type Side = "source" | "to"

const toOption = (token: SwapToken): TokenOption => ({
  id: token.caipAddress,
  symbol: token.symbol,
  name: token.name,
  icon: token.logoUri,
})

const textOf = (message: MessageLookup, shown: SwapMessage | undefined): string | undefined =>
  shown === undefined ? undefined : message(shown.id, shown.values)

/** The quote's lines: price impact, network fee, slippage tolerance, minimum received. */
const QuoteDetails = ({ quote, toToken }: { quote: SwapQuote; toToken: SwapToken }) => {
  const message = useMessage()
  if (quote._tag !== "Ready") return null
  return (
    <ul className={textStyles.stack} aria-label={message("swap.title")}>
      {quote.priceImpact === undefined ? null : (
        <li className={textStyles.paragraph}>
          {message("swap.priceImpact", { impact: quote.priceImpact.toFixed(2) })}
        </li>
      )}
      <li className={textStyles.paragraph}>
        {quote.fee === undefined
          ? message("swap.fee.unknown")
          : message("swap.fee", {
              fee: cutDecimals(formatUnits(quote.fee, quote.feeCurrency.decimals)),
              symbol: quote.feeCurrency.symbol,
            })}
      </li>
      <li className={textStyles.paragraph}>
        {message("swap.slippage", { slippage: swapSlippage })}
      </li>
      <li className={textStyles.paragraph}>
        {message("swap.minimumReceived", {
          amount: cutDecimals(formatUnits(quote.amountOutMin, toToken.decimals)),
          symbol: toToken.symbol,
        })}
      </li>
    </ul>
  )
}

/** The list a side's token is chosen from: a search field and the matching tokens. */
const TokenChooser = (props: {
  side: Side
  tokens: ReadonlyArray<SwapToken>
  selected: SwapToken | undefined
  onSelect: (token: SwapToken) => void
}) => {
  const message = useMessage()
  const [search, setSearch] = useState("")
  const shown = searchSwapTokens(props.tokens, search)
  return (
    <div className={textStyles.stack}>
      <TextField
        label={message("swap.token.search")}
        value={search}
        onChange={setSearch}
        autoComplete="off"
        spellCheck={false}
      />
      {shown.length === 0 ? (
        <p className={textStyles.paragraph}>{message("swap.token.none")}</p>
      ) : (
        <TokenPicker
          label={message(props.side === "source" ? "swap.source.choose" : "swap.to.choose")}
          tokens={shown.map(toOption)}
          selected={props.selected?.caipAddress}
          onSelect={(id) => {
            const token = shown.find((candidate) => candidate.caipAddress === id)
            if (token !== undefined) props.onSelect(token)
          }}
        />
      )}
    </div>
  )
}

const statusId = (form: SwapState): string =>
  ({
    editing: "",
    approving: "swap.approving",
    confirmingApproval: "swap.confirmingApproval",
    swapping: "swap.swapping",
    confirming: "swap.confirming",
  })[form.phase]

/**
 * The Swap view: the token to pay and the token to receive (each chosen from the network's
 * tokens, suggested ones first, with search), the amount with the balance and Max, the live
 * quote (price impact, network fee, slippage tolerance, minimum received), Switch, and Swap,
 * which approves the token first when its allowance is short. Errors are announced
 * (role="alert") and leave the form as the visitor left it. On a network without swaps it
 * says 'Network not supported for Swaps'.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const service = useLazyService(SwapForm)
  const form = useStore(service.store)
  const tokens = useStore(service.tokens)
  const account = useStore(service.account)
  const [choosing, setChoosing] = useState<Side | undefined>(undefined)
  // The form's actions never fail (their outcome is in the stores); their promise rejects only
  // when the kit is disposed while one runs, which is nothing to report.
  const start = (action: SwapServiceShape["swap"]) => {
    run(action).catch(() => undefined)
  }
  const idle = tokens._tag === "Idle"
  useEffect(() => {
    if (idle) start(service.loadTokens)
  }, [idle, service])

  switch (tokens._tag) {
    case "Unsupported":
      return (
        <p role="alert" className={textStyles.errorMessage}>
          {message("error.networkNotSupportedForSwaps")}
        </p>
      )
    case "Failed":
      return (
        <div className={textStyles.stack}>
          <p role="alert" className={textStyles.errorMessage}>
            {textOf(message, tokens.message)}
          </p>
          <Button variant="secondary" onClick={() => start(service.loadTokens)}>
            {message("swap.retry")}
          </Button>
        </div>
      )
    case "Idle":
    case "Loading":
      return (
        <p role="status" className={textStyles.statusRow}>
          <Spinner />
          {message("swap.tokens.loading")}
        </p>
      )
    case "Loaded":
      break
  }
  if (tokens.tokens.length === 0) {
    return <p className={textStyles.paragraph}>{message("swap.tokens.empty")}</p>
  }

  const swapping = isSwapping(form)
  const { sourceToken, toToken, quote } = form
  const balance = sourceToken === undefined ? undefined : tokenBalanceOf(sourceToken, account)
  const problem =
    form.amountProblem ?? swapAmountProblem(form.sourceTokenAmount, sourceToken, balance ?? "0")
  const blocked = swapping || problem !== undefined || quote._tag !== "Ready"
  const choose = (side: Side, token: SwapToken) => {
    setChoosing(undefined)
    start(side === "source" ? service.selectSourceToken(token) : service.selectToToken(token))
  }
  const tokenButton = (side: Side, token: SwapToken | undefined) => (
    <Button
      variant="secondary"
      aria-expanded={choosing === side}
      aria-disabled={swapping ? true : undefined}
      onClick={() => (swapping ? undefined : setChoosing(choosing === side ? undefined : side))}
    >
      {token === undefined
        ? message(side === "source" ? "swap.source.choose" : "swap.to.choose")
        : message(side === "source" ? "swap.source.token" : "swap.to.token", {
            symbol: token.symbol,
          })}
    </Button>
  )
  const chooser = (side: Side) =>
    choosing === side ? (
      <TokenChooser
        side={side}
        tokens={tokens.tokens}
        selected={side === "source" ? sourceToken : toToken}
        onSelect={(token) => choose(side, token)}
      />
    ) : null

  return (
    <div className={textStyles.stack}>
      {tokenButton("source", sourceToken)}
      {chooser("source")}
      <AmountField
        label={message("swap.source.label")}
        symbol={sourceToken?.symbol}
        value={form.sourceTokenAmount}
        onChange={(text) => start(service.setAmount(text))}
        error={textOf(message, problem)}
        readOnly={swapping}
      />
      {sourceToken === undefined || balance === undefined ? null : (
        <div className={textStyles.statusRow}>
          <span className={textStyles.paragraph}>
            {message("swap.balance", { balance, symbol: sourceToken.symbol })}
          </span>
          <Button
            variant="secondary"
            aria-disabled={swapping ? true : undefined}
            onClick={() => (swapping ? undefined : start(service.setMax))}
          >
            {message("swap.max")}
          </Button>
        </div>
      )}
      <Button
        variant="secondary"
        aria-disabled={swapping ? true : undefined}
        onClick={() => (swapping ? undefined : start(service.flip))}
      >
        {message("swap.flip")}
      </Button>
      {tokenButton("to", toToken)}
      {chooser("to")}
      <AmountField
        label={message("swap.to.label")}
        symbol={toToken?.symbol}
        value={
          quote._tag === "Ready" && toToken !== undefined
            ? cutDecimals(formatUnits(quote.toAmount, toToken.decimals))
            : ""
        }
        onChange={() => undefined}
        readOnly
      />
      {quote._tag === "Loading" ? (
        <p role="status" className={textStyles.statusRow}>
          <Spinner />
          {message("swap.quote.loading")}
        </p>
      ) : null}
      {quote._tag === "Failed" ? (
        <p role="alert" className={textStyles.errorMessage}>
          {textOf(message, quote.message)}
        </p>
      ) : null}
      {toToken === undefined ? null : <QuoteDetails quote={quote} toToken={toToken} />}
      {quote._tag === "Ready" && quote.needsApproval && sourceToken !== undefined ? (
        <p className={textStyles.paragraph}>
          {message("swap.approveFirst", { symbol: sourceToken.symbol })}
        </p>
      ) : null}
      {form.error === undefined ? null : (
        <p role="alert" className={textStyles.errorMessage}>
          {textOf(message, form.error)}
        </p>
      )}
      {swapping ? (
        <p role="status" className={textStyles.statusRow}>
          <Spinner />
          {message(statusId(form), { symbol: sourceToken?.symbol ?? "" })}
        </p>
      ) : null}
      {form.success === undefined ? null : (
        <p role="status" className={textStyles.paragraph}>
          {message("swap.success", { ...form.success })}
        </p>
      )}
      <Button
        variant="primary"
        aria-disabled={blocked ? true : undefined}
        onClick={() => (blocked ? undefined : start(service.swap))}
      >
        {quote._tag === "Ready" && quote.needsApproval && sourceToken !== undefined
          ? message("swap.submit.approve", { symbol: sourceToken.symbol })
          : message("swap.submit")}
      </Button>
    </div>
  )
})

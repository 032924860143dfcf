import { type RefObject, useEffect, useId, useRef, useState } from "react"
import { formatUnits } from "viem"
import {
  Button,
  cutDecimals,
  defineView,
  LogoImage,
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
import * as styles from "./Swap.css"

type Side = "source" | "to"

const toOption = (token: SwapToken): TokenOption => ({
  id: token.caipAddress,
  symbol: token.symbol,
  name: token.name,
  icon: token.logoUri,
})

const textOf = (message: MessageLookup, shown: SwapMessage | undefined): string | undefined =>
  shown === undefined ? undefined : message(shown.id, shown.values)

/** A 24×24 line icon in the text's colour; decorative, the control it sits in is named. */
const Icon = ({ d }: { d: string }) => (
  <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

const chevronDown = "M6 9l6 6 6-6"
const flipArrows = "M8 4v15M4 8l4-4 4 4M16 20V5M12 16l4 4 4-4"

/** The quote's rows, label then value: price impact, network fee, slippage, minimum received. */
const QuoteDetails = ({ quote, toToken }: { quote: SwapQuote; toToken: SwapToken }) => {
  const message = useMessage()
  if (quote._tag !== "Ready") return null
  const amount = (units: bigint, decimals: number, symbol: string) =>
    `${cutDecimals(formatUnits(units, decimals))} ${symbol}`
  const rows: ReadonlyArray<{ label: string; value: string; amount: boolean }> = [
    ...(quote.priceImpact === undefined
      ? []
      : [
          {
            label: message("swap.quote.priceImpact"),
            value: message("swap.quote.percent", { value: quote.priceImpact.toFixed(2) }),
            amount: true,
          },
        ]),
    quote.fee === undefined
      ? { label: message("swap.quote.fee"), value: message("swap.quote.unknown"), amount: false }
      : {
          label: message("swap.quote.fee"),
          value: amount(quote.fee, quote.feeCurrency.decimals, quote.feeCurrency.symbol),
          amount: true,
        },
    {
      label: message("swap.quote.slippage"),
      value: message("swap.quote.percent", { value: swapSlippage }),
      amount: true,
    },
    {
      label: message("swap.quote.minimumReceived"),
      value: amount(quote.amountOutMin, toToken.decimals, toToken.symbol),
      amount: true,
    },
  ]
  return (
    <dl className={styles.details}>
      {rows.map((row) => (
        <div key={row.label} className={styles.detailRow}>
          <dt className={styles.detailLabel}>{row.label}</dt>
          <dd className={styles.detailValue} dir={row.amount ? "ltr" : undefined}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The token choice, a step of the view in place of the form: what is chosen, Cancel (back to the
 * form), a search field (focused on arrival) and the matching tokens.
 */
const TokenChooser = (props: {
  side: Side
  tokens: ReadonlyArray<SwapToken>
  selected: SwapToken | undefined
  onSelect: (token: SwapToken) => void
  onBack: () => void
}) => {
  const message = useMessage()
  const [search, setSearch] = useState("")
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    root.current?.querySelector("input")?.focus()
  }, [])
  const shown = searchSwapTokens(props.tokens, search)
  return (
    <div ref={root} className={textStyles.stack}>
      <div className={styles.chooserHeader}>
        <p className={styles.chooserTitle}>
          {message(props.side === "source" ? "swap.source.choose" : "swap.to.choose")}
        </p>
        <button type="button" className={styles.cancelButton} onClick={props.onBack}>
          {message("swap.token.cancel")}
        </button>
      </div>
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
          label={message("swap.token.list")}
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

/** What the action button says and whether it acts: the form's state, as the peers' swaps show it. */
interface Action {
  readonly label: string
  /** A spinner before the label: the quote is fetched, or the swap is under way. */
  readonly busy: boolean
  /** Whether pressing it swaps (or approves then swaps). */
  readonly ready: boolean
}

/**
 * The action button's state, in order: a swap under way says where it is; then what the form
 * lacks (a token, an amount, a valid amount, the balance), the quote on its way, a failed quote
 * (its alert says why) and, once quoted, Swap or Approve and swap.
 */
const actionOf = (
  message: MessageLookup,
  form: SwapState,
  problem: SwapMessage | undefined,
): Action => {
  const { sourceToken, toToken, quote } = form
  const symbol = sourceToken?.symbol ?? ""
  const idle = (label: string): Action => ({ label, busy: false, ready: false })
  if (isSwapping(form)) {
    return { label: message(statusId(form), { symbol }), busy: true, ready: false }
  }
  if (sourceToken === undefined || toToken === undefined) {
    return idle(message("swap.submit.selectToken"))
  }
  if (form.sourceTokenAmount.trim() === "") return idle(message("swap.submit.enterAmount"))
  switch (problem?.id) {
    case undefined:
      break
    case "swap.error.insufficientBalance":
      return idle(message("swap.submit.insufficientBalance", { symbol }))
    case "swap.error.amountNotPositive":
      return idle(message("swap.submit.enterAmount"))
    default:
      return idle(message("swap.submit.invalidAmount"))
  }
  switch (quote._tag) {
    // None with a valid amount: the quote is asked once the typing pauses.
    case "None":
    case "Loading":
      return { label: message("swap.quote.loading"), busy: true, ready: false }
    case "Failed":
      return idle(message("swap.submit"))
    case "Ready":
      return {
        label: quote.needsApproval
          ? message("swap.submit.approve", { symbol })
          : message("swap.submit"),
        busy: false,
        ready: true,
      }
  }
}

/** Focuses the token button of the side whose choice just closed (the choice replaced it). */
const useFocusReturn = (
  choosing: Side | undefined,
  buttons: RefObject<Record<Side, HTMLButtonElement | null>>,
) => {
  const last = useRef<Side | undefined>(undefined)
  useEffect(() => {
    if (choosing === undefined && last.current !== undefined) {
      buttons.current[last.current]?.focus()
    }
    last.current = choosing
  }, [choosing, buttons])
}

/**
 * The Swap view, laid out as the peers' swaps: a "You pay" box (the amount typed large, the
 * token button with the token's logo, the balance and Max) and a "You receive" box (the quoted
 * amount, its token button and balance), a flip control across the two, the quote's rows (price
 * impact, network fee, slippage tolerance, minimum received), and the action button, whose label
 * says what the form needs or where the swap is. A token button opens the token choice (the
 * network's tokens, suggested first, with search) as a step of the view. Swap approves the token
 * first when its allowance is short. Errors are announced (role="alert") and leave the form as
 * the visitor left it. On a network without swaps it says 'Network not supported for Swaps'.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const service = useLazyService(SwapForm)
  const form = useStore(service.store)
  const tokens = useStore(service.tokens)
  const account = useStore(service.account)
  const [choosing, setChoosing] = useState<Side | undefined>(undefined)
  const tokenButtons = useRef<Record<Side, HTMLButtonElement | null>>({ source: null, to: null })
  useFocusReturn(choosing, tokenButtons)
  const ids = useId()
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
  if (choosing !== undefined) {
    return (
      <TokenChooser
        side={choosing}
        tokens={tokens.tokens}
        selected={choosing === "source" ? sourceToken : toToken}
        onBack={() => setChoosing(undefined)}
        onSelect={(token) => {
          setChoosing(undefined)
          start(
            choosing === "source" ? service.selectSourceToken(token) : service.selectToToken(token),
          )
        }}
      />
    )
  }

  const balance = sourceToken === undefined ? undefined : tokenBalanceOf(sourceToken, account)
  const toBalance = toToken === undefined ? undefined : tokenBalanceOf(toToken, account)
  const problem =
    form.amountProblem ?? swapAmountProblem(form.sourceTokenAmount, sourceToken, balance ?? "0")
  const problemText = textOf(message, problem)
  const action = actionOf(message, form, problem)
  const received =
    quote._tag === "Ready" && toToken !== undefined
      ? cutDecimals(formatUnits(quote.toAmount, toToken.decimals))
      : ""
  // While a swap is under way every control stays focusable but does nothing (aria-disabled),
  // so the focus is not lost from a control that becomes disabled.
  const locked = swapping ? true : undefined
  const unlessSwapping = (act: () => void) => () => (swapping ? undefined : act())
  const payId = `${ids}-pay`
  const receiveId = `${ids}-receive`
  const errorId = `${ids}-error`

  const tokenButton = (side: Side, token: SwapToken | undefined) => (
    <button
      type="button"
      ref={(element) => {
        tokenButtons.current[side] = element
      }}
      className={
        token === undefined
          ? `${styles.tokenButton} ${styles.tokenButtonEmpty}`
          : styles.tokenButton
      }
      aria-label={
        token === undefined
          ? undefined
          : message(side === "source" ? "swap.source.token" : "swap.to.token", {
              symbol: token.symbol,
            })
      }
      aria-disabled={locked}
      onClick={unlessSwapping(() => setChoosing(side))}
    >
      {token === undefined ? null : <LogoImage src={token.logoUri} name={token.symbol} size="sm" />}
      {token === undefined ? (
        <span className={styles.tokenButtonPrompt}>
          {message(side === "source" ? "swap.source.choose" : "swap.to.choose")}
        </span>
      ) : (
        <span className={styles.tokenButtonText}>{token.symbol}</span>
      )}
      <Icon d={chevronDown} />
    </button>
  )
  const balanceText = (token: SwapToken, held: string) =>
    message("swap.balance", { balance: cutDecimals(held), symbol: token.symbol })

  return (
    <div className={textStyles.stack}>
      <div className={styles.boxes}>
        <div className={styles.box} data-invalid={problemText === undefined ? undefined : "true"}>
          <label htmlFor={payId} className={styles.boxLabel}>
            {message("swap.source.label")}
          </label>
          <div className={styles.amountRow}>
            <input
              id={payId}
              className={styles.amountInput}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder="0"
              dir="ltr"
              value={form.sourceTokenAmount}
              // Some locales' decimal keypads type a comma: it is read as the decimal dot.
              onChange={(event) => start(service.setAmount(event.target.value.replace(",", ".")))}
              readOnly={swapping}
              aria-invalid={problemText === undefined ? undefined : true}
              aria-describedby={problemText === undefined ? undefined : errorId}
            />
            {tokenButton("source", sourceToken)}
          </div>
          {sourceToken === undefined || balance === undefined ? null : (
            <div className={styles.balanceRow}>
              <span>{balanceText(sourceToken, balance)}</span>
              <button
                type="button"
                className={styles.maxButton}
                aria-disabled={locked}
                onClick={unlessSwapping(() => start(service.setMax))}
              >
                {message("swap.max")}
              </button>
            </div>
          )}
          {problemText === undefined ? null : (
            <p id={errorId} className={styles.amountError}>
              {problemText}
            </p>
          )}
        </div>
        <button
          type="button"
          className={styles.flipButton}
          aria-label={message("swap.flip")}
          aria-disabled={locked}
          onClick={unlessSwapping(() => start(service.flip))}
        >
          <Icon d={flipArrows} />
        </button>
        <div className={styles.box}>
          <label htmlFor={receiveId} className={styles.boxLabel}>
            {message("swap.to.label")}
          </label>
          <div className={styles.amountRow}>
            <output id={receiveId} className={styles.amountOutput} dir="ltr">
              {received}
            </output>
            {tokenButton("to", toToken)}
          </div>
          {toToken === undefined || toBalance === undefined ? null : (
            <div className={styles.balanceRow}>
              <span>{balanceText(toToken, toBalance)}</span>
            </div>
          )}
        </div>
      </div>
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
      {form.success === undefined ? null : (
        <p role="status" className={textStyles.paragraph}>
          {message("swap.success", { ...form.success })}
        </p>
      )}
      {/* The button's label is not announced as it changes: this says it once it is news. */}
      <div role="status" className={styles.visuallyHidden}>
        {action.busy ? action.label : ""}
      </div>
      <Button
        variant="primary"
        aria-disabled={action.ready ? undefined : true}
        onClick={() => (action.ready ? start(service.swap) : undefined)}
      >
        {action.busy ? <Spinner /> : null}
        {action.label}
      </Button>
    </div>
  )
})

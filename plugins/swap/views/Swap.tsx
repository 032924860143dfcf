import { type RefObject, useEffect, useId, useRef, useState } from "react"
import { formatUnits } from "viem"
import {
  Button,
  cutDecimals,
  defineView,
  formStyles,
  LineIcon,
  LogoImage,
  type MessageLookup,
  Spinner,
  textStyles,
  useLazyService,
  useMessage,
  useRun,
  useStore,
} from "../../../ui/plugin"
import { SwapForm } from "../SwapForm"
import type { SwapServiceShape } from "../SwapService"
import { isSwapping, type SwapMessage } from "../SwapState"
import { type SwapToken, tokenBalanceOf } from "../SwapToken"
import { swapAmountProblem } from "../swapAmountProblem"
import { QuoteDetails } from "./form/QuoteDetails"
import { actionOf } from "./form/swapAction"
import { chevronDownPath, flipArrows } from "./form/swapIcons"
import { type Side, TokenChooser } from "./form/TokenChooser"
import * as styles from "./Swap.css"

const textOf = (message: MessageLookup, shown: SwapMessage | undefined): string | undefined =>
  shown === undefined ? undefined : message(shown.id, shown.values)

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
      <LineIcon d={chevronDownPath} />
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
          <LineIcon d={flipArrows} />
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
      <div role="status" className={formStyles.visuallyHidden}>
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

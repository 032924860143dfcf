import { useEffect, useId, useRef } from "react"
import type { CaipNetwork } from "../../../core"
import {
  Button,
  defineView,
  type MessageLookup,
  Spinner,
  shortenAddress,
  textStyles,
  useAccountsState,
  useLazyService,
  useMessage,
  useNetworkState,
  useRun,
  useStore,
} from "../../../ui/plugin"
import { ActivityHistory } from "../ActivityHistory"
import type { ActivityTransaction } from "../ActivityService"
import { activitySubject, subjectKey } from "../activitySubject"
import { formatMinedAt, formatMonthHeading } from "../formatActivityDate"
import { summarizeTransaction, type TransactionKind } from "../summarizeTransaction"
import * as styles from "./Activity.css"

const counterpartyText = (
  message: MessageLookup,
  kind: TransactionKind,
  address: string,
): string => {
  const shown = { address: shortenAddress(address) }
  switch (kind) {
    case "sent":
      return message("activity.to", shown)
    case "received":
      return message("activity.from", shown)
    default:
      return message("activity.with", shown)
  }
}

/** One transaction: what happened, with whom, the amounts, when, and whether it failed. */
const TransactionRow = ({
  transaction,
  locale,
}: {
  readonly transaction: ActivityTransaction
  readonly locale: string
}) => {
  const message = useMessage()
  const summary = summarizeTransaction(transaction)
  return (
    <li className={styles.row}>
      <span className={styles.column}>
        <span className={styles.kind}>{message(`activity.kind.${summary.kind}`)}</span>
        {summary.counterparty === undefined ? null : (
          <span className={styles.detail} title={summary.counterparty}>
            {counterpartyText(message, summary.kind, summary.counterparty)}
          </span>
        )}
        {summary.failed ? (
          <span className={styles.failed}>{message("activity.failed")}</span>
        ) : null}
      </span>
      <span className={styles.endColumn}>
        {summary.amounts.map((moved, index) => (
          // Transfers have no id of their own; their order in the transaction is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className={styles.amount}>
            {message("activity.amount", {
              amount: moved.amount,
              symbol: moved.symbol ?? "",
            }).trim()}
          </span>
        ))}
        <time className={styles.detail} dateTime={summary.minedAt}>
          {formatMinedAt(summary.minedAt, locale)}
        </time>
      </span>
    </li>
  )
}

/**
 * The button at the end of the list that loads the next page: pressed (`onPress`), or seen
 * (scrolled into view, IntersectionObserver: `onSeen`), so the list goes on as it scrolls for
 * a pointer and a keyboard alike.
 */
const LoadMore = ({
  onPress,
  onSeen,
  busy,
}: {
  readonly onPress: () => void
  readonly onSeen: () => void
  readonly busy: boolean
}) => {
  const message = useMessage()
  const ref = useRef<HTMLDivElement>(null)
  // The latest handler, so the observer is made once per page, not once per render.
  const seen = useRef(onSeen)
  seen.current = onSeen
  useEffect(() => {
    const element = ref.current
    if (element === null || busy || typeof IntersectionObserver !== "function") return
    // Observing reports at once whether the button is in view: after a page that did not fill
    // the list, the next one loads without a scroll.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) seen.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [busy])
  return (
    <div ref={ref}>
      <Button
        aria-disabled={busy ? true : undefined}
        onClick={() => (busy ? undefined : onPress())}
      >
        {message("activity.loadMore")}
      </Button>
    </div>
  )
}

const networkName = (network: CaipNetwork): string => network.name

/**
 * The connected account's transactions on the active network (spec 4 Transaction history),
 * grouped under month headings, newest first, loaded page by page as the end of the list comes
 * into view. Fetched when it shows, and again when the account or the network changes; off EVM
 * it says activity is not available, with no request. The Activity view, and the Account
 * view's Activity tab.
 */
export const ActivityList = () => {
  const message = useMessage()
  const run = useRun()
  const history = useLazyService(ActivityHistory)
  const state = useStore(history.store)
  const network = useNetworkState()
  const accounts = useAccountsState()
  const subject = activitySubject(network, accounts)
  const key = subjectKey(subject)
  const locale = message("activity.locale")
  const ids = useId()
  const endRef = useRef<HTMLParagraphElement>(null)
  // Set when the visitor pressed Load more: once the button goes (that was the last page, or
  // the fetch failed), the focus moves to the line that ends the list rather than to the page.
  const pressed = useRef(false)

  // Fetched on opening and again whenever the subject (account, network) changes: `key`.
  useEffect(() => {
    // The history's actions never fail (their outcome is in the store); their promise rejects
    // only when the kit is disposed meanwhile, which is nothing to report.
    run(history.open).catch(() => undefined)
  }, [key, history, run])

  const hasMore = state.next !== undefined
  useEffect(() => {
    if (!hasMore && pressed.current && !state.loading) {
      pressed.current = false
      endRef.current?.focus()
    }
  }, [hasMore, state.loading])

  if (subject._tag === "NoAccount") {
    return <p className={textStyles.paragraph}>{message("activity.noAccount")}</p>
  }
  if (subject._tag === "Unsupported") {
    return (
      <p className={textStyles.paragraph}>
        {message("activity.unsupported", { network: networkName(subject.network) })}
      </p>
    )
  }
  const shown = { network: networkName(subject.network) }
  const loadMore = () => {
    run(history.loadMore).catch(() => undefined)
  }
  return (
    <div className={textStyles.stack}>
      {state.transactionsByYear.flatMap((year) =>
        year.months.map((month) => {
          const headingId = `${ids}-${year.year}-${month.month}`
          return (
            <section key={headingId} className={styles.month} aria-labelledby={headingId}>
              <h3 id={headingId} className={textStyles.sectionHeading}>
                {formatMonthHeading(year.year, month.month, locale)}
              </h3>
              <ul className={styles.list}>
                {month.transactions.map((transaction) => (
                  <TransactionRow key={transaction.id} transaction={transaction} locale={locale} />
                ))}
              </ul>
            </section>
          )
        }),
      )}
      {state.loading ? (
        <p role="status" className={textStyles.statusRow}>
          <Spinner />
          {message(state.transactions.length === 0 ? "activity.loading" : "activity.loadingMore")}
        </p>
      ) : state.empty ? (
        <p ref={endRef} tabIndex={-1} role="status" className={textStyles.paragraph}>
          {message("activity.empty", shown)}
        </p>
      ) : null}
      {hasMore ? (
        <LoadMore
          busy={state.loading}
          onSeen={loadMore}
          onPress={() => {
            pressed.current = true
            loadMore()
          }}
        />
      ) : !state.loading && state.transactions.length > 0 ? (
        <p ref={endRef} tabIndex={-1} className={textStyles.paragraph}>
          {message("activity.end", shown)}
        </p>
      ) : null}
    </div>
  )
}

/** The Activity view (spec 4 Transaction history): the {@link ActivityList}. */
export default defineView(() => <ActivityList />)

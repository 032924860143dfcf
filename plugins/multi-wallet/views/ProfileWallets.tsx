import type { Effect } from "effect"
import { useEffect, useId, useState } from "react"
import { Connections, Connectors } from "../../../core"
import {
  Button,
  defineView,
  formStyles,
  LineIcon,
  textStyles,
  useAccountsState,
  useMessage,
  useNavigate,
  useNetworkState,
  useRun,
  useService,
  useStore,
} from "../../../ui/plugin"
import {
  type RecentRow,
  rowKey,
  type WalletGroup,
  type WalletRow,
  walletGroups,
} from "../walletGroups"
import * as styles from "./ProfileWallets.css"
import { RecentWallets } from "./parts/RecentWallets"
import { shortAddress, WalletIdentity } from "./parts/WalletIdentity"

/** Disconnect's glyph: Lucide's `log-out` (ISC licence), its paths joined into one `d`. */
const disconnectGlyph = "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9"

/** The message id of a failed switch or disconnect (spec 4: 'Invalid connection status'). */
const failureId = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { readonly _tag?: unknown })._tag === "InvalidConnectionStatusError"
    ? "error.invalidConnectionStatus"
    : "error.somethingWentWrong"

/**
 * The ProfileWallets view (spec 2; issue 36, several wallets at once): every connection the
 * kit holds, grouped by chain family under the family's display name (spec 3), each with the
 * wallet's icon and name, the account's short address and whether it is the current
 * connection or an active one (spec 3). Switch makes a connection current (spec 4 switching a
 * connection: its family becomes the active one); a switch the kit refuses shows its error
 * ('Invalid connection status' while a connect is under way) and the list stays usable.
 * Disconnect ends one wallet's connection; Add wallet opens Connect. Under each family, its
 * recent wallets not connected now (spec 3 `recentConnections`), each with Connect: a browser
 * wallet is asked at once through `Connections` (spec 4: switching to a disconnected
 * connection starts its connect flow, the same connect as the Connect view's wallet button),
 * the list staying, and a refusal, a failure or 'Invalid connection status' shows as the
 * view's error; a wallet with its own connecting view (a pairing's QR code) opens it.
 */
export default defineView(() => {
  const message = useMessage()
  const navigate = useNavigate()
  const run = useRun()
  const connections = useService(Connections)
  const connectors = useService(Connectors)
  const groups = walletGroups({
    connections: useStore(connections.store),
    accounts: useAccountsState(),
    connectors: useStore(connectors.store),
    activeChain: useNetworkState((s) => s.activeChain),
    recentWallets: useStore(connections.recentWallets),
  })
  const holding = groups.some((group) => group.rows.length > 0)
  const ids = useId()
  const [busy, setBusy] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [said, setSaid] = useState("")
  // After an action, focus moves to what stays: the button under the visitor's finger is gone
  // (a switched-to row has no Switch, a disconnected row no longer exists).
  const [focusNext, setFocusNext] = useState<string>()
  useEffect(() => {
    if (focusNext === undefined) return
    document.getElementById(focusNext)?.focus()
    setFocusNext(undefined)
  }, [focusNext])
  const disconnectIdOf = (row: Pick<WalletRow, "namespace" | "connectorId">) =>
    `${ids}-${rowKey(row)}-disconnect`
  const addId = `${ids}-add`

  /**
   * Runs one row's action, one at a time. `failed` reads a failure the action ends with rather
   * than fails with (a connect's refusal lands in `Connections.connectAttempt`).
   */
  const act = (
    key: string,
    work: Effect.Effect<void, unknown>,
    done: string,
    next: string,
    failed: () => string | undefined = () => undefined,
  ) => {
    if (busy !== undefined) return
    setBusy(key)
    setFailure(undefined)
    setSaid("")
    run(work)
      .then(
        () => {
          const problem = failed()
          if (problem !== undefined) return setFailure(problem)
          setSaid(done)
          setFocusNext(next)
        },
        (error: unknown) => setFailure(message(failureId(error))),
      )
      .finally(() => setBusy(undefined))
  }
  const switchTo = (row: WalletRow) =>
    act(
      rowKey(row),
      connections.switchConnection(row.namespace, row.connectorId, row.address),
      message("multiWallet.nowCurrent", { wallet: row.name }),
      disconnectIdOf(row),
    )
  const disconnect = (row: WalletRow) =>
    act(
      rowKey(row),
      connections.disconnectConnector(row.connectorId),
      message("multiWallet.disconnected", { wallet: row.name }),
      addId,
    )
  const connectAgain = (row: RecentRow) => {
    if (row.connectAgain._tag === "NotInstalled") return
    if (row.connectAgain._tag === "OnView") {
      // A pairing shows its QR code there, and that view starts the connect itself.
      const data = { connectorId: row.connectorId }
      if (busy === undefined) void navigate.push(row.connectAgain.view, data)
      return
    }
    act(
      rowKey(row),
      connections.switchConnection(row.namespace, row.connectorId),
      message("multiWallet.connected", { wallet: row.name }),
      // Connected, the wallet's row moves up among the held ones: focus its Disconnect.
      disconnectIdOf(row),
      () => {
        const attempt = connections.connectAttempt.getSnapshot()
        return (attempt._tag === "Rejected" || attempt._tag === "Failed") &&
          attempt.connectorId === row.connectorId
          ? attempt.message
          : undefined
      },
    )
  }

  return (
    <div className={textStyles.stack}>
      <p role="status" className={formStyles.visuallyHidden}>
        {said}
      </p>
      {failure === undefined ? null : (
        <p role="alert" className={textStyles.errorMessage}>
          {failure}
        </p>
      )}
      {holding ? null : <p className={textStyles.paragraph}>{message("multiWallet.none")}</p>}
      {groups.map((group) => (
        <Family
          key={group.namespace}
          group={group}
          headingId={`${ids}-${group.namespace}`}
          busy={busy}
          disconnectIdOf={disconnectIdOf}
          onSwitch={switchTo}
          onDisconnect={disconnect}
          onConnect={connectAgain}
        />
      ))}
      <Button id={addId} variant="primary" onClick={() => void navigate.push("Connect")}>
        {message("multiWallet.add")}
      </Button>
    </div>
  )
})

/** A chain family's wallets: its display name (spec 3), then a list named by it. */
const Family = ({
  group,
  headingId,
  busy,
  disconnectIdOf,
  onSwitch,
  onDisconnect,
  onConnect,
}: {
  readonly group: WalletGroup
  readonly headingId: string
  readonly busy: string | undefined
  readonly disconnectIdOf: (row: WalletRow) => string
  readonly onSwitch: (row: WalletRow) => void
  readonly onDisconnect: (row: WalletRow) => void
  readonly onConnect: (row: RecentRow) => void
}) => {
  const message = useMessage()
  const family = message(`chain.${group.namespace}`)
  return (
    <div className={styles.family}>
      <h3 id={headingId} className={textStyles.sectionHeading}>
        {family}
      </h3>
      {group.rows.length === 0 ? null : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {group.rows.map((row) => {
            const names = { wallet: row.name, address: shortAddress(row.address) }
            // aria-disabled, not disabled: a disabled button drops the keyboard's focus.
            const waiting = busy !== undefined
            const mine = busy === rowKey(row)
            return (
              <li key={rowKey(row)} className={styles.row} aria-busy={mine ? true : undefined}>
                <WalletIdentity
                  name={row.name}
                  icon={row.icon}
                  address={row.address}
                  status={
                    <span className={row.current ? styles.currentStatus : styles.status}>
                      {message(row.current ? "multiWallet.current" : "multiWallet.active")}
                    </span>
                  }
                />
                {row.current ? null : (
                  <button
                    type="button"
                    className={
                      waiting ? `${styles.switchButton} ${styles.busy}` : styles.switchButton
                    }
                    aria-label={message("multiWallet.switchTo", names)}
                    aria-disabled={waiting ? true : undefined}
                    onClick={() => onSwitch(row)}
                  >
                    {message("multiWallet.switch")}
                  </button>
                )}
                <button
                  type="button"
                  id={disconnectIdOf(row)}
                  className={
                    waiting ? `${styles.disconnectButton} ${styles.busy}` : styles.disconnectButton
                  }
                  aria-label={message("multiWallet.disconnect", names)}
                  aria-disabled={waiting ? true : undefined}
                  onClick={() => onDisconnect(row)}
                >
                  <LineIcon d={disconnectGlyph} />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {group.recent.length === 0 ? null : (
        <RecentWallets
          rows={group.recent}
          family={family}
          headingId={`${headingId}-recent`}
          busy={busy}
          onConnect={onConnect}
        />
      )}
    </div>
  )
}

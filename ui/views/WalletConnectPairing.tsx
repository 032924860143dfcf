import { type ReactNode, useEffect, useState } from "react"
import type { ConnectAttempt, ConnectionState, FoyerClient } from "../../core"
import { walletConnectConnectorId } from "../../core/connectors/walletConnect/walletConnectConnectorId"
import { runInKit, showErrorToast } from "../plugin/runInKit"
import { useMessage } from "../plugin/useMessage"
import { Button } from "../primitives/Button"
import { Spinner } from "../primitives/Spinner"
import { centred, errorMessage, stack, statusRow } from "../primitives/Text.css"
import { useStoreSelector } from "../state/useStoreSelector"
import { formatCountdown } from "./formatCountdown"
import { QrCode } from "./QrCode"
import { useCountdown } from "./useCountdown"
import { actions, expiredNotice, expiry, qrFrame } from "./WalletConnectPairing.css"

/** The slice of the connection state a pairing shows. */
interface Pairing {
  readonly uri: string | undefined
  readonly expiry: number | undefined
  readonly buffering: boolean
  readonly wcError: boolean
}

const noPairing: Pairing = { uri: undefined, expiry: undefined, buffering: false, wcError: false }
const idle: ConnectAttempt = { _tag: "Idle" }

const pairingOf = (s: ConnectionState.ConnectionState): Pairing => ({
  uri: s.wcUri,
  expiry: s.wcPairingExpiry,
  buffering: s.buffering,
  wcError: s.wcError,
})

const isWalletConnectAttempt = (attempt: ConnectAttempt): boolean =>
  attempt._tag !== "Idle" && attempt.connectorId === walletConnectConnectorId

/** The pairing (and its outcome) the visitor asked to replace with Refresh or Try again. */
interface Replaced {
  readonly attempt: ConnectAttempt
  readonly uri: string | undefined
}

/** Props of {@link WalletConnectPairing}. */
export interface WalletConnectPairingProps {
  readonly client: FoyerClient
  /** Deep links for the live pairing URI, drawn under the QR code (none once it expired). */
  readonly links?: (uri: string) => ReactNode
}

/**
 * A WalletConnect pairing as the connecting views show it: "Generating QR code…" while the
 * URI is made, then the QR code with Copy link and a countdown to its expiry, then "This QR
 * code has expired." with Refresh; a rejection or failure shows its message with Try again.
 * Mounted with no pairing under way (the view opened directly), it starts one.
 */
export const WalletConnectPairing = ({ client, links }: WalletConnectPairingProps) => {
  const message = useMessage()
  const pairing = useStoreSelector(client.stores.connection, pairingOf, noPairing)
  const attempt = useStoreSelector(client.stores.connectAttempt, (s) => s, idle)
  const [replaced, setReplaced] = useState<Replaced | undefined>(undefined)
  const remaining = useCountdown(pairing.expiry)

  useEffect(() => {
    // Read the stores here, not from the render: connectWith may have started the pairing
    // between the render and this effect, and a second connect would be a wasted request.
    const { wcUri, buffering } = client.stores.connection.getSnapshot()
    const current = client.stores.connectAttempt.getSnapshot()
    const pending = buffering || (current._tag === "Connecting" && isWalletConnectAttempt(current))
    if (wcUri !== undefined || pending) return
    client
      .connect(walletConnectConnectorId)
      .catch((error: unknown) => showErrorToast(client, error))
  }, [client])

  // The replaced pairing stays hidden until the client has made a new URI.
  const replacing =
    replaced !== undefined && (pairing.uri === undefined || pairing.uri === replaced.uri)
  const failure =
    (attempt._tag === "Rejected" || attempt._tag === "Failed") &&
    isWalletConnectAttempt(attempt) &&
    attempt !== replaced?.attempt
      ? attempt.message
      : undefined
  const error =
    failure ?? (pairing.wcError && !replacing ? message("error.connectionRejected") : undefined)
  const refresh = () => {
    setReplaced({ attempt, uri: pairing.uri })
    client.refreshWalletConnectUri().catch((cause: unknown) => {
      setReplaced(undefined)
      showErrorToast(client, cause)
    })
  }

  if (error !== undefined) {
    return (
      <div className={centred}>
        <p role="alert" className={errorMessage}>
          {error}
        </p>
        <Button variant="primary" onClick={refresh}>
          {message("walletConnect.tryAgain")}
        </Button>
      </div>
    )
  }
  const uri = pairing.uri
  if (uri === undefined || pairing.buffering || replacing) {
    return (
      <div className={centred}>
        <p role="status" className={statusRow}>
          <Spinner />
          {message("walletConnect.generating")}
        </p>
      </div>
    )
  }
  const expired = remaining === 0
  const copy = () => {
    const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard
    const written =
      clipboard === undefined
        ? Promise.reject(new Error("The clipboard is not available."))
        : clipboard.writeText(uri)
    written.then(
      () => runInKit(client, client.stores.toast.showSuccess(message("walletConnect.linkCopied"))),
      () =>
        runInKit(client, client.stores.toast.showError(message("walletConnect.copyLinkFailed"))),
    )
  }
  return (
    <div className={stack}>
      {expired ? null : (
        <div className={qrFrame}>
          <QrCode uri={uri} />
        </div>
      )}
      {/* Always in the page, so the notice is announced when it appears; the countdown is not. */}
      <p role="status" className={expiredNotice}>
        {expired ? message("walletConnect.expired") : null}
      </p>
      {expired || remaining === undefined ? null : (
        <p className={expiry}>
          {message("walletConnect.expiresIn", { time: formatCountdown(remaining) })}
        </p>
      )}
      {expired || links === undefined ? null : links(uri)}
      <div className={actions}>
        {expired ? null : <Button onClick={copy}>{message("walletConnect.copyLink")}</Button>}
        <Button variant={expired ? "primary" : "secondary"} onClick={refresh}>
          {message("walletConnect.refresh")}
        </Button>
      </div>
    </div>
  )
}

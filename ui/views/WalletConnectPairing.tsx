import { type ReactNode, useEffect, useState } from "react"
import type { ConnectAttempt, ConnectionState, ConnectorInfo, FoyerClient } from "../../core"
import { showErrorToast } from "../plugin/runInKit"
import { useCopyText } from "../plugin/useCopyText"
import { useMessage } from "../plugin/useMessage"
import { Button } from "../primitives/Button"
import { Spinner } from "../primitives/Spinner"
import { centred, errorMessage, stack, statusRow } from "../primitives/Text.css"
import { pairingConnectorOf, showPairingConnectorMissing } from "../shell/connectWith"
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
const pairingIdOf = (connectors: ReadonlyArray<ConnectorInfo>) => pairingConnectorOf(connectors)?.id

const pairingOf = (s: ConnectionState.ConnectionState): Pairing => ({
  uri: s.wcUri,
  expiry: s.wcPairingExpiry,
  buffering: s.buffering,
  wcError: s.wcError,
})

const isAttemptOf = (attempt: ConnectAttempt, connectorId: string | undefined): boolean =>
  attempt._tag !== "Idle" && attempt.connectorId === connectorId

/** The pairing (and its outcome) the visitor asked to replace with Refresh or Try again. */
interface Replaced {
  readonly attempt: ConnectAttempt
  readonly uri: string | undefined
}

/** Props of {@link WalletConnectPairing}. */
export interface WalletConnectPairingProps {
  readonly client: FoyerClient
  /**
   * The pairing's connector, from the view's data (the kit opens a connecting view with its
   * `connectorId`). Absent (a view opened directly), the WALLET_CONNECT connector listed.
   */
  readonly connectorId?: string | undefined
  /** Deep links for the live pairing URI, drawn under the QR code (none once it expired). */
  readonly links?: (uri: string) => ReactNode
}

/**
 * A WalletConnect pairing as the connecting views show it: "Generating QR code…" while the
 * URI is made, then the QR code with Copy link and a countdown to its expiry, then "This QR
 * code has expired." with Refresh; a rejection or failure shows its message with Try again.
 * Mounted with no pairing under way (the view opened directly), it starts one.
 */
export const WalletConnectPairing = ({ client, connectorId, links }: WalletConnectPairingProps) => {
  const message = useMessage()
  const copyText = useCopyText()
  const listed = useStoreSelector(client.stores.connectors, pairingIdOf, undefined)
  const pairingId = connectorId ?? listed
  const pairing = useStoreSelector(client.stores.connection, pairingOf, noPairing)
  const attempt = useStoreSelector(client.stores.connectAttempt, (s) => s, idle)
  const [replaced, setReplaced] = useState<Replaced | undefined>(undefined)
  const remaining = useCountdown(pairing.expiry)

  useEffect(() => {
    // Read the stores here, not from the render: the connect that opened this view may have
    // started the pairing between the render and this effect, and a second connect would be a
    // wasted request.
    const { wcUri, buffering } = client.stores.connection.getSnapshot()
    const current = client.stores.connectAttempt.getSnapshot()
    const id = connectorId ?? pairingConnectorOf(client.stores.connectors.getSnapshot())?.id
    const pending = buffering || (current._tag === "Connecting" && isAttemptOf(current, id))
    if (wcUri !== undefined || pending) return
    if (id === undefined) {
      showPairingConnectorMissing(client)
      return
    }
    client.connect(id).catch((error: unknown) => showErrorToast(client, error))
  }, [client, connectorId])

  // The replaced pairing stays hidden until the client has made a new URI.
  const replacing =
    replaced !== undefined && (pairing.uri === undefined || pairing.uri === replaced.uri)
  const failure =
    (attempt._tag === "Rejected" || attempt._tag === "Failed") &&
    isAttemptOf(attempt, pairingId) &&
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
  const copy = () =>
    void copyText(uri, {
      copied: message("walletConnect.linkCopied"),
      failed: message("walletConnect.copyLinkFailed"),
    })

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

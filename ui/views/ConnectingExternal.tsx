import type { ConnectAttempt, ConnectorInfo } from "../../core"
import { showErrorToast } from "../plugin/runInKit"
import { useMessage } from "../plugin/useMessage"
import { Button } from "../primitives/Button"
import { Spinner } from "../primitives/Spinner"
import { centred, errorMessage, paragraph, statusRow, strong } from "../primitives/Text.css"
import { connectingDataOf } from "../shell/connectWith"
import { useStoreSelector } from "../state/useStoreSelector"
import type { FoyerViewProps } from "./FoyerViewProps"
import { WalletImage } from "./WalletImage"

const idle: ConnectAttempt = { _tag: "Idle" }
const noConnectors: ReadonlyArray<ConnectorInfo> = []

/**
 * The ConnectingExternal view: waiting for the wallet, or the wallet's refusal exactly as the
 * kit reports it ('User rejected the request') with a Try again button that connects again.
 */
const ConnectingExternal = ({ client, view }: FoyerViewProps) => {
  const message = useMessage()
  const attempt = useStoreSelector(client.stores.connectAttempt, (s) => s, idle)
  const connectors = useStoreSelector(client.stores.connectors, (s) => s, noConnectors)
  const connected = useStoreSelector(
    client.stores.connection,
    (s) => s.status === "connected",
    false,
  )
  const connectorId =
    attempt._tag === "Idle" ? connectingDataOf(view.data)?.connectorId : attempt.connectorId
  const connector = connectors.find((c) => c.id === connectorId)
  const name = connector?.name ?? message("connecting.yourWallet")
  const connect = () => {
    if (connectorId === undefined) return
    client.connect(connectorId).catch((error: unknown) => showErrorToast(client, error))
  }

  if (attempt._tag === "Rejected" || attempt._tag === "Failed") {
    return (
      <div className={centred}>
        <WalletImage src={connector?.icon} />
        <p className={strong}>{name}</p>
        <p role="alert" className={errorMessage}>
          {attempt.message}
        </p>
        <Button variant="primary" onClick={connect}>
          {message("connecting.tryAgain")}
        </Button>
      </div>
    )
  }
  if (attempt._tag === "Connecting") {
    return (
      <div className={centred}>
        <WalletImage src={connector?.icon} />
        <p className={strong}>{name}</p>
        <p role="status" className={statusRow}>
          <Spinner />
          {message("connecting.waiting", { name })}
        </p>
      </div>
    )
  }
  return (
    <div className={centred}>
      <WalletImage src={connector?.icon} />
      <p className={strong}>{name}</p>
      {connected ? (
        <p role="status" className={paragraph}>
          {message("connecting.connected")}
        </p>
      ) : (
        <>
          <p className={paragraph}>{message("connecting.open", { name })}</p>
          {connectorId === undefined ? null : (
            <Button variant="primary" onClick={connect}>
              {message("connecting.connect")}
            </Button>
          )}
        </>
      )}
    </div>
  )
}

export default ConnectingExternal

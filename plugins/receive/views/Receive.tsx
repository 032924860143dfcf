import { useId } from "react"
import type { CaipNetwork } from "../../../core"
import {
  Button,
  defineView,
  LogoImage,
  QrCode,
  textStyles,
  useAccountsState,
  useCopyText,
  useKernelConfig,
  useMessage,
  useNavigate,
  useNetworkState,
} from "../../../ui/plugin"
import {
  receiveAddress,
  receiveCentred,
  receiveNetwork,
  receiveNetworkList,
  receiveQrFrame,
} from "./Receive.css"

/** The networks this account can receive on: the configured ones of its chain family. */
const networksOf = (
  networks: ReadonlyArray<CaipNetwork>,
  namespace: string | undefined,
): ReadonlyArray<CaipNetwork> => networks.filter((network) => network.chainNamespace === namespace)

/**
 * The Receive view (issue 15): the connected account of the active chain family, its address
 * in full (selectable, monospace) with the active network's name, Copy (with the kit's
 * success and error toasts), a QR code that holds exactly the address, and the configured
 * networks of that family, with a notice that only those are supported. Opened while no
 * account is connected, it offers Connect instead.
 */
export default defineView(() => {
  const message = useMessage()
  const navigate = useNavigate()
  const copy = useCopyText()
  const headingId = useId()
  const configured = useKernelConfig().networks
  const activeChain = useNetworkState((s) => s.activeChain)
  const network = useNetworkState((s) => s.activeCaipNetwork)
  const address = useAccountsState((accounts) =>
    activeChain === undefined ? undefined : accounts[activeChain]?.address,
  )
  if (address === undefined) {
    return (
      <div className={textStyles.centred}>
        <p className={textStyles.paragraph}>{message("receive.noAccount")}</p>
        <Button variant="primary" onClick={() => void navigate.push("Connect")}>
          {message("receive.connect")}
        </Button>
      </div>
    )
  }
  const networks = networksOf(configured, activeChain)
  const networkName =
    network !== undefined && network.chainNamespace === activeChain
      ? network.name
      : message("receive.unknownNetwork")
  return (
    <div className={textStyles.stack}>
      <div className={receiveQrFrame}>
        <QrCode value={address} label={message("receive.qrCode")} />
      </div>
      <div className={textStyles.stack}>
        <p className={textStyles.paragraph}>
          {message("receive.onNetwork", { network: networkName })}
        </p>
        <p className={textStyles.strong}>
          <code className={receiveAddress}>{address}</code>
        </p>
      </div>
      <Button
        variant="primary"
        onClick={() =>
          void copy(address, {
            copied: message("receive.copied"),
            failed: message("receive.copyFailed"),
          })
        }
      >
        {message("receive.copy")}
      </Button>
      {networks.length === 0 ? null : (
        <section className={textStyles.stack} aria-labelledby={headingId}>
          <h3 id={headingId} className={`${textStyles.sectionHeading} ${receiveCentred}`}>
            {message("receive.networks.title")}
          </h3>
          <p className={textStyles.paragraph}>{message("receive.networks.notice")}</p>
          <ul className={receiveNetworkList}>
            {networks.map((supported) => (
              <li key={supported.caipNetworkId} className={receiveNetwork}>
                <LogoImage src={supported.assets?.imageUrl} name={supported.name} size="sm" />
                {supported.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
})

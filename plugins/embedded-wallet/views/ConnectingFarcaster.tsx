import { useEffect, useRef } from "react"
import {
  Button,
  defineView,
  QrCode,
  textStyles,
  useCopyText,
  useMessage,
  useRun,
  useService,
  useStore,
} from "../../../ui/plugin"
import { EmbeddedWallet } from "../EmbeddedWallet"
import { socialErrorText } from "../social/socialErrorText"
import { farcasterQr, openLink } from "./ConnectingFarcaster.css"
import { LoginFailure, LoginStatusLine } from "./LoginProgress"
import { PasskeyFrameArea } from "./PasskeyFrameStep"

/**
 * The ConnectingFarcaster view (spec 2, 4): the Farcaster sign-in. Shown with no sign-in under
 * way (from the Connect view's Farcaster button, or a failed one left behind), it starts one.
 * While the address is fetched it says so; then it draws the address as a QR code for the
 * visitor's phone, with Copy link and an "Open in Farcaster" link for a Farcaster app on this
 * device, and waits for the approval; then the account connects and the modal closes as any
 * connect from the Connect view does. A passkey step the sign-in made due (issue 37) shows the
 * secure frame over the body. A failure ('Failed to connect to farcaster', 'Modal closed', the
 * frame's text) is said as an alert with Try again, which starts over with a fresh address.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const copyText = useCopyText()
  const wallet = useService(EmbeddedWallet)
  const status = useStore(wallet.farcasterLogin)
  // Once per view, also through React's development remount: a second start would stop the first.
  const started = useRef(false)

  const start = () => {
    // A failure is the status this view shows.
    run(wallet.connectFarcaster).catch(() => undefined)
  }

  useEffect(() => {
    if (started.current) return
    started.current = true
    const now = wallet.farcasterLogin.getSnapshot()
    if (now === undefined || now.step === "failed") start()
  }, [run, wallet])

  if (status?.step === "passkey") return <PasskeyFrameArea />
  if (status?.step === "failed") {
    return (
      <LoginFailure
        text={socialErrorText(status.error, message)}
        retryLabel={message("embeddedWallet.farcaster.tryAgain")}
        onRetry={start}
      />
    )
  }
  if (status?.step === "waiting") {
    const { url } = status
    const copy = () =>
      void copyText(url, {
        copied: message("embeddedWallet.farcaster.linkCopied"),
        failed: message("embeddedWallet.farcaster.copyLinkFailed"),
      })
    return (
      <div className={textStyles.stack}>
        <div className={farcasterQr}>
          <QrCode value={url} label={message("embeddedWallet.farcaster.qrCode")} />
        </div>
        <p className={textStyles.paragraph}>{message("embeddedWallet.farcaster.scan")}</p>
        <LoginStatusLine>{message("embeddedWallet.farcaster.waiting")}</LoginStatusLine>
        <Button onClick={copy}>{message("embeddedWallet.farcaster.copyLink")}</Button>
        <a className={openLink} href={url} target="_blank" rel="noopener">
          {message("embeddedWallet.farcaster.open")}
        </a>
      </div>
    )
  }
  return (
    <div className={textStyles.stack}>
      <LoginStatusLine>
        {status?.step === "connecting"
          ? message("embeddedWallet.farcaster.connecting")
          : message("embeddedWallet.farcaster.loading")}
      </LoginStatusLine>
    </div>
  )
})

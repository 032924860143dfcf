import type { MouseEvent } from "react"
import {
  defineView,
  textStyles,
  useMessage,
  useRun,
  useService,
  useStore,
} from "../../../ui/plugin"
import { EmbeddedWallet } from "../EmbeddedWallet"
import { openSocialPopup } from "../social/openSocialPopup"
import { popupHostOf } from "../social/popupHostOf"
import { socialErrorText } from "../social/socialErrorText"
import { socialProviderNames } from "../social/socialProviderNames"
import { readConnectingSocialData } from "./ConnectingSocialData"
import { LoginFailure, LoginStatusLine } from "./LoginProgress"
import { PasskeyFrameArea } from "./PasskeyFrameStep"

/**
 * The ConnectingSocial view (spec 2, 4): the social login under way in its popup. It says to
 * sign in in the window that opened, then that the account is connecting; the connect closes
 * the modal as any connect from the Connect view does. A failure ('Popup closed', 'Modal
 * closed', 'Untrusted Origin', 'Failed to initiate social connection', the secure site's text)
 * is said as an alert with Try again, which opens a new popup from its own click. A passkey step
 * the login made due (issue 37) shows the secure frame over the body until the frame answers;
 * a refused recovery is the frame's text with Try again.
 */
export default defineView(({ view }) => {
  const message = useMessage()
  const run = useRun()
  const wallet = useService(EmbeddedWallet)
  const status = useStore(wallet.socialLogin)
  const provider = readConnectingSocialData(view.data)?.provider ?? status?.provider
  const name = provider === undefined ? "" : socialProviderNames[provider]
  const failed = status?.step === "failed" && status.provider === provider ? status : undefined

  const retry = (event: MouseEvent<HTMLButtonElement>) => {
    if (provider === undefined) return
    // Opened in the click's own handler (popup blockers), before anything is awaited.
    const popup = openSocialPopup(popupHostOf(event.currentTarget), wallet.socialLoadingUrl)
    // A failure is the status this view shows.
    run(wallet.connectSocial(provider, popup)).catch(() => undefined)
  }

  if (status?.step === "passkey" && status.provider === provider) return <PasskeyFrameArea />
  if (failed !== undefined) {
    return (
      <LoginFailure
        text={socialErrorText(failed.error, message)}
        retryLabel={message("embeddedWallet.social.tryAgain")}
        onRetry={retry}
      />
    )
  }
  return (
    <div className={textStyles.stack}>
      <LoginStatusLine>
        {status?.step === "connecting"
          ? message("embeddedWallet.social.connecting", { provider: name })
          : message("embeddedWallet.social.waiting", { provider: name })}
      </LoginStatusLine>
    </div>
  )
})

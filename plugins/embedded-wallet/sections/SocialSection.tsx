import { type MouseEvent, useId } from "react"
import type { SocialProvider } from "../../../core"
import {
  Button,
  defineConnectSection,
  useKernelConfig,
  useMessage,
  useNavigate,
  useRun,
  useService,
} from "../../../ui/plugin"
import { EmbeddedWallet } from "../EmbeddedWallet"
import { openSocialPopup } from "../social/openSocialPopup"
import { popupHostOf } from "../social/popupHostOf"
import { socialButtons, socialProviderNames } from "../social/socialProviderNames"
import type { ConnectingSocialData } from "../views/ConnectingSocialData"
import { divider, section } from "./EmailSection.css"
import { socialList } from "./SocialSection.css"

/**
 * The Connect view's social section (spec 4 social login, spec 9's socials), under the wallet
 * list: "Or continue with a social account" and a button per provider of `features.socials`,
 * in its order. Nothing when socials are off, as the pay feature makes them (spec 5). A click
 * opens the 600 × 800 popup at the secure site's loading page in its own handler (popup
 * blockers), shows ConnectingSocial (UsageExceeded instead once the plan is over its limit,
 * spec 2) and starts the login; the view shows how it goes. Farcaster's button opens no popup:
 * it shows ConnectingFarcaster, which starts the sign-in and draws its QR code.
 */
export default defineConnectSection(() => {
  const message = useMessage()
  const run = useRun()
  const navigate = useNavigate()
  const wallet = useService(EmbeddedWallet)
  const { features } = useKernelConfig()
  const headingId = useId()
  const providers = socialButtons(features.socials)
  if (providers.length === 0) return null

  const start = (provider: SocialProvider, event: MouseEvent<HTMLButtonElement>) => {
    if (provider === "farcaster") {
      void navigate.push("ConnectingFarcaster")
      return
    }
    const popup = openSocialPopup(popupHostOf(event.currentTarget), wallet.socialLoadingUrl)
    const data: ConnectingSocialData = { provider }
    navigate
      .push("ConnectingSocial", data)
      .then(() => run(wallet.connectSocial(provider, popup)))
      // A failure is the status ConnectingSocial shows.
      .catch(() => undefined)
  }

  return (
    <section className={section} aria-labelledby={headingId}>
      <h3 id={headingId} className={divider}>
        {message("embeddedWallet.social.heading")}
      </h3>
      <ul className={socialList}>
        {providers.map((provider) => (
          <li key={provider}>
            <Button onClick={(event) => start(provider, event)}>
              {message("embeddedWallet.social.continueWith", {
                provider: socialProviderNames[provider],
              })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
})

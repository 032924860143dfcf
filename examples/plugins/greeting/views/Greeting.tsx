import {
  Button,
  defineView,
  textStyles,
  useCurrentAccount,
  useMessage,
  useRun,
  useService,
  useStore,
} from "foyer-kit/react/plugin"
import { GreetingService } from "../GreetingService"

/**
 * The Greeting view: greets the connected account on the active network (the kernel's current
 * account), names that network, and counts waves (the plugin's own service). It imports only
 * foyer's public entries, as any plugin outside foyer's repository must.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const account = useCurrentAccount()
  const greeting = useService(GreetingService)
  const { text, waves } = useStore(greeting.store)

  if (account === undefined) {
    return <p className={textStyles.paragraph}>{message("greeting.notConnected")}</p>
  }
  return (
    <div className={textStyles.stack}>
      <p className={textStyles.strong}>
        {message("greeting.hello", { text, address: account.address })}
      </p>
      <p className={textStyles.paragraph}>
        {message("greeting.network", { network: account.caipNetwork.name })}
      </p>
      <p role="status" className={textStyles.paragraph}>
        {message("greeting.waves", { count: waves })}
      </p>
      {/* wave never fails; its promise rejects only if the kit is disposed meanwhile. */}
      <Button variant="primary" onClick={() => run(greeting.wave).catch(() => undefined)}>
        {message("greeting.wave")}
      </Button>
    </div>
  )
})

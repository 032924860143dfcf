import { AccountState } from "foyer-kit/core"
import {
  Button,
  defineView,
  textStyles,
  useFoyerClient,
  useMessage,
  useRun,
  useService,
  useStore,
} from "foyer-kit/react/plugin"
import { useCallback } from "react"
import { GreetingService } from "../GreetingService"

/**
 * The Greeting view: greets the connected account (read from the kernel's stores), names the
 * active network, and counts waves (the plugin's own service). It imports only foyer's public
 * entries, as any plugin outside foyer's repository must.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const client = useFoyerClient()
  const greeting = useService(GreetingService)
  const { text, waves } = useStore(greeting.store)
  const network = useStore(client.stores.network, (state) => ({
    namespace: state.activeChain,
    name: state.activeCaipNetwork?.name,
  }))
  const addressOf = useCallback(
    (state: AccountState.AccountsState): string | undefined =>
      network.namespace === undefined
        ? undefined
        : AccountState.accountOf(state, network.namespace).address,
    [network.namespace],
  )
  const address = useStore(client.stores.accounts, addressOf)

  if (address === undefined) {
    return <p className={textStyles.paragraph}>{message("greeting.notConnected")}</p>
  }
  return (
    <div className={textStyles.stack}>
      <p className={textStyles.strong}>{message("greeting.hello", { text, address })}</p>
      {network.name === undefined ? null : (
        <p className={textStyles.paragraph}>
          {message("greeting.network", { network: network.name })}
        </p>
      )}
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

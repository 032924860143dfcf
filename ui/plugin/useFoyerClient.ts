import { useContext } from "react"
import type { FoyerClient } from "../../core"
import { FoyerClientContext } from "./FoyerClientContext"

/** The message `useFoyerClient` (and every SDK hook built on it) throws outside a view. */
export const outsideViewMessage =
  "Foyer's view hooks must be used inside a view the Foyer modal draws"

/**
 * The running kit a view is drawn for: its stores, actions and kernel. Throws outside a view
 * (the modal provides the kit around the views it draws).
 * @example
 * const client = useFoyerClient()
 * const networks = client.kernel.networks
 */
export const useFoyerClient = (): FoyerClient => {
  const client = useContext(FoyerClientContext)
  if (client === undefined) throw new Error(outsideViewMessage)
  return client
}

import { useSyncExternalStore } from "react"
import type { FoyerBridgeState } from "../createFoyer"
import { useFoyerHandle } from "./FoyerContext"

const serverBridge: FoyerBridgeState = {
  client: undefined,
  loading: false,
  restoring: false,
  opening: undefined,
}
const getServerBridge = () => serverBridge

/**
 * The light handle's state: the client once loaded. On the server and during hydration it
 * is always "not loaded", so the first client render matches the server's HTML.
 */
export const useFoyerBridge = (): FoyerBridgeState => {
  const foyer = useFoyerHandle()
  return useSyncExternalStore(foyer.bridge.subscribe, foyer.bridge.getSnapshot, getServerBridge)
}

import { useCallback, useSyncExternalStore } from "react"
import type { FoyerBridgeState } from "../Foyer"
import { useFoyerHandle } from "./FoyerContext"

const serverBridge: FoyerBridgeState = {
  client: undefined,
  loading: false,
  restoring: false,
  opening: undefined,
}

/**
 * One field of the light handle's state (the client once loaded, whether it loads or restores,
 * the open in progress). The component re-renders only when that field changes: opening the
 * modal must not re-render the host page's components that read only the client (issue 14).
 * On the server and during hydration it reads as "not loaded", so the first client render
 * matches the server's HTML.
 */
export const useFoyerBridge = <K extends keyof FoyerBridgeState>(key: K): FoyerBridgeState[K] => {
  const foyer = useFoyerHandle()
  const getSnapshot = useCallback(() => foyer.bridge.getSnapshot()[key], [foyer, key])
  const getServerSnapshot = useCallback(() => serverBridge[key], [key])
  return useSyncExternalStore(foyer.bridge.subscribe, getSnapshot, getServerSnapshot)
}

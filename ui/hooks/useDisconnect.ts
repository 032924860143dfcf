import { useMemo } from "react"
import { useFoyerHandle } from "../provider/FoyerContext"

/** Disconnects the current wallet. */
export interface UseDisconnectResult {
  /** Disconnects the current connection (the next one becomes current); a no-op before the kit loads. */
  readonly disconnect: () => Promise<void>
}

/** A `disconnect` action for the current wallet. */
export const useDisconnect = (): UseDisconnectResult => {
  const foyer = useFoyerHandle()
  return useMemo(
    () => ({
      disconnect: async () => {
        await foyer.peek()?.disconnect()
      },
    }),
    [foyer],
  )
}

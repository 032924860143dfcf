import { useEffect, useRef } from "react"
import type { FoyerEvent } from "../../core"
import { useFoyerBridge } from "../provider/useFoyerBridge"

/**
 * Calls `listener` with each event the kit reports (modal open and close, connect, disconnect,
 * network switch). Events only happen once the kit is loaded; subscribing loads nothing.
 */
export const useFoyerEvents = (listener: (event: FoyerEvent) => void): void => {
  const client = useFoyerBridge("client")
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => {
    if (client === undefined) return
    return client.subscribeEvents((event) => latest.current(event))
  }, [client])
}

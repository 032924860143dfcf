import { useEffect, useState } from "react"

/** How often the countdown reads the clock: the display shows whole seconds. */
export const countdownTickMs = 1000

/**
 * The milliseconds left until `deadline` (epoch ms), never below 0, re-read every second by
 * one interval that stops once the deadline has passed; undefined without a deadline.
 */
export const useCountdown = (deadline: number | undefined): number | undefined => {
  const [clock, setClock] = useState(() => ({ deadline, now: Date.now() }))
  if (clock.deadline !== deadline) {
    // A new deadline (a refreshed pairing) counts from the clock now, not from the last tick:
    // React re-renders at once with this state, before anything stale is shown.
    setClock({ deadline, now: Date.now() })
  }
  const running = deadline !== undefined && clock.now < deadline
  useEffect(() => {
    if (!running) return
    const timer = setInterval(
      () => setClock((current) => ({ ...current, now: Date.now() })),
      countdownTickMs,
    )
    return () => clearInterval(timer)
  }, [running])
  return deadline === undefined ? undefined : Math.max(0, deadline - clock.now)
}

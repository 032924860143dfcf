/** The local-storage item the kernel keeps the connection status in (spec 3), and its value when connected. */
const connectionStatusKey = "@foyer/connection_status"
const connectedValue = JSON.stringify("connected")

/** Whether localStorage says the last visit ended connected; false where storage is unreachable. */
export const readStoredSession = (): boolean => {
  try {
    if (typeof window === "undefined") return false
    return window.localStorage.getItem(connectionStatusKey) === connectedValue
  } catch {
    // Storage blocked (privacy settings, sandboxed frame): nothing to restore.
    return false
  }
}

import { isIPv4, isIPv6 } from "node:net"

/** Whether a socket's remote address is the loopback interface (127.0.0.0/8 or ::1). */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (address === undefined) return false
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address
  if (isIPv4(v4)) return v4.split(".")[0] === "127"
  return isIPv6(address) && (address === "::1" || address === "0:0:0:0:0:0:0:1")
}

/** Who is calling an admin route: the socket's remote address and the Origin header. */
export interface AdminCaller {
  readonly remoteAddress: string | undefined
  /** The request's Origin header; browsers send one, test code and curl do not. */
  readonly origin: string | undefined
}

/**
 * Why the sandbox refuses an admin (`/__sandbox/`) request, or undefined when it accepts it.
 * Only loopback callers are accepted; and since a web page open on the same machine is a
 * loopback caller too, a request a browser sent for another origin is refused as well.
 */
export const checkAdminCaller = (caller: AdminCaller, ownOrigin: string): string | undefined => {
  if (!isLoopbackAddress(caller.remoteAddress)) {
    return `The sandbox admin routes answer loopback callers only, not ${caller.remoteAddress ?? "an unknown address"}`
  }
  if (caller.origin !== undefined && caller.origin !== ownOrigin) {
    return `The sandbox admin routes do not answer pages of other origins (${caller.origin})`
  }
  return undefined
}

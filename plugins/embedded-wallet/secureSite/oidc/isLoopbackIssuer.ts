/**
 * Whether an issuer is a plain-http one on this machine's loopback address (127.0.0.1 or
 * [::1]): the sandbox's provider, the only provider the site may reach without TLS. A name
 * (localhost included) is not: it resolves through DNS or a hosts file, which can be changed.
 */
export const isLoopbackIssuer = (issuer: string): boolean => {
  if (!URL.canParse(issuer)) return false
  const { protocol, hostname } = new URL(issuer)
  return protocol === "http:" && (hostname === "127.0.0.1" || hostname === "[::1]")
}

import type { AddressInfo, Server } from "node:net"

/**
 * Starts `server` listening on `host` (a loopback address) and `port` (0: a free one) and
 * resolves with the port it got; a failure to listen (the port taken) rejects.
 */
export const listen = (server: Server, host: string, port = 0): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      resolve((server.address() as AddressInfo).port)
    })
  })

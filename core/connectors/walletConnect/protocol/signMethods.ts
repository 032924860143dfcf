/**
 * The sign protocol's client-to-client methods and how each is carried by the relay, from the
 * open specification (walletconnect-specs: docs/specs/clients/sign/rpc-methods.md): the TTL the
 * relay keeps it and the tag that names it, for the request, its response and its rejection.
 */

/** How the relay carries one message. */
export interface RelayCarriage {
  /** Seconds the relay keeps it for a peer that is away. */
  readonly ttl: number
  readonly tag: number
}

/** A sign method's carriage: request, response, and the rejection where it has its own tag. */
export interface SignMethodCarriage {
  readonly request: RelayCarriage
  readonly response: RelayCarriage
  readonly reject?: RelayCarriage
}

const day = 86_400

/** Every sign method, as rpc-methods.md lists it. */
export const signMethods = {
  wc_sessionPropose: {
    request: { ttl: 300, tag: 1100 },
    response: { ttl: 300, tag: 1101 },
    reject: { ttl: 300, tag: 1120 },
  },
  wc_sessionSettle: { request: { ttl: 300, tag: 1102 }, response: { ttl: 300, tag: 1103 } },
  wc_sessionUpdate: { request: { ttl: day, tag: 1104 }, response: { ttl: day, tag: 1105 } },
  wc_sessionExtend: { request: { ttl: day, tag: 1106 }, response: { ttl: day, tag: 1107 } },
  wc_sessionRequest: { request: { ttl: 300, tag: 1108 }, response: { ttl: 300, tag: 1109 } },
  wc_sessionEvent: { request: { ttl: 300, tag: 1110 }, response: { ttl: 300, tag: 1111 } },
  wc_sessionDelete: { request: { ttl: day, tag: 1112 }, response: { ttl: day, tag: 1113 } },
  wc_sessionPing: { request: { ttl: 30, tag: 1114 }, response: { ttl: 30, tag: 1115 } },
  wc_sessionAuthenticate: {
    request: { ttl: 3600, tag: 1116 },
    response: { ttl: 3600, tag: 1117 },
    reject: { ttl: 300, tag: 1118 },
  },
} as const satisfies Record<string, SignMethodCarriage>

/** A sign method's name. */
export type SignMethod = keyof typeof signMethods

/** Whether `method` is a sign method this client knows. */
export const isSignMethod = (method: string): method is SignMethod =>
  Object.hasOwn(signMethods, method)

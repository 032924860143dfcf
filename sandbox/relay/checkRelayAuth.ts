import { decodeJWT, verifyJWT } from "@walletconnect/relay-auth"

/** Who connected to the relay, from its connection URL. */
export interface RelayClient {
  /** The `iss` of its auth JWT: `did:key:z6Mk…`, the WalletConnect client id. */
  readonly clientId: string
  /** The JWT's `aud`: the relay URL the client was configured with. */
  readonly audience: string
  readonly projectId?: string
  /** The client's user agent string (`wc-2/js-2.21.8/…`). */
  readonly ua?: string
  readonly origin?: string
}

/** The outcome of checking a connection's auth: the client, or why the upgrade is refused. */
export type RelayAuthResult =
  | { readonly ok: true; readonly client: RelayClient }
  | { readonly ok: false; readonly reason: string }

const base64urlPart = /^[A-Za-z0-9_-]+$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const refuse = (reason: string): RelayAuthResult => ({ ok: false, reason })

const optional = (query: URLSearchParams, name: string) => {
  const value = query.get(name)
  return value === null || value === "" ? {} : { [name]: value }
}

/**
 * Checks the `auth` query parameter of a relay connection as the WalletConnect relay does:
 * a JWT signed with EdDSA by the client's ed25519 key (core's `crypto.signJWT`), its `iss`
 * the did:key of that key, not expired by `now` (milliseconds).
 */
export const checkRelayAuth = async (
  query: URLSearchParams,
  now: number,
): Promise<RelayAuthResult> => {
  const jwt = query.get("auth")
  if (jwt === null || jwt === "") return refuse("Missing auth: connect with ?auth=<JWT>")
  const parts = jwt.split(".")
  if (parts.length !== 3 || !parts.every((part) => base64urlPart.test(part))) {
    return refuse("Malformed auth: expected a JWT of three base64url parts")
  }
  let decoded: ReturnType<typeof decodeJWT>
  try {
    decoded = decodeJWT(jwt)
  } catch {
    return refuse("Malformed auth: the JWT does not decode")
  }
  const header: unknown = decoded.header
  const payload: unknown = decoded.payload
  if (!isRecord(header) || header.alg !== "EdDSA" || header.typ !== "JWT") {
    return refuse("Malformed auth: the JWT header must be alg EdDSA, typ JWT")
  }
  if (
    !isRecord(payload) ||
    typeof payload.iss !== "string" ||
    !payload.iss.startsWith("did:key:") ||
    typeof payload.sub !== "string" ||
    typeof payload.aud !== "string" ||
    typeof payload.iat !== "number" ||
    typeof payload.exp !== "number"
  ) {
    return refuse("Malformed auth: the JWT payload needs iss (did:key), sub, aud, iat and exp")
  }
  let signed = false
  try {
    signed = await verifyJWT(jwt)
  } catch {
    // verifyJWT throws when the did:key is not an ed25519 public key.
    signed = false
  }
  if (!signed) return refuse("Invalid auth: the JWT is not signed by its issuer's key")
  if (payload.exp * 1000 <= now) return refuse("Expired auth: the JWT's exp has passed")
  return {
    ok: true,
    client: {
      clientId: payload.iss,
      audience: payload.aud,
      ...optional(query, "projectId"),
      ...optional(query, "ua"),
      ...optional(query, "origin"),
    },
  }
}

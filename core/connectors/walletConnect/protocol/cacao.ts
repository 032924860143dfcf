/**
 * One-click auth (wc_sessionAuthenticate, walletconnect-specs wallet-authentication.md): the CACAO
 * (CAIP-74), the EIP-4361 text an eip155 account signs for it, and ReCaps (ERC-5573): capabilities
 * carried as a `urn:recap:` resource and restated in words at the end of the statement.
 */
import { base64urlnopad } from "@scure/base"
import { isRecord, isStrings, parseJson } from "./jsonValues"

/** The qualifications of one ability; `{}` grants it without restriction (ERC-5573). */
export type RecapLimits = ReadonlyArray<Readonly<Record<string, unknown>>>

/** An ERC-5573 ReCap Details Object: per resource URI, per `namespace/ability`, its qualifications. */
export interface Recap {
  readonly att: Readonly<Record<string, Readonly<Record<string, RecapLimits>>>>
  /** CIDs of parent capabilities. */
  readonly prf?: ReadonlyArray<string>
}

const recapPrefix = "urn:recap:"
const preamble = "I further authorize the stated URI to perform the following actions on my behalf:"
// ERC-5573's ability pattern (it has the typo `A-z`, meant as `A-Z`). Its resource pattern (a URI)
// is not checked: WalletConnect's recaps name the namespace, `eip155`, as the resource.
const abilityPattern = /^[a-zA-Z0-9.*_+-]+\/[a-zA-Z0-9.*_+-]+$/

/** `value` with the keys of every object in it in ERC-5573 order, which is `Array.prototype.sort`'s. */
const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  )
}

/** The ReCap URI of `recap`: `urn:recap:` and the unpadded base64url of its JSON, `att` keys sorted. */
export const encodeRecap = (recap: Recap): string => {
  const json = JSON.stringify({
    att: sortKeys(recap.att),
    ...(recap.prf === undefined ? {} : { prf: recap.prf }),
  })
  return `${recapPrefix}${base64urlnopad.encode(new TextEncoder().encode(json))}`
}

const isAbilities = (value: unknown): value is Readonly<Record<string, RecapLimits>> =>
  isRecord(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(
    ([ability, limits]) =>
      abilityPattern.test(ability) && Array.isArray(limits) && limits.every(isRecord),
  )

const isAtt = (value: unknown): value is Recap["att"] =>
  isRecord(value) && Object.keys(value).length > 0 && Object.values(value).every(isAbilities)

/** The UTF-8 text of base64 or base64url, padded or not; undefined when it is neither. */
const base64Text = (encoded: string): string | undefined => {
  try {
    const bytes = base64urlnopad.decode(
      encoded.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"),
    )
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * The ReCap Details Object of a ReCap URI, or undefined when the text is not one. Key order is kept
 * as sent; padded base64 (wallet-authentication.md) and an empty `prf` (ERC-5573) are read too.
 */
export const decodeRecap = (uri: string): Recap | undefined => {
  if (!uri.startsWith(recapPrefix)) return undefined
  const text = base64Text(uri.slice(recapPrefix.length))
  const value = text === undefined ? undefined : parseJson(text)
  if (!isRecord(value) || !isAtt(value.att)) return undefined
  if (value.prf === undefined) return { att: value.att }
  return isStrings(value.prf) ? { att: value.att, prf: value.prf } : undefined
}

/** The ReCap asking to send each of `methods` as a request on `namespace` (e.g. `eip155`). */
export const recapOfMethods = (namespace: string, methods: ReadonlyArray<string>): Recap => ({
  att: {
    [namespace]: Object.fromEntries(
      [...new Set(methods)].sort().map((method) => [`request/${method}`, [{}]]),
    ),
  },
})

/** "'ns': 'a', 'b' for 'resource'." for each ability namespace of each resource, in key order. */
const recapEntries = (recap: Recap): ReadonlyArray<string> =>
  Object.entries(recap.att).flatMap(([resource, abilities]) => {
    const names = new Map<string, ReadonlyArray<string>>()
    for (const ability of Object.keys(abilities)) {
      const slash = ability.indexOf("/")
      const namespace = ability.slice(0, slash)
      names.set(namespace, [...(names.get(namespace) ?? []), ability.slice(slash + 1)])
    }
    return [...names].map(
      ([namespace, actions]) =>
        `'${namespace}': ${actions.map((action) => `'${action}'`).join(", ")} for '${resource}'.`,
    )
  })

/**
 * ERC-5573's ReCap Translation: `statement` (if any, and a space) then "I further authorize the
 * stated URI to perform the following actions on my behalf: (1) ... (2) ...". Several recaps are
 * numbered on from one another, as in wallet-authentication.md. No recap: `statement` as it is.
 */
export const recapStatement = (recaps: ReadonlyArray<Recap>, statement?: string): string => {
  const entries = recaps.flatMap(recapEntries).map((entry, index) => `(${index + 1}) ${entry}`)
  if (entries.length === 0) return statement ?? ""
  const words = [preamble, ...entries].join(" ")
  return statement === undefined || statement === "" ? words : `${statement} ${words}`
}

/** What a dApp asks an account to sign in to (CAIP-74 payload without `iss`). */
export interface CacaoPayload {
  readonly domain: string
  /** The URI the sign-in is for (EIP-4361 `URI`); `iat`, `exp` and `nbf` are RFC 3339 date-times. */
  readonly aud: string
  readonly version: string
  readonly nonce: string
  readonly iat: string
  readonly exp?: string
  readonly nbf?: string
  readonly statement?: string
  readonly requestId?: string
  readonly resources?: ReadonlyArray<string>
  /** Carried along; the signed text takes the chain from `iss` (CAIP-74). */
  readonly chainId?: string
}

/** A signed sign-in (CAIP-74): `iss` is the signer's `did:pkh:<namespace>:<reference>:<address>`. */
export interface Cacao {
  readonly h: { readonly t: "caip122" }
  readonly p: CacaoPayload & { readonly iss: string }
  readonly s: { readonly t: "eip191" | "eip1271"; readonly s: string; readonly m?: string }
}

// The dApp's statement, then the words for the ReCap in the last resource (ERC-5573 allows only
// that one) unless it already ends with them, as one a wallet filled in for the request does.
const signedStatement = (payload: CacaoPayload): string => {
  const last = payload.resources?.at(-1)
  const recap = last === undefined ? undefined : decodeRecap(last)
  const statement = payload.statement ?? ""
  if (recap === undefined || statement.endsWith(recapStatement([recap]))) return statement
  return recapStatement([recap], statement)
}

/** The EIP-4361 text the eip155 account in `iss` signs for `payload` (an empty statement drops its line). */
export const cacaoMessage = (payload: CacaoPayload, iss: string): string => {
  const [, , , reference = "", address = ""] = iss.split(":")
  const statement = signedStatement(payload)
  const optional = (label: string, value: string | undefined) =>
    value === undefined ? [] : [`${label}: ${value}`]
  return [
    `${payload.domain} wants you to sign in with your Ethereum account:`,
    address,
    "",
    ...(statement === "" ? [] : [statement]),
    "",
    `URI: ${payload.aud}`,
    `Version: ${payload.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${payload.nonce}`,
    `Issued At: ${payload.iat}`,
    ...optional("Expiration Time", payload.exp),
    ...optional("Not Before", payload.nbf),
    ...optional("Request ID", payload.requestId),
    // An empty list still writes the header, as EIP-4361's ABNF allows and the sign client does.
    ...(payload.resources === undefined
      ? []
      : ["Resources:", ...payload.resources.map((resource) => `- ${resource}`)]),
  ].join("\n")
}

// Effect-free: the modal's first frame lists the announced wallets before the kernel loads.
import type { Eip1193Provider } from "./Eip1193Provider"
import { sanitizeWalletName } from "./sanitizeWalletName"

/** The event a wallet dispatches on `window` to announce itself (EIP-6963). */
export const announceProviderEvent = "eip6963:announceProvider"

/** The event a dApp dispatches on `window` to ask every wallet to announce itself (EIP-6963). */
export const requestProviderEvent = "eip6963:requestProvider"

/** A wallet's self-description in an announcement (EIP-6963); every field is untrusted. */
export interface Eip6963ProviderInfo {
  readonly uuid: string
  /** Read through `sanitizeWalletName` by `parseAnnouncement`: no bidi or invisible characters. */
  readonly name: string
  /** Meant to be a data URI; sanitise with `sanitizeIcon` before use. */
  readonly icon: string
  /** Reverse-DNS id of the wallet, e.g. `io.metamask`. */
  readonly rdns: string
}

/** The `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo
  readonly provider: Eip1193Provider
}

/** An object or a function (either can hold properties), as Effect's `Predicate.isObject`. */
const isObject = (value: unknown): value is object =>
  (typeof value === "object" && value !== null) || typeof value === "function"

const isProvider = (value: unknown): value is Eip1193Provider =>
  isObject(value) && typeof Reflect.get(value, "request") === "function"

const text = (record: object, key: string): string | undefined => {
  const value: unknown = Reflect.get(record, key)
  return typeof value === "string" ? value : undefined
}

/**
 * `read(value)`, or undefined when reading throws: an announcement is the page's to shape, and
 * a getter or a Proxy trap that throws makes it malformed, never an error on the page.
 */
const untrusted = <A>(read: (value: unknown) => A | undefined, value: unknown): A | undefined => {
  try {
    return read(value)
  } catch {
    return undefined
  }
}

const readAnnouncement = (detail: unknown): Eip6963ProviderDetail | undefined => {
  if (!isObject(detail)) return undefined
  const info: unknown = Reflect.get(detail, "info")
  const provider: unknown = Reflect.get(detail, "provider")
  if (!isObject(info) || !isProvider(provider)) return undefined
  const name = text(info, "name")?.trim()
  const rdns = text(info, "rdns")?.trim()
  if (name === undefined || name === "" || rdns === undefined || rdns === "") return undefined
  return {
    info: {
      uuid: text(info, "uuid") ?? "",
      // Bidi controls would let a name reorder itself to pass for another wallet (issue 11).
      name: sanitizeWalletName(name),
      icon: text(info, "icon") ?? "",
      rdns,
    },
    provider,
  }
}

/**
 * Reads an announcement's `detail`, or undefined when it is malformed: a name, an rdns and
 * a provider with `request` are required (name and rdns trimmed, non-empty); a missing uuid
 * or icon reads as empty text. The name is made safe to show here, once, so every view gets
 * the clean one: a name holding only invisible characters reads "Unknown Wallet". A detail
 * whose reading throws (a getter, a Proxy) is malformed.
 */
export const parseAnnouncement = (detail: unknown): Eip6963ProviderDetail | undefined =>
  untrusted(readAnnouncement, detail)

/** The `detail` of an event, if it has one (a CustomEvent) and it reads, else undefined. */
export const eventDetail = (event: unknown): unknown =>
  untrusted((value) => (isObject(value) && "detail" in value ? value.detail : undefined), event)

/** Whether `value` looks like an EIP-1193 provider (an object with a `request` function). */
export const isEip1193Provider = isProvider

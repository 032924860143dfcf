import { Predicate } from "effect"

/**
 * A Bitcoin provider of the sats-connect interface as a wallet injects it (Xverse's
 * `window.XverseProviders.BitcoinProvider`): `request(method, params)` answering a JSON-RPC
 * response, `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }`.
 */
export interface SatsConnectProvider {
  readonly request: (method: string, params?: unknown) => unknown
}

/** A sats-connect provider the page lists, with the name and icon it gives. */
export interface ListedSatsConnectProvider {
  /** Where it is on `window`, dotted (`XverseProviders.BitcoinProvider`). */
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  readonly provider: SatsConnectProvider
}

/** Xverse's provider, when no `btc_providers` entry lists it. */
const xverseProviderId = "XverseProviders.BitcoinProvider"

const isProvider = (value: unknown): value is SatsConnectProvider =>
  Predicate.hasProperty(value, "request") && typeof value.request === "function"

/** The value at a dotted path of `window` (how sats-connect finds a provider by its id). */
const atPath = (path: string): unknown => {
  try {
    return path
      .split(".")
      .reduce<unknown>(
        (value, key) => (Predicate.hasProperty(value, key) ? value[key] : undefined),
        globalThis,
      )
  } catch {
    return undefined
  }
}

/** `value` when it is a non-empty string. */
export const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === "string" && value.length > 0 ? value : undefined

/**
 * The sats-connect providers on the page: those `window.btc_providers` lists (id, name, icon;
 * the id is where the provider is on `window`), then Xverse's when no entry names it. An entry
 * whose id reaches no provider with `request` is left out; an id listed twice counts once.
 */
export const listSatsConnectProviders = (): ReadonlyArray<ListedSatsConnectProvider> => {
  const entries = atPath("btc_providers")
  const listed = (Array.isArray(entries) ? entries : []).flatMap(
    (entry: unknown): ReadonlyArray<ListedSatsConnectProvider> => {
      if (!Predicate.hasProperty(entry, "id")) return []
      const id = nonEmptyText(entry.id)
      const provider = id === undefined ? undefined : atPath(id)
      if (id === undefined || !isProvider(provider)) return []
      const name = Predicate.hasProperty(entry, "name") ? nonEmptyText(entry.name) : undefined
      const icon = Predicate.hasProperty(entry, "icon") ? nonEmptyText(entry.icon) : undefined
      return [{ id, name: name ?? id, icon, provider }]
    },
  )
  const xverse = atPath(xverseProviderId)
  const all =
    isProvider(xverse) && !listed.some(({ id }) => id === xverseProviderId)
      ? [...listed, { id: xverseProviderId, name: "Xverse", icon: undefined, provider: xverse }]
      : listed
  return all.filter((each, index) => all.findIndex(({ id }) => id === each.id) === index)
}

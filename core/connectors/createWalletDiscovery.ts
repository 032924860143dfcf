import type { ReadableStore } from "../state/Store"
import { createStore } from "../state/Store"
import type { ConnectorInfo } from "./ConnectorInfo"
import type { Eip1193Provider } from "./Eip1193Provider"
import {
  announceProviderEvent,
  eventDetail,
  isEip1193Provider,
  parseAnnouncement,
  requestProviderEvent,
} from "./Eip6963"
import { sanitizeIcon } from "./sanitizeIcon"

/**
 * The part of `window` wallet discovery uses: a browser window, or a test window (happy-dom).
 * Events are typed loosely on purpose: announcements are untrusted and checked field by field.
 */
export interface WalletWindow {
  addEventListener(type: string, listener: (event: unknown) => void): void
  removeEventListener(type: string, listener: (event: unknown) => void): void
  dispatchEvent(event: unknown): boolean
  /** The window's own Event constructor (an event must come from the window's realm). */
  readonly Event?: new (
    type: string,
  ) => unknown
  /** A legacy injected provider (pre EIP-6963). */
  readonly ethereum?: unknown
}

/** A wallet the kit can talk to: what the Connect view lists, and its provider. */
export interface DiscoveredWallet {
  readonly info: ConnectorInfo
  readonly provider: Eip1193Provider
}

/** Connector id of a legacy `window.ethereum` (spec 3 known connector ids). */
export const injectedConnectorId = "injected"

/** How a legacy `window.ethereum` is listed: it says nothing about itself. */
export const injectedConnectorInfo: ConnectorInfo = {
  id: injectedConnectorId,
  type: "INJECTED",
  name: "Browser Wallet",
  icon: undefined,
  rdns: undefined,
  chains: ["eip155"],
}

/** Browser-wallet discovery: EIP-6963 announcements, and a legacy `window.ethereum`. */
export interface WalletDiscovery {
  /** The wallets to list, in announcement order. */
  readonly connectors: ReadableStore<ReadonlyArray<ConnectorInfo>>
  /**
   * Starts a request round: dispatches `eip6963:requestProvider` (wallets answer
   * synchronously, from their event listener) and looks at `window.ethereum` again.
   */
  readonly requestProviders: () => void
  /** The listed wallet with this connector id, if any. */
  readonly find: (connectorId: string) => DiscoveredWallet | undefined
  /** Stops listening for announcements. */
  readonly dispose: () => void
}

/**
 * Discovers browser wallets on `window` (spec: issue 4, item 4).
 *
 * - Announced wallets are keyed by rdns, which is their connector id. The first announcement
 *   of an rdns wins: wallets re-announce on every request round, and a later announcement
 *   with a known rdns (possibly another extension impersonating a listed wallet) is ignored,
 *   so a listed id always keeps the provider the visitor saw first.
 * - A legacy `window.ethereum` is listed as "injected" only while no wallet has announced
 *   itself (an announcing wallet usually sets `window.ethereum` too, and would show twice).
 * - Names are untrusted text, cleaned once by `parseAnnouncement` (`sanitizeWalletName`: no
 *   bidi or invisible characters; render as text only); icons pass `sanitizeIcon`.
 * - Listening is passive; the first request round is dispatched here, which asks wallets to
 *   announce but sends nothing to any of them.
 */
export const createWalletDiscovery = (window: WalletWindow | undefined): WalletDiscovery => {
  const announced = new Map<string, DiscoveredWallet>()
  let legacy: Eip1193Provider | undefined
  const store = createStore<ReadonlyArray<ConnectorInfo>>([])

  const legacyProvider = (): Eip1193Provider | undefined =>
    announced.size === 0 && isEip1193Provider(window?.ethereum) ? window.ethereum : undefined

  // Publishes a new list only when something changed, so subscribers are not woken for nothing.
  const refresh = (announcedChanged: boolean) => {
    const nextLegacy = legacyProvider()
    if (!announcedChanged && nextLegacy === legacy) return
    legacy = nextLegacy
    store.update(() =>
      legacy === undefined
        ? [...announced.values()].map((wallet) => wallet.info)
        : [injectedConnectorInfo],
    )
  }

  const onAnnounce = (event: unknown) => {
    const detail = parseAnnouncement(eventDetail(event))
    if (detail === undefined || announced.has(detail.info.rdns)) return
    announced.set(detail.info.rdns, {
      info: {
        id: detail.info.rdns,
        type: "ANNOUNCED",
        name: detail.info.name,
        icon: sanitizeIcon(detail.info.icon),
        rdns: detail.info.rdns,
        chains: ["eip155"],
      },
      provider: detail.provider,
    })
    refresh(true)
  }

  const requestProviders = () => {
    if (window === undefined) return
    const EventClass = window.Event ?? Event
    window.dispatchEvent(new EventClass(requestProviderEvent))
    refresh(false)
  }

  window?.addEventListener(announceProviderEvent, onAnnounce)
  requestProviders()

  return {
    connectors: store,
    requestProviders,
    find: (connectorId) => {
      if (connectorId === injectedConnectorId) {
        return legacy === undefined ? undefined : { info: injectedConnectorInfo, provider: legacy }
      }
      return announced.get(connectorId)
    },
    dispose: () => window?.removeEventListener(announceProviderEvent, onAnnounce),
  }
}

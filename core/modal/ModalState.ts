import type { ChainNamespace } from "../chains/ChainNamespace"
import type { CaipNetworkId } from "../chains/parseCaipNetworkId"
import type { RouterState } from "./RouterState"
import { currentView, goBack, initialRouterState } from "./RouterState"
import type { View } from "./ViewName"

export { type OpeningContext, openingView } from "./openingView"

/** The modal's state (spec 3 Modal state) plus the shake flag and the router history. */
export interface ModalState {
  /** Set while the modal opens, cleared on close. */
  readonly loading: boolean
  readonly open: boolean
  /** CAIP-2 id of the active network. */
  readonly selectedNetworkId: CaipNetworkId | undefined
  /** The active chain family. */
  readonly activeChain: ChainNamespace | undefined
  /** Set once the kit has finished starting up. */
  readonly initialized: boolean
  /** Set for the 500 ms of the shake animation. */
  readonly shake: boolean
  readonly router: RouterState
}

/** The modal before anything happens: closed, on Connect. */
export const initialModalState: ModalState = {
  loading: false,
  open: false,
  selectedNetworkId: undefined,
  activeChain: undefined,
  initialized: false,
  shake: false,
  router: initialRouterState,
}

/** What closing depends on. */
export interface ClosingContext {
  /** Whether the modal is embedded in the page rather than a dialog. */
  readonly embedded: boolean
  /** Whether an account is connected. */
  readonly accountConnected: boolean
}

/** Opening, first step: sets loading. */
export const startOpening = (state: ModalState): ModalState => ({ ...state, loading: true })

/** Opening, second step: shows `view` as the only history entry and opens the modal. */
export const showOpened = (state: ModalState, view: View): ModalState => ({
  ...state,
  open: true,
  router: { ...state.router, history: [view] },
})

/**
 * Closing: resets to Connect and clears loading. In embedded mode the history
 * becomes Account if connected, else Connect.
 */
export const close = (state: ModalState, context: ClosingContext): ModalState => ({
  ...state,
  open: false,
  loading: false,
  router: {
    ...state.router,
    history: [{ name: context.embedded && context.accountConnected ? "Account" : "Connect" }],
  },
})

/**
 * Whether a visitor's close is refused: the current view's route has a close guard that holds
 * (a plugin's sign-in view while sign-in is required and no session exists).
 */
export const isCloseDisabled = (
  state: ModalState,
  closeGuardOf: (view: string) => (() => boolean) | undefined,
): boolean => closeGuardOf(currentView(state.router).name)?.() ?? false

/** goBack at the modal level: pops, or closes the modal when one entry remains. */
export const goBackOrClose = (state: ModalState, context: ClosingContext): ModalState => {
  const step = goBack(state.router, context.accountConnected)
  return step.close ? close(state, context) : { ...state, router: step.router }
}

/** Sets or clears loading. */
export const setLoading = (state: ModalState, loading: boolean): ModalState =>
  state.loading === loading ? state : { ...state, loading }

/** Starts or ends the shake animation flag. */
export const setShake = (state: ModalState, shake: boolean): ModalState =>
  state.shake === shake ? state : { ...state, shake }

/** Marks the kit as initialised. */
export const setInitialized = (state: ModalState): ModalState =>
  state.initialized ? state : { ...state, initialized: true }

/** Mirrors the active chain family and network id. */
export const setActiveNetwork = (
  state: ModalState,
  activeChain: ChainNamespace | undefined,
  selectedNetworkId: CaipNetworkId | undefined,
): ModalState =>
  state.activeChain === activeChain && state.selectedNetworkId === selectedNetworkId
    ? state
    : { ...state, activeChain, selectedNetworkId }

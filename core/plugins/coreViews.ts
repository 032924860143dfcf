import type { ViewFlow } from "../modal/ViewFlow"

/** What the kernel knows of one of its own views (the UI draws it). */
export interface CoreRoute {
  /** The flow the view belongs to; a connect that succeeds on a connect-flow view closes the modal. */
  readonly flow?: ViewFlow
  /** Pushing it redirects to UsageExceeded once the plan's usage is exceeded (spec 2). */
  readonly usageLimited?: boolean
}

/**
 * The views the kernel itself provides (spec 2) and their routes. Every other view exists
 * only when an enabled plugin contributes it.
 */
export const coreRoutes = {
  Connect: { flow: "connect" },
  Account: {},
  AllWallets: { flow: "connect" },
  ConnectingWalletConnect: { flow: "connect" },
  ConnectingWalletConnectBasic: { flow: "connect" },
  ConnectingExternal: { flow: "connect", usageLimited: true },
  ConnectingMultiChain: { flow: "connect", usageLimited: true },
  SwitchNetwork: {},
  SwitchActiveChain: {},
  UnsupportedChain: {},
  UsageExceeded: {},
} as const satisfies Readonly<Record<string, CoreRoute>>

/** A view the kernel provides. */
export type CoreView = keyof typeof coreRoutes

/** The names of the kernel's views, in the spec's order. */
export const coreViews = Object.keys(coreRoutes) as ReadonlyArray<CoreView>

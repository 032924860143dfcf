import type { AccountAction } from "./FoyerPlugin"

/**
 * The actions the Account view shows for a connection whose wallet is of `connectorType`
 * (spec 3's connector types; undefined when the wallet's type is not known): those that name
 * no connector types, and those that name this one. Order is kept.
 * @example
 * accountActionsFor(plugins.accountActions, account.connectedWalletInfo?.type)
 */
export const accountActionsFor = <A extends AccountAction>(
  actions: ReadonlyArray<A>,
  connectorType: string | undefined,
): ReadonlyArray<A> =>
  actions.filter(
    (action) =>
      action.connectorTypes === undefined ||
      (connectorType !== undefined &&
        (action.connectorTypes as ReadonlyArray<string>).includes(connectorType)),
  )

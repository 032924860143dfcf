import type { WalletSessionEvents } from "./Connector"
import type { Eip1193Provider } from "./Eip1193Provider"
import { parseAccounts, parseEvmChainId } from "./walletRequest"

/**
 * Listens to a wallet's accountsChanged, chainChanged and disconnect events and returns
 * the function that removes exactly these listeners. Malformed event arguments are ignored.
 */
export const subscribeProvider = (
  provider: Eip1193Provider,
  handlers: WalletSessionEvents,
): (() => void) => {
  const listeners: ReadonlyArray<readonly [string, (...args: ReadonlyArray<unknown>) => void]> = [
    [
      "accountsChanged",
      (accounts) => {
        const parsed = parseAccounts(accounts)
        if (parsed !== undefined) handlers.accountsChanged(parsed)
      },
    ],
    [
      "chainChanged",
      (chainId) => {
        const parsed = parseEvmChainId(chainId)
        if (parsed !== undefined) handlers.chainChanged(parsed)
      },
    ],
    ["disconnect", () => handlers.disconnect()],
  ]
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}

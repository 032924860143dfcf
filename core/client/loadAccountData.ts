import { Clock, Effect, Option } from "effect"
import type { TokenBalance as ApiTokenBalance } from "../api/generated/schemas"
import type { ProviderApiShape } from "../api/ProviderApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { isChainNamespace } from "../chains/ChainNamespace"
import { isCaipNetworkId } from "../chains/parseCaipNetworkId"
import { sanitizeIcon } from "../connectors/sanitizeIcon"
import { messages } from "../errors/messages"
import { balanceRefetchBlocked } from "../limits/isBalanceRefetchBlocked"
import type { AccountState, AccountsState } from "../state/AccountState"
import { accountOf, setAccount } from "../state/AccountState"
import type { Store } from "../state/Store"
import type { ToastStore } from "../state/ToastState"
import type { TokenBalance } from "../state/TokenBalance"

/** The balance shown when it cannot be read (spec 8: a failed fetch returns 0.00 ETH). */
export const unavailableBalance = "0.00"

/** What loading an account's data reads from and writes to. */
export interface AccountDataEnvironment {
  readonly api: ProviderApiShape
  readonly accounts: Store<AccountsState>
  readonly toast: ToastStore
}

const toTokenBalance = (balance: ApiTokenBalance): TokenBalance | undefined => {
  const { chainId } = balance
  if (!isCaipNetworkId(chainId)) return undefined
  const namespace = chainId.slice(0, chainId.indexOf(":"))
  if (!isChainNamespace(namespace)) return undefined
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: `${namespace}:${chainId.slice(namespace.length + 1)}`,
    ...(balance.address === undefined ? {} : { address: balance.address }),
    value: balance.value ?? 0,
    price: balance.price,
    quantity: balance.quantity,
    iconUrl: sanitizeIcon(balance.iconUrl) ?? "",
  }
}

/** The native balance and token list of `address` on `network`; unsupported networks fail. */
const fetchBalances = (api: ProviderApiShape, address: string, network: CaipNetwork) =>
  Effect.gen(function* () {
    const supported = yield* api.isSupported(network.caipNetworkId)
    // Spec 5: on a network the API does not support, the balance is unavailable.
    if (!supported) return Option.none()
    const balances = yield* api.getBalance(address, network.caipNetworkId)
    const native = balances.find(
      (b) => b.address === undefined && b.chainId === network.caipNetworkId,
    )
    const patch: Partial<AccountState> = {
      balance: native?.quantity.numeric ?? unavailableBalance,
      balanceSymbol: native?.symbol ?? network.nativeCurrency.symbol,
      tokenBalance: balances.flatMap((b) => toTokenBalance(b) ?? []),
    }
    return Option.some(patch)
  })

/**
 * Loads the data the Account view shows for the connected `address` on `network` (spec 4,
 * 8): the native balance (`balance`, `balanceSymbol`, `tokenBalance`; `balanceLoading` while
 * it loads) and the identity (`profileName`, `profileImage`). A balance that cannot be read
 * shows "0.00" in the network's currency with the error toast 'Token Balance Unavailable',
 * and a failed fetch stamps `lastRetry`: the balance is not fetched again for 30 s (spec 5).
 * Nothing is written once the account's address has changed. Identity failures leave the
 * profile empty.
 */
export const loadAccountData = (
  environment: AccountDataEnvironment,
  address: string,
  network: CaipNetwork,
): Effect.Effect<void> =>
  Effect.gen(function* () {
    const { api, accounts, toast } = environment
    const namespace = network.chainNamespace
    const patch = (values: Partial<AccountState>) => {
      if (accountOf(accounts.getSnapshot(), namespace).address !== address) return
      accounts.update((state) => setAccount(state, namespace, values))
    }
    const unavailable = (lastRetry: number | undefined) =>
      Effect.gen(function* () {
        patch({
          balance: unavailableBalance,
          balanceSymbol: network.nativeCurrency.symbol,
          tokenBalance: [],
          balanceLoading: false,
          lastRetry,
        })
        yield* Effect.forkDetach(toast.showError(messages.tokenBalanceUnavailable))
      })

    const balance = Effect.gen(function* () {
      const blocked = yield* balanceRefetchBlocked(
        accountOf(accounts.getSnapshot(), namespace).lastRetry,
      )
      if (blocked) return
      patch({ balanceLoading: true })
      const outcome = yield* Effect.result(fetchBalances(api, address, network))
      if (outcome._tag === "Failure") {
        return yield* unavailable(yield* Clock.currentTimeMillis)
      }
      if (Option.isNone(outcome.success)) return yield* unavailable(undefined)
      patch({ ...outcome.success.value, balanceLoading: false, lastRetry: undefined })
    })

    const identity = api.getIdentity(address).pipe(
      Effect.map(
        Option.match({
          onNone: () => {},
          onSome: (found) =>
            patch({
              profileName: found.name ?? undefined,
              profileImage: sanitizeIcon(found.avatar ?? undefined),
            }),
        }),
      ),
      Effect.ignore,
    )

    yield* Effect.all([balance, identity], { concurrency: "unbounded", discard: true })
  })

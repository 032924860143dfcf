import { Clock, Duration, Effect, Option, type Scope } from "effect"
import type { TokenBalance as ApiTokenBalance } from "../api/generated/schemas"
import type { ProviderApiShape } from "../api/ProviderApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { isChainNamespace } from "../chains/ChainNamespace"
import { isCaipNetworkId } from "../chains/parseCaipNetworkId"
import { sanitizeIcon } from "../connectors/sanitizeIcon"
import { messages } from "../errors/messages"
import { balanceRetryWaitLeft } from "../limits/isBalanceRefetchBlocked"
import type { Store } from "../state/Store"
import { readCache, writeCache } from "../storage/CacheEntry"
import { Storage, type StorageShape } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import type { ToastStore } from "../toasts/ToastState"
import type { AccountState, AccountsState } from "./AccountState"
import { accountOf, setAccount } from "./AccountState"
import { AccountBalance } from "./balances/AccountBalance"
import type { BalanceSources } from "./balances/BalanceSources"
import type { TokenBalance } from "./TokenBalance"
import { unavailableBalance } from "./unavailableBalance"

/** What loading an account's data reads from and writes to. */
export interface AccountDataEnvironment {
  readonly api: ProviderApiShape
  readonly accounts: Store<AccountsState>
  readonly toast: ToastStore
  /**
   * When the balance of each address on each network (its CAIP-10 id) last failed to load
   * (epoch ms). The client keeps one across loads, so the retry window applies to what failed
   * and survives switching away and back.
   */
  readonly failures: Map<string, number>
  /** Where a loaded balance is kept 30 s (spec 9), per CAIP-10 account. */
  readonly storage: StorageShape
  /** The wallet's own asset list and the primary token, beside the API (issue 15). */
  readonly sources: BalanceSources
  /** The kit's scope: a toast a load shows outlives the load (a newer one replaces it), not the kit. */
  readonly scope: Scope.Scope
}

/** How a load reads the balance. */
export interface AccountDataOptions {
  /**
   * Read past every cache (the kit's and the API's): the balance is known to have changed
   * (a send, a pending transaction). A failed balance's retry window still applies.
   */
  readonly fresh?: boolean
}

/**
 * The CAIP-10 id the API's forceUpdate names for a network's native currency: the address
 * EVM tools use for "the native token" (0xEeee…EEeE), the balance a send or a pending
 * transaction changes for sure.
 */
const nativeTokenOf = (network: CaipNetwork) =>
  `${network.caipNetworkId}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`

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

const sameAddress = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * The token list of `address` on `network`: the wallet's own (EIP-7811) when it lists one,
 * else the provider API's; none when neither can (the API does not support the network).
 */
const listBalances = (
  environment: AccountDataEnvironment,
  address: string,
  network: CaipNetwork,
  fresh: boolean,
) =>
  Effect.gen(function* () {
    const { api, sources } = environment
    // A wallet without asset discovery, a failed call or a malformed answer: the API decides.
    const fromWallet = yield* Effect.result(sources.walletAssets(address, network))
    if (fromWallet._tag === "Success") return Option.some(fromWallet.success)
    const supported = yield* api.isSupported(network.caipNetworkId)
    // Spec 5: on a network the API does not support, the balance is unavailable.
    if (!supported) return Option.none()
    const balances = yield* api.getBalance(
      address,
      network.caipNetworkId,
      fresh ? { forceUpdate: nativeTokenOf(network) } : {},
    )
    return Option.some(balances.flatMap((b) => toTokenBalance(b) ?? []))
  })

/**
 * What the account shows from its token list and the network's primary token, if any: the
 * primary token's amount and symbol on the account button (else the native currency's), and
 * the primary token in the list, priced as the list priced it.
 */
const accountBalanceOf = (
  network: CaipNetwork,
  listed: ReadonlyArray<TokenBalance>,
  primary: TokenBalance | undefined,
): AccountBalance => {
  const native = listed.find((b) => b.address === undefined && b.chainId === network.caipNetworkId)
  if (primary === undefined) {
    return {
      balance: native?.quantity.numeric ?? unavailableBalance,
      balanceSymbol: native?.symbol ?? network.nativeCurrency.symbol,
      tokenBalance: listed,
    }
  }
  const known = listed.find((b) => sameAddress(b.address, primary.address))
  const price = known?.price ?? primary.price
  const token: TokenBalance = {
    ...primary,
    price,
    value: price * Number(primary.quantity.numeric),
    iconUrl: primary.iconUrl === "" ? (known?.iconUrl ?? "") : primary.iconUrl,
  }
  return {
    balance: token.quantity.numeric,
    balanceSymbol: token.symbol,
    tokenBalance:
      known === undefined ? [...listed, token] : listed.map((b) => (b === known ? token : b)),
  }
}

/**
 * The balance of `address` on `network` (none when the network is unsupported), kept 30 s
 * (spec 9): a load inside that time reads it back and asks nothing; `fresh` reads past it.
 */
const fetchBalances = (
  environment: AccountDataEnvironment,
  address: string,
  network: CaipNetwork,
  fresh: boolean,
) =>
  Effect.gen(function* () {
    const key = StorageKeys.nativeBalanceCache(
      `${network.caipNetworkId}:${address}`,
      AccountBalance,
    )
    const cached = fresh ? Option.none() : yield* readCache(key)
    if (Option.isSome(cached)) return cached
    const listed = yield* listBalances(environment, address, network, fresh)
    if (Option.isNone(listed)) return Option.none()
    const primary = yield* environment.sources.primaryToken(address, network)
    const balance = accountBalanceOf(network, listed.value, Option.getOrUndefined(primary))
    yield* writeCache(key, balance)
    return Option.some(balance)
  }).pipe(Effect.provideService(Storage, environment.storage))

/**
 * Loads the data the Account view shows for the connected `address` on `network` (spec 4,
 * 8): the balance (`balance`, `balanceSymbol`, `tokenBalance`; `balanceLoading` while it
 * loads) and the identity (`profileName`, `profileImage`).
 *
 * - The token list is the wallet's (wallet_getAssets, EIP-7811) when it offers asset discovery
 *   on the network and answers validly, else the provider API's. When the network has a
 *   primary token (the `tokens` option), `balance` and `balanceSymbol` are that ERC-20's, read
 *   on chain; else the native currency's. A loaded balance is kept 30 s (spec 9): a load inside
 *   that time asks nothing, unless `options.fresh` says the balance changed.
 * - What is shown belongs to `network`: the previous network's balance is cleared when the
 *   load starts, and nothing is written once the account shows another address or network
 *   (its CAIP address names both), so a late answer cannot show another network's balance.
 * - A balance that cannot be read shows "0.00" in the network's currency with the error toast
 *   'Token Balance Unavailable' (spec 8). A failed fetch is stamped in `failures` for that
 *   address on that network (and in `lastRetry`): that balance is not fetched again for 30 s
 *   (spec 5), while another network or address is fetched at once.
 * - While the account still shows it, the balance is fetched again as soon as its window
 *   ends, so the kit recovers by itself once the API answers again; a retry that fails again
 *   does not repeat the toast. The load ends once the balance is read (or the API does not
 *   support the network); the client interrupts it when the account or network changes.
 * - Identity failures leave the profile empty.
 */
export const loadAccountData = (
  environment: AccountDataEnvironment,
  address: string,
  network: CaipNetwork,
  options: AccountDataOptions = {},
): Effect.Effect<void> =>
  Effect.gen(function* () {
    const { api, accounts, toast, failures } = environment
    const namespace = network.chainNamespace
    // The CAIP-10 id names both the address and the network: the key of what failed.
    const target = `${network.caipNetworkId}:${address}`
    const patchWhen =
      (shown: (account: AccountState) => boolean) => (values: Partial<AccountState>) => {
        if (!shown(accountOf(accounts.getSnapshot(), namespace))) return
        accounts.update((state) => setAccount(state, namespace, values))
      }
    const patchAccount = patchWhen((account) => account.address === address)
    const patchBalance = patchWhen(
      (account) => account.address === address && account.caipAddress === target,
    )
    const unavailable = (lastRetry: number | undefined, announce: boolean) =>
      Effect.gen(function* () {
        patchBalance({
          balance: unavailableBalance,
          balanceSymbol: network.nativeCurrency.symbol,
          tokenBalance: [],
          balanceLoading: false,
          lastRetry,
        })
        if (announce) {
          yield* Effect.forkIn(toast.showError(messages.tokenBalanceUnavailable), environment.scope)
        }
      })

    const balance = Effect.gen(function* () {
      // The first pass is what the visitor asked for; later passes are the kit's own retries.
      let first = true
      while (true) {
        const failedAt = failures.get(target)
        const wait = balanceRetryWaitLeft(failedAt, yield* Clock.currentTimeMillis)
        if (wait > 0) {
          yield* unavailable(failedAt, first)
        } else {
          // A fresh load refreshes the balance already shown (a send, a pending transaction):
          // it stays on screen until the new one comes, rather than blinking away.
          const fresh = options.fresh === true
          patchBalance(
            first && !fresh
              ? {
                  balance: undefined,
                  balanceSymbol: undefined,
                  tokenBalance: [],
                  balanceLoading: true,
                }
              : { balanceLoading: true },
          )
          const outcome = yield* Effect.result(fetchBalances(environment, address, network, fresh))
          if (outcome._tag === "Success") {
            failures.delete(target)
            if (Option.isNone(outcome.success)) return yield* unavailable(undefined, first)
            return patchBalance({
              ...outcome.success.value,
              balanceLoading: false,
              lastRetry: undefined,
            })
          }
          const now = yield* Clock.currentTimeMillis
          failures.set(target, now)
          yield* unavailable(now, first)
        }
        first = false
        yield* Effect.sleep(
          Duration.millis(
            balanceRetryWaitLeft(failures.get(target), yield* Clock.currentTimeMillis),
          ),
        )
      }
    })

    const identity = api.getIdentity(address).pipe(
      Effect.map(
        Option.match({
          onNone: () => {},
          onSome: (found) =>
            patchAccount({
              profileName: found.name ?? undefined,
              profileImage: sanitizeIcon(found.avatar ?? undefined),
            }),
        }),
      ),
      Effect.ignore,
    )

    yield* Effect.all([balance, identity], { concurrency: "unbounded", discard: true })
  })

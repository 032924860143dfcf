import { Context, Effect, Layer, Result, type Scope } from "effect"
import {
  AccountState,
  Accounts,
  type CaipNetwork,
  ChainAdapters,
  Events,
  type FlowRound,
  Messages,
  Modal,
  makeFormFlow,
  Networks,
  type ReadableStore,
  Toasts,
  Wallet,
} from "../../core"
import { evmSendNamespace, makeEvmSendRoute } from "./evmSendRoute"
import type { SendEventPayload } from "./SendEvents"
import type { SendOptions } from "./SendOptions"
import type { SendRoute } from "./SendRoute"
import {
  failSend,
  GasEstimate,
  initialSendState,
  isSending,
  resetSend,
  type SendMessage,
  type SendState,
  setAmount,
  setGasEstimate,
  setReceiver,
  setToken,
  startConfirming,
  startSigning,
  stopSending,
} from "./SendState"
import { offeredTokens, type SendToken } from "./SendToken"
import { makeTransferSendRoute } from "./transferSendRoute"
import { receiverProblem, type SendAddresses, type ValidSend, validateSend } from "./validateSend"

/** The send form and its actions; views read the stores and run the actions. */
export interface SendServiceShape {
  /** The form (spec 3 Send state). */
  readonly store: ReadableStore<SendState>
  /** The tokens the picker offers on the active network (see `offeredTokens`). */
  readonly tokens: ReadableStore<ReadonlyArray<SendToken>>
  /**
   * How the active network's family writes addresses (the receiver field's rule and hint);
   * undefined on a family the kit cannot send on.
   */
  readonly addresses: ReadableStore<SendAddresses | undefined>
  /** Chooses the token, then estimates the fee again. */
  readonly selectToken: (token: SendToken) => Effect.Effect<void>
  /** Sets the amount as typed, then estimates the fee again. */
  readonly setAmount: (text: string) => Effect.Effect<void>
  /** Sets the receiver as typed, then estimates the fee again. */
  readonly setReceiver: (text: string) => Effect.Effect<void>
  /**
   * Estimates the fee of the send as filled in, as the network's family reckons it (EVM:
   * eth_estimateGas, at the max fee the node's fees propose, spec 9).
   */
  readonly estimateGas: Effect.Effect<void>
  /**
   * Sends what the form holds and waits for the chain's outcome (spec 4 Send). Never fails:
   * the outcome is in `store` (an error keeps everything typed) or, on success, the form resets.
   */
  readonly send: Effect.Effect<void>
  /** Empties the form (spec 2: a network change resets Send). */
  readonly reset: Effect.Effect<void>
}

/** The kernel services the send plugin is built on. */
export type SendKernel =
  | Wallet
  | Accounts
  | Networks
  | ChainAdapters
  | Toasts
  | Events
  | Modal
  | Messages

/**
 * Makes the send service on the kernel's services, in the kit's scope (the success toast is
 * shown there: the kit's dispose stops it).
 * @example
 * Layer.effect(SendService, makeSendService(options))
 */
export const makeSendService = (
  options: SendOptions,
): Effect.Effect<SendServiceShape, never, SendKernel | Scope.Scope> =>
  Effect.gen(function* () {
    const wallet = yield* Wallet
    const accounts = yield* Accounts
    const networks = yield* Networks
    const adapters = yield* ChainAdapters
    const toasts = yield* Toasts
    const events = yield* Events
    const modal = yield* Modal
    const messages = yield* Messages
    const kit = yield* Effect.scope
    // A reset starts another round: what an older send finds out is not applied to the form.
    const flow = yield* makeFormFlow<SendState>(initialSendState)
    const { store } = flow

    const activeNetwork = (): CaipNetwork =>
      networks.store.getSnapshot().activeCaipNetwork ?? networks.defaultNetwork

    // Spec 4: send by chain. EVM has the plugin's own flow; another family sends through its
    // adapter's transfers (the kernel's Wallet.transfer), and without them it cannot send.
    const routeKernel = { wallet, accounts, messages }
    const evmRoute = makeEvmSendRoute(routeKernel)
    const transferRoutes = new Map<CaipNetwork["chainNamespace"], SendRoute>()
    const routeOf = (network: CaipNetwork): SendRoute | undefined => {
      const namespace = network.chainNamespace
      if (namespace === evmSendNamespace) return evmRoute
      const known = transferRoutes.get(namespace)
      if (known !== undefined) return known
      const transfers = adapters.of(namespace)?.transfers
      if (transfers === undefined) return undefined
      const route = makeTransferSendRoute(routeKernel, transfers)
      transferRoutes.set(namespace, route)
      return route
    }

    // The offered tokens follow the account's balances and the active network; computed again
    // only when one of them changed, so a view's snapshot stays the same object meanwhile.
    let tokensInput: { accounts: unknown; network: unknown } | undefined
    let tokensValue: ReadonlyArray<SendToken> = []
    const tokens: ReadableStore<ReadonlyArray<SendToken>> = {
      getSnapshot: () => {
        const accountsState = accounts.store.getSnapshot()
        const network = activeNetwork()
        if (tokensInput?.accounts !== accountsState || tokensInput.network !== network) {
          const account = AccountState.accountOf(accountsState, network.chainNamespace)
          tokensValue = offeredTokens({
            tokenBalance: account.tokenBalance,
            nativeBalance: account.balance,
            network,
            options,
          })
          tokensInput = { accounts: accountsState, network }
        }
        return tokensValue
      },
      subscribe: (listener) => {
        const offAccounts = accounts.store.subscribe(listener)
        const offNetwork = networks.store.subscribe(listener)
        return () => {
          offAccounts()
          offNetwork()
        }
      },
    }

    // One object per family (the routes are kept), so a view's snapshot stays the same.
    const addresses: ReadableStore<SendAddresses | undefined> = {
      getSnapshot: () => routeOf(activeNetwork())?.addresses,
      subscribe: (listener) => networks.store.subscribe(listener),
    }

    const estimateGas: Effect.Effect<void> = Effect.gen(function* () {
      const before = store.getSnapshot()
      const account = accounts.current.getSnapshot()
      const network = activeNetwork()
      const route = routeOf(network)
      const { token } = before
      const receiver = before.receiverAddress.trim()
      const fee =
        account === undefined ||
        route === undefined ||
        token === undefined ||
        receiver === "" ||
        receiverProblem(receiver, route.addresses) !== undefined
          ? undefined
          : route.fee({ form: before, token, receiver }, { network, from: account.address })
      if (fee === undefined) {
        store.update((state) => setGasEstimate(state, GasEstimate.None()))
        return
      }
      store.update((state) => setGasEstimate(state, GasEstimate.Estimating()))
      const estimating = store.getSnapshot()
      const estimate = yield* fee
      // A later edit (or a reset) started its own estimate: this one is stale.
      if (store.getSnapshot() !== estimating) return
      store.update((state) => setGasEstimate(state, estimate))
    })

    const editThenEstimate = (transition: (state: SendState) => SendState) =>
      flow.edit(transition, estimateGas)

    /**
     * After a successful send (spec 4): balances refreshed, form reset, the success event, and
     * back to Account where the route says so (ERC-20 and Solana sends).
     */
    const succeed = (
      route: SendRoute,
      valid: ValidSend,
      payload: SendEventPayload,
      id: string,
      from: FlowRound,
    ) =>
      Effect.gen(function* () {
        yield* accounts.refresh
        if (flow.isCurrent(from)) yield* flow.reset(resetSend)
        // Not awaited (it may wait for the toast shown before to go), not past the kit.
        yield* Effect.forkIn(
          toasts.showSuccess(
            messages.text("send.success", { amount: payload.amount, symbol: payload.token }),
          ),
          kit,
        )
        yield* events.emit({ type: "SEND_SUCCESS", ...payload, hash: id })
        // Only when the visitor is still on Send.
        const { open, router } = modal.getSnapshot()
        if (route.returnsToAccount(valid) && open && router.history.at(-1)?.name === "Send") {
          yield* modal.reset({ name: "Account" }).pipe(Effect.ignore)
        }
      })

    const send: Effect.Effect<void> = Effect.gen(function* () {
      const form = store.getSnapshot()
      if (isSending(form)) return
      const from = flow.round()
      const fail = (message: SendMessage) =>
        flow.ifCurrent(from, (state) => failSend(state, message))
      const network = yield* networks.active
      // Spec 4: send by chain; a family the kit cannot send on is 'Unsupported chain'.
      const route = routeOf(network)
      if (route === undefined) return yield* fail({ id: "error.unsupportedChain" })
      const checked = validateSend(form, route.addresses)
      if (Result.isFailure(checked)) return yield* fail(checked.failure)
      const account = accounts.current.getSnapshot()
      if (account === undefined) return yield* fail({ id: "error.noActiveCaipAddress" })

      const valid = checked.success
      const payload: SendEventPayload = {
        token: valid.token.symbol,
        ...(valid.tokenAddress === undefined ? {} : { tokenAddress: valid.tokenAddress }),
        amount: form.sendTokenAmount.trim(),
        caipNetworkId: network.caipNetworkId,
      }
      store.update(startSigning)
      yield* events.emit({ type: "SEND_INITIATED", ...payload })
      const result = yield* route.send(valid, { network, from: account.address }, (id) =>
        flow.ifCurrent(from, (state) => startConfirming(state, id)),
      )
      switch (result._tag) {
        case "Succeeded":
          return yield* succeed(route, valid, payload, result.id, from)
        case "Failed":
          return yield* fail(result.message)
      }
    }).pipe(Effect.onInterrupt(() => Effect.sync(() => store.update(stopSending))))

    return {
      store,
      tokens,
      addresses,
      selectToken: (token) => editThenEstimate((state) => setToken(state, token)),
      setAmount: (text) => editThenEstimate((state) => setAmount(state, text)),
      setReceiver: (text) => editThenEstimate((state) => setReceiver(state, text)),
      estimateGas,
      send,
      reset: flow.reset(resetSend),
    }
  })

/** The send plugin's service: the form, the offered tokens and the send itself. */
export class SendService extends Context.Service<SendService, SendServiceShape>()(
  "foyer-kit/plugins/send/SendService",
) {
  /** The service on the kernel's services, with the plugin's decoded options. */
  static readonly layer = (options: SendOptions): Layer.Layer<SendService, never, SendKernel> =>
    Layer.effect(SendService, makeSendService(options))
}

import { Context, Duration, Effect, Layer, Option, Result, type Scope } from "effect"
import { type Hash, numberToHex, type TransactionReceipt } from "viem"
import {
  AccountState,
  Accounts,
  type CaipNetwork,
  Events,
  type FlowRound,
  Messages,
  Modal,
  makeFormFlow,
  maxFeePerGas,
  Networks,
  proposeFees,
  type ReadableStore,
  replayReverted,
  Schedules,
  Toasts,
  Wallet,
  waitForSuccess,
} from "../../core"
import { describeSendError } from "./describeSendError"
import type { SendEventPayload } from "./SendEvents"
import type { SendOptions } from "./SendOptions"
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
import { type SendTransaction, toSendTransaction } from "./toSendTransaction"
import { toUnits } from "./toUnits"
import { receiverProblem, type ValidSend, validateSend } from "./validateSend"

/** The send form and its actions; views read the stores and run the actions. */
export interface SendServiceShape {
  /** The form (spec 3 Send state). */
  readonly store: ReadableStore<SendState>
  /** The tokens the picker offers on the active network (see `offeredTokens`). */
  readonly tokens: ReadableStore<ReadonlyArray<SendToken>>
  /** Chooses the token, then estimates the fee again. */
  readonly selectToken: (token: SendToken) => Effect.Effect<void>
  /** Sets the amount as typed, then estimates the fee again. */
  readonly setAmount: (text: string) => Effect.Effect<void>
  /** Sets the receiver as typed, then estimates the fee again. */
  readonly setReceiver: (text: string) => Effect.Effect<void>
  /** Estimates the fee of the send as filled in: eth_estimateGas, at the max fee the node's fees propose (spec 9). */
  readonly estimateGas: Effect.Effect<void>
  /**
   * Sends what the form holds and waits for the receipt (spec 4 Send). Never fails: the
   * outcome is in `store` (an error keeps everything typed) or, on success, the form resets.
   */
  readonly send: Effect.Effect<void>
  /** Empties the form (spec 2: a network change resets Send). */
  readonly reset: Effect.Effect<void>
}

/** The kernel services the send plugin is built on. */
export type SendKernel = Wallet | Accounts | Networks | Toasts | Events | Modal | Messages

const hexToBigInt = (value: unknown): bigint | undefined =>
  typeof value === "string" && /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value) : undefined

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

    /** The call eth_estimateGas is asked about: the form's transfer, a non-numeric amount as 0. */
    const estimateCall = (state: SendState, from: string) => {
      const { token } = state
      const receiver = state.receiverAddress.trim()
      if (token === undefined || receiver === "" || receiverProblem(receiver) !== undefined) {
        return undefined
      }
      const checked = validateSend({ ...state, sendTokenAmount: state.sendTokenAmount || "0" })
      const tokenAddress = Result.isSuccess(checked)
        ? checked.success.tokenAddress
        : token.kind === "erc20"
          ? (token.address as `0x${string}` | undefined)
          : undefined
      if (token.kind === "erc20" && tokenAddress === undefined) return undefined
      // Spec 5: a non-numeric value becomes zero; a negative one is no amount either.
      const units = toUnits(state.sendTokenAmount, token.decimals)
      const transaction = toSendTransaction({
        tokenAddress,
        units: units > 0n ? units : 0n,
        receiver: receiver as `0x${string}`,
      })
      return {
        from,
        to: transaction.to,
        ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
        ...(transaction.data === undefined ? {} : { data: transaction.data }),
      }
    }

    const estimateGas: Effect.Effect<void> = Effect.gen(function* () {
      const before = store.getSnapshot()
      const account = accounts.current.getSnapshot()
      const call = account === undefined ? undefined : estimateCall(before, account.address)
      if (call === undefined) {
        store.update((state) => setGasEstimate(state, GasEstimate.None()))
        return
      }
      store.update((state) => setGasEstimate(state, GasEstimate.Estimating()))
      const estimating = store.getSnapshot()
      const network = activeNetwork()
      const gas = yield* wallet.publicRequest("eth_estimateGas", [call]).pipe(Effect.result)
      // Spec 9: the fee is reckoned at the max fee a wallet proposes (base fee × 1.2 + tip),
      // the most the transfer may cost, which is what Max keeps back.
      const fees = Result.isSuccess(gas)
        ? yield* proposeFees(wallet.publicRequest).pipe(Effect.option)
        : Option.none()
      // A later edit (or a reset) started its own estimate: this one is stale.
      if (store.getSnapshot() !== estimating) return
      const estimate = Result.isFailure(gas)
        ? GasEstimate.Failed({ message: describeSendError(gas.failure) })
        : (() => {
            const units = hexToBigInt(gas.success)
            if (units === undefined)
              return GasEstimate.Failed({ message: { id: "error.errorEstimatingGas" } })
            return GasEstimate.Estimated({
              gas: units,
              fee: Option.isSome(fees) ? units * maxFeePerGas(fees.value) : undefined,
              symbol: network.nativeCurrency.symbol,
              decimals: network.nativeCurrency.decimals,
            })
          })()
      store.update((state) => setGasEstimate(state, estimate))
    })

    const editThenEstimate = (transition: (state: SendState) => SendState) =>
      flow.edit(transition, estimateGas)

    /** Why a mined transaction reverted: the call's replay names it, else 'unknown reason'. */
    const revertMessage = (
      sent: SendTransaction,
      from: string,
      receipt: TransactionReceipt,
    ): Effect.Effect<SendMessage> =>
      replayReverted(wallet, sent, from, receipt).pipe(
        Effect.map(
          Option.match({
            onSome: describeSendError,
            onNone: (): SendMessage => ({
              id: "error.executionReverted",
              values: { reason: messages.text("error.unknownRevertReason") },
            }),
          }),
        ),
      )

    /** After a successful send (spec 4): balances refreshed, form reset, ERC-20 back to Account. */
    const succeed = (valid: ValidSend, payload: SendEventPayload, hash: Hash, from: FlowRound) =>
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
        yield* events.emit({ type: "SEND_SUCCESS", ...payload, hash })
        // Spec 4: ERC-20 sends return to Account; only when the visitor is still on Send.
        const { open, router } = modal.getSnapshot()
        if (valid.token.kind === "erc20" && open && router.history.at(-1)?.name === "Send") {
          yield* modal.reset({ name: "Account" }).pipe(Effect.ignore)
        }
      })

    const send: Effect.Effect<void> = Effect.gen(function* () {
      const form = store.getSnapshot()
      if (isSending(form)) return
      const from = flow.round()
      const fail = (message: SendMessage) =>
        flow.ifCurrent(from, (state) => failSend(state, message))
      const checked = validateSend(form)
      if (Result.isFailure(checked)) return yield* fail(checked.failure)
      const network = yield* networks.active
      // Spec 4: send by chain; this plugin sends on EVM networks.
      if (network.chainNamespace !== "eip155") return yield* fail({ id: "error.unsupportedChain" })
      const account = accounts.current.getSnapshot()
      if (account === undefined) return yield* fail({ id: "error.noActiveCaipAddress" })

      const valid = checked.success
      const transaction = toSendTransaction(valid)
      const payload: SendEventPayload = {
        token: valid.token.symbol,
        ...(valid.tokenAddress === undefined ? {} : { tokenAddress: valid.tokenAddress }),
        amount: form.sendTokenAmount.trim(),
        caipNetworkId: network.caipNetworkId,
      }
      store.update(startSigning)
      yield* events.emit({ type: "SEND_INITIATED", ...payload })
      const sent = yield* wallet.sendTransaction(transaction).pipe(Effect.result)
      if (Result.isFailure(sent)) return yield* fail(describeSendError(sent.failure))
      const hash = sent.success
      yield* flow.ifCurrent(from, (state) => startConfirming(state, hash))

      // What did not succeed, or was left before its receipt (the kit disposed, the form
      // reset), the data layer reloads once it is mined (its 25 s wait, spec 9).
      const done = yield* waitForSuccess(wallet, accounts.refreshAfter, hash)
      if (Result.isSuccess(done)) {
        return yield* succeed(valid, payload, done.success.transactionHash, from)
      }
      const outcome = done.failure
      switch (outcome._tag) {
        case "TimedOut":
          return yield* fail({
            id: "send.error.timedOut",
            values: { seconds: Duration.toSeconds(Schedules.receiptWaitTimeout) },
          })
        case "Replaced":
          if (outcome.reason !== "repriced") {
            return yield* fail({ id: `send.error.${outcome.reason}` })
          }
          // A speed-up that reverted: the same call, so the same reason.
          return yield* fail(yield* revertMessage(transaction, account.address, outcome.receipt))
        case "Resolved":
          return yield* fail(yield* revertMessage(transaction, account.address, outcome.receipt))
      }
    }).pipe(Effect.onInterrupt(() => Effect.sync(() => store.update(stopSending))))

    return {
      store,
      tokens,
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

import { Duration, Effect, Option, Result } from "effect"
import { numberToHex, type TransactionReceipt } from "viem"
import {
  type AccountsShape,
  type ChainNamespace,
  isEvmAddress,
  type MessagesShape,
  maxFeePerGas,
  proposeFees,
  replayReverted,
  Schedules,
  type WalletShape,
  waitForSuccess,
} from "../../core"
import { describeSendError } from "./describeSendError"
import type { FeeDraft, SendContext, SendRoute } from "./SendRoute"
import { SendResult } from "./SendRoute"
import { GasEstimate, type SendMessage } from "./SendState"
import { type SendTransaction, toSendTransaction } from "./toSendTransaction"
import { toUnits } from "./toUnits"
import type { SendAddresses } from "./validateSend"
import { type ValidSend, validateSend } from "./validateSend"

/** The family the EVM route sends on: the send plugin's own flow over eth_sendTransaction. */
export const evmSendNamespace: ChainNamespace = "eip155"

/** EVM addresses: 0x and 40 hex characters, checksum optional (spec 5). */
export const evmSendAddresses: SendAddresses = {
  isAddress: isEvmAddress,
  invalidReceiver: { id: "send.error.invalidReceiver" },
  placeholder: "send.receiver.placeholder",
}

/** What the EVM route is built on. */
export interface EvmSendRouteKernel {
  readonly wallet: WalletShape
  readonly accounts: AccountsShape
  readonly messages: MessagesShape
}

const hexToBigInt = (value: unknown): bigint | undefined =>
  typeof value === "string" && /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value) : undefined

// Both checked by `evmSendAddresses` (isEvmAddress) before the route sees them.
const evm = (address: string) => address as `0x${string}`

/** The call eth_estimateGas is asked about: the form's transfer, a non-numeric amount as 0. */
const estimateCall = ({ form, token, receiver }: FeeDraft, from: string) => {
  const checked = validateSend(
    { ...form, sendTokenAmount: form.sendTokenAmount || "0" },
    evmSendAddresses,
  )
  const tokenAddress = Result.isSuccess(checked)
    ? checked.success.tokenAddress
    : token.kind === "token"
      ? token.address
      : undefined
  if (token.kind === "token" && tokenAddress === undefined) return undefined
  // Spec 5: a non-numeric value becomes zero; a negative one is no amount either.
  const units = toUnits(form.sendTokenAmount, token.decimals)
  const transaction = toSendTransaction({
    tokenAddress: tokenAddress === undefined ? undefined : evm(tokenAddress),
    units: units > 0n ? units : 0n,
    receiver: evm(receiver),
  })
  return {
    from,
    to: transaction.to,
    ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
    ...(transaction.data === undefined ? {} : { data: transaction.data }),
  }
}

/**
 * The EVM send (spec 4, eip155): eth_estimateGas priced at the max fee a wallet proposes,
 * eth_sendTransaction of the value or of an ERC-20 `transfer`, then the receipt wait, whose
 * other outcomes (timed out, replaced, reverted) are the form's error.
 */
export const makeEvmSendRoute = ({ wallet, accounts, messages }: EvmSendRouteKernel): SendRoute => {
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

  const fee = (draft: FeeDraft, { network, from }: SendContext) => {
    const call = estimateCall(draft, from)
    if (call === undefined) return undefined
    return Effect.gen(function* () {
      const gas = yield* wallet.publicRequest("eth_estimateGas", [call]).pipe(Effect.result)
      // Spec 9: the fee is reckoned at the max fee a wallet proposes (base fee × 1.2 + tip),
      // the most the transfer may cost, which is what Max keeps back.
      const fees = Result.isSuccess(gas)
        ? yield* proposeFees(wallet.publicRequest).pipe(Effect.option)
        : Option.none()
      if (Result.isFailure(gas))
        return GasEstimate.Failed({ message: describeSendError(gas.failure) })
      const units = hexToBigInt(gas.success)
      if (units === undefined)
        return GasEstimate.Failed({ message: { id: "error.errorEstimatingGas" } })
      return GasEstimate.Estimated({
        gas: units,
        fee: Option.isSome(fees) ? units * maxFeePerGas(fees.value) : undefined,
        symbol: network.nativeCurrency.symbol,
        decimals: network.nativeCurrency.decimals,
      })
    })
  }

  const send = (
    valid: ValidSend,
    { from }: SendContext,
    sent: (id: string) => Effect.Effect<void>,
  ) =>
    Effect.gen(function* () {
      const transaction = toSendTransaction({
        tokenAddress: valid.tokenAddress === undefined ? undefined : evm(valid.tokenAddress),
        units: valid.units,
        receiver: evm(valid.receiver),
      })
      const hash = yield* wallet.sendTransaction(transaction).pipe(Effect.result)
      if (Result.isFailure(hash)) {
        return SendResult.Failed({ message: describeSendError(hash.failure) })
      }
      yield* sent(hash.success)
      // What did not succeed, or was left before its receipt (the kit disposed, the form
      // reset), the data layer reloads once it is mined (its 25 s wait, spec 9).
      const done = yield* waitForSuccess(wallet, accounts.refreshAfter, hash.success)
      if (Result.isSuccess(done)) return SendResult.Succeeded({ id: done.success.transactionHash })
      const outcome = done.failure
      switch (outcome._tag) {
        case "TimedOut":
          return SendResult.Failed({
            message: {
              id: "send.error.timedOut",
              values: { seconds: Duration.toSeconds(Schedules.receiptWaitTimeout) },
            },
          })
        case "Replaced":
          if (outcome.reason !== "repriced") {
            return SendResult.Failed({ message: { id: `send.error.${outcome.reason}` } })
          }
          // A speed-up that reverted: the same call, so the same reason.
          return SendResult.Failed({
            message: yield* revertMessage(transaction, from, outcome.receipt),
          })
        case "Resolved":
          return SendResult.Failed({
            message: yield* revertMessage(transaction, from, outcome.receipt),
          })
      }
    })

  return {
    addresses: evmSendAddresses,
    fee,
    send,
    // Spec 4: ERC-20 sends return to Account; a native one stays on Send, the form reset.
    returnsToAccount: (valid) => valid.token.kind === "token",
  }
}

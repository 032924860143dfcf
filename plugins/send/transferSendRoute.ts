import { Effect } from "effect"
import type { AccountsShape, ChainTransfers, MessagesShape, WalletShape } from "../../core"
import { describeSendError } from "./describeSendError"
import { type FeeDraft, type SendContext, SendResult, type SendRoute } from "./SendRoute"
import { GasEstimate, type SendMessage } from "./SendState"
import type { SendToken } from "./SendToken"
import { toUnits } from "./toUnits"
import type { SendAddresses, ValidSend } from "./validateSend"

/** A transfer from the connected account, as `Wallet.transfer` takes it. */
type WalletTransfer = Parameters<WalletShape["transfer"]>[0]

/** What the transfer route is built on. */
export interface TransferSendRouteKernel {
  readonly wallet: WalletShape
  readonly accounts: AccountsShape
  readonly messages: MessagesShape
}

/** A family's addresses, as its adapter tells them (`ChainTransfers.isAddress`). */
export const transferSendAddresses = (transfers: ChainTransfers): SendAddresses => ({
  isAddress: transfers.isAddress,
  invalidReceiver: { id: "send.error.invalidAddress" },
})

/** The token part of a transfer: none for the network's coin, else its contract and decimals. */
const tokenOf = (token: SendToken, address: string | undefined) =>
  token.kind === "token" && address !== undefined
    ? { token: { address, decimals: token.decimals } }
    : {}

/**
 * The send on a family that is not EVM, through the kernel's transfer seam (spec 4: "send by
 * chain"): the receiver checked with the family's adapter, the fee with `Wallet.transferFee`
 * (in the network's coin), the send with `Wallet.transfer`, then `Wallet.waitForTransfer`;
 * a transfer that failed on chain or was not seen confirmed is the form's error.
 */
export const makeTransferSendRoute = (
  { wallet, accounts, messages }: TransferSendRouteKernel,
  transfers: ChainTransfers,
): SendRoute => {
  const addresses = transferSendAddresses(transfers)

  const fee = ({ form, token, receiver }: FeeDraft, { network }: SendContext) => {
    const address = token.kind === "token" ? token.address?.trim() : undefined
    if (token.kind === "token" && (address === undefined || !addresses.isAddress(address))) {
      return undefined
    }
    // A transfer's fee does not hang on its amount: before a positive amount is typed it is
    // reckoned for the smallest one (the seam's transfers move more than 0), so that Max can
    // keep it back at once, as on EVM.
    const units = toUnits(form.sendTokenAmount, token.decimals)
    const transfer: WalletTransfer = {
      to: receiver,
      units: units > 0n ? units : 1n,
      ...tokenOf(token, address),
    }
    return wallet.transferFee(transfer).pipe(
      Effect.map((cost) =>
        GasEstimate.Estimated({
          fee: cost,
          symbol: network.nativeCurrency.symbol,
          decimals: network.nativeCurrency.decimals,
        }),
      ),
      Effect.catch((error) =>
        Effect.succeed(GasEstimate.Failed({ message: describeSendError(error) })),
      ),
    )
  }

  const send = (valid: ValidSend, _on: SendContext, sent: (id: string) => Effect.Effect<void>) =>
    Effect.gen(function* () {
      const id = yield* wallet
        .transfer({
          to: valid.receiver,
          units: valid.units,
          ...tokenOf(valid.token, valid.tokenAddress),
        })
        .pipe(Effect.result)
      if (id._tag === "Failure")
        return SendResult.Failed({ message: describeSendError(id.failure) })
      yield* sent(id.success)
      const outcome = yield* wallet.waitForTransfer(id.success)
      switch (outcome._tag) {
        case "Confirmed":
          return SendResult.Succeeded({ id: outcome.id })
        case "Failed": {
          // Its fee was paid all the same: the balances show it.
          yield* accounts.refresh
          const reason = outcome.reason.trim()
          const message: SendMessage = {
            id: "send.error.failed",
            values: { reason: reason === "" ? messages.text("error.unknownRevertReason") : reason },
          }
          return SendResult.Failed({ message })
        }
        case "TimedOut":
          return SendResult.Failed({ message: { id: "send.error.notConfirmed" } })
      }
    })

  return {
    addresses,
    fee,
    send,
    // Spec 4: a send off EVM (Solana's, coin or token) returns to Account on success.
    returnsToAccount: () => true,
  }
}

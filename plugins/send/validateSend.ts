import { Result } from "effect"
import { isDecimal } from "../../core"
import type { SendMessage } from "./SendState"
import type { SendToken } from "./SendToken"
import { fractionDigits, toUnits } from "./toUnits"

/** How the send form tells a chain family's addresses (a receiver, a token's contract or mint). */
export interface SendAddresses {
  /** Whether `text` (trimmed) is an account address of the family. */
  readonly isAddress: (text: string) => boolean
  /** What a receiver that is no address of the family shows (spec 5). */
  readonly invalidReceiver: SendMessage
  /** The receiver field's hint of how an address starts, by message id ("0x…" on EVM). */
  readonly placeholder?: string
}

/** The send form as filled in. */
export interface SendForm {
  readonly token: SendToken | undefined
  readonly sendTokenAmount: string
  readonly receiverAddress: string
}

/** A send that passed every rule: what to send, in units, to whom. */
export interface ValidSend {
  readonly token: SendToken
  /** The token's contract (an ERC-20's, an SPL token's mint), for a token send. */
  readonly tokenAddress: string | undefined
  /** The amount in the token's smallest units. */
  readonly units: bigint
  /** The receiver, an address of the network's family. */
  readonly receiver: string
}

/**
 * What is wrong with a typed amount, if anything, once something is typed: not a decimal
 * ('not a valid decimal number', spec 5), more decimals than the token has, or not above zero.
 * Blank is no problem here (the send itself requires an amount).
 */
export const amountProblem = (
  text: string,
  token: SendToken | undefined,
): SendMessage | undefined => {
  const amount = text.trim()
  if (amount === "") return undefined
  if (!isDecimal(amount)) return { id: "send.error.invalidDecimal" }
  if (token !== undefined && fractionDigits(amount) > token.decimals) {
    return {
      id: "send.error.tooManyDecimals",
      values: { symbol: token.symbol, decimals: token.decimals },
    }
  }
  // Without a token, any positive decimal is some amount.
  if (toUnits(amount, token?.decimals ?? 18) <= 0n) return { id: "send.error.amountNotPositive" }
  return undefined
}

/**
 * What is wrong with a typed receiver, if anything, once something is typed: it must be an
 * address of the network's family (`addresses`; EVM: 0x and 40 hex characters, checksum
 * optional, spec 5). Without `addresses` (a family the kit cannot send on) nothing is said.
 */
export const receiverProblem = (
  text: string,
  addresses: SendAddresses | undefined,
): SendMessage | undefined => {
  const receiver = text.trim()
  return receiver === "" || addresses === undefined || addresses.isAddress(receiver)
    ? undefined
    : addresses.invalidReceiver
}

/**
 * Checks a send (spec 5) on a network whose family writes `addresses`, in order: an amount and
 * a receiver ('An amount and receiver address are required'), a token ('A token is required'),
 * a token's contract address ('A token address is required.'), then the amount
 * (`amountProblem`) and the receiver (`receiverProblem`).
 * @example
 * validateSend({ token: eth, sendTokenAmount: "0.1", receiverAddress: "0x…" }, evmSendAddresses)
 */
export const validateSend = (
  form: SendForm,
  addresses: SendAddresses,
): Result.Result<ValidSend, SendMessage> => {
  const amount = form.sendTokenAmount.trim()
  const receiver = form.receiverAddress.trim()
  if (amount === "" || receiver === "") {
    return Result.fail({ id: "send.error.amountAndReceiverRequired" })
  }
  const { token } = form
  if (token === undefined) return Result.fail({ id: "send.error.tokenRequired" })
  const tokenAddress = token.kind === "token" ? token.address?.trim() : undefined
  if (
    token.kind === "token" &&
    (tokenAddress === undefined || !addresses.isAddress(tokenAddress))
  ) {
    return Result.fail({ id: "send.error.tokenAddressRequired" })
  }
  const problem = amountProblem(amount, token) ?? receiverProblem(receiver, addresses)
  if (problem !== undefined) return Result.fail(problem)
  return Result.succeed({
    token,
    tokenAddress,
    units: toUnits(amount, token.decimals),
    receiver,
  })
}

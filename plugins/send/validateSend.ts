import { Result } from "effect"
import { isDecimal, isEvmAddress } from "../../core"
import type { SendMessage } from "./SendState"
import type { SendToken } from "./SendToken"
import { fractionDigits, toUnits } from "./toUnits"

/** The send form as filled in. */
export interface SendForm {
  readonly token: SendToken | undefined
  readonly sendTokenAmount: string
  readonly receiverAddress: string
}

/** A send that passed every rule: what to send, in units, to whom. */
export interface ValidSend {
  readonly token: SendToken
  /** The ERC-20 contract, for an ERC-20 send. */
  readonly tokenAddress: `0x${string}` | undefined
  /** The amount in the token's smallest units. */
  readonly units: bigint
  readonly receiver: `0x${string}`
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
 * What is wrong with a typed receiver, if anything, once something is typed: it must be 0x
 * and 40 hex characters, checksum optional (spec 5).
 */
export const receiverProblem = (text: string): SendMessage | undefined => {
  const receiver = text.trim()
  return receiver === "" || isEvmAddress(receiver)
    ? undefined
    : { id: "send.error.invalidReceiver" }
}

/**
 * Checks a send (spec 5), in order: an amount and a receiver ('An amount and receiver address
 * are required'), a token ('A token is required'), an ERC-20's contract address ('A token
 * address is required.'), then the amount (`amountProblem`) and the receiver
 * (`receiverProblem`).
 * @example
 * validateSend({ token: eth, sendTokenAmount: "0.1", receiverAddress: "0x…" })
 */
export const validateSend = (form: SendForm): Result.Result<ValidSend, SendMessage> => {
  const amount = form.sendTokenAmount.trim()
  const receiver = form.receiverAddress.trim()
  if (amount === "" || receiver === "") {
    return Result.fail({ id: "send.error.amountAndReceiverRequired" })
  }
  const { token } = form
  if (token === undefined) return Result.fail({ id: "send.error.tokenRequired" })
  const tokenAddress = token.kind === "erc20" ? token.address?.trim() : undefined
  if (token.kind === "erc20" && !isEvmAddress(tokenAddress)) {
    return Result.fail({ id: "send.error.tokenAddressRequired" })
  }
  const problem = amountProblem(amount, token) ?? receiverProblem(receiver)
  if (problem !== undefined) return Result.fail(problem)
  return Result.succeed({
    token,
    tokenAddress: isEvmAddress(tokenAddress) ? tokenAddress : undefined,
    units: toUnits(amount, token.decimals),
    receiver: receiver as `0x${string}`,
  })
}

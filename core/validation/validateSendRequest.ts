import { Data, Result } from "effect"
import { messages } from "../errors/messages"

/** The least a send token must say: its symbol, and its contract address unless native. */
export interface SendTokenLike {
  readonly symbol: string
  readonly address?: string | undefined
}

/** The send form as filled in (spec 3 send state). */
export interface SendRequestInput<T extends SendTokenLike> {
  readonly token: T | undefined
  readonly sendTokenAmount: string | number | undefined
  readonly receiverAddress: string | undefined
}

/** A send form that passed the rules of spec 5. */
export interface ValidSendRequest<T extends SendTokenLike> {
  readonly token: T
  readonly sendTokenAmount: string
  readonly receiverAddress: string
}

/** A send lacks its amount or receiver (spec 5: 'An amount and receiver address are required'). */
export class SendAmountAndReceiverRequiredError extends Data.TaggedError(
  "SendAmountAndReceiverRequiredError",
) {
  override get message(): string {
    return messages.amountAndReceiverRequired
  }
}

/** A send lacks its token (spec 5: 'A token is required'). */
export class SendTokenRequiredError extends Data.TaggedError("SendTokenRequiredError") {
  override get message(): string {
    return messages.tokenRequired
  }
}

/** An ERC20 send lacks the token's contract address (spec 5). */
export class SendTokenAddressRequiredError extends Data.TaggedError(
  "SendTokenAddressRequiredError",
) {
  // The spec states the rule but gives no text for it.
  override get message(): string {
    return "A token address is required."
  }
}

/** Any reason `validateSendRequest` refuses a send. */
export type SendRequestError =
  | SendAmountAndReceiverRequiredError
  | SendTokenRequiredError
  | SendTokenAddressRequiredError

// The form reaches here from untyped code too, so each field is checked for its type
// rather than trusted: a NaN or Infinity amount is no amount (it would be sent as the text
// "NaN"), a receiver that is not a string is none, and a null token is no token.
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

const isAmount = (value: unknown): value is string | number =>
  isText(value) || (typeof value === "number" && Number.isFinite(value))

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null

/**
 * Checks a send against spec 5, in order: an amount (non-blank text or a finite number)
 * and a receiver address ('An amount and receiver address are required'), a token ('A token
 * is required'), and for an ERC20 send the token's address (non-blank text).
 * @example
 * validateSendRequest({ token, sendTokenAmount: "1", receiverAddress: "0x…" }, { erc20: true })
 */
export const validateSendRequest = <T extends SendTokenLike>(
  input: SendRequestInput<T>,
  options: { readonly erc20?: boolean } = {},
): Result.Result<ValidSendRequest<T>, SendRequestError> => {
  const { token, sendTokenAmount, receiverAddress } = isRecord(input) ? input : ({} as never)
  if (!isAmount(sendTokenAmount) || !isText(receiverAddress)) {
    return Result.fail(new SendAmountAndReceiverRequiredError())
  }
  if (!isRecord(token)) return Result.fail(new SendTokenRequiredError())
  const erc20 = isRecord(options) && options.erc20 === true
  if (erc20 && !isText(token.address)) return Result.fail(new SendTokenAddressRequiredError())
  return Result.succeed({ token, sendTokenAmount: String(sendTokenAmount), receiverAddress })
}

import { Data, type Effect } from "effect"
import type { CaipNetwork } from "../../core"
import type { GasEstimate, SendMessage } from "./SendState"
import type { SendToken } from "./SendToken"
import type { SendAddresses, SendForm, ValidSend } from "./validateSend"

/** Where a send goes out: the active network and the connected account on it. */
export interface SendContext {
  readonly network: CaipNetwork
  /** The sending account, as the family writes addresses. */
  readonly from: string
}

/** A send the fee is estimated for: a token and a receiver that is an address of the family. */
export interface FeeDraft {
  readonly form: SendForm
  readonly token: SendToken
  /** The receiver, trimmed. */
  readonly receiver: string
}

/**
 * How a send ended: succeeded on chain (`id`, the transaction that did it, as the family writes
 * it), or not, with the message the form shows.
 */
export type SendResult = Data.TaggedEnum<{
  Succeeded: { readonly id: string }
  Failed: { readonly message: SendMessage }
}>

/** Constructors and matchers of `SendResult`. */
export const SendResult = Data.taggedEnum<SendResult>()

/**
 * How the send form sends on one chain family (spec 4: "send by chain"): its addresses, its fee
 * estimate and the send itself, up to the chain's outcome. The send service is one flow over
 * a route (validation, events, loading, success and failure); what differs by family is here.
 */
export interface SendRoute {
  readonly addresses: SendAddresses
  /** The fee of `draft` on `on.network`, in the network's coin; `undefined`: nothing to estimate. */
  readonly fee: (draft: FeeDraft, on: SendContext) => Effect.Effect<GasEstimate> | undefined
  /**
   * Has the wallet send `valid` and waits for the chain's outcome; `sent` hears the
   * transaction's id as soon as the wallet gave it. Never fails: a failure is `Failed`.
   */
  readonly send: (
    valid: ValidSend,
    on: SendContext,
    sent: (id: string) => Effect.Effect<void>,
  ) => Effect.Effect<SendResult>
  /** Whether a successful send of `valid` returns to Account (spec 4: ERC20 and Solana sends). */
  readonly returnsToAccount: (valid: ValidSend) => boolean
}

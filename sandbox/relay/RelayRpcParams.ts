import { Schema } from "effect"

// The params of the relay's JSON-RPC methods, as @walletconnect/core sends them (2.21.8, what
// the sandbox wallet runs, and later releases; @walletconnect/relay-api types). The publisher
// adds "tvf" fields to publish params (2.21.8 as a `tvf` object, later releases spread them,
// such as correlationId), which decoding drops.

// The relay-server-rpc spec's topic: "hex string - 32 bytes". Holding topics to that shape also
// bounds what each subscription and stored message keeps.
const Topic = Schema.String.check(
  Schema.isPattern(/^[0-9a-fA-F]{64}$/, { message: "Expected a topic: 64 hex digits (32 bytes)" }),
)
const Ttl = Schema.Finite.check(Schema.isGreaterThan(0))

/** `irn_publish` (and each message of `irn_batchPublish`); ttl in seconds. */
export const PublishParams = Schema.Struct({
  topic: Topic,
  message: Schema.NonEmptyString,
  ttl: Ttl,
  tag: Schema.optionalKey(Schema.Int),
  prompt: Schema.optionalKey(Schema.Boolean),
  attestation: Schema.optionalKey(Schema.String),
})

/** `irn_batchPublish`. */
export const BatchPublishParams = Schema.Struct({ messages: Schema.Array(PublishParams) })

/** `irn_subscribe`. */
export const SubscribeParams = Schema.Struct({ topic: Topic })

/** `irn_batchSubscribe` and `irn_batchFetchMessages`. */
export const TopicsParams = Schema.Struct({ topics: Schema.Array(Topic) })

/** `irn_unsubscribe` (and each entry of `irn_batchUnsubscribe`). */
export const UnsubscribeParams = Schema.Struct({ topic: Topic, id: Schema.String })

/** `irn_batchUnsubscribe`. */
export const BatchUnsubscribeParams = Schema.Struct({
  subscriptions: Schema.Array(UnsubscribeParams),
})

/** `wc_proposeSession`: the dApp's encrypted proposal for the pairing topic. */
export const ProposeSessionParams = Schema.Struct({
  pairingTopic: Topic,
  sessionProposal: Schema.NonEmptyString,
  ttl: Schema.optionalKey(Ttl),
  attestation: Schema.optionalKey(Schema.String),
})

/** `wc_approveSession`: the wallet's proposal response and session settlement in one call. */
export const ApproveSessionParams = Schema.Struct({
  sessionTopic: Topic,
  pairingTopic: Topic,
  sessionProposalResponse: Schema.NonEmptyString,
  sessionSettlementRequest: Schema.NonEmptyString,
  ttl: Schema.optionalKey(Ttl),
})

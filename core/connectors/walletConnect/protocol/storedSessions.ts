/**
 * Where the dApp's sign client keeps its sessions so that a reload restores them: each
 * session's topic, symmetric key, the dApp's key pair and what the wallet granted. The store is
 * the caller's (the kit's storage in the browser); what comes back from it is decoded before
 * use, and an entry that does not decode (an older format, a hand-edited value) or whose
 * session has expired is left out.
 */
import { type Effect, Option, Schema } from "effect"
import type { SettledSession } from "./SignSession"

/** Where sessions are kept between page loads. */
export interface SessionStore {
  /** What was saved last (anything: it is decoded), or undefined when nothing was. */
  readonly load: Effect.Effect<unknown>
  readonly save: (sessions: ReadonlyArray<SettledSession>) => Effect.Effect<void>
}

const Hex32 = Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/))
const Strings = Schema.Array(Schema.String)

const StoredSession = Schema.Struct({
  topic: Hex32,
  symKey: Hex32,
  pairingTopic: Hex32,
  self: Schema.Struct({ publicKey: Hex32, privateKey: Hex32 }),
  peer: Schema.Struct({
    publicKey: Hex32,
    metadata: Schema.Struct({
      name: Schema.String,
      description: Schema.String,
      url: Schema.String,
      icons: Strings,
    }),
  }),
  namespaces: Schema.Record(
    Schema.String,
    Schema.Struct({
      accounts: Strings,
      methods: Strings,
      events: Strings,
      chains: Schema.optionalKey(Strings),
    }),
  ),
  expiry: Schema.Number,
  requestedChains: Schema.optionalKey(Strings),
})

const decodeSession = Schema.decodeUnknownOption(StoredSession)

/** The sessions in what a store gave back that decode and have not expired at `now` (epoch ms). */
export const restoredSessions = (stored: unknown, now: number): ReadonlyArray<SettledSession> =>
  (Array.isArray(stored) ? stored : []).flatMap((entry) => {
    const session = decodeSession(entry)
    return Option.isSome(session) && session.value.expiry * 1000 > now ? [session.value] : []
  })

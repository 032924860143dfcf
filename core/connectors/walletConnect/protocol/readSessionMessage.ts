/**
 * What a message the wallet sends on a settled session means for the dApp
 * (walletconnect-specs: docs/specs/clients/sign/rpc-methods.md): the answer it gets, the
 * session as it is afterwards (or its end), and the change to report. Deciding is pure; the
 * client applies the outcome (dappSignClient.ts).
 */
import { isRecord } from "./jsonValues"
import { readNamespaces, type SessionChange, type SettledSession } from "./SignSession"
import type { SignAnswer, SignRequest } from "./signChannel"
import { signErrorCodes } from "./signErrorCodes"

/** What to do with one message: answer it, and maybe replace or end the session and report it. */
export interface SessionMessageOutcome {
  readonly answer: SignAnswer
  /** The session after the message; "ended" when it ends; absent when it is unchanged. */
  readonly session?: SettledSession | "ended"
  readonly change?: SessionChange
}

const accepted: SignAnswer = { result: true }

const refused = (code: number, message: string): SessionMessageOutcome => ({
  answer: { error: { code, message } },
})

/** The outcome of `request`, sent by the wallet on `session`, at `now` (epoch ms). */
export const readSessionMessage = (
  request: SignRequest,
  session: SettledSession,
  now: number,
): SessionMessageOutcome => {
  const params = isRecord(request.params) ? request.params : {}
  switch (request.method) {
    case "wc_sessionPing":
      return { answer: accepted }
    // The settlement again (the relay delivers it to a reloaded page): it is held already.
    case "wc_sessionSettle":
      return { answer: accepted }
    case "wc_sessionEvent": {
      const event = isRecord(params.event) ? params.event : {}
      if (typeof event.name !== "string" || typeof params.chainId !== "string") {
        return refused(signErrorCodes.invalidEvent, "Invalid event")
      }
      return {
        answer: accepted,
        change: {
          kind: "event",
          topic: session.topic,
          chainId: params.chainId,
          name: event.name,
          data: event.data,
        },
      }
    }
    case "wc_sessionUpdate": {
      const namespaces = readNamespaces(params.namespaces)
      if (typeof namespaces === "string") {
        return refused(signErrorCodes.invalidUpdateRequest, namespaces)
      }
      const updated = { ...session, namespaces }
      return { answer: accepted, session: updated, change: { kind: "updated", session: updated } }
    }
    case "wc_sessionExtend": {
      if (typeof params.expiry !== "number" || params.expiry * 1000 <= now) {
        return refused(signErrorCodes.invalidExtendRequest, "Invalid expiry")
      }
      const extended = { ...session, expiry: params.expiry }
      return {
        answer: accepted,
        session: extended,
        change: { kind: "extended", session: extended },
      }
    }
    case "wc_sessionDelete":
      return {
        answer: accepted,
        session: "ended",
        change: {
          kind: "deleted",
          topic: session.topic,
          code: typeof params.code === "number" ? params.code : signErrorCodes.userDisconnected,
          reason: typeof params.message === "string" ? params.message : "",
        },
      }
    default:
      return refused(signErrorCodes.invalidMethod, "Invalid method")
  }
}

import { describe, expect, it } from "vitest"
import { readSessionMessage } from "./readSessionMessage"
import { settledSessionFixture } from "./settledSessionFixture"
import type { SignRequest } from "./signChannel"

const session = settledSessionFixture(1_000)

const message = (method: SignRequest["method"], params: unknown): SignRequest => ({
  id: 1,
  topic: session.topic,
  method,
  params,
})

const read = (method: SignRequest["method"], params: unknown) =>
  readSessionMessage(message(method, params), session, 500_000)

describe("a wallet's message on a settled session (rpc-methods.md, error-codes.md)", () => {
  it("wc_sessionEvent is reported with its chain, name and data, and accepted", () => {
    expect(
      read("wc_sessionEvent", { event: { name: "chainChanged", data: 10 }, chainId: "eip155:10" }),
    ).toEqual({
      answer: { result: true },
      change: {
        kind: "event",
        topic: session.topic,
        chainId: "eip155:10",
        name: "chainChanged",
        data: 10,
      },
    })
  })

  it("an event without a name or chain is INVALID_EVENT (1002)", () => {
    expect(read("wc_sessionEvent", { event: {} }).answer).toEqual({
      error: { code: 1002, message: "Invalid event" },
    })
  })

  it("wc_sessionUpdate replaces the namespaces; unreadable ones are INVALID_UPDATE_REQUEST (1003) naming why", () => {
    const namespaces = {
      eip155: {
        accounts: ["eip155:10:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"],
        methods: [],
        events: [],
      },
    }
    const updated = { ...session, namespaces }
    expect(read("wc_sessionUpdate", { namespaces })).toEqual({
      answer: { result: true },
      session: updated,
      change: { kind: "updated", session: updated },
    })
    expect(read("wc_sessionUpdate", { namespaces: {} }).answer).toEqual({
      error: { code: 1003, message: "no namespaces" },
    })
  })

  it("wc_sessionExtend moves the expiry; one not in the future is INVALID_EXTEND_REQUEST (1004)", () => {
    expect(read("wc_sessionExtend", { expiry: 2_000 }).session).toEqual({
      ...session,
      expiry: 2_000,
    })
    expect(read("wc_sessionExtend", { expiry: 400 }).answer).toEqual({
      error: { code: 1004, message: "Invalid expiry" },
    })
  })

  it("wc_sessionDelete ends the session with the wallet's code and message", () => {
    expect(read("wc_sessionDelete", { code: 6000, message: "User disconnected." })).toEqual({
      answer: { result: true },
      session: "ended",
      change: { kind: "deleted", topic: session.topic, code: 6000, reason: "User disconnected." },
    })
  })

  it("ping and a repeated settlement are accepted and change nothing; a method a wallet does not send on a session is INVALID_METHOD (1001)", () => {
    expect(read("wc_sessionPing", {})).toEqual({ answer: { result: true } })
    expect(read("wc_sessionSettle", {})).toEqual({ answer: { result: true } })
    expect(read("wc_sessionPropose", {})).toEqual({
      answer: { error: { code: 1001, message: "Invalid method" } },
    })
  })
})

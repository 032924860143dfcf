import { describe, expect, it } from "vitest"
import {
  failSend,
  GasEstimate,
  initialSendState,
  isSending,
  resetSend,
  type SendState,
  setAmount,
  setGasEstimate,
  setReceiver,
  setToken,
  startConfirming,
  startSigning,
  stopSending,
} from "./SendState"
import type { SendToken } from "./SendToken"

const eth: SendToken = {
  kind: "native",
  symbol: "ETH",
  name: "Ether",
  decimals: 18,
  balance: "1",
  price: 0,
  iconUrl: "",
}
const receiver = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
const hash = `0x${"ab".repeat(32)}` as const

const filled: SendState = setReceiver(setAmount(setToken(initialSendState, eth), "0.5"), receiver)

describe("SendState", () => {
  it("starts empty and not loading", () => {
    expect(initialSendState).toEqual({
      token: undefined,
      sendTokenAmount: "",
      receiverAddress: "",
      gasEstimate: GasEstimate.None(),
      phase: "editing",
      error: undefined,
      hash: undefined,
    })
    expect(isSending(initialSendState)).toBe(false)
  })

  it("keeps what the visitor typed, and an edit clears the previous error", () => {
    expect(filled).toMatchObject({ token: eth, sendTokenAmount: "0.5", receiverAddress: receiver })
    const failed = failSend(filled, { id: "error.userRejected" })
    expect(setAmount(failed, "0.6")).toMatchObject({ sendTokenAmount: "0.6", error: undefined })
  })

  it("send: loading while the wallet signs and while the receipt is awaited; the form is locked", () => {
    const signing = startSigning(filled)
    expect(signing).toMatchObject({ phase: "signing", error: undefined, hash: undefined })
    expect(isSending(signing)).toBe(true)
    expect(setAmount(signing, "9")).toBe(signing)
    const confirming = startConfirming(signing, hash)
    expect(confirming).toMatchObject({ phase: "confirming", hash })
    expect(isSending(confirming)).toBe(true)
  })

  it("a failed send unlocks the form with the error and keeps everything typed", () => {
    const failed = failSend(startConfirming(startSigning(filled), hash), {
      id: "send.error.timedOut",
      values: { seconds: 180 },
    })
    expect(failed).toEqual({
      ...filled,
      phase: "editing",
      error: { id: "send.error.timedOut", values: { seconds: 180 } },
      hash,
    })
  })

  it("an interrupted send unlocks the form as it was", () => {
    expect(stopSending(startSigning(filled))).toMatchObject({
      phase: "editing",
      sendTokenAmount: "0.5",
    })
    expect(stopSending(filled)).toBe(filled)
  })

  it("reset empties the form", () => {
    expect(resetSend(failSend(filled, { id: "error.userRejected" }))).toBe(initialSendState)
  })

  it("the same estimate is no change", () => {
    expect(setGasEstimate(filled, filled.gasEstimate)).toBe(filled)
  })
})

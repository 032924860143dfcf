import { describe, expect, it } from "vitest"
import { createSendStore, initialSendState, resetSend, setSend } from "./SendState"

describe("SendState", () => {
  it("reset clears the send form", () => {
    const filled = setSend(initialSendState, {
      token: { symbol: "ETH", quantity: { decimals: "18", numeric: "2" }, price: 2000 },
      sendTokenAmount: "0.5",
      receiverAddress: "0x2222222222222222222222222222222222222222",
      receiverProfileName: "bob.foyer",
      receiverProfileImageUrl: "https://example.test/bob.png",
      networkBalanceInUSD: "4000",
      loading: true,
      lastRetry: 1_700_000_000_000,
      hash: "0xabc",
    })
    expect(resetSend(filled)).toEqual({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileImageUrl: undefined,
      receiverProfileName: undefined,
      networkBalanceInUSD: undefined,
      loading: false,
      tokenBalances: [],
      lastRetry: undefined,
      hash: undefined,
    })
  })

  it("a send store applies transitions", () => {
    const store = createSendStore()
    store.update((state) => setSend(state, { sendTokenAmount: "1" }))
    store.update(resetSend)
    expect(store.getSnapshot()).toBe(initialSendState)
  })
})

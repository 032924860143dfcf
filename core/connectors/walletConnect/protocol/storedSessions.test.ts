import { describe, expect, it } from "vitest"
import { generateKeyPair, generateSymKey, topicOf } from "./envelopeCrypto"
import type { SettledSession } from "./SignSession"
import { restoredSessions } from "./storedSessions"

const symKey = generateSymKey()
const session: SettledSession = {
  topic: topicOf(symKey),
  symKey,
  pairingTopic: topicOf(generateSymKey()),
  self: generateKeyPair(),
  peer: {
    publicKey: generateKeyPair().publicKey,
    metadata: { name: "Wallet", description: "", url: "https://wallet.test", icons: [] },
  },
  namespaces: {
    eip155: {
      accounts: ["eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"],
      methods: ["personal_sign"],
      events: ["chainChanged"],
    },
  },
  expiry: 2_000,
}

describe("restoredSessions", () => {
  it("gives back what was saved, as JSON (localStorage) keeps it", () => {
    expect(restoredSessions(JSON.parse(JSON.stringify([session])), 1_000_000)).toEqual([session])
  })

  it("leaves out a session that has expired", () => {
    expect(restoredSessions([session], 2_000_000)).toEqual([])
  })

  it("leaves out what does not decode (a missing key, a key that is not 32 bytes of hex) and keeps the rest", () => {
    const { symKey: _, ...withoutKey } = session
    const shortKey = { ...session, symKey: "abcd" }
    expect(restoredSessions([withoutKey, shortKey, session], 0)).toEqual([session])
  })

  it("nothing saved, or not a list: no session", () => {
    expect(restoredSessions(undefined, 0)).toEqual([])
    expect(restoredSessions({ topic: session.topic }, 0)).toEqual([])
  })
})

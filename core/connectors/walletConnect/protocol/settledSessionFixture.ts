/** A settled session with fresh keys, for the protocol's tests (imported by tests only). */
import { generateKeyPair, generateSymKey, topicOf } from "./envelopeCrypto"
import type { SettledSession } from "./SignSession"

/** A session of one eip155 account, expiring at `expiry` (epoch seconds). */
export const settledSessionFixture = (expiry: number): SettledSession => {
  const symKey = generateSymKey()
  return {
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
        events: ["chainChanged", "accountsChanged"],
      },
    },
    expiry,
  }
}

import { createSignInMessageText } from "@solana/wallet-standard-util"
import { describe, expect, it } from "vitest"
import { signInMessageText } from "./signInMessage"

const address = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"

describe("the Solana test wallet's sign-in text", () => {
  it("leaves out a field the app gave empty, as the standard's createSignInMessageText does, byte for byte", () => {
    const input = {
      domain: "dapp.example",
      address,
      statement: "",
      uri: "https://dapp.example/login",
      version: "",
      chainId: "devnet",
      nonce: "k3uXzPq8",
      issuedAt: "",
      requestId: "",
      resources: [],
    }
    expect(signInMessageText(input)).toBe(createSignInMessageText(input))
    expect(signInMessageText(input)).toBe(
      `dapp.example wants you to sign in with your Solana account:\n${address}\n\nURI: https://dapp.example/login\nChain ID: devnet\nNonce: k3uXzPq8\nResources:`,
    )
  })
})

import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { describe, expect, it } from "vitest"
import type { SiwxMessageFields } from "./SiwxMessageFields"
import { parseSiwxText, writeSiwxText } from "./siwxText"

const common = {
  domain: "dapp.example",
  uri: "https://dapp.example/",
  version: "1",
  nonce: "Kp3x9QwZ2mTr",
  issuedAt: "2026-03-01T12:00:00Z",
} as const
const evm: SiwxMessageFields = {
  ...common,
  accountAddress: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
  chainId: "eip155:1",
}
const solana: SiwxMessageFields = {
  ...common,
  accountAddress: base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(9))),
  chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
}

describe("a sign-in text in its namespace's format (a server's reading, issue 36 item 2)", () => {
  it("writes EIP-4361 for an eip155 chain and Sign-In With Solana for a solana one, and reads each back by its first line", () => {
    const evmText = writeSiwxText(evm)
    const solanaText = writeSiwxText(solana)
    expect(String(evmText).split("\n")[0]).toBe(
      "dapp.example wants you to sign in with your Ethereum account:",
    )
    expect(String(solanaText).split("\n")[0]).toBe(
      "dapp.example wants you to sign in with your Solana account:",
    )
    expect(parseSiwxText(String(evmText))).toEqual(evm)
    expect(parseSiwxText(String(solanaText))).toEqual(solana)
  })

  it("refuses a first line that names neither format, and fields of a namespace with none (bip122)", () => {
    expect(
      parseSiwxText("dapp.example wants you to sign in with your Bitcoin account:"),
    ).toMatchObject({
      part: "message",
      line: 1,
      message:
        "Invalid sign-in message (line 1): the first line must end with 'wants you to sign in with your Ethereum account:' or 'wants you to sign in with your Solana account:'",
    })
    expect(
      writeSiwxText({ ...evm, chainId: "bip122:000000000019d6689c085ae165831e93" }),
    ).toMatchObject({
      part: "chainId",
      message:
        "Invalid sign-in message: the chain 'bip122:000000000019d6689c085ae165831e93' is not an eip155 or solana CAIP-2 id (the namespaces with a sign-in message format)",
    })
  })

  it("a Solana text is read with the Solana rules: an EVM address under its header is refused", () => {
    const solanaText = String(writeSiwxText(solana))
    expect(
      parseSiwxText(solanaText.replace(solana.accountAddress, evm.accountAddress)),
    ).toMatchObject({
      part: "accountAddress",
      line: 2,
    })
  })
})

// The one Sign-In With Solana writer against the Solana Wallet Standard's reference
// (@solana/wallet-standard-util's createSignInMessageText, what Solana wallets sign for
// solana:signIn): byte for byte, whichever parts are given.
import {
  createSignInMessageText,
  type SolanaSignInInputWithRequiredFields,
} from "@solana/wallet-standard-util"
import { describe, expect, it } from "vitest"
import { writeSiwsText } from "./writeSiwsText"

const required = {
  domain: "app.foyer.test:5173",
  address: "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU",
}
const optional = {
  statement: "Sign in to Foyer",
  uri: "https://app.foyer.test:5173/",
  version: "1",
  chainId: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  nonce: "Kp3x9QwZ2m",
  issuedAt: "2026-03-01T12:00:00.000Z",
  expirationTime: "2026-03-02T12:00:00.000Z",
  notBefore: "2026-03-01T12:00:00.000Z",
  requestId: "req-42",
  resources: ["https://app.foyer.test/terms", "ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3e"],
} as const
const names = Object.keys(optional) as ReadonlyArray<keyof typeof optional>

/** The parts with only the optional ones whose bit is set in `mask`. */
const partsOf = (mask: number): SolanaSignInInputWithRequiredFields =>
  Object.fromEntries([
    ...Object.entries(required),
    ...names.flatMap((name, bit) => ((mask >> bit) & 1 ? [[name, optional[name]]] : [])),
  ]) as SolanaSignInInputWithRequiredFields

describe("writeSiwsText", () => {
  it("is byte for byte the Wallet Standard's createSignInMessageText for every set of given parts (1024 of them)", () => {
    const differing = Array.from({ length: 1 << names.length }, (_, mask) => partsOf(mask)).filter(
      (parts) => writeSiwsText(parts) !== createSignInMessageText(parts),
    )
    expect(differing).toEqual([])
  })

  it("writes the standard's layout: request line, address, statement after a blank line, field lines after another", () => {
    expect(writeSiwsText(partsOf((1 << names.length) - 1))).toBe(
      [
        "app.foyer.test:5173 wants you to sign in with your Solana account:",
        "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU",
        "",
        "Sign in to Foyer",
        "",
        "URI: https://app.foyer.test:5173/",
        "Version: 1",
        "Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        "Nonce: Kp3x9QwZ2m",
        "Issued At: 2026-03-01T12:00:00.000Z",
        "Expiration Time: 2026-03-02T12:00:00.000Z",
        "Not Before: 2026-03-01T12:00:00.000Z",
        "Request ID: req-42",
        "Resources:",
        "- https://app.foyer.test/terms",
        "- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3e",
      ].join("\n"),
    )
  })

  it("writes a part given empty as it is (an empty request id is a line of CAIP-122's), where the reference drops it", () => {
    expect(writeSiwsText({ ...required, nonce: "Kp3x9QwZ2m", requestId: "" })).toBe(
      `app.foyer.test:5173 wants you to sign in with your Solana account:\n${required.address}\n\nNonce: Kp3x9QwZ2m\nRequest ID: `,
    )
  })
})

import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { sandboxFarcasterAccounts, sandboxFarcasterCustodyKey } from "./SandboxFarcasterAccount"

describe("sandboxFarcasterAccounts", () => {
  it("derives each custody key from a fixed label, the same on every run", () => {
    expect(sandboxFarcasterCustodyKey("alice")).toMatchInlineSnapshot(
      `"0x3751db2f5c613fbcd7ee3024d3fc45067a7aa33e22de8da06e24192b7a162576"`,
    )
    expect(sandboxFarcasterAccounts.map((account) => account.custodyPrivateKey)).toEqual(
      ["alice", "bob", "carol"].map(sandboxFarcasterCustodyKey),
    )
  })

  it("each custody address is its key's address", () => {
    for (const account of sandboxFarcasterAccounts) {
      expect(account.custody).toBe(privateKeyToAddress(account.custodyPrivateKey))
    }
  })

  it("custody keys are none of the devnet's funded accounts", () => {
    const funded = new Set(
      deriveDevnetAccounts(devnetMnemonic, 20).map((account) => account.privateKey),
    )
    for (const account of sandboxFarcasterAccounts) {
      expect(funded.has(account.custodyPrivateKey)).toBe(false)
    }
  })

  it("fids, usernames and custody addresses are distinct", () => {
    for (const field of ["fid", "username", "custody"] as const) {
      const values = sandboxFarcasterAccounts.map((account) => account[field])
      expect(new Set(values).size).toBe(values.length)
    }
  })

  it("usernames follow the relay's fname rule", () => {
    for (const account of sandboxFarcasterAccounts) {
      expect(account.username).toMatch(/^[a-z0-9][a-z0-9-]{0,15}$/)
    }
  })

  it("profile pictures are data: URLs, never remote", () => {
    const pictures = sandboxFarcasterAccounts.flatMap((account) =>
      account.pfpUrl === undefined ? [] : [account.pfpUrl],
    )
    expect(pictures.length).toBeGreaterThan(0)
    for (const picture of pictures) expect(picture).toMatch(/^data:image\/svg\+xml,/)
  })
})

import { type Address, type Hex, keccak256, stringToBytes } from "viem"
import { privateKeyToAddress } from "viem/accounts"

/**
 * A Farcaster account of the sandbox: its fid, its profile as the relay hands it to an app,
 * and its custody key, which signs its Sign In With Farcaster messages. Sandbox keys are public
 * by design.
 */
export interface SandboxFarcasterAccount {
  /** Its Farcaster id, registered to `custody` on the devnet's stand-in IdRegistry. */
  readonly fid: number
  /** Its fname: lowercase letters, digits and hyphens, at most 16 characters (the relay's rule). */
  readonly username: string
  readonly displayName: string
  readonly bio?: string
  /** Its profile picture: none, or a `data:` URL (the sandbox never points at a remote image). */
  readonly pfpUrl?: string
  /** The custody address, owner of `fid`. */
  readonly custody: Address
  /** The custody address's private key. */
  readonly custodyPrivateKey: Hex
}

/**
 * The custody key of a sandbox Farcaster account: keccak256 of a fixed label, the same on every
 * run and unrelated to the devnet's funded accounts (those come from the test mnemonic).
 */
export const sandboxFarcasterCustodyKey = (label: string): Hex =>
  keccak256(stringToBytes(`foyer-sandbox/farcaster/${label}`))

const account = (
  label: string,
  profile: Omit<SandboxFarcasterAccount, "custody" | "custodyPrivateKey">,
): SandboxFarcasterAccount => {
  const custodyPrivateKey = sandboxFarcasterCustodyKey(label)
  return { ...profile, custody: privateKeyToAddress(custodyPrivateKey), custodyPrivateKey }
}

/** A small round avatar of one colour, as an inline SVG: no remote image is ever needed. */
const avatar = (colour: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/></svg>`,
  )}`

/**
 * The sandbox's Farcaster accounts: one with a full profile (bio and picture), one with a bio
 * only, one with neither, the profiles an app meets.
 */
export const sandboxFarcasterAccounts: ReadonlyArray<SandboxFarcasterAccount> = [
  account("alice", {
    fid: 10_001,
    username: "sandbox-alice",
    displayName: "Alice Sandbox",
    bio: "Test account of the Foyer sandbox.",
    pfpUrl: avatar("#1d4f91"),
  }),
  account("bob", {
    fid: 10_002,
    username: "sandbox-bob",
    displayName: "Bob Sandbox",
    bio: "Another test account of the Foyer sandbox.",
  }),
  account("carol", { fid: 10_003, username: "sandbox-carol", displayName: "Carol Sandbox" }),
]

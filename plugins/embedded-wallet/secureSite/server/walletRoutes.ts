import type { IncomingMessage } from "node:http"
import { base64 } from "@scure/base"
import { getAddress } from "viem"
import { KeyShareExistsError } from "../db/KeyShareRepository"
import { readStringFields } from "./readStringFields"
import { SiteApiError } from "./SiteApiError"
import type { SiteContext } from "./SiteContext"
import { activeSession } from "./sessionRoutes"

/**
 * The length of a server share: a Shamir share of a 32-byte key is 33 bytes (the share and its
 * x-coordinate, `custody/KeyShares.ts`). Anything else is no share of an account key.
 */
export const serverShareBytes = 33

/** The base64 of a share: 33 bytes are 44 characters, without padding. */
const serverShareChars = Math.ceil(serverShareBytes / 3) * 4

/** An EVM address as the site takes it: 0x and 40 hex digits. */
const addressPattern = /^0x[0-9a-fA-F]{40}$/

/** What `POST /v1/wallet` answers: the address kept, checksummed (EIP-55). */
export interface WalletCreatedAnswer {
  readonly address: string
}

/** What `GET /v1/wallet` answers: the user's address and the server's share of its key. */
export interface WalletAnswer {
  readonly address: string
  /** The server's share, standard base64 with padding. */
  readonly serverShare: string
}

const invalid = (detail: string) =>
  new SiteApiError({ status: 400, reason: "invalid_body", detail })

/**
 * The address checksummed (EIP-55), as viem and the frame page's key maker spell it, so the
 * address read back is the one sent. All-lower and all-upper hex carry no checksum; mixed case
 * does, and a wrong one (a typo, a flipped bit) is refused.
 */
const addressOf = (text: string): string => {
  if (!addressPattern.test(text)) throw invalid("The field address must be 0x and 40 hex digits")
  const checksummed = getAddress(text.toLowerCase())
  const digits = text.slice(2)
  const unchecked = digits === digits.toLowerCase() || digits === digits.toUpperCase()
  if (!unchecked && text !== checksummed) {
    throw invalid("The field address has a wrong checksum (EIP-55)")
  }
  return checksummed
}

/** The share's bytes: strict base64 (alphabet, padding, canonical), exactly 33 bytes. */
const shareOf = (text: string): Uint8Array => {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(text)
  } catch {
    throw invalid("The field serverShare must be base64")
  }
  // A decoder may pass stray bits in the last character: only the one spelling of the bytes.
  if (base64.encode(bytes) !== text) throw invalid("The field serverShare must be base64")
  if (bytes.length !== serverShareBytes) {
    throw invalid(`The field serverShare must hold ${serverShareBytes} bytes`)
  }
  return bytes
}

/**
 * `POST /v1/wallet` (Bearer) `{ address, serverShare }`: keeps the server's share of the
 * signed-in user's new key and the address it controls. Once per user: a second one is 409
 * `wallet_exists` and the first stays (a new key would lose the account the first controls).
 */
export const createWallet = async (
  context: SiteContext,
  request: IncomingMessage,
  readBody: () => Promise<unknown>,
): Promise<WalletCreatedAnswer> => {
  const { session } = await activeSession(context, request)
  const fields = readStringFields(await readBody(), {
    address: 42,
    serverShare: serverShareChars,
  })
  const address = addressOf(fields.address)
  const serverShare = shareOf(fields.serverShare)
  try {
    await context.keyShares.put({ userId: session.userId, address, serverShare }, context.now())
  } catch (error) {
    if (!(error instanceof KeyShareExistsError)) throw error
    throw new SiteApiError({
      status: 409,
      reason: "wallet_exists",
      detail: "This account has a wallet already",
    })
  } finally {
    serverShare.fill(0)
  }
  await context.walletCreated({ userId: session.userId, address })
  return { address }
}

/**
 * `GET /v1/wallet` (Bearer): the signed-in user's address and the server's share of its key,
 * for the frame page to rebuild the key with the device's share; undefined (answered 204 No
 * Content) before the user made one: a first sign-in is no failure, and a 404 would be logged
 * as a failed resource in the visitor's console. Only the session's own user's share is ever
 * released.
 */
export const readWallet = async (
  context: SiteContext,
  request: IncomingMessage,
): Promise<WalletAnswer | undefined> => {
  const { session } = await activeSession(context, request)
  const kept = await context.keyShares.get(session.userId)
  if (kept === undefined) return undefined
  return { address: kept.address, serverShare: base64.encode(kept.serverShare) }
}

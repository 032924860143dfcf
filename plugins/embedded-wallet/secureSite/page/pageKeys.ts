import { Data, Effect } from "effect"
import type { Address, Hex } from "viem"
import { createKey } from "../custody/createKey"
import { checkAddress, rebuildKey } from "../custody/rebuildKey"
import { type SiteApi, SiteApiRequestError } from "./siteApi"

/*
 * The account key as the frame page handles it (custody/README.md): made here, split 2-of-3,
 * the device share kept in this origin's storage, the server share on the site's server. The
 * whole key exists only inside `withPrivateKey`, for one signature, rebuilt from the two shares
 * each time; the page keeps the address alone between signatures.
 */

/** The storage key of the session token. */
export const sessionStorageKey = "foyer-secure:session"

/** The storage key of a user's device share (base64). Per user: one browser, several people. */
export const deviceShareStorageKey = (userId: string): string =>
  `foyer-secure:device-share:${userId}`

/** What the page needs of its storage (the secure origin's localStorage). */
export interface PageStorage {
  readonly getItem: (key: string) => string | null
  readonly setItem: (key: string, value: string) => void
  readonly removeItem: (key: string) => void
}

/** The signed-in user the key belongs to. */
export interface KeyOwner {
  readonly token: string
  readonly userId: string
}

/**
 * This profile holds no device share for a user whose wallet exists: a fresh browser profile,
 * or the same one under another dApp site (browsers partition a frame's storage by site).
 */
export class DeviceShareMissingError extends Data.TaggedError("DeviceShareMissingError")<{
  readonly userId: string
  /** Why a passkey recovery gave none (cancelled, no passkey, refused by the site). */
  readonly cause?: unknown
}> {
  // The dApp shows the page's catalogue text instead; this one is for logs.
  override readonly message: string = "This profile holds no device share for the user"
}

/**
 * What happens to the recovery share (custody/README.md): the passkey step of the frame page
 * (pagePasskey.ts) seals it under a passkey for the site, and gives a profile without a device
 * share one back. Both steps wait for the visitor (a click in the frame), so the keys only
 * hand over and ask here.
 */
export interface KeyRecovery {
  /** A new key's recovery share, handed over: the recovery takes it and wipes it when done. */
  readonly enrolled: (owner: KeyOwner, address: Address, recoveryShare: Uint8Array) => void
  /**
   * Whether this profile, which holds no device share for the user's wallet, may get one back
   * (the user has a recovery passkey): the step is then due, and the wallet opens meanwhile
   * with its address alone (no key can be rebuilt until the step stored a share).
   */
  readonly recoverable: (owner: KeyOwner, address: Address) => Promise<boolean>
}

/** No recovery: a new key's recovery share is wiped, and a missing device share is an error. */
export const noKeyRecovery: KeyRecovery = {
  enrolled: (_owner, _address, recoveryShare) => recoveryShare.fill(0),
  recoverable: async () => false,
}

/** Base64 of `bytes` (the API's and the storage's form of a share). */
export const shareToBase64 = (bytes: Uint8Array): string => {
  let text = ""
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

/** The bytes of a base64 text. */
export const shareFromBase64 = (text: string): Uint8Array =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

const wipe = (...shares: ReadonlyArray<Uint8Array | undefined>) => {
  for (const share of shares) share?.fill(0)
}

/** How the page reaches the key's parts. */
export interface PageKeys {
  /**
   * The user's account address: the one on the server, checked against this profile's device
   * share, or a new key made here and recorded when the user has none.
   */
  readonly openWallet: (owner: KeyOwner) => Promise<Address>
  /** Runs `use` with the whole key, rebuilt for it alone, checked against the account's address. */
  readonly withPrivateKey: <A>(owner: KeyOwner, use: (privateKey: Hex) => Promise<A>) => Promise<A>
}

/** The page's key handling over the site's API and the origin's storage. */
export const makePageKeys = (
  api: SiteApi,
  storage: PageStorage,
  recovery: KeyRecovery = noKeyRecovery,
): PageKeys => {
  const enrol = async (owner: KeyOwner): Promise<Address> => {
    // Effect.runPromise: one key made for the awaiting request, which ends by itself.
    const key = await Effect.runPromise(createKey())
    const storageKey = deviceShareStorageKey(owner.userId)
    const deviceShare = shareToBase64(key.shares.device)
    try {
      // The device share is kept first: a share stored on the server whose twin this profile
      // failed to keep would leave an account no one can use.
      storage.setItem(storageKey, deviceShare)
      try {
        await api.createWallet(owner.token, {
          address: key.address,
          serverShare: shareToBase64(key.shares.server),
        })
      } catch (error) {
        // Dropped only when the site surely kept nothing (it refused the record); after a lost
        // answer the server may hold the twin, and the next open finds it. Only our own share
        // goes: another frame of this profile may have written its own since.
        const refused =
          error instanceof SiteApiRequestError && error.status >= 400 && error.status < 500
        if (refused && storage.getItem(storageKey) === deviceShare) storage.removeItem(storageKey)
        throw error
      }
      // Handed over only once the wallet is recorded: the recovery wipes it when its step ends.
      recovery.enrolled(owner, key.address, key.shares.recovery)
      return key.address
    } catch (error) {
      wipe(key.shares.recovery)
      throw error
    } finally {
      wipe(key.shares.device, key.shares.server)
    }
  }

  /** The wallet's shares; `device` undefined where this profile holds none. */
  const shares = async (owner: KeyOwner) => {
    const wallet = await api.getWallet(owner.token)
    if (wallet === undefined) return undefined
    const stored = storage.getItem(deviceShareStorageKey(owner.userId))
    return {
      address: wallet.address as Address,
      device: stored === null ? undefined : shareFromBase64(stored),
      server: shareFromBase64(wallet.serverShare),
    }
  }

  const missing = (owner: KeyOwner, server: Uint8Array) => {
    wipe(server)
    return new DeviceShareMissingError({ userId: owner.userId })
  }

  const rebuilt = (device: Uint8Array, server: Uint8Array, address: Address) =>
    // Effect.runPromise: one rebuild for the awaiting request, which ends by itself.
    Effect.runPromise(
      rebuildKey(device, server).pipe(
        Effect.tap((privateKey) => checkAddress(privateKey, address)),
      ),
    )

  return {
    openWallet: async (owner) => {
      const found = await shares(owner)
      if (found === undefined) return enrol(owner)
      const { device } = found
      if (device === undefined) {
        wipe(found.server)
        if (await recovery.recoverable(owner, found.address)) return found.address
        throw new DeviceShareMissingError({ userId: owner.userId })
      }
      try {
        await rebuilt(device, found.server, found.address)
        return found.address
      } finally {
        wipe(device, found.server)
      }
    },
    withPrivateKey: async (owner, use) => {
      const found = await shares(owner)
      if (found === undefined) throw new DeviceShareMissingError({ userId: owner.userId })
      const { device } = found
      if (device === undefined) throw missing(owner, found.server)
      try {
        return await use(await rebuilt(device, found.server, found.address))
      } finally {
        wipe(device, found.server)
      }
    },
  }
}

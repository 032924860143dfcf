// The frame page's key handling against the real secure site (its wallet routes over HTTP,
// PGlite): made and split here, the server share recorded there, rebuilt per signature.
import { Effect } from "effect"
import { recoverMessageAddress } from "viem"
import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { rebuildKey } from "../custody/rebuildKey"
import { codeInMail, useSecureSite } from "../server/secureSiteServerFixtures"
import {
  DeviceShareMissingError,
  deviceShareStorageKey,
  type KeyOwner,
  type KeyRecovery,
  makePageKeys,
  noKeyRecovery,
  shareFromBase64,
  shareToBase64,
} from "./pageKeys"
import { memoryPageStorage } from "./pageStorage"
import { makeSiteApi, type NewWalletRecord, SiteApiRequestError } from "./siteApi"

describe("makePageKeys against the secure site", () => {
  const harness = useSecureSite()
  const api = () => makeSiteApi({ origin: harness.site().url, fetch: globalThis.fetch })

  const signIn = async (email: string): Promise<KeyOwner> => {
    await api().startEmail(email)
    const code = codeInMail((await harness.catcher().mailbox.waitFor(email)).text)
    const { token, userId } = await api().verifyEmail(email, code)
    return { token, userId }
  }

  it("issue 37 custody: a new user's key is made here; the device share stays in this origin's storage, the server keeps its share and the address; the page keeps no key", async () => {
    const owner = await signIn("new@example.org")
    const storage = memoryPageStorage()
    const address = await makePageKeys(api(), storage).openWallet(owner)
    expect([...storage.items.keys()]).toEqual([deviceShareStorageKey(owner.userId)])
    expect(
      shareFromBase64(storage.items.get(deviceShareStorageKey(owner.userId)) ?? ""),
    ).toHaveLength(33)
    const wallet = await api().getWallet(owner.token)
    expect(wallet?.address).toBe(address)
    expect(wallet?.serverShare).not.toBe(storage.items.get(deviceShareStorageKey(owner.userId)))
  })

  it("a known user on the same profile opens the same address, and a signature rebuilt for it is the account's", async () => {
    const owner = await signIn("known@example.org")
    const storage = memoryPageStorage()
    const address = await makePageKeys(api(), storage).openWallet(owner)
    const again = makePageKeys(api(), storage)
    expect(await again.openWallet(owner)).toBe(address)
    const signature = await again.withPrivateKey(owner, async (privateKey) => {
      const { privateKeyToAccount } = await import("viem/accounts")
      return privateKeyToAccount(privateKey).signMessage({ message: "hello" })
    })
    expect(await recoverMessageAddress({ message: "hello", signature })).toBe(address)
  })

  it("a known user on a profile without the device share (a fresh profile, another dApp site) is refused: DeviceShareMissingError, unless a passkey can recover it; no key is rebuilt meanwhile", async () => {
    const owner = await signIn("fresh@example.org")
    const address = await makePageKeys(api(), memoryPageStorage()).openWallet(owner)
    const fresh = memoryPageStorage()
    const refused = await makePageKeys(api(), fresh)
      .openWallet(owner)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DeviceShareMissingError)
    const asked: Array<string> = []
    const recoverable = makePageKeys(api(), fresh, {
      ...noKeyRecovery,
      recoverable: async (_owner, wallet) => {
        asked.push(wallet)
        return true
      },
    })
    // The wallet opens with its address, and the recovery step is due; signing waits for it.
    expect(await recoverable.openWallet(owner)).toBe(address)
    expect(asked).toEqual([address])
    await expect(recoverable.withPrivateKey(owner, async () => "signed")).rejects.toBeInstanceOf(
      DeviceShareMissingError,
    )
  })

  it("custody/README.md: a new key's recovery share goes to the recovery step (it and the server share rebuild the key), and never goes to it when the site refused the wallet", async () => {
    const owner = await signIn("enrol@example.org")
    const handed: Array<{ address: string; share: Uint8Array }> = []
    const recovery: KeyRecovery = {
      ...noKeyRecovery,
      enrolled: (_owner, address, share) => void handed.push({ address, share }),
    }
    const address = await makePageKeys(api(), memoryPageStorage(), recovery).openWallet(owner)
    const serverShare = shareFromBase64((await api().getWallet(owner.token))?.serverShare ?? "")
    const [kept] = handed
    expect(kept?.address).toBe(address)
    const key = await Effect.runPromise(rebuildKey(kept?.share ?? new Uint8Array(), serverShare))
    expect(privateKeyToAddress(key)).toBe(address)

    const other = await signIn("enrol-refused@example.org")
    const refusing = {
      ...api(),
      createWallet: () =>
        Promise.reject(
          new SiteApiRequestError({ status: 400, reason: "invalid_body", detail: "no" }),
        ),
    }
    const wiped: Array<Uint8Array> = []
    const watching: KeyRecovery = {
      ...noKeyRecovery,
      enrolled: (_owner, _address, share) => void wiped.push(share),
    }
    await expect(
      makePageKeys(refusing, memoryPageStorage(), watching).openWallet(other),
    ).rejects.toThrow("no")
    expect(wiped).toEqual([])
  })

  it("a device share of another key is refused by the address check (KeyAddressMismatchError)", async () => {
    const owner = await signIn("stale@example.org")
    const storage = memoryPageStorage()
    await makePageKeys(api(), storage).openWallet(owner)
    const other = await signIn("other@example.org")
    const otherStorage = memoryPageStorage()
    await makePageKeys(api(), otherStorage).openWallet(other)
    storage.setItem(
      deviceShareStorageKey(owner.userId),
      otherStorage.getItem(deviceShareStorageKey(other.userId)) ?? "",
    )
    const refused = await makePageKeys(api(), storage)
      .openWallet(owner)
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({
      _tag: expect.stringMatching(/^Key(AddressMismatch|Rebuild)Error$/),
    })
  })

  it("the wallet record refused by the site leaves no device share behind", async () => {
    const owner = await signIn("refused@example.org")
    const storage = memoryPageStorage()
    const refused = new SiteApiRequestError({ status: 400, reason: "invalid_body", detail: "no" })
    const refusing = { ...api(), createWallet: () => Promise.reject(refused) }
    await expect(makePageKeys(refusing, storage).openWallet(owner)).rejects.toBe(refused)
    expect(storage.items.size).toBe(0)
  })

  it("a record whose answer was lost keeps the device share: the site may hold its twin, and the next open rebuilds the key", async () => {
    const owner = await signIn("lost@example.org")
    const storage = memoryPageStorage()
    const site = api()
    const losing = {
      ...site,
      createWallet: async (token: string, record: NewWalletRecord) => {
        await site.createWallet(token, record)
        throw new SiteApiRequestError({
          status: 0,
          reason: "unreachable",
          detail: "Failed to fetch",
        })
      },
    }
    await expect(makePageKeys(losing, storage).openWallet(owner)).rejects.toThrow("Failed to fetch")
    const address = await makePageKeys(site, storage).openWallet(owner)
    expect((await site.getWallet(owner.token))?.address).toBe(address)
  })

  it("shares travel as base64 and back", () => {
    const bytes = new Uint8Array([0, 255, 1, 128])
    expect(shareToBase64(bytes)).toBe("AP8BgA==")
    expect(shareFromBase64("AP8BgA==")).toEqual(bytes)
  })
})

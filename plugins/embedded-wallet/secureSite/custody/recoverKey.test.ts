import { Effect } from "effect"
import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { KeyAddressMismatchError } from "./KeyAddressMismatchError"
import { rebuildKey } from "./rebuildKey"
import { enrolKey, openRecoveryShare, recoverKey } from "./recoverKey"
import { recoveryKeyFromPrf } from "./recoveryKeyFromPrf"
import { ShareDecryptError } from "./ShareDecryptError"
import { decryptShare } from "./sealShare"

const run = Effect.runPromise
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length))
const errorOf = <E>(effect: Effect.Effect<unknown, E>): Promise<E> =>
  Effect.runPromise(Effect.flip(effect))

/** A person signing up: their user id, their passkey's PRF output and their recovery salt. */
const person = (userId: string) => ({ userId, prfOutput: random(32), salt: random(32) })

describe("enrolKey", () => {
  it("leaves a device share and a server share that rebuild the account's key", async () => {
    const ada = person("user-ada")
    const enrolled = await run(enrolKey(ada))
    const key = await run(rebuildKey(enrolled.deviceShare, enrolled.serverShare))
    expect(privateKeyToAddress(key)).toBe(enrolled.address)
  })
})

describe("recoverKey (the fresh-profile flow)", () => {
  it("the same person on a fresh profile gets the same address: server share + passkey-opened recovery share", async () => {
    const ada = person("user-ada")
    const enrolled = await run(enrolKey(ada))
    // The fresh profile has no device share: only what the server releases after login, and
    // the PRF output of the same passkey for the same salt.
    const recovered = await run(
      recoverKey({
        userId: ada.userId,
        address: enrolled.address,
        serverShare: enrolled.serverShare,
        sealedRecoveryShare: enrolled.sealedRecoveryShare,
        prfOutput: Uint8Array.from(ada.prfOutput),
        salt: ada.salt,
      }),
    )
    expect(privateKeyToAddress(recovered)).toBe(enrolled.address)
    expect(recovered).toBe(await run(rebuildKey(enrolled.deviceShare, enrolled.serverShare)))
  })

  it("without the passkey (another PRF output) the server's parts reveal no key: ShareDecryptError", async () => {
    const ada = person("user-ada")
    const enrolled = await run(enrolKey(ada))
    const error = await errorOf(
      recoverKey({
        userId: ada.userId,
        address: enrolled.address,
        serverShare: enrolled.serverShare,
        sealedRecoveryShare: enrolled.sealedRecoveryShare,
        prfOutput: random(32),
        salt: ada.salt,
      }),
    )
    expect(error).toBeInstanceOf(ShareDecryptError)
  })

  it("another user's sealed recovery share does not open as this user's, even with their passkey", async () => {
    const ada = person("user-ada")
    const bob = person("user-bob")
    const [adas, bobs] = await Promise.all([run(enrolKey(ada)), run(enrolKey(bob))])
    const swapped = await errorOf(
      recoverKey({
        userId: ada.userId,
        address: adas.address,
        serverShare: adas.serverShare,
        sealedRecoveryShare: bobs.sealedRecoveryShare,
        prfOutput: bob.prfOutput,
        salt: bob.salt,
      }),
    )
    expect(swapped).toBeInstanceOf(ShareDecryptError)
  })

  it("a server share of another key rebuilds a wrong key, refused as KeyAddressMismatchError", async () => {
    const ada = person("user-ada")
    const [adas, other] = await Promise.all([run(enrolKey(ada)), run(enrolKey(person("user-x")))])
    const owner = { userId: ada.userId, address: adas.address }
    const adaRecovery = await run(
      decryptShare(recoveryKeyFromPrf(ada.prfOutput, ada.salt), adas.sealedRecoveryShare, owner),
    )
    // One of the other key's shares at another x than Ada's recovery share (combine needs two).
    const wrongServerShare = [other.deviceShare, other.serverShare].find(
      (share) => share[32] !== adaRecovery[32],
    ) as Uint8Array
    const error = await errorOf(
      recoverKey({
        ...owner,
        serverShare: wrongServerShare,
        sealedRecoveryShare: adas.sealedRecoveryShare,
        prfOutput: ada.prfOutput,
        salt: ada.salt,
      }),
    )
    expect(error).toBeInstanceOf(KeyAddressMismatchError)
    expect(error).toMatchObject({ expected: adas.address })
  })
})

describe("openRecoveryShare (a fresh profile keeps what it recovered)", () => {
  it("gives the opened recovery share, which rebuilds the account's key with the server share", async () => {
    const ada = person("user-ada")
    const enrolled = await run(enrolKey(ada))
    const recovery = {
      userId: ada.userId,
      address: enrolled.address,
      serverShare: enrolled.serverShare,
      sealedRecoveryShare: enrolled.sealedRecoveryShare,
      salt: ada.salt,
    }
    const share = await run(openRecoveryShare({ ...recovery, prfOutput: ada.prfOutput }))
    const key = await run(rebuildKey(share, enrolled.serverShare))
    expect(privateKeyToAddress(key)).toBe(enrolled.address)
    // Without the passkey, nothing opens.
    expect(await errorOf(openRecoveryShare({ ...recovery, prfOutput: random(32) }))).toBeInstanceOf(
      ShareDecryptError,
    )
  })
})

// The secure site keeps the server's share of each user's key (`POST /v1/wallet`) and releases
// it only to that user's session (`GET /v1/wallet`): over real HTTP, on PGlite in memory.
import { Duration } from "effect"
import { privateKeyToAddress } from "viem/accounts"
import { describe, expect, it } from "vitest"
import type { WalletCreated } from "./SiteContext"
import { signInByEmailCode, useSecureSite } from "./secureSiteServerFixtures"
import { serverShareBytes } from "./walletRoutes"

/** A share as the frame page sends it: 33 bytes, standard base64. */
const shareOf = (fill: number) =>
  Buffer.from(new Uint8Array(serverShareBytes).fill(fill)).toString("base64")

const address = privateKeyToAddress(`0x${"11".repeat(32)}`)

/** The wallets `onWalletCreated` was told of. */
const created: Array<WalletCreated> = []
/** Whether the hook throws (a faucet that fails). */
let faucetDry = false

describe("startSecureSiteServer: the user's wallet", () => {
  const harness = useSecureSite({
    rateLimits: { walletRead: { max: 3, window: Duration.minutes(10) } },
    onWalletCreated: async (wallet) => {
      created.push(wallet)
      if (faucetDry) throw new Error("the faucet is dry")
    },
  })
  const { request } = harness

  it("keeps the server's share of a new key once (204 before it): read back by its session, a second one refused with 409 wallet_exists and the first kept", async () => {
    const ada = await signInByEmailCode(harness, "ada@example.org")
    // No wallet yet: 204 No Content (a first sign-in is no failure).
    expect((await request("/v1/wallet", { headers: ada.bearer })).status).toBe(204)
    const created = await request("/v1/wallet", {
      headers: ada.bearer,
      json: { address: address.toLowerCase(), serverShare: shareOf(7) },
    })
    // The address is kept checksummed (EIP-55), as the frame page's key maker spells it.
    expect([created.status, created.body]).toEqual([200, { address }])
    expect(await request("/v1/wallet", { headers: ada.bearer })).toMatchObject({
      status: 200,
      body: { address, serverShare: shareOf(7) },
    })
    const second = await request("/v1/wallet", {
      headers: ada.bearer,
      json: { address, serverShare: shareOf(8) },
    })
    expect([second.status, second.body]).toEqual([
      409,
      { error: { reason: "wallet_exists", message: "This account has a wallet already" } },
    ])
    expect((await request("/v1/wallet", { headers: ada.bearer })).body).toEqual({
      address,
      serverShare: shareOf(7),
    })
    const [row] = await harness.database().query("SELECT server_share FROM key_shares")
    expect(row?.server_share).toEqual(new Uint8Array(serverShareBytes).fill(7))
  })

  it("tells onWalletCreated of each wallet made, before answering; its failure keeps the wallet", async () => {
    created.length = 0
    const erin = await signInByEmailCode(harness, "erin@example.org")
    const first = await request("/v1/wallet", {
      headers: erin.bearer,
      json: { address, serverShare: shareOf(5) },
    })
    expect(first.status).toBe(200)
    expect(created).toEqual([{ userId: erin.userId, address }])
    const frank = await signInByEmailCode(harness, "frank@example.org")
    faucetDry = true
    const second = await request("/v1/wallet", {
      headers: frank.bearer,
      json: { address, serverShare: shareOf(6) },
    }).finally(() => {
      faucetDry = false
    })
    // The hook threw (the faucet is dry): the wallet is made all the same.
    expect([second.status, second.body]).toEqual([200, { address }])
    expect((await request("/v1/wallet", { headers: frank.bearer })).status).toBe(200)
    // A refused enrolment tells nobody.
    await request("/v1/wallet", {
      headers: erin.bearer,
      json: { address, serverShare: shareOf(9) },
    })
    expect(created).toHaveLength(2)
  })

  it("two enrolments at once keep one share: the other is 409", async () => {
    const bob = await signInByEmailCode(harness, "bob@example.org")
    const answers = await Promise.all(
      [1, 2].map((fill) =>
        request("/v1/wallet", {
          headers: bob.bearer,
          json: { address, serverShare: shareOf(fill) },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it("releases a share only to its own user's session: another user's token reads its own (none), no session or a revoked one is 401", async () => {
    const carol = await signInByEmailCode(harness, "carol@example.org")
    const dan = await signInByEmailCode(harness, "dan@example.org")
    await request("/v1/wallet", {
      headers: carol.bearer,
      json: { address, serverShare: shareOf(3) },
    })
    expect((await request("/v1/wallet", { headers: dan.bearer })).status).toBe(204)
    expect(await request("/v1/wallet")).toMatchObject({
      status: 401,
      body: { error: { reason: "unauthorized" } },
    })
    await request("/v1/session/revoke", { method: "POST", headers: carol.bearer })
    const revoked = [
      await request("/v1/wallet", { headers: carol.bearer }),
      await request("/v1/wallet", {
        headers: carol.bearer,
        json: { address, serverShare: shareOf(4) },
      }),
    ]
    expect(revoked.map((answer) => [answer.status, answer.body])).toEqual(
      revoked.map(() => [
        401,
        {
          error: {
            reason: "unauthorized",
            message: "Sign in first: the session is missing, expired or signed out",
          },
        },
      ]),
    )
    const enrolWithout = await request("/v1/wallet", { json: { address, serverShare: shareOf(5) } })
    expect(enrolWithout.status).toBe(401)
    const [row] = await harness.database().query("SELECT count(*)::int AS n FROM key_shares")
    expect(row?.n).toBe(1)
  })

  it("refuses a body that is no address and 33-byte base64 share with 400, keeping nothing", async () => {
    const eve = await signInByEmailCode(harness, "eve@example.org")
    const enrol = (json: unknown) => request("/v1/wallet", { headers: eve.bearer, json })
    const wrongChecksum = address.replace(/[a-f]/, (letter) => letter.toUpperCase())
    const bodies = {
      noAddress: { serverShare: shareOf(1) },
      shortAddress: { address: "0x1234", serverShare: shareOf(1) },
      notHex: { address: `0x${"g".repeat(40)}`, serverShare: shareOf(1) },
      noPrefix: { address: address.slice(2), serverShare: shareOf(1) },
      wrongChecksum: { address: wrongChecksum, serverShare: shareOf(1) },
      notBase64: { address, serverShare: `${shareOf(1).slice(0, 43)}!` },
      urlSafe: { address, serverShare: Buffer.alloc(33, 0xfb).toString("base64url") },
      shortShare: { address, serverShare: Buffer.alloc(32, 1).toString("base64") },
      longShare: { address, serverShare: Buffer.alloc(34, 1).toString("base64") },
      wholeKey: { address, serverShare: Buffer.alloc(64, 1).toString("base64") },
      extraField: { address, serverShare: shareOf(1), deviceShare: shareOf(2) },
      notAString: { address, serverShare: [1, 2, 3] },
    }
    const answers: Record<string, unknown> = {}
    for (const [name, body] of Object.entries(bodies)) {
      const answer = await enrol(body)
      answers[name] = [answer.status, (answer.body as { error: { reason: string } }).error.reason]
    }
    expect(answers).toEqual({
      noAddress: [400, "invalid_body"],
      shortAddress: [400, "invalid_body"],
      notHex: [400, "invalid_body"],
      noPrefix: [400, "invalid_body"],
      wrongChecksum: [400, "invalid_body"],
      notBase64: [400, "invalid_body"],
      urlSafe: [400, "invalid_body"],
      shortShare: [400, "invalid_body"],
      longShare: [400, "invalid_body"],
      wholeKey: [400, "invalid_body"],
      extraField: [400, "unknown_field"],
      notAString: [400, "invalid_body"],
    })
    expect(await enrol({ address: wrongChecksum, serverShare: shareOf(1) })).toMatchObject({
      body: { error: { message: "The field address has a wrong checksum (EIP-55)" } },
    })
    expect(
      await enrol({ address, serverShare: Buffer.alloc(32, 1).toString("base64") }),
    ).toMatchObject({ body: { error: { message: "The field serverShare must hold 33 bytes" } } })
    const [row] = await harness.database().query("SELECT count(*)::int AS n FROM key_shares")
    expect(row?.n).toBe(0)
    // An all-upper-case address carries no checksum, and is kept checksummed.
    const upper = `0x${address.slice(2).toUpperCase()}`
    expect((await enrol({ address: upper, serverShare: shareOf(1) })).body).toEqual({ address })
  })

  it("counts wallet reads per client: past the limit a 429 with retryAfter, another client IP still served", async () => {
    const fay = await signInByEmailCode(harness, "fay@example.org")
    const read = (from: string) => request("/v1/wallet", { headers: fay.bearer, from })
    const statuses = []
    for (let n = 0; n < 4; n++) statuses.push((await read("127.0.0.2")).status)
    expect(statuses).toEqual([204, 204, 204, 429])
    expect((await read("127.0.0.2")).body).toMatchObject({
      error: { reason: "rate_limited", retryAfter: 600 },
    })
    expect((await read("127.0.0.3")).status).toBe(204)
  })
})

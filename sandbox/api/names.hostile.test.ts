// The sandbox's naming service under hostile registrations (issue 30, M4): 100 labels of a
// million characters grew the sandbox by 184 MB, and GET /v1/identity then answered a 1 MB
// name. A label has at most 64 characters and a bio at most 255 bytes (the real service's
// limits), the registry holds a bounded number of names, refusals repeat only the start of
// what they refuse, and of parallel registrations of one name exactly one wins.
import type { Address } from "viem"
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { checkNameRegistration, maxNameLabelLength } from "./checkNameRegistration"
import { evmCoinType, makeNameRegistry } from "./NameRegistry"
import { type SandboxApi, startSandboxApi } from "./startSandboxApi"

const chainId = 31337
const coinType = evmCoinType(chainId)
const nowMs = Date.parse("2026-03-01T12:00:00.000Z")
const maxRegisteredNames = 3
let anvil: Anvil
let api: SandboxApi
let small: SandboxApi

beforeAll(async () => {
  anvil = await startAnvil({ chainId, accounts: 1 })
  const devnets = [{ chainId, rpcUrl: anvil.rpcUrl, accounts: anvil.accounts, tokens: [] }]
  const now = () => new Date(nowMs)
  ;[api, small] = await Promise.all([
    startSandboxApi({ devnets, now }),
    startSandboxApi({ devnets, now, maxRegisteredNames }),
  ])
}, 30_000)

afterAll(async () => {
  await Promise.all([api?.stop(), small?.stop()])
  await anvil?.stop()
})

const newOwner = () => privateKeyToAccount(generatePrivateKey())
const failed = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})

const register = async (
  signer: PrivateKeyAccount,
  name: string,
  attributes: Record<string, string> = {},
  on: SandboxApi = api,
) => {
  const message = JSON.stringify({ name, attributes, timestamp: nowMs / 1000 })
  const response = await fetch(`${on.url}/v1/profile/account?projectId=p`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      coin_type: coinType,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }),
  })
  return { status: response.status, body: await response.json() }
}

const identityName = async (address: Address): Promise<unknown> =>
  (await (await fetch(`${api.url}/v1/identity/${address}?projectId=p`)).json()).name

describe("name lengths", () => {
  it("a label of 64 characters registers; one of 65 is 'Invalid name length' and registers nothing", async () => {
    expect(maxNameLabelLength).toBe(64)
    const longest = `${"a".repeat(63)}1.foyer.id`
    const owner = newOwner()
    expect((await register(owner, longest)).status).toBe(200)
    expect(await identityName(owner.address)).toBe(longest)

    const tooLong = `${"b".repeat(65)}.foyer.id`
    const refused = newOwner()
    expect(await register(refused, tooLong)).toEqual({
      status: 400,
      body: failed("name", `Invalid name length: ${tooLong}`),
    })
    expect(await identityName(refused.address)).toBeNull()
  })

  it("a million-character label is refused with a 400 that repeats only its start, and the identity stays empty", async () => {
    const owner = newOwner()
    const huge = `${"c".repeat(1_000_000)}.foyer.id`
    expect(await register(owner, huge)).toEqual({
      status: 400,
      body: failed("name", `Invalid name length: ${"c".repeat(100)}… (1000009 characters)`),
    })
    expect(await identityName(owner.address)).toBeNull()
  })

  it("a bio of 255 bytes registers; one of 256 bytes (two-byte letters) is an unsupported attribute", async () => {
    expect(
      (await register(newOwner(), "bio-longest.foyer.id", { bio: `${"é".repeat(127)}x` })).status,
    ).toBe(200)
    expect(await register(newOwner(), "bio-too-long.foyer.id", { bio: "é".repeat(128) })).toEqual({
      status: 400,
      body: failed("attributes", "Unsupported name attribute in payload"),
    })
  })

  it("suggestions refuse a label longer than a name may be", async () => {
    const label = "d".repeat(65)
    const response = await fetch(
      `${api.url}/v1/profile/suggestions/${label}?projectId=p&zone=foyer.id`,
    )
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: failed("name", `Invalid name length: ${label}`),
    })
  })

  it("checking a registration takes time linear in the message's length", () => {
    const rules = {
      zone: "foyer.id",
      now: new Date(nowMs),
      chainOf: () => "devnet",
      isRegistered: () => false,
    }
    const request = (size: number) => ({
      coin_type: coinType,
      address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      message: JSON.stringify({ name: `${"e".repeat(size)}.foyer.id`, timestamp: nowMs / 1000 }),
      signature: "0x",
    })
    expect(
      growthRatio({
        input: request,
        run: (input) => checkNameRegistration(input, rules),
        size: 2_000,
      }),
    ).toBeLessThan(40)
  })
})

describe("racing registrations", () => {
  it("20 owners registering one name at once: exactly one wins, and the name is theirs", async () => {
    const owners = Array.from({ length: 20 }, newOwner)
    const name = "raced-name.foyer.id"
    const answers = await Promise.all(owners.map((owner) => register(owner, name)))
    const winners = owners.filter((_, i) => answers[i]?.status === 200)
    expect(winners).toHaveLength(1)
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 19 }, () => ({
        status: 400,
        body: failed("name", `Name is already registered: ${name}`),
      })),
    )
    const names = await Promise.all(owners.map((owner) => identityName(owner.address)))
    expect(names.filter((each) => each !== null)).toEqual([name])
    expect(await identityName(winners[0]!.address)).toBe(name)
  })
})

describe("the registry's bound", () => {
  it("once it holds maxRegisteredNames, a registration is a 507 and stores nothing", async () => {
    for (let i = 0; i < maxRegisteredNames; i += 1) {
      expect((await register(newOwner(), `kept-${i}.foyer.id`, {}, small)).status).toBe(200)
    }
    const late = newOwner()
    expect(await register(late, "one-too-many.foyer.id", {}, small)).toEqual({
      status: 507,
      body: failed(
        "name",
        `The sandbox's name registry is full (${maxRegisteredNames} names): restart the sandbox to register more`,
      ),
    })
    const lookup = await fetch(
      `${small.url}/v1/profile/account/one-too-many.foyer.id?projectId=p&apiVersion=2`,
    )
    expect(await lookup.json()).toEqual([])
  })

  it("full of the largest records, the registry stays within its bound in bytes", () => {
    const capacity = 50
    const registry = makeNameRegistry({
      entries: [],
      chainIds: [chainId],
      registeredAt: "",
      capacity,
    })
    const names = Array.from(
      { length: capacity * 2 },
      (_, i) => `${String(i).padStart(maxNameLabelLength, "f")}.foyer.id`,
    )
    for (const name of names) {
      registry.register({
        name,
        address: newOwner().address,
        coinType,
        attributes: { bio: "é".repeat(127) },
        registeredAt: new Date(nowMs).toISOString(),
      })
    }
    const bytes = names
      .map((name) => registry.byName(name))
      .filter((record) => record !== undefined)
      .reduce((sum, record) => sum + Buffer.byteLength(JSON.stringify(record)), 0)
    // Each record: a 73-character name, a 254-byte bio, one address and three dates.
    expect(bytes).toBeLessThanOrEqual(capacity * 600)
    expect(names.filter((name) => registry.isRegistered(name))).toHaveLength(capacity)
  })
})

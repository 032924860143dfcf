import { Effect, Option } from "effect"
import { TestClock } from "effect/testing"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { InternalError, memoryBackend, solana, UserRejectedRequestError } from "../../core"
import { sandboxApiHarness } from "../../test/sandboxApiHarness"
import { defaultNameSuffix } from "./NamesOptions"
import { makeNamesService } from "./NamesService"
import { devnet, makeNamesTestKernel } from "./namesTestKernel"

const harness = sandboxApiHarness({ projectId: "foyer-names-test" })

/** A fresh account, owned by nobody the sandbox knows. */
const owner = (digit: string) => privateKeyToAccount(`0x${digit.repeat(64)}`)
const fresh = (digit: string) => owner(digit).address

/** A wallet that signs as `account` does (personal_sign). */
const signingAs = (account: ReturnType<typeof owner>) => ({
  signMessage: (message: string) => Effect.promise(() => account.signMessage({ message })),
})

/** The names service on the test kernel, over the sandbox's provider API. */
const start = (options: Omit<Parameters<typeof makeNamesTestKernel>[0], "api">) => {
  // The kernel's own API over the sandbox, on the page's storage as in the kit.
  const api = { url: harness.sandbox().urls.api, projectId: "foyer-names-test" }
  const kernel = makeNamesTestKernel({ api, ...options })
  const service = Effect.runSync(
    makeNamesService({ suffix: defaultNameSuffix }).pipe(Effect.provide(kernel.layer)),
  )
  return { kernel, service, registration: () => service.registration.getSnapshot() }
}

describe("the names service against the sandbox over real HTTP", { timeout: 60_000 }, () => {
  it("spec 5: a name of letters, digits and hyphens, at least 4 characters; anything else is invalid without asking the service", async () => {
    const { service } = start({ address: fresh("1") })
    for (const label of ["abc", "ab_cd", "with space", "émile", "a.b.c.d", ""]) {
      const { result, requests } = await harness.counting("getProfileSuggestions", () =>
        harness.counting("getProfileAccount", () => Effect.runPromise(service.availability(label))),
      )
      expect(result, label).toEqual({ result: { _tag: "Invalid" }, requests: 0 })
      expect(requests, label).toBe(0)
    }
  })

  it("a free label is available under the provider's suffix, lowercased; a registered one is taken", async () => {
    const { service } = start({ address: fresh("1") })
    // A label no other test registers: the sandbox's registry is shared by this file's tests.
    // One request answers: the suggestions list the name itself, with whether it is registered.
    const free = await harness.counting("getProfileSuggestions", () =>
      harness.counting("getProfileAccount", () =>
        Effect.runPromise(service.availability("Katherine-Johnson")),
      ),
    )
    expect(free).toEqual({
      result: {
        result: { _tag: "Available", name: "katherine-johnson.foyer.id" },
        requests: 0,
      },
      requests: 1,
    })
    const taken = await Effect.runPromise(service.availability("alice"))
    expect(taken).toMatchObject({ _tag: "Taken", name: "alice.foyer.id" })
    // Only names that can still be registered are suggested, under the suffix.
    const suggestions = taken._tag === "Taken" ? taken.suggestions : []
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions).not.toContain("alice.foyer.id")
    expect(suggestions.every((name) => name.endsWith(".foyer.id"))).toBe(true)
  })

  it("a lookup finds a registered name's record, and is kept 5 min (spec 9) in the page's storage: asked again within them, the service is not called; after them it is", async () => {
    const { service } = start({ address: fresh("1") })
    const atMinute = (minutes: number, name: string) =>
      Effect.runPromise(
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.parse("2026-03-01T12:00:00Z") + minutes * 60_000)
          return yield* service.lookup(name)
        }).pipe(Effect.provide(TestClock.layer())),
      )
    const first = await atMinute(0, "alice.foyer.id")
    expect(first._tag === "Some" ? first.value.name : undefined).toBe("alice.foyer.id")
    const within = await harness.counting("getProfileAccount", () =>
      atMinute(4.99, "ALICE.foyer.id"),
    )
    expect(within.requests).toBe(0)
    expect(within.result._tag).toBe("Some")
    const after = await harness.counting("getProfileAccount", () => atMinute(5, "alice.foyer.id"))
    expect(after.requests).toBe(1)
    const reverse = await Effect.runPromise(service.reverseLookup(harness.alice()))
    expect(reverse.map((record) => record.name)).toContain("alice.foyer.id")
  })

  it("spec 5: without a connected account the registration stops with 'Address or auth connector not found', nothing signed", async () => {
    const { kernel, service, registration } = start({ address: undefined })
    await Effect.runPromise(service.register("ada-lovelace"))
    expect(registration()).toMatchObject({
      step: "idle",
      error: "Address or auth connector not found",
    })
    expect(kernel.signed).toEqual([])
  })

  it("spec 3: the wallet signs JSON.stringify({ name, attributes, timestamp }) with the timestamp in seconds; a cancel in the wallet leaves the form with no error", async () => {
    const { kernel, service, registration } = start({
      address: fresh("2"),
      wallet: { signMessage: () => Effect.fail(new UserRejectedRequestError({})) },
    })
    const before = Math.floor(Date.now() / 1000)
    await Effect.runPromise(service.register("Ada-Lovelace"))
    const after = Math.ceil(Date.now() / 1000)
    expect(kernel.signed).toHaveLength(1)
    const signed = JSON.parse(kernel.signed[0] ?? "")
    expect(Object.keys(signed)).toEqual(["name", "attributes", "timestamp"])
    expect(signed.name).toBe("ada-lovelace.foyer.id")
    expect(signed.attributes).toEqual({})
    expect(Number.isInteger(signed.timestamp)).toBe(true)
    expect(signed.timestamp).toBeGreaterThanOrEqual(before)
    expect(signed.timestamp).toBeLessThanOrEqual(after)
    // Spec 4: on cancel, back to RegisterAccountName.
    expect(registration()).toEqual({
      step: "idle",
      name: "ada-lovelace.foyer.id",
      error: undefined,
    })
  })

  it("spec 6: names are EVM only: on another chain family the registration stops with the view's message, nothing signed", async () => {
    const { kernel, service, registration } = start({
      address: "7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv",
      namespace: "solana",
      networks: [solana, devnet],
    })
    await Effect.runPromise(service.register("ada-lovelace"))
    expect(registration()).toMatchObject({
      step: "idle",
      error: `Names are not available on ${solana.name}.`,
    })
    expect(kernel.signed).toEqual([])
  })

  it("a wallet that fails to sign: its error is said and the form stays, nothing submitted", async () => {
    const { service, registration } = start({
      address: fresh("3"),
      wallet: {
        signMessage: () => Effect.fail(new InternalError({ reason: "signMessageFailed" })),
      },
    })
    const { requests } = await harness.counting("registerProfileAccount", () =>
      Effect.runPromise(service.register("grace-hopper")),
    )
    expect(requests).toBe(0)
    expect(registration()).toMatchObject({ step: "idle", error: "Sign message failed" })
  })

  it("spec 4: registering signs, submits with the coin type 0x80000000 | chainId, shows the name on the account and opens RegisterAccountNameSuccess; the service then finds it both ways", async () => {
    const account = owner("4")
    const { kernel, service, registration } = start({
      address: account.address,
      wallet: signingAs(account),
    })
    const steps: Array<string> = []
    service.registration.subscribe(() => steps.push(registration().step))
    await Effect.runPromise(service.register("ada-lovelace"))
    expect(steps).toEqual(["loading", "signing", "submitting", "success"])
    expect(registration()).toEqual({
      step: "success",
      name: "ada-lovelace.foyer.id",
      error: undefined,
    })
    expect(kernel.accounts.store.getSnapshot().eip155?.profileName).toBe("ada-lovelace.foyer.id")
    expect(kernel.modal.getSnapshot().router.history.at(-1)?.name).toBe(
      "RegisterAccountNameSuccess",
    )
    // The sandbox verified the signature and keyed the address by the devnet's coin type.
    const record = await Effect.runPromise(service.lookup("ada-lovelace.foyer.id"))
    const chainId = harness.sandbox().devnets[0]!.chainId
    expect(record._tag === "Some" ? record.value.addresses : undefined).toMatchObject({
      [String((0x80000000 | chainId) >>> 0)]: { address: account.address },
    })
    const reverse = await Effect.runPromise(service.reverseLookup(account.address))
    expect(reverse.map((found) => found.name)).toEqual(["ada-lovelace.foyer.id"])
    expect(await Effect.runPromise(service.availability("ada-lovelace"))).toMatchObject({
      _tag: "Taken",
    })
  })

  it("issue 35: a registration replaces the identity and the names of the address stored before it: the page reloaded within their 5 min shows the new name, nothing asked", async () => {
    const account = owner("7")
    const page = memoryBackend()
    const before = start({ address: account.address, wallet: signingAs(account), backend: page })
    // The Account view asked for the identity and the names were looked up: none yet, stored.
    const unnamed = await Effect.runPromise(before.kernel.api.getIdentity(account.address))
    expect(Option.map(unnamed, (identity) => identity.name)).toEqual(Option.some(null))
    expect(await Effect.runPromise(before.service.reverseLookup(account.address))).toEqual([])

    await Effect.runPromise(before.service.register("mary-somerville"))
    expect(before.registration().step).toBe("success")

    // A reload: a new kit on the page's storage, well within the 5 min.
    const after = start({ address: account.address, backend: page })
    const identity = await harness.counting("getIdentity", () =>
      Effect.runPromise(after.kernel.api.getIdentity(account.address)),
    )
    expect(identity.requests).toBe(0)
    expect(Option.map(identity.result, ({ name, avatar }) => ({ name, avatar }))).toEqual(
      Option.some({ name: "mary-somerville.foyer.id", avatar: null }),
    )
    const names = await harness.counting("getProfileReverse", () =>
      Effect.runPromise(after.service.reverseLookup(account.address)),
    )
    expect(names.requests).toBe(0)
    expect(names.result.map((record) => record.name)).toEqual(["mary-somerville.foyer.id"])
  })

  it("a taken name is refused with the service's reason, and the form stays", async () => {
    const first = owner("5")
    await Effect.runPromise(
      start({ address: first.address, wallet: signingAs(first) }).service.register("grace-hopper"),
    )
    const second = owner("6")
    const { kernel, service, registration } = start({
      address: second.address,
      wallet: signingAs(second),
    })
    await Effect.runPromise(service.register("grace-hopper"))
    expect(registration().step).toBe("idle")
    expect(registration().error).toBe("Name is already registered: grace-hopper.foyer.id")
    expect(registration().error).not.toBe("Error registering name grace-hopper.foyer.id")
    expect(kernel.accounts.store.getSnapshot().eip155?.profileName).toBeUndefined()
  })
})

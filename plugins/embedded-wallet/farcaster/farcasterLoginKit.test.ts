// @vitest-environment happy-dom
// Farcaster sign-in on the real kernel: the EmbeddedWallet service, the AUTH connector and the
// ConnectingFarcaster route against the stand-in secure frame (service/secureFrameFixtures.ts).
import { Effect, Fiber } from "effect"
import { describe, expect, it, vi } from "vitest"
import { Accounts, Connections, Modal, memoryBackend, sdkType, sdkVersion } from "../../../core"
import { balanceSettled, providerApiStandIn } from "../../../test/pluginKernelHarness"
import { EmbeddedWallet } from "../EmbeddedWallet"
import { EmbeddedWalletStorageKeys as keys } from "../EmbeddedWalletStorageKeys"
import { authWallet, kitsOn, run } from "../service/embeddedWalletKitFixtures"
import { frameUser, makeScriptedFrame } from "../service/secureFrameFixtures"

const api = providerApiStandIn()
const withKit = kitsOn(api)
const farcasterUrl = "http://127.0.0.1:4100/farcaster/sign-in?channel=one"

/** A frame that gives the Farcaster address and answers (or holds) the approval. */
const farcasterFrame = (approval: "approve" | "hold") => {
  const frame = makeScriptedFrame()
  frame.script.set("GET_FARCASTER_URI", () => ({ succeed: { url: farcasterUrl } }))
  frame.script.set("CONNECT_FARCASTER", () => {
    if (approval === "hold") return { hold: true }
    frame.signedIn = true
    return { succeed: { ...frameUser, email: null, userName: "ada" } }
  })
  return frame
}

/** Opens the modal on ConnectingFarcaster and starts the sign-in there. */
const startLogin = Effect.gen(function* () {
  const modal = yield* Modal
  yield* modal.open({ view: { name: "ConnectingFarcaster" } })
  return yield* Effect.forkDetach((yield* EmbeddedWallet).connectFarcaster)
})

describe("Farcaster sign-in on the kit (spec 2, 3, 4)", () => {
  it("spec 3, 4: the approved sign-in connects the AUTH wallet and stores connected social 'farcaster' with the Farcaster username", async () => {
    const backend = memoryBackend()
    const frame = farcasterFrame("approve")
    await withKit(
      async (kernel) => {
        const login = await run(kernel, startLogin)
        await run(kernel, Fiber.join(login))
        expect((await authWallet(kernel)).info.id).toBe("AUTH")
        await run(
          kernel,
          Effect.flatMap(Effect.service(Accounts), (a) =>
            Effect.promise(() => balanceSettled(a, "eip155")),
          ),
        )
        expect(frame.asked().slice(0, 2)).toEqual(["GET_FARCASTER_URI", "CONNECT_FARCASTER"])
        expect(backend.getItem(keys.connectedSocial.name)).toBe(JSON.stringify("farcaster"))
        expect(backend.getItem(keys.socialUsername.name)).toBe(JSON.stringify("ada"))
        // Spec 3: the account shows the social provider and the frame's user.
        const account = (await run(kernel, Effect.service(Accounts))).store.getSnapshot().eip155
        expect(account?.socialProvider).toBe("farcaster")
        expect(account?.user?.address).toBe((await authWallet(kernel)).accounts[0])
        const modal = await run(kernel, Effect.service(Modal))
        expect(modal.getSnapshot().open).toBe(false)
        // Even run after an approved sign-in (as leaving before its connect ends would), the
        // route's leave rule does not reload the approved sign-in's frame.
        const onLeave = kernel.routes.get("ConnectingFarcaster")?.onLeave
        expect(onLeave).toBeDefined()
        await Effect.runPromise(onLeave ?? Effect.void)
        expect(frame.asked()).not.toContain("RELOAD")
        expect(frame.requests.filter((r) => r.name === "SYNC_DAPP_DATA")).toHaveLength(1)
      },
      { frame, backend },
    )
  })

  it("spec 2: closing the modal on ConnectingFarcaster with no account stops the sign-in, forgets the URL, reloads the frame (RELOAD) and re-syncs its dApp data after it", async () => {
    const frame = farcasterFrame("hold")
    await withKit(
      async (kernel) => {
        const login = await run(kernel, startLogin)
        await vi.waitFor(() =>
          expect(frame.held().map((r) => r.name)).toEqual(["CONNECT_FARCASTER"]),
        )
        const wallet = await run(kernel, Effect.service(EmbeddedWallet))
        expect(wallet.farcasterLogin.getSnapshot()).toEqual({ step: "waiting", url: farcasterUrl })
        await run(
          kernel,
          Effect.flatMap(Effect.service(Modal), (modal) => modal.close),
        )
        // After the frame's own start-up (its dApp data synced once), the leave rule's requests.
        const names = () => frame.requests.map((r) => r.name).slice(2)
        await vi.waitFor(() =>
          expect(names()).toEqual([
            "GET_FARCASTER_URI",
            "CONNECT_FARCASTER",
            "RELOAD",
            "SYNC_DAPP_DATA",
          ]),
        )
        expect(frame.requests.at(-1)?.payload).toEqual({
          projectId: "demo",
          sdkVersion,
          sdkType,
          locale: "en",
        })
        expect(wallet.farcasterLogin.getSnapshot()).toBeUndefined()
        // The sign-in under way ends at its next 1 s check, without a failure to show.
        const ended = await run(kernel, Fiber.await(login))
        expect(ended._tag).toBe("Failure")
        expect(wallet.farcasterLogin.getSnapshot()).toBeUndefined()
        const connected = await run(
          kernel,
          Effect.flatMap(Effect.service(Connections), (c) => c.currentWallet),
        )
        expect(connected).toBeUndefined()
      },
      { frame },
    )
  })
})

// @vitest-environment happy-dom
// Social login on the real kernel: the EmbeddedWallet service and the AUTH connector against
// the stand-in secure frame (service/secureFrameFixtures.ts), the popup's result posted to the
// page's window as the secure site's result page posts it.
import { Effect, Fiber } from "effect"
import { describe, expect, it, vi } from "vitest"
import { Accounts, Connections, Events, type FoyerEvent, Modal, memoryBackend } from "../../../core"
import { balanceSettled, providerApiStandIn } from "../../../test/pluginKernelHarness"
import { EmbeddedWallet } from "../EmbeddedWallet"
import { EmbeddedWalletStorageKeys as keys } from "../EmbeddedWalletStorageKeys"
import { authWallet, kitsOn, run, whyRejected } from "../service/embeddedWalletKitFixtures"
import { frameUser, makeScriptedFrame, secureOrigin } from "../service/secureFrameFixtures"
import type { SocialPopup } from "./SocialPopup"

const api = providerApiStandIn()
const withKit = kitsOn(api)
const providerPage = "https://accounts.example/authorize?client_id=foyer"
const resultUri = `${secureOrigin}/v1/social/result?handoff=sealed`

/** A popup window of the test's, and a frame that answers the social requests. */
const socialSetUp = () => {
  // The popup's window as MessageEvent names its sender (only its identity matters here).
  const popupWindow = { name: "the popup" } as unknown as MessageEventSource
  const shown: Array<string> = []
  const popup: SocialPopup = {
    source: popupWindow,
    show: (url) => void shown.push(url),
    isClosed: () => false,
    close: () => undefined,
  }
  const frame = makeScriptedFrame()
  frame.script.set("GET_SOCIAL_REDIRECT_URI", () => ({ succeed: { uri: providerPage } }))
  frame.script.set("CONNECT_SOCIAL", () => {
    frame.signedIn = true
    return { succeed: { ...frameUser, userName: "ada_lovelace" } }
  })
  return { popupWindow, popup, shown, frame }
}

/** The secure site's result page posting to its opener (this page). */
const postResult = (origin: string, source: MessageEventSource) =>
  window.dispatchEvent(new MessageEvent("message", { origin, source, data: { resultUri } }))

/**
 * Opens the modal on ConnectingSocial (a social login runs while it is open), then starts the
 * login; `shown` gets each view the modal shows from then on.
 */
const startLogin = (popup: SocialPopup, shown: Array<string> = []) =>
  Effect.gen(function* () {
    const modal = yield* Modal
    yield* modal.open({ view: { name: "ConnectingSocial", data: { provider: "github" } } })
    modal.subscribe(() => {
      const state = modal.getSnapshot()
      shown.push(state.open ? (state.router.history.at(-1)?.name ?? "") : "closed")
    })
    return yield* Effect.forkDetach((yield* EmbeddedWallet).connectSocial("github", popup))
  })

describe("social login on the kit (spec 3, 4, 5)", () => {
  it("spec 4: the popup's trusted result connects the AUTH wallet (the modal closes from ConnectingSocial, never showing EmailLogin); spec 3's connected social and social username are stored, the account shows its socialProvider and user, and a disconnect clears them", async () => {
    const backend = memoryBackend()
    const { popup, popupWindow, shown, frame } = socialSetUp()
    await withKit(
      async (kernel) => {
        const views: Array<string> = []
        await run(kernel, startLogin(popup, views))
        await vi.waitFor(() => expect(shown).toEqual([providerPage]))
        postResult(secureOrigin, popupWindow)
        await vi.waitFor(async () => expect((await authWallet(kernel)).info.id).toBe("AUTH"))
        await vi.waitFor(() => expect(views.at(-1)).toBe("closed"))
        expect(views).not.toContain("EmailLogin")
        await run(
          kernel,
          Effect.flatMap(Effect.service(Accounts), (a) =>
            Effect.promise(() => balanceSettled(a, "eip155")),
          ),
        )
        expect(frame.asked().slice(0, 2)).toEqual(["GET_SOCIAL_REDIRECT_URI", "CONNECT_SOCIAL"])
        expect(frame.requests.find((r) => r.name === "CONNECT_SOCIAL")?.payload).toEqual({
          uri: resultUri,
          chainId: 1,
        })
        expect(backend.getItem(keys.connectedSocial.name)).toBe(JSON.stringify("github"))
        expect(backend.getItem(keys.socialUsername.name)).toBe(JSON.stringify("ada_lovelace"))
        expect(backend.getItem(keys.emailLoginUsed.name)).toBeNull()
        // Spec 3: the account shows the social provider and the frame's user.
        const account = (await run(kernel, Effect.service(Accounts))).store.getSnapshot().eip155
        expect(account?.socialProvider).toBe("github")
        expect(account?.user?.address).toBe((await authWallet(kernel)).accounts[0])

        await run(
          kernel,
          Effect.flatMap(Effect.service(Connections), (c) => c.disconnect),
        )
        await vi.waitFor(() => expect(backend.getItem(keys.connectedSocial.name)).toBeNull())
        expect(backend.getItem(keys.socialUsername.name)).toBeNull()
      },
      { frame, backend },
    )
  })

  it("spec 5: a forged result from another origin is 'Untrusted Origin' with SOCIAL_LOGIN_ERROR on the kit's event bus, and nothing connects", async () => {
    const { popup, popupWindow, shown, frame } = socialSetUp()
    await withKit(
      async (kernel) => {
        const emitted: Array<FoyerEvent> = []
        await run(
          kernel,
          Effect.map(Effect.service(Events), (events) =>
            events.subscribe((event) => emitted.push(event)),
          ),
        )
        const login = await run(kernel, startLogin(popup))
        await vi.waitFor(() => expect(shown).toEqual([providerPage]))
        postResult("https://evil.example", popupWindow)
        const error = await whyRejected(run(kernel, Fiber.join(login)))
        expect(error).toMatchObject({ _tag: "EmbeddedWalletError", message: "Untrusted Origin" })
        expect(emitted).toContainEqual({
          type: "SOCIAL_LOGIN_ERROR",
          message: "Untrusted Origin",
          provider: "github",
        })
        expect(frame.asked()).not.toContain("CONNECT_SOCIAL")
        expect(
          await run(
            kernel,
            Effect.flatMap(Effect.service(Connections), (c) => c.currentWallet),
          ),
        ).toBeUndefined()
      },
      { frame },
    )
  })
  it("issue 37: a CONNECT_SOCIAL that names a passkey step runs it (GET_USER with showsFrame, held by the frame) before the kit connects; a refused recovery is the frame's text and nothing connects", async () => {
    for (const ending of ["enrolled", "refused"] as const) {
      const { popup, popupWindow, shown, frame } = socialSetUp()
      frame.script.set("CONNECT_SOCIAL", () => {
        frame.signedIn = true
        return {
          succeed: { ...frameUser, passkey: ending === "enrolled" ? "enrol" : "recover" },
        }
      })
      frame.script.set("GET_USER", (payload) =>
        (payload as { readonly showsFrame?: boolean }).showsFrame === true
          ? { hold: true }
          : { succeed: frameUser },
      )
      await withKit(
        async (kernel) => {
          const login = await run(kernel, startLogin(popup))
          await vi.waitFor(() => expect(shown).toEqual([providerPage]))
          postResult(secureOrigin, popupWindow)
          const step = await vi.waitFor(() => {
            const [held] = frame.held()
            if (held?.name !== "GET_USER") throw new Error("no passkey step yet")
            return held
          })
          expect(step.payload).toEqual({ showsFrame: true })
          const wallet = await run(kernel, Effect.service(EmbeddedWallet))
          expect(wallet.socialLogin.getSnapshot()).toMatchObject({ step: "passkey" })
          const current = Effect.flatMap(Effect.service(Connections), (c) => c.currentWallet)
          expect(await run(kernel, current)).toBeUndefined()
          if (ending === "enrolled") {
            frame.reply(step, { succeed: frameUser })
            await run(kernel, Fiber.join(login))
            expect((await authWallet(kernel)).info.id).toBe("AUTH")
          } else {
            frame.reply(step, { fail: "No key share for this browser" })
            const error = await whyRejected(run(kernel, Fiber.join(login)))
            expect(error).toMatchObject({ message: "No key share for this browser" })
            expect(await run(kernel, current)).toBeUndefined()
          }
        },
        { frame },
      )
    }
  })
})

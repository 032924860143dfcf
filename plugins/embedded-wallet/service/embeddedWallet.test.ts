// @vitest-environment happy-dom
// The embedded wallet's dApp side on the real kernel: the EmbeddedWallet service and the AUTH
// connector against a stand-in secure frame that answers as the secure site's frame page does
// (secureFrameFixtures.ts).
import { Effect } from "effect"
import { describe, expect, it, vi } from "vitest"
import {
  Accounts,
  Connections,
  Messages,
  Modal,
  memoryBackend,
  sdkType,
  sdkVersion,
} from "../../../core"
import { balanceSettled, providerApiStandIn } from "../../../test/pluginKernelHarness"
import { EmbeddedWallet } from "../EmbeddedWallet"
import { EmbeddedWalletStorageKeys as keys } from "../EmbeddedWalletStorageKeys"
import {
  authWallet,
  kitsOn,
  run,
  signInWithEmailCode,
  storedKeys,
  whyRejected,
} from "./embeddedWalletKitFixtures"
import { frameUser, goodCode, makeScriptedFrame, secureOrigin } from "./secureFrameFixtures"

const api = providerApiStandIn()
const withKit = kitsOn(api)

describe("nothing of the secure site is loaded unasked (the Quiet rule)", () => {
  it("a kit with no stored session restores nothing and mounts no frame", async () => {
    await withKit(async (kernel, frame) => {
      await run(
        kernel,
        Effect.flatMap(Effect.service(Connections), (c) => c.reconnect),
      )
      expect(frame.mounted).toEqual([])
      expect(frame.requests).toEqual([])
    })
  })

  it("an invalid email is refused before any frame: 'Please enter a valid email address' (spec 5)", async () => {
    await withKit(async (kernel, frame) => {
      const error = await whyRejected(
        run(
          kernel,
          Effect.flatMap(Effect.service(EmbeddedWallet), (w) => w.startEmailLogin("ada@")),
        ),
      )
      expect(error).toMatchObject({ message: "Please enter a valid email address" })
      expect(frame.mounted).toEqual([])
    })
  })
})

describe("email login through the secure frame (spec 4, 5, 7)", () => {
  it("the first login mounts the frame with spec 7's query and syncs the dApp data, then sends CONNECT_EMAIL", async () => {
    await withKit(async (kernel, frame) => {
      const step = await run(
        kernel,
        Effect.flatMap(Effect.service(EmbeddedWallet), (w) => w.startEmailLogin("ada@example.com")),
      )
      expect(step).toBe("VERIFY_OTP")
      expect(frame.mounted).toHaveLength(1)
      const src = new URL(frame.mounted[0] ?? "")
      expect(src.origin + src.pathname).toBe(`${secureOrigin}/frame`)
      expect(Object.fromEntries(src.searchParams)).toEqual({
        projectId: "demo",
        chainId: "1",
        version: sdkVersion,
        enableLogger: "false",
        rpcUrl: `${api().url}/v1/?chainId=eip155%3A1&projectId=demo`,
      })
      const sync = frame.requests.find((request) => request.name === "SYNC_DAPP_DATA")
      expect(sync?.payload).toEqual({ projectId: "demo", sdkVersion, sdkType, locale: "en" })
      expect(frame.asked()).toEqual(["CONNECT_EMAIL"])
      expect(frame.requests.at(-1)?.payload).toEqual({ email: "ada@example.com" })
    })
  })

  it("the visitor switching the kit's language syncs it to a frame already made (its own panels follow), once per switch", async () => {
    await withKit(async (kernel, frame) => {
      await run(
        kernel,
        Effect.flatMap(Effect.service(EmbeddedWallet), (w) => w.startEmailLogin("ada@example.com")),
      )
      const locales = () =>
        frame.requests
          .filter((request) => request.name === "SYNC_DAPP_DATA")
          .map((request) => (request.payload as { readonly locale?: string }).locale)
      expect(locales()).toEqual(["en"])
      await run(
        kernel,
        Effect.flatMap(Effect.service(Messages), (m) => m.setLocale("de")),
      )
      await vi.waitFor(() => expect(locales()).toEqual(["en", "de"]))
      await run(
        kernel,
        Effect.flatMap(Effect.service(Messages), (m) => m.setLocale("de")),
      )
      await run(
        kernel,
        Effect.flatMap(Effect.service(Messages), (m) => m.setLocale("ja")),
      )
      await vi.waitFor(() => expect(locales()).toEqual(["en", "de", "ja"]))
    })
  })

  it("a second trigger within 30 s is refused: 'Please try again after {n} seconds' (spec 5), with no request", async () => {
    await withKit(async (kernel, frame) => {
      const start = Effect.flatMap(Effect.service(EmbeddedWallet), (w) =>
        w.startEmailLogin("ada@example.com"),
      )
      await run(kernel, start)
      const error = await whyRejected(run(kernel, start))
      expect(error).toMatchObject({
        message: expect.stringMatching(/^Please try again after \d+ seconds$/),
      })
      const seconds = (error as { cause: { remainingSeconds: number } }).cause.remainingSeconds
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(30)
      expect(frame.asked()).toEqual(["CONNECT_EMAIL"])
    })
  })

  it("the site's refusal is the text shown, and a code that did not go out holds no cooldown", async () => {
    const frame = makeScriptedFrame()
    frame.script.set("CONNECT_EMAIL", () => ({ fail: "Too many requests" }))
    const backend = memoryBackend()
    await withKit(
      async (kernel) => {
        const start = Effect.flatMap(Effect.service(EmbeddedWallet), (w) =>
          w.startEmailLogin("ada@example.com"),
        )
        expect(await whyRejected(run(kernel, start))).toMatchObject({
          _tag: "EmbeddedWalletError",
          message: "Too many requests",
        })
        expect(backend.getItem(keys.lastEmailLoginTime.name)).toBeNull()
        frame.script.clear()
        expect(await run(kernel, start)).toBe("VERIFY_OTP")
      },
      { frame, backend },
    )
  })

  it("a wrong code shows the site's text; the right one signs in: the kit holds the AUTH wallet, stores spec 4's login keys and shows spec 3's user", async () => {
    const backend = memoryBackend()
    await withKit(
      async (kernel, frame) => {
        await run(
          kernel,
          Effect.flatMap(Effect.service(EmbeddedWallet), (w) =>
            w.startEmailLogin("ada@example.com"),
          ),
        )
        expect(
          await whyRejected(
            run(
              kernel,
              Effect.flatMap(Effect.service(EmbeddedWallet), (w) => w.verifyEmailCode("000000")),
            ),
          ),
        ).toMatchObject({ message: "Invalid code" })
        expect(backend.getItem(keys.lastEmailLoginTime.name)).not.toBeNull()
        await run(
          kernel,
          Effect.gen(function* () {
            const wallet = yield* EmbeddedWallet
            yield* wallet.verifyEmailCode(goodCode)
            yield* wallet.finishLogin
            const accounts = yield* Accounts
            yield* Effect.promise(() => balanceSettled(accounts, "eip155"))
          }),
        )
        const wallet = await authWallet(kernel)
        expect([wallet.info.id, wallet.info.type, wallet.accounts, wallet.chainId]).toEqual([
          "AUTH",
          "AUTH",
          [frameUser.address],
          1,
        ])
        expect(storedKeys(backend)).toEqual({
          email: JSON.stringify("ada@example.com"),
          emailLoginUsed: "true",
          lastEmailLoginTime: null,
          lastUsedChain: JSON.stringify("eip155"),
        })
        // Spec 3: an email sign-in's account has no social provider, and shows the frame's user.
        const account = (await run(kernel, Effect.service(Accounts))).store.getSnapshot().eip155
        expect(account?.socialProvider).toBeUndefined()
        expect(account?.user).toEqual(frameUser)
        const email = await run(
          kernel,
          Effect.map(Effect.service(EmbeddedWallet), (w) => w.email),
        )
        expect(email.getSnapshot()).toBe("ada@example.com")
        expect(frame.asked()).toEqual([
          "CONNECT_EMAIL",
          "CONNECT_OTP",
          "CONNECT_OTP",
          "IS_CONNECTED",
          "GET_USER",
          "RPC_REQUEST",
        ])
      },
      { backend },
    )
  })

  it("issue 37: the code's check gives the passkey step the frame says is due, and runPasskeyStep asks GET_USER with showsFrame", async () => {
    await withKit(async (kernel, frame) => {
      frame.script.set("CONNECT_OTP", () => {
        frame.signedIn = true
        return { succeed: { passkey: "recover" } }
      })
      const step = await run(
        kernel,
        Effect.gen(function* () {
          const wallet = yield* EmbeddedWallet
          yield* wallet.startEmailLogin("ada@example.com")
          const due = yield* wallet.verifyEmailCode(goodCode)
          yield* wallet.runPasskeyStep
          return due
        }),
      )
      expect(step).toBe("recover")
      expect(
        frame.requests.filter((request) => request.name === "GET_USER").at(-1)?.payload,
      ).toEqual({ showsFrame: true })
      frame.script.clear()
      expect(
        await run(
          kernel,
          Effect.flatMap(Effect.service(EmbeddedWallet), (w) => w.verifyEmailCode(goodCode)),
        ),
      ).toBeUndefined()
    })
  })

  it("issue 37: closing the modal on a login the frame holds but the kit never connected (the passkey step) signs the frame out; a connected login's close does not", async () => {
    await withKit(async (kernel, frame) => {
      const modal = await run(kernel, Effect.service(Modal))
      await run(kernel, modal.open({ view: { name: "Connect" } }))
      await run(
        kernel,
        Effect.flatMap(Effect.service(EmbeddedWallet), (w) =>
          Effect.andThen(w.startEmailLogin("ada@example.com"), w.verifyEmailCode(goodCode)),
        ),
      )
      expect(frame.asked()).not.toContain("SIGN_OUT")
      await run(kernel, modal.close)
      await vi.waitFor(() => expect(frame.asked()).toContain("SIGN_OUT"))

      // Signed in and connected: closing the modal again signs nothing out.
      const signOuts = () => frame.asked().filter((name) => name === "SIGN_OUT").length
      await run(kernel, modal.open({ view: { name: "Connect" } }))
      await run(
        kernel,
        Effect.flatMap(Effect.service(EmbeddedWallet), (w) =>
          Effect.andThen(w.verifyEmailCode(goodCode), w.finishLogin),
        ),
      )
      expect((await authWallet(kernel)).info.id).toBe("AUTH")
      await run(kernel, modal.open({ view: { name: "Account" } }))
      await run(kernel, modal.close)
      expect(signOuts()).toBe(1)
    })
  })

  it("finishLogin with no login in the frame fails: 'Not connected to email or social' (spec 8)", async () => {
    await withKit(async (kernel) => {
      const error = await whyRejected(
        run(
          kernel,
          Effect.flatMap(Effect.service(EmbeddedWallet), (w) => w.finishLogin),
        ),
      )
      expect(error).toMatchObject({ message: "Not connected to email or social" })
    })
  })
})

describe("the session across a reload and a sign-out (spec 4)", () => {
  it("a reload restores the AUTH wallet from the frame (IS_CONNECTED, GET_USER) without a prompt", async () => {
    const backend = memoryBackend()
    const frame = makeScriptedFrame()
    await withKit(async (kernel) => void (await signInWithEmailCode(kernel)), { frame, backend })
    const later = makeScriptedFrame()
    // The secure origin's own storage keeps the visitor signed in across the reload.
    later.signedIn = true
    await withKit(
      async (kernel) => {
        await run(
          kernel,
          Effect.flatMap(Effect.service(Connections), (c) => c.reconnect),
        )
        const wallet = await authWallet(kernel)
        expect([wallet.info.id, wallet.accounts]).toEqual(["AUTH", [frameUser.address]])
        expect(later.asked().slice(0, 2)).toEqual(["IS_CONNECTED", "GET_USER"])
      },
      { frame: later, backend },
    )
  })

  it("a failed connection check on restore clears email, flag, last chain and social username", async () => {
    const backend = memoryBackend()
    await withKit(async (kernel) => void (await signInWithEmailCode(kernel)), { backend })
    backend.setItem(keys.socialUsername.name, JSON.stringify("ada"))
    const later = makeScriptedFrame()
    await withKit(
      async (kernel) => {
        await run(
          kernel,
          Effect.flatMap(Effect.service(Connections), (c) => c.reconnect),
        )
        expect(
          await run(
            kernel,
            Effect.flatMap(Effect.service(Connections), (c) => c.currentWallet),
          ),
        ).toBeUndefined()
        expect(later.asked()).toEqual(["IS_CONNECTED"])
        expect(storedKeys(backend)).toMatchObject({
          email: null,
          emailLoginUsed: null,
          lastUsedChain: null,
        })
        expect(backend.getItem(keys.socialUsername.name)).toBeNull()
      },
      { frame: later, backend },
    )
  })

  it("disconnect signs out in the frame and clears email, flag, last chain and social username", async () => {
    const backend = memoryBackend()
    await withKit(
      async (kernel, frame) => {
        await signInWithEmailCode(kernel)
        backend.setItem(keys.socialUsername.name, JSON.stringify("ada"))
        await run(
          kernel,
          Effect.flatMap(Effect.service(Connections), (c) => c.disconnect),
        )
        // The kernel asks the connector to end its side in the background.
        await vi.waitFor(() => expect(frame.asked().at(-1)).toBe("SIGN_OUT"))
        await vi.waitFor(() => expect(backend.getItem(keys.email.name)).toBeNull())
        expect(frame.signedIn).toBe(false)
        expect(storedKeys(backend)).toMatchObject({
          email: null,
          emailLoginUsed: null,
          lastUsedChain: null,
        })
        expect(backend.getItem(keys.socialUsername.name)).toBeNull()
        const email = await run(
          kernel,
          Effect.map(Effect.service(EmbeddedWallet), (w) => w.email),
        )
        expect(email.getSnapshot()).toBeUndefined()
      },
      { backend },
    )
  })
})

import { Effect, Layer, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  type ConnectContext,
  type ConnectorType,
  definePlugin,
  definePluginKit,
  Features,
  type FeaturesInput,
  Modal,
  memoryBackend,
  resolvePlugins,
  Storage,
  selectConnectHooks,
} from "../../core"
import { CapturedEmail } from "./CapturedEmail"
import { emailCaptureHook } from "./emailCaptureHook"
import { emailCapture } from "./index"

const context = (connectorType: ConnectorType): ConnectContext => ({
  connectorType,
  chainNamespace: "eip155",
  caipNetworkId: "eip155:1",
  address: "0x52908400098527886E0F7030069857D2E4169EE7",
  restored: false,
})

/** A made-up sign-in plugin: one connect hook with the id sign-in has, for every connection. */
const signInLike = definePlugin({
  id: "sign-in-like",
  kit: async () => ({
    default: definePluginKit({ hooks: { connect: [{ id: "siwx", run: () => Effect.void }] } }),
  }),
})

/** The ids of the connect hooks that run for a connection of `type`, with `plugins` listed. */
const hooksFor = async (
  type: ConnectorType,
  plugins: ReadonlyArray<ReturnType<typeof definePlugin>>,
  features: FeaturesInput = { emailCapture: true },
) => {
  const resolved = await Effect.runPromise(
    resolvePlugins(plugins, Schema.decodeUnknownSync(Features)(features)),
  )
  return selectConnectHooks(resolved.connectHooks, context(type)).map((hook) => hook.id)
}

const otherTypes: ReadonlyArray<ConnectorType> = [
  "ANNOUNCED",
  "INJECTED",
  "WALLET_CONNECT",
  "EXTERNAL",
  "MULTI_CHAIN",
]

describe("the email-capture connect hook", () => {
  it("is the hook 'email-capture'; it applies to the embedded wallet's connections (AUTH) only", () => {
    expect(emailCaptureHook.id).toBe("email-capture")
    expect(emailCaptureHook.appliesTo?.(context("AUTH"))).toBe(true)
    for (const type of otherTypes) expect(emailCaptureHook.appliesTo?.(context(type))).toBe(false)
  })

  it("a session restored on page load is not asked again: the modal does not open by itself on a reload", () => {
    expect(emailCaptureHook.appliesTo?.({ ...context("AUTH"), restored: true })).toBe(false)
  })

  it("email capture replaces the normal flow on the embedded wallet: on AUTH it runs instead of sign-in (spec 5)", async () => {
    expect(await hooksFor("AUTH", [signInLike, emailCapture()])).toEqual(["email-capture"])
    // Whatever the plugin order.
    expect(await hooksFor("AUTH", [emailCapture(), signInLike])).toEqual(["email-capture"])
  })

  it("other connections keep the normal flow: sign-in runs and email capture does not", async () => {
    for (const type of otherTypes) {
      expect(await hooksFor(type, [signInLike, emailCapture()])).toEqual(["siwx"])
    }
  })

  it("with the emailCapture feature off, the embedded wallet keeps the normal flow", async () => {
    expect(await hooksFor("AUTH", [signInLike, emailCapture()], {})).toEqual(["siwx"])
    expect(await hooksFor("AUTH", [signInLike, emailCapture()], { emailCapture: false })).toEqual([
      "siwx",
    ])
  })

  it("without sign-in listed, it still runs on AUTH (and nothing runs elsewhere)", async () => {
    expect(await hooksFor("AUTH", [emailCapture()])).toEqual(["email-capture"])
    expect(await hooksFor("INJECTED", [emailCapture()])).toEqual([])
  })
})

describe("running the email-capture connect hook", () => {
  /** Runs the hook for an AUTH connection; resolves with the modal's state afterwards. */
  const runHook = (backend = memoryBackend()) =>
    Effect.runPromise(
      Effect.gen(function* () {
        yield* emailCaptureHook.run(context("AUTH"))
        const modal = (yield* Modal).getSnapshot()
        return { open: modal.open, history: modal.router.history.map((view) => view.name) }
      }).pipe(
        Effect.provide(
          Layer.mergeAll(
            Modal.layerTest({ accountConnected: true }),
            CapturedEmail.layer.pipe(Layer.provide(Storage.layer(backend))),
          ),
        ),
      ),
    )

  it("opens the modal on DataCapture when no email was captured", async () => {
    expect(await runHook()).toEqual({ open: true, history: ["DataCapture"] })
  })

  it("does not ask again once an email was captured: the modal stays closed", async () => {
    const backend = memoryBackend()
    backend.setItem("@foyer/captured_email", '"ada@example.com"')
    expect(await runHook(backend)).toEqual({ open: false, history: ["Connect"] })
  })
})

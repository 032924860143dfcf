// The dApp page of the secure-frame test (bundled by test/e2e/secureFrame.test.ts): it makes
// the frame client for the secure site named in its query, and two impostors: a frame of the
// same secure site that is not the client's frame, and a frame of another site.
import { Effect, Scope } from "effect"
import { makeFrameClient } from "../../../plugins/embedded-wallet/frame/FrameClient"
import type { FrameRequestName } from "../../../plugins/embedded-wallet/frame/FrameEvent"

/** What the test reads and drives through `window.secureFrameTest`. */
export interface SecureFrameTest {
  readonly status: () => string
  /** Every message the page received: who sent it and what. */
  readonly seen: ReadonlyArray<{ readonly origin: string; readonly data: unknown }>
  /** Sends a request; its outcome lands in `outcomes[key]`. */
  readonly request: (key: string, name: FrameRequestName, payload?: unknown) => void
  readonly outcomes: Record<string, { readonly ok: unknown } | { readonly error: string }>
  /** Has both impostors post a forged success reply to request `id`. */
  readonly forge: (id: string) => void
  /** Has the secure frame answer the request `id` it holds. */
  readonly answer: (id: string) => void
  readonly dispose: () => Promise<void>
}

const params = new URLSearchParams(location.search)
const secure = params.get("secure") ?? ""
const evil = params.get("evil") ?? ""
const seen: Array<{ origin: string; data: unknown }> = []
window.addEventListener("message", (event) => seen.push({ origin: event.origin, data: event.data }))

const impostor = (src: string) => {
  const iframe = document.createElement("iframe")
  iframe.src = src
  iframe.title = "impostor"
  document.body.appendChild(iframe)
  return iframe
}
const impostors = [impostor(`${secure}/twin`), impostor(`${evil}/evil`)]

let requests = 0
const scope = Effect.runSync(Scope.make())
const client = await Effect.runPromise(
  Scope.provide(scope)(
    makeFrameClient({
      frameUrl: `${secure}/frame`,
      query: {
        projectId: "two-origins",
        chainId: 31337,
        version: "0.0.0-test",
        enableLogger: false,
        rpcUrl: "http://127.0.0.1:8545/",
      },
      dappData: { name: "Two origins" },
      randomId: () => `req-${++requests}`,
    }),
  ),
)

const outcomes: SecureFrameTest["outcomes"] = {}
const secureFrame = () =>
  document.querySelector<HTMLIFrameElement>(`iframe[src^="${secure}/frame"]`)?.contentWindow

const test: SecureFrameTest = {
  status: () => Effect.runSync(client.status),
  seen,
  request: (key, name, payload) => {
    void Effect.runPromise(
      client.request(name, payload).pipe(
        Effect.match({
          onSuccess: (ok) => ({ ok }),
          onFailure: (error) => ({ error: `${error._tag}: ${error.message}` }),
        }),
      ),
    ).then((outcome) => {
      outcomes[key] = outcome
    })
  },
  outcomes,
  forge: (id) => {
    for (const iframe of impostors) iframe.contentWindow?.postMessage({ forge: id }, "*")
  },
  answer: (id) => secureFrame()?.postMessage({ answer: id }, secure),
  dispose: () => Effect.runPromise(client.dispose),
}
Object.assign(window, { secureFrameTest: test })

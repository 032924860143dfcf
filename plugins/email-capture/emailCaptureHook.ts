import { Effect } from "effect"
import { type ConnectHook, Modal } from "../../core"
import { CapturedEmail } from "./CapturedEmail"

/**
 * The connect hook of email capture. Spec 5: "Email capture replaces the normal flow on the
 * embedded wallet": it applies to the embedded wallet's connections (connector type AUTH) and
 * there replaces sign-in (the hook "siwx"); other connections keep the normal flow. It opens
 * DataCapture, unless the visitor already gave an email. A session restored on page load is
 * not asked again: the modal does not open by itself on a reload.
 */
export const emailCaptureHook: ConnectHook<Modal | CapturedEmail> = {
  id: "email-capture",
  appliesTo: (context) => context.connectorType === "AUTH" && !context.restored,
  replaces: ["siwx"],
  run: () =>
    Effect.gen(function* () {
      const captured = yield* CapturedEmail
      if (captured.email.getSnapshot() !== undefined) return
      const modal = yield* Modal
      yield* modal.open({ view: { name: "DataCapture" } })
    }),
}

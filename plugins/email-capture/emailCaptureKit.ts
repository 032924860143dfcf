import { definePluginKit } from "../../core"
import { CapturedEmail } from "./CapturedEmail"
import { emailCaptureHook } from "./emailCaptureHook"

/**
 * The email-capture plugin's Effect side: the captured email and the connect hook that asks
 * for it on the embedded wallet. `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  layer: () => CapturedEmail.layer,
  hooks: { connect: [emailCaptureHook] },
})

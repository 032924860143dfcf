import { definePluginKit } from "../../core"
import { CapturedEmail } from "./CapturedEmail"
import { EmailCaptureOptions } from "./EmailCaptureOptions"
import { emailCaptureHook } from "./emailCaptureHook"

/**
 * The email-capture plugin's Effect side: its options, the captured email (handed to the
 * dApp's `onEmail`) and the connect hook that asks
 * for it on the embedded wallet. `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  optionsSchema: EmailCaptureOptions,
  layer: (options: EmailCaptureOptions) => CapturedEmail.layerWith(options.onEmail),
  hooks: { connect: [emailCaptureHook] },
})

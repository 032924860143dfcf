import { type FormEvent, type MouseEvent, useId, useRef, useState } from "react"
import {
  Button,
  defineConnectSection,
  TextField,
  textStyles,
  useKernelConfig,
  useMessage,
  useNavigate,
  useRun,
  useService,
} from "../../../ui/plugin"
import { EmbeddedWallet } from "../EmbeddedWallet"
import type { EmailLoginData } from "../views/EmailLoginData"
import { loginErrorText } from "../views/loginErrorText"
import { divider, section } from "./EmailSection.css"

/**
 * The Connect view's email section (spec 4 email login), under the wallet list: "Or continue
 * with email", an email field and Continue. Continue starts the login: VERIFY_OTP and
 * VERIFY_DEVICE open EmailLogin with the email and the step, CONNECT (a trusted device)
 * finishes the login at once. A refusal is said under the field ('Please enter a valid email
 * address', 'Please try again after {n} seconds' (spec 5), or the secure site's text); what was
 * typed stays and the focus goes back to the field. Nothing while the email feature is off.
 */
export default defineConnectSection(() => {
  const message = useMessage()
  const run = useRun()
  const navigate = useNavigate()
  const wallet = useService(EmbeddedWallet)
  const headingId = useId()
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState("")
  // The refusal itself, worded at each render: a change of language rewords it.
  const [failure, setFailure] = useState<{ readonly error: unknown } | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  // The plugin is on for socials too (its feature list): the email field only with email on.
  const { features } = useKernelConfig()
  if (!features.email) return null

  const submit = (event: FormEvent | MouseEvent) => {
    event.preventDefault()
    if (busy) return
    const address = email.trim()
    setBusy(true)
    setFailure(undefined)
    run(wallet.startEmailLogin(address))
      .then((step) => {
        if (step === "CONNECT") return run(wallet.finishLogin)
        const data: EmailLoginData = { email: address, step }
        return navigate.push("EmailLogin", data)
      })
      .then(
        () => setBusy(false),
        (error: unknown) => {
          setBusy(false)
          setFailure({ error })
          form.current?.querySelector("input")?.focus()
        },
      )
  }

  return (
    <section className={section} aria-labelledby={headingId}>
      <h3 id={headingId} className={divider}>
        {message("embeddedWallet.email.heading")}
      </h3>
      <form ref={form} className={textStyles.stack} onSubmit={submit} noValidate>
        <TextField
          label={message("embeddedWallet.email.field")}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={email}
          onChange={(text) => {
            setEmail(text)
            setFailure(undefined)
          }}
          error={failure === undefined ? undefined : loginErrorText(failure.error, message)}
        />
        {/* Enter in the field submits the form too (its only text field). */}
        <Button variant="primary" loading={busy} onClick={submit}>
          {message("embeddedWallet.email.continue")}
        </Button>
      </form>
    </section>
  )
})

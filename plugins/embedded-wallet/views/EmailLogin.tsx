import { Effect } from "effect"
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react"
import {
  Button,
  defineView,
  TextField,
  textStyles,
  useMessage,
  useRun,
  useService,
} from "../../../ui/plugin"
import { EmbeddedWallet, type PasskeyStepKind } from "../EmbeddedWallet"
import { type EmailLoginData, readEmailLoginData } from "./EmailLoginData"
import { loginErrorText } from "./loginErrorText"
import { PasskeyFrameStep } from "./PasskeyFrameStep"

/** What the view is doing: nothing, checking the code and connecting, or sending a new code. */
type Work = "idle" | "verifying" | "resending"

/**
 * A problem to show: one of the view's own messages by id, or a step's refusal, worded at each
 * render (a change of language rewords it).
 */
type Problem = { readonly id: string } | { readonly failure: unknown }

/** What the last "Resend code" did: a new code went out, or its refusal. */
type Resent = { readonly sent: true } | { readonly failed: unknown }

/**
 * The EmailLogin view (spec 4 email login): the step after connect email. VERIFY_OTP says where
 * the code went and asks for it (a string, spec 5: any length but none); Continue sends it, then
 * connects to the signed-in wallet (a connect from the connect flow closes the modal). A wrong
 * or expired code is the secure site's text under the field, which keeps what was typed and the
 * focus. VERIFY_DEVICE asks to approve this device from the email and waits for the approval
 * (CONNECT_DEVICE), then moves to the code step; a failed wait is the site's text, and
 * "Resend code" asks again. "Resend code" starts the
 * login again (the 30 s cooldown says 'Please try again after {n} seconds'); its answer may
 * move the view to the other step. While a step works its button is busy. A passkey step the
 * code's check answers as due (issue 37) runs first, in the secure frame shown over the body.
 */
export default defineView(({ view }) => {
  const message = useMessage()
  const run = useRun()
  const wallet = useService(EmbeddedWallet)
  const data: EmailLoginData | undefined = readEmailLoginData(view.data)
  const email = data?.email
  const form = useRef<HTMLFormElement>(null)
  const [step, setStep] = useState(data?.step ?? "VERIFY_OTP")
  const [code, setCode] = useState("")
  const [codeError, setCodeError] = useState<Problem | undefined>(undefined)
  // The code was accepted but the connect failed: Continue tries the connect again only.
  const [verified, setVerified] = useState(false)
  const [connectError, setConnectError] = useState<{ readonly failure: unknown } | undefined>(
    undefined,
  )
  const [work, setWork] = useState<Work>("idle")
  const [resent, setResent] = useState<Resent | undefined>(undefined)
  // Issue 37: a passkey step the code's check said is due, run in the frame before the connect.
  const [passkey, setPasskey] = useState<PasskeyStepKind | undefined>(undefined)
  // Spec 4 VERIFY_DEVICE: each "Resend code" answered with it waits for a new approval.
  const [deviceAsk, setDeviceAsk] = useState(0)
  const [deviceError, setDeviceError] = useState<{ readonly failure: unknown } | undefined>(
    undefined,
  )

  useEffect(() => {
    if (step !== "VERIFY_DEVICE") return
    // Leaving the step (or the view) stops the wait, which would otherwise run out its 120 s.
    let resumeLeft: (() => void) | undefined
    let left = false
    const leaving = Effect.callback<void>((resume) => {
      resumeLeft = () => resume(Effect.void)
      if (left) resumeLeft()
    })
    setDeviceError(undefined)
    run(Effect.raceFirst(Effect.as(wallet.approveDevice, true), Effect.as(leaving, false))).then(
      (approved) => {
        if (approved) setStep("VERIFY_OTP")
      },
      (failure: unknown) => {
        if (!left) setDeviceError({ failure })
      },
    )
    return () => {
      left = true
      resumeLeft?.()
    }
  }, [step, deviceAsk, run, wallet])

  const textOf = (problem: Problem | undefined) =>
    problem === undefined
      ? undefined
      : "id" in problem
        ? message(problem.id)
        : loginErrorText(problem.failure, message)
  const focusField = () => form.current?.querySelector("input")?.focus()

  const submit = (event: FormEvent | MouseEvent) => {
    event.preventDefault()
    if (work !== "idle") return
    const entered = code.trim()
    if (entered === "") {
      setCodeError({ id: "embeddedWallet.emailLogin.codeMissing" })
      focusField()
      return
    }
    setWork("verifying")
    setCodeError(undefined)
    setConnectError(undefined)
    setResent(undefined)
    const checked = verified ? Promise.resolve(undefined) : run(wallet.verifyEmailCode(entered))
    checked.then(
      (step) => {
        setVerified(true)
        if (step === undefined) connect()
        else setPasskey(step)
      },
      (failure: unknown) => {
        setWork("idle")
        setCodeError({ failure })
        focusField()
      },
    )
  }

  const connect = () => {
    run(wallet.finishLogin).then(
      () => setWork("idle"),
      (failure: unknown) => {
        setWork("idle")
        setConnectError({ failure })
      },
    )
  }

  const resend = () => {
    if (work !== "idle" || email === undefined) return
    setWork("resending")
    setResent(undefined)
    setConnectError(undefined)
    run(wallet.startEmailLogin(email))
      .then((next) => {
        if (next === "CONNECT") return run(wallet.finishLogin)
        // A new code replaces the one checked before.
        setVerified(false)
        setStep(next)
        setDeviceAsk((asked) => asked + 1)
        setResent({ sent: true })
      })
      .then(
        () => setWork("idle"),
        (failure: unknown) => {
          setWork("idle")
          setResent({ failed: failure })
        },
      )
  }

  const resendButton =
    email === undefined ? null : (
      <Button
        loading={work === "resending"}
        aria-disabled={work === "verifying" ? true : undefined}
        onClick={resend}
      >
        {message("embeddedWallet.emailLogin.resend")}
      </Button>
    )
  const resendOutcome =
    resent === undefined ? null : "sent" in resent ? (
      <p role="status" className={textStyles.paragraph}>
        {message("embeddedWallet.emailLogin.resent", { email: email ?? "" })}
      </p>
    ) : (
      <p role="alert" className={textStyles.errorMessage}>
        {loginErrorText(resent.failed, message)}
      </p>
    )

  if (passkey !== undefined) {
    return (
      <PasskeyFrameStep
        onDone={() => {
          setPasskey(undefined)
          connect()
        }}
        onFailed={(failure) => {
          // The frame signed the session out: a new code starts again.
          setPasskey(undefined)
          setVerified(false)
          setWork("idle")
          setConnectError({ failure })
        }}
      />
    )
  }

  if (step === "VERIFY_DEVICE") {
    return (
      <div className={textStyles.stack}>
        <p className={textStyles.paragraph}>
          {message("embeddedWallet.emailLogin.approveDevice", { email: email ?? "" })}
        </p>
        {deviceError === undefined ? null : (
          <p role="alert" className={textStyles.errorMessage}>
            {loginErrorText(deviceError.failure, message)}
          </p>
        )}
        {resendButton}
        {resendOutcome}
      </div>
    )
  }

  return (
    <form ref={form} className={textStyles.stack} onSubmit={submit} noValidate>
      <p className={textStyles.paragraph}>
        {email === undefined
          ? message("embeddedWallet.emailLogin.codeSentToYou")
          : message("embeddedWallet.emailLogin.codeSent", { email })}
      </p>
      <TextField
        label={message("embeddedWallet.emailLogin.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        onChange={(text) => {
          setCode(text)
          setCodeError(undefined)
        }}
        error={textOf(codeError)}
      />
      {connectError === undefined ? null : (
        <p role="alert" className={textStyles.errorMessage}>
          {loginErrorText(connectError.failure, message)}
        </p>
      )}
      {/* Enter in the field submits the form too (its only text field). */}
      <Button
        variant="primary"
        loading={work === "verifying"}
        aria-disabled={work === "resending" ? true : undefined}
        onClick={submit}
      >
        {message("embeddedWallet.emailLogin.continue")}
      </Button>
      {resendButton}
      {resendOutcome}
    </form>
  )
})

import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from "react"
import {
  Button,
  defineView,
  TextField,
  textStyles,
  useMessage,
  useNavigate,
  useRun,
  useService,
  useStore,
} from "../../../ui/plugin"
import { EmbeddedWallet } from "../EmbeddedWallet"
import { loginErrorText } from "./loginErrorText"

/** Where the change is: the new email, the current email's code, the new email's code, done. */
type Step = "email" | "primary" | "secondary" | "done"

/** A problem to show under the field: one of the view's messages by id, or a step's refusal. */
type Problem = { readonly id: string } | { readonly failure: unknown }

/** What the last "Resend code" did: a new code went out, or its refusal. */
type Resent = { readonly sent: true } | { readonly failed: unknown }

/**
 * The UpdateEmailWallet view (spec 2; spec 4's email update), opened from the Account view while
 * connected through the embedded wallet: the new email (spec 5: 'Please enter a valid email
 * address', the 30 s cooldown 'Please try again after {n} seconds'), then the code mailed to the
 * current email (the primary step), then the code mailed to the new email (the secondary step);
 * once the kit has polled the new email from the secure frame (every 1 s), the view says the
 * email is now the new one. A refusal shows under the field, which keeps what was typed and the
 * focus; each new step's field takes the focus. "Resend code" starts the change again (a new
 * code to the current email, under the cooldown).
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const navigate = useNavigate()
  const wallet = useService(EmbeddedWallet)
  const current = useStore(wallet.email)
  const form = useRef<HTMLFormElement>(null)
  const done = useRef<HTMLDivElement>(null)
  const [step, setStep] = useState<Step>("email")
  const [newEmail, setNewEmail] = useState("")
  // The address the codes are for, as the visitor confirmed it.
  const [target, setTarget] = useState("")
  const [code, setCode] = useState("")
  const [problem, setProblem] = useState<Problem | undefined>(undefined)
  const [work, setWork] = useState<"idle" | "submitting" | "resending">("idle")
  const [resent, setResent] = useState<Resent | undefined>(undefined)
  const [changed, setChanged] = useState<string | undefined>(undefined)

  const focusField = () => form.current?.querySelector("input")?.focus()
  const firstStep = useRef(true)
  useEffect(() => {
    // The first step's field is where the dialog puts the focus; a new step moves it there.
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    if (step === "done") done.current?.querySelector("button")?.focus()
    else form.current?.querySelector("input")?.focus()
  }, [step])

  const refused = (failure: unknown) => {
    setWork("idle")
    setProblem({ failure })
    focusField()
  }
  const moveTo = (next: Step) => {
    setWork("idle")
    setCode("")
    setStep(next)
  }

  const submit = (event: FormEvent | MouseEvent) => {
    event.preventDefault()
    if (work !== "idle") return
    setResent(undefined)
    if (step === "email") {
      const address = newEmail.trim()
      setWork("submitting")
      setProblem(undefined)
      run(wallet.startEmailUpdate(address)).then(() => {
        setTarget(address)
        moveTo("primary")
      }, refused)
      return
    }
    const entered = code.trim()
    if (entered === "") {
      setProblem({ id: "embeddedWallet.emailLogin.codeMissing" })
      focusField()
      return
    }
    setWork("submitting")
    setProblem(undefined)
    if (step === "primary") {
      run(wallet.verifyEmailUpdatePrimary(entered)).then(() => moveTo("secondary"), refused)
      return
    }
    run(wallet.verifyEmailUpdateSecondary(entered)).then((email) => {
      setChanged(email)
      moveTo("done")
    }, refused)
  }

  const resend = () => {
    if (work !== "idle") return
    setWork("resending")
    setResent(undefined)
    setProblem(undefined)
    run(wallet.startEmailUpdate(target)).then(
      () => {
        setResent({ sent: true })
        moveTo("primary")
      },
      (failed: unknown) => {
        setWork("idle")
        setResent({ failed })
      },
    )
  }

  if (step === "done") {
    return (
      <div ref={done} className={textStyles.stack}>
        <p role="status" className={textStyles.paragraph}>
          {message("embeddedWallet.updateEmail.done", { email: changed ?? target })}
        </p>
        <Button variant="primary" onClick={() => void navigate.back()}>
          {message("embeddedWallet.updateEmail.finish")}
        </Button>
      </div>
    )
  }

  const error =
    problem === undefined
      ? undefined
      : "id" in problem
        ? message(problem.id)
        : loginErrorText(problem.failure, message)
  const lead =
    step === "email"
      ? current === undefined
        ? undefined
        : message("embeddedWallet.updateEmail.current", { email: current })
      : step === "primary"
        ? current === undefined
          ? message("embeddedWallet.updateEmail.primaryCodeSentToYou")
          : message("embeddedWallet.updateEmail.primaryCodeSent", { email: current })
        : message("embeddedWallet.updateEmail.secondaryCodeSent", { email: target })

  return (
    <form ref={form} className={textStyles.stack} onSubmit={submit} noValidate>
      {lead === undefined ? null : <p className={textStyles.paragraph}>{lead}</p>}
      {step === "email" ? (
        <TextField
          key="email"
          label={message("embeddedWallet.updateEmail.newEmail")}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={newEmail}
          onChange={(text) => {
            setNewEmail(text)
            setProblem(undefined)
          }}
          error={error}
        />
      ) : (
        <TextField
          key={step}
          label={message("embeddedWallet.emailLogin.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={code}
          onChange={(text) => {
            setCode(text)
            setProblem(undefined)
          }}
          error={error}
        />
      )}
      {/* Enter in the field submits the form too (its only text field). */}
      <Button
        variant="primary"
        loading={work === "submitting"}
        aria-disabled={work === "resending" ? true : undefined}
        onClick={submit}
      >
        {message("embeddedWallet.emailLogin.continue")}
      </Button>
      {step === "email" ? null : (
        <Button
          loading={work === "resending"}
          aria-disabled={work === "submitting" ? true : undefined}
          onClick={resend}
        >
          {message("embeddedWallet.emailLogin.resend")}
        </Button>
      )}
      {resent === undefined ? null : "sent" in resent ? (
        <p role="status" className={textStyles.paragraph}>
          {current === undefined
            ? message("embeddedWallet.updateEmail.primaryCodeSentToYou")
            : message("embeddedWallet.emailLogin.resent", { email: current })}
        </p>
      ) : (
        <p role="alert" className={textStyles.errorMessage}>
          {loginErrorText(resent.failed, message)}
        </p>
      )}
    </form>
  )
})

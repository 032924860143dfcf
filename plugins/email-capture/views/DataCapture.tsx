import { type FormEvent, type MouseEvent, useRef, useState } from "react"
import {
  Button,
  defineView,
  TextField,
  textStyles,
  useMessage,
  useNavigate,
  useRun,
  useService,
} from "../../../ui/plugin"
import { CapturedEmail } from "../CapturedEmail"

/**
 * The DataCapture view (spec 2 "DataCapture (optional email)"): an optional email field with
 * Continue and Skip. Continue keeps a valid email and closes the modal; an invalid one is said
 * under the field ('Please enter a valid email address', spec 5), which keeps what was typed
 * and takes the focus back. Skip closes without an email.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const navigate = useNavigate()
  const captured = useService(CapturedEmail)
  const form = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState("")
  const [invalid, setInvalid] = useState(false)

  const submit = (event: FormEvent | MouseEvent) => {
    event.preventDefault()
    run(captured.capture(email)).then(
      () => navigate.close(),
      () => {
        setInvalid(true)
        form.current?.querySelector("input")?.focus()
      },
    )
  }

  return (
    <form ref={form} className={textStyles.stack} onSubmit={submit} noValidate>
      <p className={textStyles.paragraph}>{message("emailCapture.intro")}</p>
      <TextField
        label={message("emailCapture.field")}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        value={email}
        onChange={(text) => {
          setEmail(text)
          setInvalid(false)
        }}
        error={invalid ? message("error.invalidEmail") : undefined}
      />
      {/* Enter in the field submits the form too (its only text field). */}
      <Button variant="primary" onClick={submit}>
        {message("emailCapture.continue")}
      </Button>
      <Button onClick={() => navigate.close()}>{message("emailCapture.skip")}</Button>
    </form>
  )
})

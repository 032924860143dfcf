import { type FormEvent, type MouseEvent, useEffect, useState } from "react"
import type { CaipNetwork } from "../../../core"
import {
  Button,
  defineView,
  ListButton,
  Spinner,
  TextField,
  textStyles,
  useAccountsState,
  useLazyService,
  useMessage,
  useNetworkState,
  useRun,
  useStore,
} from "../../../ui/plugin"
import { AccountNames } from "../AccountNames"
import { isValidAccountName } from "../isValidAccountName"
import { fullName, type NameAvailability } from "../NamesService"

/** How long typing rests before the name's availability is asked (one request per pause). */
export const availabilityDelayMs = 300

/** What the form knows of the typed name: nothing yet, being asked, or the answer. */
type Checked = NameAvailability | { readonly _tag: "Empty" } | { readonly _tag: "Checking" }

const networkName = (network: CaipNetwork | undefined): string => network?.name ?? ""

/**
 * The RegisterAccountName view (spec 4 Name registration): a name typed under the provider's
 * suffix, checked as it is typed (spec 5: letters, digits and hyphens, at least 4 characters;
 * then available or taken, with available suggestions), and registered by signing a message
 * in the wallet. While it is signed and submitted the form says so; a failure is said above
 * the form, which keeps what the visitor typed.
 */
export default defineView(() => {
  const message = useMessage()
  const run = useRun()
  const names = useLazyService(AccountNames)
  const registration = useStore(names.registration)
  const network = useNetworkState()
  const accounts = useAccountsState()
  const [label, setLabel] = useState("")
  const [checked, setChecked] = useState<Checked>({ _tag: "Empty" })
  const trimmed = label.trim()

  // The form opens afresh: a previous registration's outcome is not this one's.
  useEffect(() => {
    run(names.reset).catch(() => undefined)
  }, [names, run])

  useEffect(() => {
    if (trimmed === "") return setChecked({ _tag: "Empty" })
    if (!isValidAccountName(trimmed)) return setChecked({ _tag: "Invalid" })
    setChecked({ _tag: "Checking" })
    let current = true
    const timer = setTimeout(() => {
      run(names.availability(trimmed)).then(
        (answer) => {
          if (current) setChecked(answer)
        },
        () => undefined,
      )
    }, availabilityDelayMs)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [trimmed, names, run])

  const caipNetwork = network.activeCaipNetwork
  const address = accounts.eip155?.address
  if (address === undefined) {
    return <p className={textStyles.paragraph}>{message("names.noAccount")}</p>
  }
  if (caipNetwork?.chainNamespace !== "eip155") {
    return (
      <p className={textStyles.paragraph}>
        {message("names.unsupported", { network: networkName(caipNetwork) })}
      </p>
    )
  }

  const busy = registration.step !== "idle" && registration.step !== "success"
  const name = fullName(trimmed, names.suffix)
  const submit = (event: FormEvent | MouseEvent) => {
    event.preventDefault()
    if (busy || checked._tag !== "Available") return
    run(names.register(trimmed)).catch(() => undefined)
  }
  const status =
    registration.step === "loading"
      ? message("names.loading")
      : registration.step === "signing"
        ? message("names.signing")
        : registration.step === "submitting"
          ? message("names.submitting", { name: registration.name ?? name })
          : undefined
  return (
    <form className={textStyles.stack} onSubmit={submit} noValidate>
      {registration.error === undefined ? null : (
        <p role="alert" className={textStyles.errorMessage}>
          {registration.error}
        </p>
      )}
      <TextField
        label={message("names.field")}
        value={label}
        onChange={setLabel}
        suffix={`.${names.suffix}`}
        autoComplete="off"
        spellCheck={false}
        disabled={busy}
        error={checked._tag === "Invalid" ? message("names.invalid") : undefined}
      />
      <p className={textStyles.paragraph} aria-live="polite">
        {checked._tag === "Empty" || checked._tag === "Invalid"
          ? message("names.hint")
          : checked._tag === "Checking"
            ? message("names.checking", { name })
            : checked._tag === "Available"
              ? message("names.available", { name: checked.name })
              : checked._tag === "Taken"
                ? message("names.taken", { name: checked.name })
                : checked.message}
      </p>
      {checked._tag === "Taken" && checked.suggestions.length > 0 ? (
        <section className={textStyles.stack} aria-label={message("names.suggestions")}>
          <h3 className={textStyles.sectionHeading}>{message("names.suggestions")}</h3>
          <ul className={textStyles.stack}>
            {checked.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <ListButton
                  label={suggestion}
                  disabled={busy}
                  onClick={() => setLabel(suggestion.slice(0, -(names.suffix.length + 1)))}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {status === undefined ? null : (
        <p role="status" className={textStyles.statusRow}>
          <Spinner />
          {status}
        </p>
      )}
      {/* Enter in the field submits the form too (its only text field). */}
      <Button variant="primary" disabled={busy || checked._tag !== "Available"} onClick={submit}>
        {message("names.register", { name })}
      </Button>
    </form>
  )
})

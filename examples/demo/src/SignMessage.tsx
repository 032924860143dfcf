import { useSignMessage } from "foyer-kit/react"
import { useId, useState } from "react"
import * as styles from "./App.css"

type Outcome =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Signing" }
  | { readonly _tag: "Signed"; readonly signature: string }
  | { readonly _tag: "Failed"; readonly message: string }

/** The demo's message signing: whatever wallet is connected (browser or WalletConnect) signs. */
export const SignMessage = () => {
  const { signMessage } = useSignMessage()
  const [message, setMessage] = useState("Hello from the Foyer demo")
  const [outcome, setOutcome] = useState<Outcome>({ _tag: "Idle" })
  const inputId = useId()
  const sign = () => {
    setOutcome({ _tag: "Signing" })
    signMessage(message).then(
      (signature) => setOutcome({ _tag: "Signed", signature }),
      (error: unknown) =>
        setOutcome({
          _tag: "Failed",
          message: error instanceof Error ? error.message : String(error),
        }),
    )
  }
  return (
    <section className={styles.panel} aria-labelledby="sign-title">
      <h2 id="sign-title" className={styles.noteTitle}>
        Sign a message
      </h2>
      <label htmlFor={inputId}>Message</label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.field}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <button
          type="button"
          className={styles.toggle}
          disabled={outcome._tag === "Signing"}
          onClick={sign}
        >
          Sign
        </button>
      </div>
      <p role="status" className={styles.output}>
        {outcome._tag === "Signing" ? "Waiting for the wallet…" : null}
        {outcome._tag === "Signed" ? `Signature: ${outcome.signature}` : null}
      </p>
      {outcome._tag === "Failed" ? (
        <p role="alert" className={styles.problem}>
          {outcome.message}
        </p>
      ) : null}
    </section>
  )
}

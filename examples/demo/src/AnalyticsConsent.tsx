import { useId, useState } from "react"
import * as styles from "./App.css"

/** Props of {@link AnalyticsConsent}. */
export interface AnalyticsConsentProps {
  /** Called with the visitor's answer each time it changes (the kit's `setAnalyticsConsent`). */
  readonly onChange: (granted: boolean) => void
}

/**
 * The page's consent switch for the kit's usage analytics and error reports (GDPR): off until
 * the visitor turns it on, and the kit keeps and sends nothing until then.
 */
export const AnalyticsConsent = ({ onChange }: AnalyticsConsentProps) => {
  const [granted, setGranted] = useState(false)
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.noteTitle}>
        Privacy
      </h2>
      <div className={styles.row}>
        <input
          id={`${id}-share`}
          type="checkbox"
          checked={granted}
          aria-describedby={`${id}-about`}
          onChange={(event) => {
            setGranted(event.target.checked)
            onChange(event.target.checked)
          }}
        />
        <label htmlFor={`${id}-share`}>Share usage data</label>
      </div>
      <p id={`${id}-about`}>
        Sends the wallet kit's events (modal opened, wallet connected) and its error reports to the
        analytics service. Nothing is sent while this is off.
      </p>
    </section>
  )
}

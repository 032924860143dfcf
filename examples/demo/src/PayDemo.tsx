import { useFoyer, useFoyerEvents } from "foyer-kit/react"
import { useState } from "react"
import * as styles from "./App.css"

/** Where the demo's payment goes: the sandbox devnet's fifth account (a visitor's wallet need not hold it). */
export const demoPayRecipient = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"

/** What the demo asks to be paid: 0.01 ETH on the first sandbox devnet. */
export const demoPayment = {
  recipient: demoPayRecipient,
  amount: "0.01",
  asset: {
    network: "eip155:31337",
    asset: "native",
    metadata: { name: "Ether", symbol: "ETH", decimals: 18 },
  },
} as const

/**
 * The demo's pay with exchange: a button that opens the kit's PayWithExchange view with the
 * demo's payment, and the last outcome the kit's pay events told.
 */
export const PayDemo = () => {
  const { open } = useFoyer()
  const [outcome, setOutcome] = useState<string | undefined>(undefined)
  useFoyerEvents((event) => {
    if (event.type === "PAY_SUCCESS") setOutcome(`Paid in transaction ${event.txHash ?? ""}`)
    if (event.type === "PAY_ERROR") setOutcome(`Not paid: ${event.message}`)
  })
  return (
    <section className={styles.panel} aria-labelledby="pay-title">
      <h2 id="pay-title" className={styles.noteTitle}>
        Pay with exchange
      </h2>
      <p>Pay 0.01 ETH to {demoPayRecipient} from an exchange account.</p>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => {
          setOutcome(undefined)
          void open({ view: { name: "PayWithExchange", data: demoPayment } })
        }}
      >
        Pay with exchange
      </button>
      <p role="status" className={styles.output}>
        {outcome}
      </p>
    </section>
  )
}

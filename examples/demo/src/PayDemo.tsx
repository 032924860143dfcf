import { foyerSolanaDevnetCaipNetworkId } from "foyer-kit/core"
import { useFoyer, useFoyerEvents } from "foyer-kit/react"
import { useState } from "react"
import * as styles from "./App.css"

/** Where the demo's payment goes: the sandbox devnet's fifth account (a visitor's wallet need not hold it). */
export const demoPayRecipient = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"

/** Where the demo's Solana payments go: the sandbox Solana devnet's fifth account. */
export const demoSolanaPayRecipient = "6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp"

/** The sandbox Solana devnet's FUSD mint (fixed: the sandbox derives it from the token's symbol). */
export const demoSolanaFusdMint = "7W8K9kiVco6pwBT2mnk3ereSM1X7HZmPUz4EVNNwhdRu"

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

/** What the demo asks to be paid with `?pay=sol`: 0.05 SOL on the sandbox Solana devnet. */
export const demoSolPayment = {
  recipient: demoSolanaPayRecipient,
  amount: "0.05",
  asset: {
    network: foyerSolanaDevnetCaipNetworkId,
    asset: "native",
    metadata: { name: "Solana", symbol: "SOL", decimals: 9 },
  },
} as const

/** What the demo asks to be paid with `?pay=fusd`: 2.5 FUSD (an SPL token) on the Solana devnet. */
export const demoFusdPayment = {
  recipient: demoSolanaPayRecipient,
  amount: "2.5",
  asset: {
    network: foyerSolanaDevnetCaipNetworkId,
    asset: demoSolanaFusdMint,
    metadata: { name: "Foyer USD", symbol: "FUSD", decimals: 6 },
  },
} as const

/**
 * The demo's payment, from its page's query: `?pay=sol` or `?pay=fusd` pays on the sandbox
 * Solana devnet; the ETH payment otherwise.
 * @example
 * demoPaymentOf("?pay=sol") // demoSolPayment
 */
export const demoPaymentOf = (search: string) => {
  const pay = new URLSearchParams(search).get("pay")
  return pay === "sol" ? demoSolPayment : pay === "fusd" ? demoFusdPayment : demoPayment
}

/**
 * The demo's pay with exchange: a button that opens the kit's PayWithExchange view with the
 * demo's payment, and the last outcome the kit's pay events told.
 */
export const PayDemo = () => {
  const { open } = useFoyer()
  const [outcome, setOutcome] = useState<string | undefined>(undefined)
  const [payment] = useState(() => demoPaymentOf(window.location.search))
  useFoyerEvents((event) => {
    if (event.type === "PAY_SUCCESS") setOutcome(`Paid in transaction ${event.txHash ?? ""}`)
    if (event.type === "PAY_ERROR") setOutcome(`Not paid: ${event.message}`)
  })
  return (
    <section className={styles.panel} aria-labelledby="pay-title">
      <h2 id="pay-title" className={styles.noteTitle}>
        Pay with exchange
      </h2>
      <p>
        Pay {payment.amount} {payment.asset.metadata.symbol} to {payment.recipient} from an exchange
        account.
      </p>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => {
          setOutcome(undefined)
          void open({ view: { name: "PayWithExchange", data: payment } })
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

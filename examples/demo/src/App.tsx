import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useFoyerAccount,
  useFoyerTheme,
} from "foyer-kit/react"
import { AnalyticsConsent } from "./AnalyticsConsent"
import * as styles from "./App.css"
import { CapturedEmailNote, type CapturedEmailStore } from "./CapturedEmailNote"
import { LanguagePicker } from "./LanguagePicker"
import { PayDemo } from "./PayDemo"
import { SignMessage } from "./SignMessage"

/** Props of {@link App}. */
export interface AppProps {
  /** Shows the note about the sandbox test wallet installed in this page. */
  readonly sandboxWallet: boolean
  /** Adds the sandbox Solana test wallet, also installed in this page, to that note. */
  readonly solanaWallet?: boolean | undefined
  /** The sandbox WalletConnect wallet's page, when one runs: the page says where it is. */
  readonly walletConnectWalletUrl?: string | undefined
  /** Shows the "Share usage data" switch, which passes the visitor's answer here. */
  readonly onAnalyticsConsent?: ((granted: boolean) => void) | undefined
  /** The email the email-capture plugin handed the page, shown once there is one. */
  readonly capturedEmail?: CapturedEmailStore | undefined
}

/** The demo page: the three Foyer buttons and a light/dark switch. */
export const App = ({
  sandboxWallet,
  solanaWallet = false,
  walletConnectWalletUrl,
  onAnalyticsConsent,
  capturedEmail,
}: AppProps) => {
  const { isConnected } = useFoyerAccount()
  const { themeMode, setThemeMode } = useFoyerTheme()
  const dark = themeMode === "dark"
  return (
    <div className={styles.page[themeMode]}>
      <header className={styles.header}>
        <h1 className={styles.title}>Foyer demo</h1>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={dark}
          onClick={() => setThemeMode(dark ? "light" : "dark")}
        >
          Dark mode
        </button>
        <LanguagePicker />
      </header>
      <main className={styles.main}>
        <section className={styles.buttons} aria-label="Wallet">
          {isConnected ? <AccountButton /> : <ConnectButton />}
          <NetworkButton />
        </section>
        {isConnected ? <SignMessage /> : null}
        {capturedEmail === undefined ? null : <CapturedEmailNote store={capturedEmail} />}
        {onAnalyticsConsent === undefined ? null : (
          <AnalyticsConsent onChange={onAnalyticsConsent} />
        )}
        <PayDemo />
        {walletConnectWalletUrl === undefined ? null : (
          <aside className={styles.note} aria-labelledby="walletconnect-wallet-title">
            <h2 id="walletconnect-wallet-title" className={styles.noteTitle}>
              Sandbox WalletConnect wallet
            </h2>
            <p>
              To connect over WalletConnect, choose <strong>WalletConnect</strong> in the modal,
              press <strong>Copy link</strong>, and paste the link into the{" "}
              <a href={walletConnectWalletUrl} target="_blank" rel="noreferrer">
                sandbox WalletConnect wallet
              </a>
              , which pairs through the local relay and lets you approve or reject the session and
              each request.
            </p>
          </aside>
        )}
        {sandboxWallet ? (
          <aside className={styles.note} aria-labelledby="sandbox-wallet-title">
            <h2 id="sandbox-wallet-title" className={styles.noteTitle}>
              Sandbox wallet
            </h2>
            <p>
              This page has the sandbox's test wallet installed, so you can connect without a
              browser extension: choose <strong>Foyer Test Wallet</strong> in the modal. It holds
              the funded devnet accounts. Drive it from the console with{" "}
              <code>foyerTestWallet</code>, e.g.{" "}
              <code>foyerTestWallet.setBehaviour("eth_requestAccounts", "reject")</code> or{" "}
              <code>foyerTestWallet.moveToChain(1)</code>.
            </p>
            {solanaWallet ? (
              <p>
                For Solana, choose <strong>Foyer Solana Test Wallet</strong>: it holds the funded
                accounts of the sandbox's Solana devnet, and stays connected beside the EVM wallet.
                Drive it with <code>foyerSolanaTestWallet</code>, e.g.{" "}
                <code>foyerSolanaTestWallet.setAccount(1)</code>.
              </p>
            ) : null}
          </aside>
        ) : null}
      </main>
    </div>
  )
}

/** What the page shows when it cannot start (no configuration from the demo server). */
export const StartProblem = ({ message }: { readonly message: string }) => (
  <main className={styles.page.light}>
    <h1 className={styles.title}>Foyer demo</h1>
    <p className={styles.problem} role="alert">
      {message}
    </p>
  </main>
)

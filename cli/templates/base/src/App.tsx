import { AccountButton, ConnectButton, NetworkButton, useFoyerAccount } from "foyer-kit/react"

const title = "{{name}}"

/** The page: connect a wallet, then see the account and switch networks. */
export const App = () => {
  const { isConnected } = useFoyerAccount()
  return (
    <main>
      <h1>{title}</h1>
      <section aria-label="Wallet">
        {isConnected ? <AccountButton /> : <ConnectButton />}
        <NetworkButton />
      </section>
    </main>
  )
}

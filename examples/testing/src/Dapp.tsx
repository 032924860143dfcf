import { ConnectButton, NetworkButton, useFoyerAccount } from "foyer-kit/react"

/**
 * The page: the kit's buttons (ConnectButton turns into the account button once connected),
 * then the connected account as the kit reads it.
 */
export const Dapp = () => {
  const account = useFoyerAccount()
  return (
    <main>
      <h1>Foyer testing example</h1>
      <ConnectButton />
      <NetworkButton />
      {account.isConnected ? (
        <p>
          Address: <output aria-label="Address">{account.address}</output>
          <br />
          Balance:{" "}
          <output aria-label="Balance">
            {account.balance === undefined
              ? "Loading…"
              : `${account.balance} ${account.balanceSymbol ?? ""}`.trim()}
          </output>
        </p>
      ) : (
        <p>Not connected</p>
      )}
    </main>
  )
}

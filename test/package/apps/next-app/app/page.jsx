import { Wallet } from "./wallet"

// A server component: the page is rendered on the server, the wallet hydrates in the browser.
export default function Page() {
  return (
    <main>
      <h1>A fresh Next.js app</h1>
      <Wallet />
    </main>
  )
}

// A dApp of its own, as small as one can be: Foyer's buttons and the connected account's
// address and ETH balance, which the kit reads from the network. It imports Foyer's public
// entries only, as any app does.
import "foyer-kit/styles.css"
import { parseFoyerSandbox, withSandbox } from "foyer-kit/core"
import { createFoyer, FoyerProvider } from "foyer-kit/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { Dapp } from "./Dapp"

const container = document.getElementById("root")
if (container === null) throw new Error("The page has no #root element")

// Where the sandbox answers comes in the page's query (`?sandbox=<JSON>`), the way `foyer dev`
// passes it in VITE_FOYER_SANDBOX; without one the app would use its production options.
const sandbox = new URLSearchParams(window.location.search).get("sandbox")
if (sandbox === null) throw new Error("Open the page with ?sandbox=<the sandbox's JSON>")

const foyer = createFoyer(
  withSandbox(
    {
      metadata: {
        name: "Foyer testing example",
        description: "A dApp tested offline with foyer-kit/testing",
        url: window.location.origin,
        icons: [],
      },
    },
    parseFoyerSandbox(sandbox),
  ),
)

createRoot(container).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <Dapp />
    </FoyerProvider>
  </StrictMode>,
)

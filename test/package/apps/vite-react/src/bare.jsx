import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

// The same page without Foyer: what React alone costs, to tell Foyer's share apart.
createRoot(document.getElementById("root")).render(
  <StrictMode>
    <button type="button">Connect Wallet</button>
  </StrictMode>,
)

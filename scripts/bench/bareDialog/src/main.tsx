import "./bareDialog.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { BareDialog } from "./BareDialog"

const container = document.getElementById("root")
if (container === null) throw new Error("The bare dialog page has no #root element")
// StrictMode as in the demo, so both pages render the same way.
createRoot(container).render(
  <StrictMode>
    <BareDialog />
  </StrictMode>,
)

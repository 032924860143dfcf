import { createFoyer, FoyerProvider } from "foyer-kit/react"
// The kit's styles: one static stylesheet, scoped to its own elements.
import "foyer-kit/styles.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import config from "../foyer.config"
import { App } from "./App"
import { foyerOptions } from "./foyerOptions"

const container = document.getElementById("root")
if (container === null) throw new Error("index.html has no #root element")

// Created once, outside components: creating the handle downloads nothing. Under
// `foyer dev`, the options point at the local sandbox instead of the real provider.
const foyer = createFoyer(foyerOptions(config, import.meta.env.VITE_FOYER_SANDBOX))

createRoot(container).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <App />
    </FoyerProvider>
  </StrictMode>,
)

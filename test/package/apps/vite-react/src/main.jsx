import "foyer-kit/styles.css"
import { ConnectButton, createFoyer, FoyerProvider } from "foyer-kit/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

const foyer = createFoyer({
  projectId: "fresh-vite-app",
  networks: ["eip155:1", "eip155:8453"],
  metadata: {
    name: "A fresh Vite app",
    description: "Foyer installed from its tarball",
    url: window.location.origin,
    icons: [],
  },
})

createRoot(document.getElementById("root")).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
    </FoyerProvider>
  </StrictMode>,
)

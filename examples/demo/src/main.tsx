import "foyer-kit/styles.css"
import { createFoyer, FoyerProvider } from "foyer-kit/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { App, StartProblem } from "./App"
import { makeCapturedEmailStore } from "./CapturedEmailNote"
import { readDemoConfig } from "./DemoConfig"
import { demoFoyerOptions } from "./demoFoyerOptions"

const container = document.getElementById("root")
if (container === null) throw new Error("The demo page has no #root element")
const root = createRoot(container)

let config: ReturnType<typeof readDemoConfig> | undefined
try {
  config = readDemoConfig(document)
} catch (error) {
  root.render(<StartProblem message={error instanceof Error ? error.message : String(error)} />)
}

if (config !== undefined) {
  // Created once, outside components: creating the handle downloads nothing.
  const capturedEmail = makeCapturedEmailStore()
  const foyer = createFoyer(
    demoFoyerOptions(config, window.location.origin, window.location.search, {
      onEmailCaptured: capturedEmail.capture,
    }),
  )
  root.render(
    <StrictMode>
      <FoyerProvider foyer={foyer}>
        <App
          sandboxWallet={config.sandboxWallet}
          solanaWallet={config.solanaWallet}
          walletConnectWalletUrl={config.walletConnectWalletUrl}
          onAnalyticsConsent={foyer.setAnalyticsConsent}
          capturedEmail={capturedEmail}
        />
      </FoyerProvider>
    </StrictMode>,
  )
}

import { foyerSandboxAt, withSandbox } from "foyer-kit/core"
import { createFoyer, FoyerProvider } from "foyer-kit/react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { readDemoConfig } from "../../demo/src/DemoConfig"
import { HeadlessApp } from "./HeadlessApp"

const container = document.getElementById("root")
if (container === null) throw new Error("The page has no #root element")
// Where the sandbox answers, written into the page by its server (the demo's configuration).
const config = readDemoConfig(document)

// Created once, outside components: creating the handle downloads nothing.
const foyer = createFoyer(
  withSandbox(
    {
      metadata: {
        name: "Foyer headless example",
        description: "Foyer's hooks with the page's own wallet list, no modal",
        url: window.location.origin,
        icons: [],
      },
    },
    foyerSandboxAt(config),
  ),
)

// `headless`: the provider mounts no modal; the page draws everything with the hooks. With
// `?modal` the page keeps the modal too, and each wallet can open its connecting view in it
// (`open({ walletId })`).
const withModal = new URLSearchParams(window.location.search).has("modal")
createRoot(container).render(
  <StrictMode>
    <FoyerProvider foyer={foyer} headless={!withModal}>
      <HeadlessApp withModal={withModal} />
    </FoyerProvider>
  </StrictMode>,
)

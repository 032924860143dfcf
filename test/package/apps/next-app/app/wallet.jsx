"use client"

import { ConnectButton, createFoyer, FoyerProvider } from "foyer-kit/react"

// Created once per module, on the server too: creating the handle touches no browser API.
const foyer = createFoyer({
  projectId: "fresh-next-app",
  networks: ["eip155:1", "eip155:8453"],
  metadata: {
    name: "A fresh Next.js app",
    description: "Foyer installed from its tarball",
    url: "http://127.0.0.1",
    icons: [],
  },
})

export function Wallet() {
  return (
    <FoyerProvider foyer={foyer}>
      <ConnectButton />
    </FoyerProvider>
  )
}

import type { FC } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { AccountButton } from "../components/AccountButton"
import { ConnectButton } from "../components/ConnectButton"
import { NetworkButton } from "../components/NetworkButton"
import { useDisconnect } from "../hooks/useDisconnect"
import { useFoyer } from "../hooks/useFoyer"
import { useFoyerAccount } from "../hooks/useFoyerAccount"
import { useFoyerEvents } from "../hooks/useFoyerEvents"
import { useFoyerNetwork } from "../hooks/useFoyerNetwork"
import { useFoyerState } from "../hooks/useFoyerState"
import { useFoyerTheme } from "../hooks/useFoyerTheme"
import { useWalletInfo } from "../hooks/useWalletInfo"

const usingHook = (hook: () => unknown): FC => {
  const Probe = () => {
    hook()
    return null
  }
  return Probe
}

const outside: ReadonlyArray<readonly [string, FC]> = [
  ["useFoyer", usingHook(useFoyer)],
  ["useFoyerAccount", usingHook(useFoyerAccount)],
  ["useFoyerNetwork", usingHook(useFoyerNetwork)],
  ["useDisconnect", usingHook(useDisconnect)],
  ["useWalletInfo", usingHook(useWalletInfo)],
  ["useFoyerState", usingHook(useFoyerState)],
  ["useFoyerTheme", usingHook(useFoyerTheme)],
  ["useFoyerEvents", usingHook(() => useFoyerEvents(() => {}))],
  ["ConnectButton", ConnectButton],
  ["AccountButton", AccountButton],
  ["NetworkButton", NetworkButton],
]

describe("hooks outside the provider", () => {
  it.each(outside)("%s used outside <FoyerProvider> throws a clear error", (_name, Component) => {
    expect(() => renderToString(<Component />)).toThrow(
      new Error("Foyer hooks must be used inside <FoyerProvider>"),
    )
  })
})

import { describe, expect, it } from "vitest"
import { coreMessages } from "../coreMessages"
import { translationProblems } from "../translationProblems"
import ar from "./ar"
import de from "./de"
import es from "./es"
import fr from "./fr"
import ja from "./ja"

const translations = { ar, de, es, fr, ja }

describe("the kernel's translations", () => {
  it.each(Object.entries(translations))(
    "%s has every id of the English catalogue, no other, none empty, with the same arguments",
    (_, translation) => {
      expect(translationProblems(coreMessages, translation)).toEqual([])
    },
  )

  it.each(Object.entries(translations))(
    "%s keeps the names a wallet modal shows as they are (WalletConnect, QR, chain names)",
    (_, translation) => {
      expect(translation["view.ConnectingWalletConnect.title"]).toBe("WalletConnect")
      expect(translation["connect.tag.walletConnect"]).toContain("QR")
      expect(translation["chain.bip122"]).toBe("Bitcoin")
    },
  )
})

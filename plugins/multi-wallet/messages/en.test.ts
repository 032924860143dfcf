import { describe, expect, it } from "vitest"
import { en } from "./en"

describe("the multi-wallet plugin's English messages", () => {
  it("title the view 'Wallets' under the id the kernel gave it, view.ProfileWallets.title", () => {
    expect(en["view.ProfileWallets.title"]).toBe("Wallets")
  })

  it("are the view's title and the plugin's own ids, under multiWallet.", () => {
    expect(
      Object.keys(en).filter(
        (id) => id !== "view.ProfileWallets.title" && !id.startsWith("multiWallet."),
      ),
    ).toEqual([])
  })

  it("name the wallet and its address in the names of each row's buttons", () => {
    expect(en["multiWallet.switchTo"]).toBe("Switch to {wallet} {address}")
    expect(en["multiWallet.disconnect"]).toBe("Disconnect {wallet} {address}")
  })
})

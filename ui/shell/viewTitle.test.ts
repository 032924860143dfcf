import { describe, expect, it } from "vitest"
import { coreMessages, ethereum, messageText } from "../../core"
import { viewTitle } from "./viewTitle"

const message = messageText({ ...coreMessages, "greeting.title": "Say hello" })

describe("viewTitle", () => {
  it("names each core view the UI draws by its view.<Name>.title message", () => {
    const views = [
      "Connect",
      "AllWallets",
      "ConnectingExternal",
      "Account",
      "SwitchActiveChain",
      "UnsupportedChain",
    ] as const
    expect(views.map((name) => viewTitle({ name }, message))).toEqual(
      views.map((name) => coreMessages[`view.${name}.title`]),
    )
    expect(views.map((name) => viewTitle({ name }, message))).toEqual([
      "Connect Wallet",
      "All Wallets",
      "Connecting",
      "Account",
      "Switch Chain",
      "Unsupported Network",
    ])
  })

  it("SwitchNetwork without a target is the network list", () => {
    expect(viewTitle({ name: "SwitchNetwork" }, message)).toBe(
      coreMessages["view.SwitchNetwork.listTitle"],
    )
    expect(viewTitle({ name: "SwitchNetwork", data: { network: ethereum } }, message)).toBe(
      coreMessages["view.SwitchNetwork.title"],
    )
  })

  it("a view's route title (a message id) names it", () => {
    expect(viewTitle({ name: "GreetingCard" }, message, "greeting.title")).toBe("Say hello")
  })

  it("a plugin's view without a title gets its name spelled out", () => {
    expect(viewTitle({ name: "GreetingCard" }, message)).toBe("Greeting Card")
    expect(viewTitle({ name: "swap" }, message)).toBe("Swap")
  })
})

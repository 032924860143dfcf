import { describe, expect, it } from "vitest"
import { accountActionsFor } from "./accountActionsFor"
import type { AccountAction } from "./FoyerPlugin"

const send: AccountAction = { feature: "send", label: "send.action", view: "Send" }
// An embedded wallet's own action, say: for its AUTH connection only.
const authOnly: AccountAction = {
  feature: "profile",
  label: "profile.action",
  view: "Profile",
  connectorTypes: ["AUTH"],
}
const both: AccountAction = {
  feature: "both",
  label: "both.action",
  view: "Both",
  connectorTypes: ["INJECTED", "ANNOUNCED"],
}

describe("accountActionsFor", () => {
  it("an action naming connector types shows only while the wallet is of one of them (an AUTH-only action only through AUTH); one naming none always shows, in the given order", () => {
    const actions = [send, authOnly, both]
    expect(accountActionsFor(actions, "AUTH")).toEqual([send, authOnly])
    expect(accountActionsFor(actions, "ANNOUNCED")).toEqual([send, both])
    expect(accountActionsFor(actions, "WALLET_CONNECT")).toEqual([send])
  })

  it("a wallet of unknown type gets only the actions that name no connector type", () => {
    expect(accountActionsFor([authOnly, send, both], undefined)).toEqual([send])
  })
})

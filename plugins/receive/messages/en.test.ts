import { describe, expect, it } from "vitest"
import { en } from "./en"

describe("the receive plugin's English messages", () => {
  it("name the view and its Account action 'Receive', as the spec names the feature", () => {
    expect(en["receive.title"]).toBe("Receive")
    expect(en["receive.action"]).toBe("Receive")
  })

  it("are all the plugin's own ids, under receive.", () => {
    expect(Object.keys(en).filter((id) => !id.startsWith("receive."))).toEqual([])
  })

  it("fill the network's name into the address's caption", () => {
    expect(en["receive.onNetwork"]).toContain("{network}")
  })
})

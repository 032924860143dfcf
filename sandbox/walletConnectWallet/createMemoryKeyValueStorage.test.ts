import { describe, expect, it } from "vitest"
import { createMemoryKeyValueStorage } from "./createMemoryKeyValueStorage"

describe("createMemoryKeyValueStorage", () => {
  it("stores copies through JSON: a later change to the stored object does not leak in", async () => {
    const storage = createMemoryKeyValueStorage()
    const value = { topics: ["a"], expiry: 1 }
    await storage.setItem("wc@2:core:0.3//subscription", value)
    value.topics.push("b")
    expect(await storage.getItem("wc@2:core:0.3//subscription")).toEqual({
      topics: ["a"],
      expiry: 1,
    })
  })

  it("lists keys and entries, removes items, and answers undefined for a missing key", async () => {
    const storage = createMemoryKeyValueStorage()
    await storage.setItem("one", 1)
    await storage.setItem("two", { n: 2 })
    expect(await storage.getKeys()).toEqual(["one", "two"])
    expect(await storage.getEntries()).toEqual([
      ["one", 1],
      ["two", { n: 2 }],
    ])
    await storage.removeItem("one")
    expect([await storage.getItem("one"), await storage.getKeys()]).toEqual([undefined, ["two"]])
  })

  it("keeps bigints as strings, as the real storage's JSON does", async () => {
    const storage = createMemoryKeyValueStorage()
    await storage.setItem("id", { id: 1795305012768173056n })
    expect(await storage.getItem("id")).toEqual({ id: "1795305012768173056" })
  })
})

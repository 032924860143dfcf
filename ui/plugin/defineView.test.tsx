import { describe, expect, it } from "vitest"
import { defineView, type PluginViewProps } from "./defineView"

describe("defineView", () => {
  it("returns the component itself, typed as a view", () => {
    const Greeting = ({ view }: PluginViewProps) => <p>{view.name}</p>
    expect(defineView(Greeting)).toBe(Greeting)
  })
})

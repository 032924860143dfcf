import { describe, expect, it } from "vitest"
import type { FoyerViewProps } from "../views/FoyerViewProps"
import { defineView } from "./defineView"

describe("defineView", () => {
  it("returns the component itself, typed as a view", () => {
    const Greeting = ({ view }: FoyerViewProps) => <p>{view.name}</p>
    expect(defineView(Greeting)).toBe(Greeting)
  })
})

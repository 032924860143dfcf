import { describe, expect, it } from "vitest"
import { repeatedQueryParams } from "./repeatedQueryParams"

describe("repeatedQueryParams", () => {
  it("names each parameter given more than once, with how often, in first-seen order", () => {
    expect(
      repeatedQueryParams(new URLSearchParams("chainId=a&projectId=p&chainId=b&x=1&x=2&chainId=c")),
    ).toEqual([
      { field: "chainId", description: "Query parameter chainId is given 3 times; give it once" },
      { field: "x", description: "Query parameter x is given 2 times; give it once" },
    ])
  })

  it("has nothing to say about parameters given once, empty ones included", () => {
    expect(repeatedQueryParams(new URLSearchParams("projectId=p&chainId=&currency=usd"))).toEqual(
      [],
    )
  })
})

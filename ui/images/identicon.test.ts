import { describe, expect, it } from "vitest"
import { identicon } from "./identicon"

const alice = "0x52908400098527886E0F7030069857D2E4169EE7"
const bob = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"
const solanaAccount = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV"

describe("identicon", () => {
  it("is deterministic: the same address always gives the same picture", () => {
    expect(identicon(alice)).toEqual(identicon(alice))
  })

  it("an EVM address gives the same picture in any letter case (its checksum is no part of it)", () => {
    expect(identicon(alice.toLowerCase())).toEqual(identicon(alice))
    expect(identicon(`0x${alice.slice(2).toUpperCase()}`)).toEqual(identicon(alice))
  })

  it("a case-sensitive (base58) address is not folded: another case is another account", () => {
    expect(identicon(solanaAccount.toLowerCase())).not.toEqual(identicon(solanaAccount))
  })

  it("different addresses give different pictures (colours and cells)", () => {
    const a = identicon(alice)
    const b = identicon(bob)
    expect(a.background).not.toBe(b.background)
    expect(a.cells).not.toEqual(b.cells)
  })

  it("draws alice's address as this 5×5 grid in these colours", () => {
    const { size, background, cells } = identicon(alice)
    const colours = [...new Set(cells.map((cell) => cell.fill))]
    // Each row as text: "." is the background, a digit the index of the cell's colour.
    const grid = Array.from({ length: size }, (_, y) =>
      Array.from({ length: size }, (_, x) => {
        const cell = cells.find((c) => c.x === x && c.y === y)
        return cell === undefined ? "." : String(colours.indexOf(cell.fill))
      }).join(""),
    )
    expect({ background, colours, grid }).toEqual({
      background: "hsl(281, 55%, 90%)",
      colours: ["hsl(251, 65%, 45%)", "hsl(41, 70%, 55%)"],
      grid: ["00.00", "00.00", "10001", "0...0", "0.1.0"],
    })
  })

  it("is mirrored left to right: each filled cell has its twin across the middle column", () => {
    for (const address of [alice, bob, solanaAccount]) {
      const { size, cells } = identicon(address)
      const key = (x: number, y: number) => `${x},${y}`
      const filled = new Map(cells.map((cell) => [key(cell.x, cell.y), cell.fill]))
      for (const cell of cells) {
        expect(filled.get(key(size - 1 - cell.x, cell.y))).toBe(cell.fill)
      }
    }
  })

  it("stays on its grid, each cell once", () => {
    const { size, cells } = identicon(bob)
    expect(size).toBe(5)
    for (const { x, y } of cells) {
      expect([x >= 0 && x < size, y >= 0 && y < size]).toEqual([true, true])
    }
    expect(new Set(cells.map(({ x, y }) => `${x},${y}`)).size).toBe(cells.length)
  })
})

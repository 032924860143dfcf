/** One filled square of an {@link Identicon}, in grid units (the grid is `size` × `size`). */
export interface IdenticonCell {
  readonly x: number
  readonly y: number
  /** A CSS colour. */
  readonly fill: string
}

/**
 * The picture that stands for an account with no profile image: a square grid, mirrored
 * left to right, of filled cells over a background, with colours drawn from the address.
 */
export interface Identicon {
  /** The grid's width and height, in cells. */
  readonly size: number
  /** The colour under the cells (a CSS colour). */
  readonly background: string
  /** The filled cells, row by row. */
  readonly cells: ReadonlyArray<IdenticonCell>
}

const gridSize = 5

// An EVM address reads the same in any letter case (EIP-55 only checksums it), so the picture
// must not change with the case; other families' addresses (base58) are case-sensitive.
const normalise = (address: string): string =>
  /^0x[0-9a-f]+$/i.test(address) ? address.toLowerCase() : address

/** FNV-1a, 32 bits: a small, well-spread hash of the address, the generator's seed. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/** mulberry32: a tiny seeded generator of numbers in [0, 1), the same sequence for a seed. */
const generator = (seed: number) => {
  let state = seed >>> 0
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The identicon of an address: the same address (in any letter case, for EVM) always gives the
 * same picture, and different addresses almost always different ones. The colours are data
 * drawn from the address, not theme values: the picture is an image, the same in every theme.
 * @example
 * identicon("0x52908400098527886E0F7030069857D2E4169EE7").cells.length // how many are filled
 */
export const identicon = (address: string): Identicon => {
  const random = generator(fnv1a(normalise(address)))
  const hue = Math.floor(random() * 360)
  const main = `hsl(${hue}, 65%, 45%)`
  const spot = `hsl(${(hue + 150) % 360}, 70%, 55%)`
  const background = `hsl(${(hue + 30) % 360}, 55%, 90%)`
  const cells: IdenticonCell[] = []
  const half = Math.ceil(gridSize / 2)
  for (let y = 0; y < gridSize; y++) {
    const row: IdenticonCell[] = []
    for (let x = 0; x < half; x++) {
      const pick = random()
      // About half the cells are filled, most in the main colour, a few in the spot colour.
      if (pick < 0.45) continue
      const fill = pick < 0.85 ? main : spot
      row.push({ x, y, fill })
      const mirrored = gridSize - 1 - x
      if (mirrored !== x) row.push({ x: mirrored, y, fill })
    }
    cells.push(...row.sort((a, b) => a.x - b.x))
  }
  return { size: gridSize, background, cells }
}

/**
 * Reads a drawn QrCode back (for the tests only): the SVG's path is
 * rasterised, 8 pixels a module, and decoded by `@paulmillr/qr`'s own reader.
 */
import decodeQR from "@paulmillr/qr/decode.js"

const runPattern = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/g

/** The module matrix `svg` draws: its viewBox is the size, its one path the dark runs. */
export const drawnModules = (svg: Element): ReadonlyArray<ReadonlyArray<boolean>> => {
  const size = Number(svg.getAttribute("viewBox")?.split(" ")[2])
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const d = svg.querySelector("path")?.getAttribute("d") ?? ""
  const runs = [...d.matchAll(runPattern)]
  if (runs.map((m) => m[0]).join("") !== d) throw new Error(`Not a path of module runs: ${d}`)
  for (const [, x, y, run] of runs) {
    const row = modules[Number(y)]
    for (let i = 0; i < Number(run) && row !== undefined; i++) row[Number(x) + i] = true
  }
  return modules
}

/** The text the QR code drawn by `svg` holds. */
export const decodeDrawnQrCode = (svg: Element): string => {
  const modules = drawnModules(svg)
  const scale = 8
  const width = modules.length * scale
  const data = new Uint8Array(width * width * 4)
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const value = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255
      data.set([value, value, value, 255], (y * width + x) * 4)
    }
  }
  return decodeQR({ width, height: width, data })
}

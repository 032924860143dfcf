import { readFile } from "node:fs/promises"
import { gunzipSync } from "node:zlib"

const blockSize = 512

const text = (block: Buffer, start: number, length: number): string => {
  const field = block.subarray(start, start + length)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? length : end).toString("utf8")
}

/** The `path` record of a pax extended header ("<length> path=<value>\n" records). */
const paxPath = (body: Buffer): string | undefined => {
  let offset = 0
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset)
    const length = Number(body.subarray(offset, space).toString("utf8"))
    if (space === -1 || !(length > 0)) return undefined
    const record = body.subarray(space + 1, offset + length - 1).toString("utf8")
    if (record.startsWith("path=")) return record.slice("path=".length)
    offset += length
  }
  return undefined
}

/**
 * The package.json inside an npm package tarball (.tgz): a gzipped tar whose first path
 * segment (usually `package/`) npm strips on extraction. Reads ustar names and prefixes, and
 * long names from pax (`x`) and GNU (`L`) headers, which is all `npm pack` writes.
 */
export const readTarballManifest = async (tarball: string): Promise<Record<string, unknown>> => {
  const archive = gunzipSync(await readFile(tarball))
  let longName: string | undefined
  for (let offset = 0; offset + blockSize <= archive.length; ) {
    const header = archive.subarray(offset, offset + blockSize)
    if (header.every((byte) => byte === 0)) break
    const size = Number.parseInt(text(header, 124, 12).trim() || "0", 8)
    const type = text(header, 156, 1)
    const body = archive.subarray(offset + blockSize, offset + blockSize + size)
    offset += blockSize + Math.ceil(size / blockSize) * blockSize
    if (type === "x" || type === "L") {
      longName = type === "x" ? paxPath(body) : text(body, 0, body.length)
      continue
    }
    const prefix = text(header, 345, 155)
    const name =
      longName ?? (prefix === "" ? text(header, 0, 100) : `${prefix}/${text(header, 0, 100)}`)
    longName = undefined
    const [, ...inPackage] = name.replace(/^\.\//, "").split("/")
    if ((type === "0" || type === "") && inPackage.join("/") === "package.json") {
      return JSON.parse(body.toString("utf8")) as Record<string, unknown>
    }
  }
  throw new Error(`${tarball} holds no package.json`)
}

/**
 * Import cycles among a set of modules: groups of files that import one another, directly or
 * through others. Every import counts (a type-only one, a re-export, an `import()`): a cycle
 * of types still means two concepts that each need the other, and a type that lives in the
 * wrong folder. Only relative imports are followed; packages are outside any cycle.
 */
import { readFileSync } from "node:fs"
import { resolveRelative } from "../ui/bundle/staticImports"
import { importsIn } from "./moduleImports"

/** Each file's imports among `files` (relative specifiers that resolve to one of them). */
const importGraph = (files: ReadonlyArray<string>): ReadonlyMap<string, ReadonlyArray<string>> => {
  const known = new Set(files)
  return new Map(
    files.map((file) => [
      file,
      importsIn(file, readFileSync(file, "utf8")).flatMap(({ specifier }) => {
        if (!specifier.startsWith(".")) return []
        const target = resolveRelative(file, specifier)
        return known.has(target) ? [target] : []
      }),
    ]),
  )
}

/**
 * The import cycles among `files` (absolute paths): each strongly connected group of two or
 * more files, and each file that imports itself, as sorted paths; the groups sorted by their
 * first path. Tarjan's algorithm, iterative so that a deep graph cannot overflow the stack.
 */
export const importCycles = (
  files: ReadonlyArray<string>,
): ReadonlyArray<ReadonlyArray<string>> => {
  const graph = importGraph(files)
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: Array<string> = []
  const onStack = new Set<string>()
  const cycles: Array<ReadonlyArray<string>> = []
  let next = 0
  for (const root of files) {
    if (index.has(root)) continue
    // Each frame: a file and how many of its imports have been visited.
    const frames: Array<{ readonly file: string; at: number }> = [{ file: root, at: 0 }]
    index.set(root, next)
    low.set(root, next++)
    stack.push(root)
    onStack.add(root)
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!
      const targets = graph.get(frame.file) ?? []
      const target = targets[frame.at++]
      if (target !== undefined) {
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          frames.push({ file: target, at: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!))
        }
        continue
      }
      frames.pop()
      const parent = frames[frames.length - 1]
      if (parent !== undefined) {
        low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!))
      }
      if (low.get(frame.file) !== index.get(frame.file)) continue
      const group: Array<string> = []
      for (;;) {
        const member = stack.pop()!
        onStack.delete(member)
        group.push(member)
        if (member === frame.file) break
      }
      if (group.length > 1 || targets.includes(frame.file)) cycles.push(group.sort())
    }
  }
  return cycles.sort((a, b) => (a[0]! < b[0]! ? -1 : 1))
}

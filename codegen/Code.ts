/**
 * A TypeScript expression to emit, as a small tree, so that one printer decides the layout:
 * generated files read the same whatever emitted them.
 */
export type Code =
  | { readonly _tag: "Raw"; readonly text: string }
  | { readonly _tag: "Call"; readonly callee: string; readonly args: ReadonlyArray<Code> }
  | {
      readonly _tag: "Method"
      readonly target: Code
      readonly name: string
      readonly args: ReadonlyArray<Code>
    }
  | {
      readonly _tag: "Object"
      readonly entries: ReadonlyArray<ObjectEntry>
      /** Always one entry per line (struct fields), even when short. */
      readonly broken: boolean
    }
  | { readonly _tag: "List"; readonly items: ReadonlyArray<Code> }
  | { readonly _tag: "Thunk"; readonly returnType: string; readonly body: Code }

/** One `key: value` of an object literal, with an optional doc comment above it. */
export interface ObjectEntry {
  readonly key: string
  readonly value: Code
  readonly doc?: string | undefined
}

/** Source text emitted as is (an identifier, a literal). */
export const raw = (text: string): Code => ({ _tag: "Raw", text })
/** `callee(args)`. */
export const call = (callee: string, ...args: ReadonlyArray<Code>): Code => ({
  _tag: "Call",
  callee,
  args,
})
/** `target.name(args)`. */
export const method = (target: Code, name: string, ...args: ReadonlyArray<Code>): Code => ({
  _tag: "Method",
  target,
  name,
  args,
})
/** An object literal; `broken` puts every entry on its own line. */
export const object = (entries: ReadonlyArray<ObjectEntry>, broken = false): Code => ({
  _tag: "Object",
  entries,
  broken,
})
/** An array literal. */
export const list = (items: ReadonlyArray<Code>): Code => ({ _tag: "List", items })
/** `(): returnType => body`. */
export const thunk = (returnType: string, body: Code): Code => ({ _tag: "Thunk", returnType, body })
/** A JSON literal (string, number, boolean, null). */
export const literal = (value: string | number | boolean | null): Code => raw(JSON.stringify(value))

const maxWidth = 100
const indentUnit = "  "
const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** An object key: bare when it is an identifier, else a string literal. */
export const propertyKey = (key: string): string =>
  identifier.test(key) ? key : JSON.stringify(key)

/** Words of `text` in lines of at most `width` characters (a longer word keeps its own line). */
const wrap = (text: string, width: number): ReadonlyArray<string> =>
  text.split("\n").flatMap((paragraph) => {
    const lines: Array<string> = []
    let line = ""
    for (const word of paragraph.trim().split(/\s+/)) {
      if (line !== "" && line.length + 1 + word.length > width) {
        lines.push(line)
        line = word
      } else {
        line = line === "" ? word : `${line} ${word}`
      }
    }
    lines.push(line)
    return lines
  })

/** A doc comment (`/** … *\/`) indented by `pad`: one line when it fits, else wrapped. */
export const docComment = (text: string, pad = ""): string => {
  const body = text.trim().replaceAll("*/", "*\\/")
  const oneLine = `${pad}/** ${body} */`
  if (!body.includes("\n") && oneLine.length <= maxWidth) return oneLine
  const lines = wrap(body, maxWidth - pad.length - 3)
  return [
    `${pad}/**`,
    ...lines.map((line) => (line === "" ? `${pad} *` : `${pad} * ${line}`)),
    `${pad} */`,
  ].join("\n")
}

const mustBreak = (code: Code): boolean => {
  switch (code._tag) {
    case "Raw":
      return false
    case "Call":
      return code.args.some(mustBreak)
    case "Method":
      return mustBreak(code.target) || code.args.some(mustBreak)
    case "Object":
      return code.broken || code.entries.some((e) => e.doc !== undefined || mustBreak(e.value))
    case "List":
      return code.items.some(mustBreak)
    case "Thunk":
      return mustBreak(code.body)
  }
}

const flat = (code: Code): string => {
  switch (code._tag) {
    case "Raw":
      return code.text
    case "Call":
      return `${code.callee}(${code.args.map(flat).join(", ")})`
    case "Method":
      return `${flat(code.target)}.${code.name}(${code.args.map(flat).join(", ")})`
    case "Object":
      return code.entries.length === 0
        ? "{}"
        : `{ ${code.entries.map((e) => `${propertyKey(e.key)}: ${flat(e.value)}`).join(", ")} }`
    case "List":
      return `[${code.items.map(flat).join(", ")}]`
    case "Thunk":
      return `(): ${code.returnType} => ${flat(code.body)}`
  }
}

/** Whether a single argument can hug its call's parentheses: `f({` … `})`. */
const hugs = (code: Code): boolean =>
  (code._tag === "Object" && code.entries.length > 0) ||
  (code._tag === "List" && code.items.length > 0)

/**
 * Prints an expression starting at `column` of a line indented by `depth` levels: on one
 * line when it fits in 100 columns and nothing in it must break (a struct, a comment), else
 * broken Prettier-style.
 */
export const printCode = (code: Code, depth = 0, column = depth * indentUnit.length): string => {
  const oneLine = flat(code)
  // Two columns of slack for the `,` or `)` that usually follows.
  if (!mustBreak(code) && column + oneLine.length + 2 <= maxWidth) return oneLine
  const pad = indentUnit.repeat(depth)
  const inner = indentUnit.repeat(depth + 1)
  const lines = (items: ReadonlyArray<Code>) =>
    items.map((item) => `${inner}${printCode(item, depth + 1)},`).join("\n")
  switch (code._tag) {
    case "Raw":
      return code.text
    case "Call":
    case "Method": {
      const head =
        code._tag === "Call" ? code.callee : `${printCode(code.target, depth, column)}.${code.name}`
      const only = code.args[0]
      if (code.args.length === 1 && only !== undefined && hugs(only)) {
        return `${head}(${printCode(only, depth, column + head.length + 1)})`
      }
      if (code.args.length === 0) return `${head}()`
      return `${head}(\n${lines(code.args)}\n${pad})`
    }
    case "Object": {
      if (code.entries.length === 0) return "{}"
      const entries = code.entries.map((entry) => {
        const key = `${inner}${propertyKey(entry.key)}: `
        const doc = entry.doc === undefined ? "" : `${docComment(entry.doc, inner)}\n`
        return `${doc}${key}${printCode(entry.value, depth + 1, key.length)},`
      })
      return `{\n${entries.join("\n")}\n${pad}}`
    }
    case "List":
      return code.items.length === 0 ? "[]" : `[\n${lines(code.items)}\n${pad}]`
    case "Thunk": {
      const head = `(): ${code.returnType} => `
      return `${head}${printCode(code.body, depth, column + head.length)}`
    }
  }
}

import type { MessageCatalogue } from "./MessageCatalogue"

// An ICU argument: `{name}` or `{name, plural, …}` / `{name, number}`, but not a plural or
// select branch's body, which follows its selector (`one {…}`, `=0 {…}`, `other {…}`).
const argument = /(?<!(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*(\w+)\s*(?=[,}])/g

/** The argument names a message uses, sorted and without repeats. */
export const messageArguments = (text: string): ReadonlyArray<string> =>
  [...new Set([...text.matchAll(argument)].map((match) => match[1]!))].sort()

/**
 * What is wrong with `translation` as a translation of the English catalogue `english`: ids it
 * lacks, ids English does not have, empty texts, and texts whose arguments differ from the
 * English ones (a translated `{name}` would show as written). No problems is `[]`.
 * @example
 * translationProblems({ "a.title": "Open {name}" }, { "a.title": "Öffne {nom}" })
 * // ['"a.title" uses {nom}, English uses {name}']
 */
export const translationProblems = (
  english: MessageCatalogue,
  translation: MessageCatalogue,
): ReadonlyArray<string> => {
  const problems: Array<string> = []
  for (const id of Object.keys(english)) {
    if (!Object.hasOwn(translation, id)) problems.push(`"${id}" is missing`)
  }
  for (const [id, text] of Object.entries(translation)) {
    const source = Object.hasOwn(english, id) ? english[id] : undefined
    if (source === undefined) {
      problems.push(`"${id}" is not an English message id`)
      continue
    }
    if (text.trim() === "") problems.push(`"${id}" is empty`)
    const used = messageArguments(text).join(", ")
    const expected = messageArguments(source).join(", ")
    if (used !== expected) {
      const list = (names: string) => (names === "" ? "no arguments" : `{${names}}`)
      problems.push(`"${id}" uses ${list(used)}, English uses ${list(expected)}`)
    }
  }
  return problems
}

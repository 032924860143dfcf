/** A replacement of `source.slice(start, end)` by `text`. */
export interface TextEdit {
  readonly start: number
  readonly end: number
  readonly text: string
}

/**
 * Applies non-overlapping `edits` to `source`, leaving every other character as it was;
 * insertions at the same position land in the order they are listed.
 */
export const applyEdits = (source: string, edits: ReadonlyArray<TextEdit>): string =>
  // From the end backwards, so that each edit's positions still hold when it is applied.
  edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => b.edit.start - a.edit.start || b.order - a.order)
    .reduce(
      (text, { edit }) => text.slice(0, edit.start) + edit.text + text.slice(edit.end),
      source,
    )

/** A `{{name}}` placeholder: letters and digits only, so JSX's `{{ a: 1 }}` is never one. */
const placeholder = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g

/**
 * Fills every `{{name}}` in `text` with `values[name]`. A placeholder without a value is a
 * bug in the template (or in init), so it throws, naming the placeholder and `file`.
 * @example
 * fillTemplate("# {{name}}", { name: "my-app" }, "README.md") // "# my-app"
 */
export const fillTemplate = (
  text: string,
  values: Readonly<Record<string, string>>,
  file: string,
): string => {
  const unknown = new Set<string>()
  const filled = text.replace(placeholder, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    if (value === undefined) {
      unknown.add(name)
      return match
    }
    return value
  })
  if (unknown.size > 0) {
    const names = [...unknown].map((name) => `{{${name}}}`).join(", ")
    throw new Error(
      `The template ${file} uses ${names}, which init does not fill (it fills ${Object.keys(values)
        .map((name) => `{{${name}}}`)
        .join(", ")}).`,
    )
  }
  return filled
}

import type { NameSuggestion } from "../../core/api/generated/schemas"

/** How many suggestions an answer holds at most, the exact match included (as the real service). */
export const maxNameSuggestions = 5

/** The variants of a label offered when it, or another variant, is taken. */
const variantsOf = (label: string): ReadonlyArray<string> => [
  `my-${label}`,
  `${label}-id`,
  ...Array.from({ length: 9 }, (_, i) => `${label}${i + 1}`),
]

/**
 * Suggestions for `label` in `zone`: the exact name first with whether it is registered (the
 * kit's live availability), then available variants only, at most `maxNameSuggestions` in all.
 * @example
 * suggestNames("alice", "foyer.id", registry.isRegistered)
 * // [{ name: "alice.foyer.id", registered: true }, { name: "my-alice.foyer.id", registered: false }, ...]
 */
export const suggestNames = (
  label: string,
  zone: string,
  isRegistered: (name: string) => boolean,
): ReadonlyArray<NameSuggestion> => {
  const exact = `${label}.${zone}`
  const available = variantsOf(label)
    .map((variant) => `${variant}.${zone}`)
    .filter((name) => !isRegistered(name))
    .slice(0, maxNameSuggestions - 1)
    .map((name) => ({ name, registered: false }))
  return [{ name: exact, registered: isRegistered(exact) }, ...available]
}

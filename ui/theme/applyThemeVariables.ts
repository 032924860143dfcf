import type { ThemeVariables } from "../../core"
import { themeVariableEntries } from "./themeVariableProperties"

/**
 * Sets the developer's theme variables on a Foyer root element as CSS custom properties and
 * returns the function that removes them.
 *
 * This goes through the CSSOM (`style.setProperty`), never through a style attribute in the
 * markup or an injected style element: a Content-Security-Policy without 'unsafe-inline'
 * blocks parsing inline style attributes and style elements, but not CSSOM changes made by an
 * allowed script. The themes themselves are static CSS built by vanilla-extract.
 */
export const applyThemeVariables = (element: HTMLElement, variables: ThemeVariables) => {
  const entries = themeVariableEntries(variables)
  for (const [property, value] of entries) element.style.setProperty(property, value)
  return () => {
    for (const [property] of entries) element.style.removeProperty(property)
  }
}

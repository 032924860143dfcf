import {
  amount,
  detail,
  detailLead,
  detailName,
  details,
  detailText,
  detailValue,
  rows,
  visuallyHidden,
  withLogo,
} from "./Form.css"
import {
  bigIcon,
  centred,
  errorMessage,
  paragraph,
  sectionHeading,
  stack,
  statusRow,
  strong,
} from "./Text.css"

// The UI SDK's style sets as plain objects of class names. Not `export * as` of the style
// modules: a namespace export makes the built Text.css module import the bundler's runtime
// helper, a module the lazy kernel imports too, and a consumer's Rolldown build then splits the
// first paint into several files (issue 35; docs/contributing.md).

/** The kit's text styles (class names): paragraphs, headings, status rows, error texts. */
export const textStyles = {
  paragraph,
  strong,
  errorMessage,
  stack,
  centred,
  bigIcon,
  sectionHeading,
  statusRow,
  // Every class of Text.css, so a new one is in the set too (a type check: no import at run time).
} as const satisfies Readonly<Record<keyof typeof import("./Text.css"), string>>

/** The kit's form styles (class names): detail rows, amounts, visually hidden labels. */
export const formStyles = {
  details,
  detail,
  detailName,
  detailValue,
  withLogo,
  rows,
  detailLead,
  amount,
  detailText,
  visuallyHidden,
} as const satisfies Readonly<Record<keyof typeof import("./Form.css"), string>>

// The styles of the lazy views, applied when their code arrives (issue 35). The page's
// stylesheet, `foyer-kit/styles.css`, holds only what the first paint and the modal's first frame
// draw; the package build (build/lazyStyles.ts) gives every other style module its CSS as text
// and a call of adoptStyles, so a view's styles travel in the view's own lazy chunk.

const adopted = new Set<string>()

/**
 * Applies `css` to the document once, as a constructed stylesheet (the CSSOM: a
 * Content-Security-Policy without 'unsafe-inline' allows it, as it does the theme's variables),
 * after the stylesheets already there. Nothing happens on the server or where the document
 * cannot adopt stylesheets.
 * @example
 * adoptStyles(".view { display: grid }")
 */
export const adoptStyles = (css: string): void => {
  if (typeof document === "undefined" || adopted.has(css)) return
  if (typeof CSSStyleSheet === "undefined" || !("adoptedStyleSheets" in document)) return
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  adopted.add(css)
}

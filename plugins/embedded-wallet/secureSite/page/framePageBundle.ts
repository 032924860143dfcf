import { fileURLToPath } from "node:url"
import { bundledOnce, bundleScript, loadPrebuiltScript } from "../../../../build/bundleScript"

/** The global the frame page script defines (main.ts exports nothing; Vite's IIFE wants a name). */
export const framePageGlobalName = "FoyerFramePage"

/** The file name of the prebuilt frame page script, next to this module in the published package. */
export const framePageBundleFileName = "foyer-frame-page.js"

// @vite-ignore: Vite's library mode would otherwise turn a file that exists at build time into
// a data: URL, and a data: URL is no file to read or to build from.
/** Where the package build writes the script: beside this module (absent when run from source). */
export const prebuiltFramePageUrl = new URL(
  /* @vite-ignore */ "./foyer-frame-page.js",
  import.meta.url,
)

/**
 * Bundles the frame page (main.ts and everything it imports: the custody code, viem's signing,
 * Effect's schemas) into one minified IIFE, in memory, every time it is called. The package
 * build writes the result to `foyer-frame-page.js` beside this module.
 */
export const buildFramePageBundle = (): Promise<string> =>
  bundleScript({
    // Resolved here, not on import: only a build from source needs the source.
    entry: fileURLToPath(new URL(/* @vite-ignore */ "./main.ts", import.meta.url)),
    globalName: framePageGlobalName,
    fileName: framePageBundleFileName,
  })

/** The default load, once per process (a failed one is tried again on the next call). */
const loadOnce = bundledOnce(() => loadPrebuiltScript(prebuiltFramePageUrl, buildFramePageBundle))

/**
 * The frame page script, once per process: the package's prebuilt `foyer-frame-page.js`, or
 * built with Vite when running from source. The secure site serves it as /frame/page.js.
 */
export const loadFramePageBundle = (
  prebuilt: URL = prebuiltFramePageUrl,
  build: () => Promise<string> = buildFramePageBundle,
): Promise<string> =>
  prebuilt === prebuiltFramePageUrl && build === buildFramePageBundle
    ? loadOnce()
    : loadPrebuiltScript(prebuilt, build)

// `npm run build` (also run by `prepack`): writes dist/, the files users install.
import { buildPackageFromSources } from "./builtPackage"

const started = performance.now()
await buildPackageFromSources()
process.stdout.write(`Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)

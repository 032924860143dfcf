// `npm run build` (also run by `prepack`): writes dist/, the files users install.
import { buildPackage } from "./buildPackage"

const started = performance.now()
await buildPackage()
process.stdout.write(`Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)

// The secure site's frame page script (served as /frame/page.js): one bundle, built by
// framePageBundle.ts, run by the frame page's HTML.
import { startFramePage } from "./framePage"

startFramePage()

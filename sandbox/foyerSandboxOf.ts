import type { FoyerSandbox } from "../core/config/FoyerSandbox"
import { foyerSandboxAt } from "../core/config/withSandbox"
import type { Sandbox } from "./startSandbox"

/**
 * What an app is told of a running sandbox (`foyer dev` puts it in `VITE_FOYER_SANDBOX`):
 * the project id it accepts, its endpoints and relay, and its devnets through its RPC proxy.
 * @example
 * createFoyer(withSandbox(options, foyerSandboxOf(sandbox, "demo")))
 */
export const foyerSandboxOf = (sandbox: Pick<Sandbox, "urls">, projectId: string): FoyerSandbox =>
  foyerSandboxAt({
    projectId,
    apiUrl: sandbox.urls.api,
    analyticsUrl: sandbox.urls.analytics,
    rpcUrl: sandbox.urls.rpc,
    relayUrl: sandbox.urls.relay,
  })

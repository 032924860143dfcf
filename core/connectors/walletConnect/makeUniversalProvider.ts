import { UniversalProvider } from "@walletconnect/universal-provider"
import { defaultRelayUrl } from "../../config/FoyerConfig"
import type { WalletConnectProvider, WalletConnectProviderFactory } from "./WalletConnectProvider"

/**
 * The real provider: `@walletconnect/universal-provider`, imported here and only here (this
 * module is itself only ever imported dynamically, so it stays out of the first chunks).
 *
 * Telemetry to the provider's event host is off (the kit has its own analytics). With a relay
 * other than the public one (the sandbox's), the Verify API is off too: it would load an
 * iframe from the provider's verify host, a request that must not leave the machine offline.
 */
export const makeUniversalProvider: WalletConnectProviderFactory = async (options) => {
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: { ...options.metadata, icons: [...options.metadata.icons] },
    logger: "error",
    telemetryEnabled: false,
    ...(options.storage === undefined ? {} : { storage: options.storage as never }),
  })
  if (options.relayUrl !== defaultRelayUrl) {
    const verify = provider.client.core.verify
    verify.register = async () => ""
    // Its answer type says an origin always comes back; "nothing to verify" is what it also
    // returns when the attestation is empty, and the sign client handles that.
    verify.resolve = (async () => undefined) as unknown as typeof verify.resolve
  }
  return provider as unknown as WalletConnectProvider
}

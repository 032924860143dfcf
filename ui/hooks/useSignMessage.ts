import { useMemo } from "react"
import { useFoyerHandle } from "../provider/FoyerContext"

/** Signs a message with the connected wallet. */
export interface UseSignMessageResult {
  /**
   * Asks the connected wallet to sign `message` as its chain family signs text (EVM:
   * personal_sign's 0x hex; Solana: base58; Bitcoin: base64) and resolves with the signature; rejects with the kit's error ('User rejected the request', 'No ActiveCaipAddress
   * found', 'Sign message failed'). Loads the kit if it is not loaded yet.
   */
  readonly signMessage: (message: string) => Promise<string>
}

/** A `signMessage` action for the connected wallet. */
export const useSignMessage = (): UseSignMessageResult => {
  const foyer = useFoyerHandle()
  return useMemo(
    () => ({
      signMessage: async (message) => (await foyer.load()).signMessage(message),
    }),
    [foyer],
  )
}

import { type FailedReply, failed, type SandboxContext } from "./OperationHandler"
import type { ServedDevnet } from "./SandboxDevnet"

/**
 * The devnets a per-account request covers: the one of the `chainId` query parameter, else
 * the one of a CAIP-10 address, else every devnet; a 400 naming chainId for a network the
 * sandbox does not serve.
 */
export const resolveDevnets = (
  context: SandboxContext,
  chainId: string | null,
  addressNetwork: string | undefined,
): ReadonlyArray<ServedDevnet> | FailedReply => {
  const wanted = chainId ?? addressNetwork
  if (wanted === undefined) return context.devnets
  const devnet = context.devnet(wanted)
  return devnet === undefined ? failed(400, "chainId", `Unsupported chain: ${wanted}`) : [devnet]
}

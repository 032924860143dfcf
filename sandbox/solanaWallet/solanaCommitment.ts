import type { Commitment } from "@solana/kit"

/**
 * The commitment a name stands for. Solana's RPC once took more names than today's three,
 * and dApps still pass them (spec 5 accepts processed, confirmed, finalized, recent, single,
 * singleGossip, root and max as a preflightCommitment): recent is processed, single and
 * singleGossip are confirmed, root and max are finalized. Undefined stays undefined (the
 * RPC's default); any other name is refused rather than sent.
 * @example
 * solanaCommitment("singleGossip") // "confirmed"
 */
export const solanaCommitment = (name: string | undefined): Commitment | undefined => {
  switch (name) {
    case undefined:
      return undefined
    case "processed":
    case "recent":
      return "processed"
    case "confirmed":
    case "single":
    case "singleGossip":
      return "confirmed"
    case "finalized":
    case "root":
    case "max":
      return "finalized"
    default:
      throw new RangeError(`Not a Solana commitment: ${JSON.stringify(name)}`)
  }
}

const rank: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 }

/** Whether a transaction at `reached` has got at least to `wanted`. */
export const commitmentReached = (reached: Commitment | null, wanted: Commitment): boolean =>
  reached !== null && rank[reached] >= rank[wanted]

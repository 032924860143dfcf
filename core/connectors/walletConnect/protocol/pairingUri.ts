/**
 * The pairing URI a dApp shows as a QR code or hands to a wallet's deep link, from the open
 * specification (walletconnect-specs: docs/specs/clients/core/pairing/pairing-uri.md, after
 * EIP-1328): `wc:<topic>@2?symKey=<hex>&relay-protocol=irn[&relay-data=<hex>]
 * [&expiryTimestamp=<seconds>][&methods=<m1,m2>]`.
 */
import { Result } from "effect"

/** What a pairing URI says: where to meet (topic, relay), with which key, until when. */
export interface PairingUri {
  readonly topic: string
  readonly symKey: string
  readonly relay: { readonly protocol: string; readonly data?: string }
  /** When the pairing stops being answered, epoch seconds. */
  readonly expiryTimestamp?: number
  /** The methods the pairing may carry (wc_sessionPropose, wc_sessionAuthenticate). */
  readonly methods?: ReadonlyArray<string>
}

/** The protocol version this client speaks. */
export const pairingVersion = 2

/** The URI of `pairing`, in the parameter order the specification's example uses. */
export const formatPairingUri = (pairing: PairingUri): string => {
  const query = new URLSearchParams({
    symKey: pairing.symKey,
    "relay-protocol": pairing.relay.protocol,
  })
  if (pairing.relay.data !== undefined) query.set("relay-data", pairing.relay.data)
  if (pairing.expiryTimestamp !== undefined) {
    query.set("expiryTimestamp", String(pairing.expiryTimestamp))
  }
  // Commas stay as they are: wallets split the list on them.
  const methods = pairing.methods === undefined ? "" : `&methods=${pairing.methods.join(",")}`
  return `wc:${pairing.topic}@${pairingVersion}?${query.toString()}${methods}`
}

/** Why a text is not a pairing URI this client can use. */
export type PairingUriProblem =
  | "not a wc: URI"
  | "unsupported version"
  | "no topic"
  | "no symKey"
  | "no relay-protocol"
  | "bad expiryTimestamp"

const hex32 = /^[0-9a-f]{64}$/

/** Reads a pairing URI (version 2); a wrong or missing part is a failure naming it. */
export const parsePairingUri = (uri: string): Result.Result<PairingUri, PairingUriProblem> => {
  const match = /^wc:([^@?]*)@(\d+)(?:\?(.*))?$/.exec(uri.trim())
  if (match === null) return Result.fail("not a wc: URI")
  const [, topic = "", version, search = ""] = match
  if (Number(version) !== pairingVersion) return Result.fail("unsupported version")
  if (!hex32.test(topic)) return Result.fail("no topic")
  const query = new URLSearchParams(search)
  const symKey = query.get("symKey") ?? ""
  if (!hex32.test(symKey)) return Result.fail("no symKey")
  const protocol = query.get("relay-protocol")
  if (protocol === null || protocol === "") return Result.fail("no relay-protocol")
  const data = query.get("relay-data")
  const expiry = query.get("expiryTimestamp")
  if (expiry !== null && !/^\d{1,12}$/.test(expiry)) return Result.fail("bad expiryTimestamp")
  const methods = query.get("methods")
  return Result.succeed({
    topic,
    symKey,
    relay: data === null ? { protocol } : { protocol, data },
    ...(expiry === null ? {} : { expiryTimestamp: Number(expiry) }),
    ...(methods === null
      ? {}
      : {
          methods: methods
            .split(",")
            .map((method) => method.trim())
            .filter((m) => m !== ""),
        }),
  })
}

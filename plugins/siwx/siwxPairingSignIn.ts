import { Clock, Effect } from "effect"
import { Events, Networks, type PairingSignedMessage, type PairingSignInRequest } from "../../core"
import { SiwxMessageInvalidError } from "./message/SiwxMessageErrors"
import type { SiwxMessenger } from "./message/SiwxMessenger"
import { verifySiwxMessage } from "./message/verifySiwxMessage"
import type { SiwxFlowShape, SiwxPage } from "./SiwxFlowShape"
import type { SiwxPluginOptions } from "./SiwxPluginOptions"
import { SiwxSessionStore } from "./SiwxSessionStore"
import "./SiwxEvents"

/** Whether a CAIP-2 id is an EVM chain's: WalletConnect sign-in is only for those (spec 5). */
const isEvmChain = (chainId: string): boolean => chainId.startsWith("eip155:")

/**
 * Sign-in with a WalletConnect pairing (one-click auth): the fields the wallet is asked to
 * sign, and the sessions made of what it signed. Part of the flow ({@link SiwxFlowShape}).
 */
export const makePairingSignIn = (
  options: SiwxPluginOptions,
  page: () => SiwxPage | undefined,
  messengers: ReadonlyArray<SiwxMessenger>,
): Effect.Effect<
  Pick<SiwxFlowShape, "pairingRequest" | "acceptPairing">,
  never,
  Events | Networks | SiwxSessionStore
> =>
  Effect.gen(function* () {
    const events = yield* Events
    const networks = yield* Networks
    const sessions = yield* SiwxSessionStore
    const configured = (id: string) => networks.networks.find((n) => n.caipNetworkId === id)

    const pairingRequest = (chains: ReadonlyArray<string>) =>
      Effect.gen(function* () {
        const origin = page()
        if (origin === undefined) return undefined
        // Spec 5: WalletConnect sign-in only when every requested chain is eip155 (the kernel
        // asks only then; a pairing is never signed in on another family's word).
        if (!chains.every(isEvmChain)) return undefined
        const signable = chains.some((id) => {
          const network = configured(id)
          return (
            network !== undefined && messengers.some((m) => m.namespace === network.chainNamespace)
          )
        })
        if (!signable) return undefined
        const nonce = yield* sessions.issueNonce
        const now = yield* Clock.currentTimeMillis
        const request: PairingSignInRequest = {
          domain: origin.host,
          uri: origin.href,
          nonce,
          statement: options.statement,
          expirationTime: new Date(now + options.sessionLifetimeSeconds * 1000).toISOString(),
        }
        return request
      }).pipe(
        // Without a nonce the pairing goes on without sign-in; the view asks after the connect.
        Effect.catch((error) =>
          Effect.as(Effect.logError("SIWX: no sign-in with the pairing", error), undefined),
        ),
      )

    const acceptOne = (signed: PairingSignedMessage) =>
      Effect.gen(function* () {
        const origin = page()
        const network = configured(signed.caipNetworkId)
        if (origin === undefined || network === undefined || !isEvmChain(signed.caipNetworkId)) {
          return yield* new SiwxMessageInvalidError({
            part: "chainId",
            reason: `'${signed.caipNetworkId}' is not an EVM network of this site (one-click sign-in is EVM only)`,
          })
        }
        const verifiedAt = yield* Clock.currentTimeMillis
        const verified = yield* verifySiwxMessage(messengers, {
          message: signed.message,
          signature: signed.signature,
          now: new Date(verifiedAt),
          expected: {
            domain: origin.host,
            nonce: (yield* sessions.issuedNonce) ?? "",
            chainId: network.caipNetworkId,
            accountAddress: signed.address,
          },
        })
        yield* sessions.addSession({
          fields: verified,
          message: signed.message,
          signature: signed.signature,
        })
        return network
      })

    const acceptPairing = (signed: ReadonlyArray<PairingSignedMessage>) =>
      Effect.gen(function* () {
        const failures: Array<string> = []
        let accepted = 0
        for (const one of signed) {
          const outcome = yield* Effect.result(acceptOne(one))
          const about = { address: one.address, caipNetworkId: one.caipNetworkId }
          if (outcome._tag === "Failure") {
            failures.push(outcome.failure.message)
            yield* Effect.logWarning(
              "SIWX: a message signed with the pairing was refused",
              outcome.failure,
            )
            continue
          }
          accepted += 1
          yield* events.emit({ type: "SIWX_AUTH_SUCCESS", ...about })
        }
        const [first] = signed
        if (accepted === 0 && first !== undefined) {
          yield* events.emit({
            type: "SIWX_AUTH_ERROR",
            address: first.address,
            caipNetworkId: first.caipNetworkId,
            message: failures.join("; "),
          })
        }
      })

    return { pairingRequest, acceptPairing }
  })

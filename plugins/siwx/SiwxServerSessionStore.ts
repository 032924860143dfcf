import { Effect, Layer, Ref } from "effect"
import { type ApiSchemas, ProviderApi } from "../../core"
import { siwxServerApi } from "./api/siwxServerApi"
import { deferredSolanaMessenger } from "./message/deferredSolanaMessenger"
import { eip155Messenger } from "./message/eip155/eip155Messenger"
import { messengerFor } from "./message/messengerFor"
import type { SiwxPage } from "./SiwxFlowShape"
import {
  isValidNow,
  SiwxSessionStore,
  SiwxSessionStoreError,
  type SiwxSessionStoreShape,
} from "./SiwxSessionStore"
import type { SiwxSignIn } from "./SiwxSignIn"
import { signInPage } from "./signInPage"

// Parsing needs no chain: the server verified the signature before it kept the session. The
// Solana format is imported with the first Solana session read.
const messengers = [eip155Messenger(), deferredSolanaMessenger()]

/** A server failure of `operation`, as the store's error. */
const failedAs =
  (operation: keyof SiwxSessionStoreShape) =>
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, SiwxSessionStoreError, R> =>
    Effect.mapError(self, (cause) => new SiwxSessionStoreError({ operation, cause }))

/**
 * A server's session as a sign-in, its fields read from the signed text; none when the text
 * does not parse (logged), since a session the kit cannot read cannot be checked either.
 */
const asSignIn = (session: ApiSchemas.SiwxSession): Effect.Effect<SiwxSignIn | undefined> =>
  Effect.flatMap(messengerFor(messengers, session.caipNetworkId), (messenger) =>
    messenger.parseMessage(session.message),
  ).pipe(
    Effect.map((fields): SiwxSignIn | undefined => ({
      fields,
      message: session.message,
      signature: session.signature,
    })),
    Effect.catch((error) =>
      Effect.as(
        Effect.logWarning(
          `siwx: the server's session ${session.id} is skipped, its message does not parse: ${error.message}`,
        ),
        undefined,
      ),
    ),
  )

/**
 * Whether a sign-in was made on `page`: its message's domain is the page's host, and its
 * scheme, when the message names one, the page's. A project may have several sites, and its
 * server lists an account's sessions of them all; only this page's are a sign-in here
 * (EIP-4361: the relying party checks the domain; issue 30 M2).
 */
const isOn =
  (page: SiwxPage | undefined) =>
  ({ fields }: SiwxSignIn): boolean =>
    page !== undefined &&
    fields.domain === page.host &&
    (fields.scheme === undefined ||
      page.href.toLowerCase().startsWith(`${fields.scheme.toLowerCase()}:`))

/**
 * Sessions kept by the provider API's sign-in server (`/v1/siwx/`) for the sign-ins of `page`:
 * the server issues single-use nonces, verifies each signed message before keeping its session,
 * and lists and revokes them per address and network; only the sessions whose message is for
 * `page` are given. The nonce issued last is remembered in memory, for the flow to put in the
 * next message. Every failed call is a `SiwxSessionStoreError` naming the operation.
 * @example
 * siwxServerSessionStoreLayerFor(() => ({ host: "dapp.example", href: "https://dapp.example/" }))
 */
export const siwxServerSessionStoreLayerFor = (
  page: () => SiwxPage | undefined,
): Layer.Layer<SiwxSessionStore, never, ProviderApi> =>
  Layer.effect(
    SiwxSessionStore,
    Effect.gen(function* () {
      const server = siwxServerApi(yield* ProviderApi)
      const lastNonce = yield* Ref.make<string | undefined>(undefined)
      return {
        issueNonce: server.createNonce.pipe(
          Effect.tap((nonce) => Ref.set(lastNonce, nonce)),
          failedAs("issueNonce"),
        ),
        issuedNonce: Ref.get(lastNonce),
        getSessions: (chainId, address) =>
          server.listSessions(address, chainId).pipe(
            failedAs("getSessions"),
            Effect.flatMap((sessions) => Effect.forEach(sessions, asSignIn)),
            Effect.map((read) =>
              read.filter((signIn) => signIn !== undefined).filter(isOn(page())),
            ),
            // The server drops expired sessions by its clock; the kit's clock decides too, as
            // the local store does (a session is not given past its expiration time).
            Effect.flatMap((signIns) => Effect.filter(signIns, isValidNow)),
          ),
        addSession: (session) =>
          server
            .createSession({ message: session.message, signature: session.signature })
            .pipe(Effect.asVoid, failedAs("addSession")),
        revokeSession: (chainId, address) =>
          server.revokeSessions(address, chainId).pipe(failedAs("revokeSession")),
      }
    }),
  )

/**
 * The server-backed store of the page the kit runs in (`siwx({ storage: "server" })`).
 * @example
 * SiwxFlow.layer(options).pipe(Layer.provideMerge(siwxServerSessionStoreLayer))
 */
export const siwxServerSessionStoreLayer: Layer.Layer<SiwxSessionStore, never, ProviderApi> =
  siwxServerSessionStoreLayerFor(signInPage)

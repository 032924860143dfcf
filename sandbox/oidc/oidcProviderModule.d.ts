// oidc-provider 8 ships JavaScript only (its types live in @types/oidc-provider, which is not
// installed): the part of its API the sandbox's provider uses, typed here from its docs and
// source (lib/provider.js, lib/helpers/defaults.js). Install @types/oidc-provider@8 and delete
// this file to get the whole API.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http"

  /** Client metadata of a statically registered client (RFC 7591 names). */
  export interface ClientMetadata {
    readonly client_id: string
    readonly client_secret?: string
    readonly redirect_uris: ReadonlyArray<string>
    readonly grant_types?: ReadonlyArray<string>
    readonly response_types?: ReadonlyArray<string>
    readonly token_endpoint_auth_method?: "none" | "client_secret_basic" | "client_secret_post"
    readonly id_token_signed_response_alg?: string
  }

  /** What findAccount resolves with. */
  export interface Account {
    readonly accountId: string
    readonly claims: (use: string, scope: string) => Promise<Record<string, unknown>>
  }

  /** One stored artifact of the provider (session, code, interaction, grant...). */
  export type AdapterPayload = Record<string, unknown> & {
    readonly uid?: string
    readonly userCode?: string
    readonly grantId?: string
    consumed?: number
  }

  /** Storage of one model (Session, AuthorizationCode, Interaction, Grant...). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>
    find(id: string): Promise<AdapterPayload | undefined>
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>
    findByUid(uid: string): Promise<AdapterPayload | undefined>
    consume(id: string): Promise<void>
    destroy(id: string): Promise<void>
    revokeByGrantId(grantId: string): Promise<void>
  }

  /** The koa context the provider hands its helpers; the sandbox sets only the answer. */
  export interface KoaContextWithOIDC {
    type: string
    body: string
    status: number
  }

  /** The error a helper such as renderError receives. */
  export interface ErrorOut {
    readonly error: string
    readonly error_description?: string
  }

  export interface Configuration {
    readonly adapter?: (name: string) => Adapter
    readonly clients?: ReadonlyArray<ClientMetadata>
    readonly findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
    ) => Promise<Account | undefined> | Account | undefined
    readonly claims?: Readonly<Record<string, ReadonlyArray<string> | null>>
    readonly conformIdTokenClaims?: boolean
    readonly clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string) => boolean
    readonly cookies?: {
      readonly keys?: ReadonlyArray<string>
      readonly long?: { readonly signed?: boolean; readonly sameSite?: "lax" | "strict" | "none" }
      readonly short?: { readonly signed?: boolean; readonly sameSite?: "lax" | "strict" | "none" }
    }
    readonly extraParams?: ReadonlyArray<string>
    readonly features?: Readonly<Record<string, { readonly enabled: boolean }>>
    readonly interactions?: {
      readonly url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string
    }
    readonly jwks?: { readonly keys: ReadonlyArray<Readonly<Record<string, unknown>>> }
    readonly pkce?: {
      readonly methods?: ReadonlyArray<"S256" | "plain">
      readonly required?: () => boolean
    }
    readonly renderError?: (
      ctx: KoaContextWithOIDC,
      out: ErrorOut,
      error: Error,
    ) => Promise<void> | void
    readonly responseTypes?: ReadonlyArray<string>
    readonly scopes?: ReadonlyArray<string>
    readonly ttl?: Readonly<Record<string, number>>
  }

  /** A pending interaction (login or consent) of one authorization request. */
  export interface Interaction {
    readonly uid: string
    readonly prompt: {
      readonly name: "login" | "consent" | (string & {})
      readonly details: {
        readonly missingOIDCScope?: ReadonlyArray<string>
        readonly missingOIDCClaims?: ReadonlyArray<string>
      }
    }
    readonly params: Readonly<Record<string, unknown>> & { readonly client_id: string }
    readonly session?: { readonly accountId: string }
    readonly grantId?: string
  }

  export interface InteractionResults {
    readonly login?: { readonly accountId: string }
    readonly consent?: { readonly grantId: string }
    readonly error?: string
    readonly error_description?: string
  }

  export class Grant {
    constructor(properties: { readonly accountId: string; readonly clientId: string })
    static find(id: string): Promise<Grant | undefined>
    addOIDCScope(scope: string): void
    addOIDCClaims(claims: ReadonlyArray<string>): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration)
    readonly Grant: typeof Grant
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResults,
      options?: { readonly mergeWithLastSubmission?: boolean },
    ): Promise<void>
  }
}

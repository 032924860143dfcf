import type { Address, Hex } from "viem"
import type { FrameUser } from "../../frame/FramePayloads"
import { FrameRequestRefusedError } from "./FrameRequestRefusedError"
import { type KeyOwner, type PageKeys, type PageStorage, sessionStorageKey } from "./pageKeys"
import { type SiteApi, SiteApiRequestError } from "./siteApi"

/** The signed-in user as the page reports it. */
export interface PageUser {
  readonly userId: string
  readonly email: string | null
  /** The name a social login's provider gave, in this page's memory only (null otherwise). */
  readonly userName: string | null
  readonly address: Address
}

/** The user as the frame's GET_USER (and CONNECT_SOCIAL) report it, on chain `chainId`. */
export const frameUserOf = (user: PageUser, chainId: FrameUser["chainId"]): FrameUser => ({
  email: user.email,
  address: user.address,
  chainId,
  accounts: [{ address: user.address, type: "eoa" }],
  userName: user.userName,
  preferredAccountType: "eoa",
  smartAccountDeployed: false,
})

/** A session a login opened on the site, and whom it signs in. */
export interface OpenedSession {
  readonly token: string
  readonly userId: string
  readonly email: string | null
  readonly userName?: string | null
}

/** The page's sign-in state: the session token in storage, the user and address in memory. */
export interface PageAccount {
  /** Mails a login code (spec 4's connect email); remembers the email for the code. */
  readonly connectEmail: (email: string) => ReturnType<SiteApi["startEmail"]>
  /** Checks the code for the remembered email, keeps the session and opens the wallet. */
  readonly connectOtp: (code: string) => Promise<PageUser>
  /** Keeps the session a social login's redemption opened and opens the wallet, as connectOtp. */
  readonly connectSocial: (session: OpenedSession) => Promise<PageUser>
  /** Whether a session is kept and the site still honours it; a refused one is dropped. */
  readonly isConnected: () => Promise<boolean>
  /** The signed-in user with their address; refused with notConnected when there is none. */
  readonly current: () => Promise<PageUser>
  /** Ends the session on the site and here; the device share stays (it is the user's). */
  readonly signOut: () => Promise<void>
  /** Runs `use` with the kept session's token; refused with notConnected without a signed-in user. */
  readonly withSession: <A>(use: (token: string) => Promise<A>) => Promise<A>
  /** Records the signed-in user's new address (an email change): `current` reports it. */
  readonly emailChanged: (email: string) => void
  /** Runs `use` with the user's whole key, rebuilt for it alone. */
  readonly withPrivateKey: <A>(use: (privateKey: Hex, user: PageUser) => Promise<A>) => Promise<A>
}

const isUnauthorized = (error: unknown): boolean =>
  error instanceof SiteApiRequestError && error.status === 401

/** The page's account over the site's API, the origin's storage and the key handling. */
export const makePageAccount = (
  api: SiteApi,
  storage: PageStorage,
  keys: PageKeys,
): PageAccount => {
  let startedEmail: string | undefined
  let user: PageUser | undefined

  const token = (): string | undefined => storage.getItem(sessionStorageKey) ?? undefined

  const dropSession = () => {
    storage.removeItem(sessionStorageKey)
    user = undefined
  }

  const open = async (
    owner: KeyOwner,
    email: string | null,
    userName: string | null = null,
  ): Promise<PageUser> => {
    const address = await keys.openWallet(owner)
    user = { userId: owner.userId, email, userName, address }
    return user
  }

  /** Keeps a new session and opens its wallet; a wallet that does not open ends the session. */
  const signIn = async (session: OpenedSession): Promise<PageUser> => {
    storage.setItem(sessionStorageKey, session.token)
    try {
      return await open(
        { token: session.token, userId: session.userId },
        session.email,
        session.userName ?? null,
      )
    } catch (error) {
      // Signed in without a usable wallet is no state to leave the visitor in: a reload
      // would say connected and then fail every request.
      dropSession()
      await api.revokeSession(session.token).catch(() => undefined)
      throw error
    }
  }

  const current = async (): Promise<PageUser> => {
    if (user !== undefined) return user
    const kept = token()
    if (kept === undefined)
      throw new FrameRequestRefusedError({ reason: "page.error.notConnected" })
    try {
      const session = await api.session(kept)
      return await open({ token: kept, userId: session.userId }, session.email)
    } catch (error) {
      if (!isUnauthorized(error)) throw error
      dropSession()
      throw new FrameRequestRefusedError({ reason: "page.error.notConnected" })
    }
  }

  return {
    connectEmail: async (email) => {
      const answer = await api.startEmail(email)
      startedEmail = email
      return answer
    },
    connectOtp: async (code) => {
      if (startedEmail === undefined) {
        throw new FrameRequestRefusedError({ reason: "page.error.noEmailStarted" })
      }
      const session = await api.verifyEmail(startedEmail, code)
      startedEmail = undefined
      return signIn(session)
    },
    connectSocial: signIn,
    isConnected: async () => {
      const kept = token()
      if (kept === undefined) return false
      try {
        await api.session(kept)
        return true
      } catch (error) {
        if (!isUnauthorized(error)) throw error
        dropSession()
        return false
      }
    },
    current,
    signOut: async () => {
      const kept = token()
      if (kept === undefined) return
      try {
        await api.revokeSession(kept)
      } catch (error) {
        if (!isUnauthorized(error)) throw error
      }
      dropSession()
    },
    withSession: async (use) => {
      await current()
      const kept = token()
      if (kept === undefined)
        throw new FrameRequestRefusedError({ reason: "page.error.notConnected" })
      return use(kept)
    },
    emailChanged: (email) => {
      if (user !== undefined) user = { ...user, email }
    },
    withPrivateKey: async (use) => {
      const signedIn = await current()
      const kept = token()
      if (kept === undefined)
        throw new FrameRequestRefusedError({ reason: "page.error.notConnected" })
      return keys.withPrivateKey({ token: kept, userId: signedIn.userId }, (privateKey) =>
        use(privateKey, signedIn),
      )
    },
  }
}

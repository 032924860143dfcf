import type { Adapter, AdapterPayload } from "oidc-provider"

interface StoredPayload {
  readonly payload: AdapterPayload
  /** When it expires, in milliseconds of `now`; undefined: never. */
  readonly expiresAt: number | undefined
}

/**
 * One sandbox provider's in-memory storage, as oidc-provider's adapter factory: a function
 * from a model name (Session, AuthorizationCode, Interaction, Grant...) to that model's store.
 * oidc-provider's own memory adapter keeps one store for the whole process (and warns on every
 * start); this one belongs to one provider, so two providers in a process, or a stopped and a
 * restarted one, share nothing. It is the stand-in provider's state (Google's, in production),
 * never the secure site's.
 */
export const makeMemoryOidcAdapter = (
  now: () => number = Date.now,
): ((model: string) => Adapter) => {
  const stores = new Map<string, Map<string, StoredPayload>>()
  /** Grant id → the keys ("<model>:<id>") of what was issued under it, to revoke together. */
  const grants = new Map<string, Set<string>>()

  const storeOf = (model: string) => {
    let store = stores.get(model)
    if (store === undefined) {
      store = new Map()
      stores.set(model, store)
    }
    return store
  }

  const live = (store: Map<string, StoredPayload>, id: string): AdapterPayload | undefined => {
    const stored = store.get(id)
    if (stored === undefined) return undefined
    if (stored.expiresAt !== undefined && stored.expiresAt <= now()) {
      store.delete(id)
      return undefined
    }
    return stored.payload
  }

  return (model) => {
    const store = storeOf(model)
    const findBy = (field: "uid" | "userCode", value: string) => {
      for (const id of store.keys()) {
        const payload = live(store, id)
        if (payload?.[field] === value) return payload
      }
      return undefined
    }
    return {
      upsert: async (id, payload, expiresIn) => {
        store.set(id, {
          payload: { ...payload },
          expiresAt: expiresIn > 0 ? now() + expiresIn * 1000 : undefined,
        })
        if (typeof payload.grantId === "string") {
          const keys = grants.get(payload.grantId) ?? new Set()
          keys.add(`${model}:${id}`)
          grants.set(payload.grantId, keys)
        }
      },
      find: async (id) => live(store, id),
      findByUid: async (uid) => findBy("uid", uid),
      findByUserCode: async (userCode) => findBy("userCode", userCode),
      consume: async (id) => {
        const payload = live(store, id)
        // oidc-provider refuses a consumed code and revokes what it issued (a replayed code).
        if (payload !== undefined) payload.consumed = Math.floor(now() / 1000)
      },
      destroy: async (id) => {
        store.delete(id)
      },
      revokeByGrantId: async (grantId) => {
        for (const key of grants.get(grantId) ?? []) {
          const separator = key.indexOf(":")
          stores.get(key.slice(0, separator))?.delete(key.slice(separator + 1))
        }
        grants.delete(grantId)
      },
    }
  }
}

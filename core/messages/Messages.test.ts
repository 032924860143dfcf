import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { coreMessages } from "./coreMessages"
import { coreMessageSource, Messages, makeMessages } from "./Messages"

const send = { source: "send", catalogue: { "send.title": "Send", "send.to": "Send to {name}" } }

describe("makeMessages", () => {
  it("merges the kernel's catalogue and each plugin's into one", () => {
    const messages = Effect.runSync(makeMessages([coreMessageSource, send]))
    expect(messages.catalogue).toEqual({ ...coreMessages, ...send.catalogue })
    expect(messages.text("send.to", { name: "alice.eth" })).toBe("Send to alice.eth")
    expect(messages.text("account.disconnect")).toBe("Disconnect")
  })

  it("an unknown id gives the id itself", () => {
    const messages = Effect.runSync(makeMessages([coreMessageSource]))
    expect(messages.text("send.title")).toBe("send.title")
  })

  it("an id defined by two sources fails with an error naming the id and both sources", () => {
    const swap = { source: "swap", catalogue: { "send.title": "Swap" } }
    const result = Effect.runSync(Effect.result(makeMessages([coreMessageSource, send, swap])))
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isSuccess(result)) return
    expect(result.failure).toMatchObject({
      _tag: "MessageIdDuplicateError",
      id: "send.title",
      source: "swap",
      other: "send",
    })
    expect(result.failure.message).toBe(
      'Message id "send.title" is defined by both "send" and "swap"',
    )
  })

  it("a plugin cannot redefine a kernel message", () => {
    const sneaky = { source: "sneaky", catalogue: { "modal.close": "Dismiss" } }
    const failure = Effect.runSync(Effect.flip(makeMessages([coreMessageSource, sneaky])))
    expect(failure.message).toBe('Message id "modal.close" is defined by both "core" and "sneaky"')
  })

  it("the merged catalogue cannot be changed afterwards", () => {
    const messages = Effect.runSync(makeMessages([coreMessageSource]))
    expect(Object.isFrozen(messages.catalogue)).toBe(true)
  })
})

describe("Messages", () => {
  it("layer provides the merged catalogue as a service", async () => {
    const text = await Effect.runPromise(
      Effect.gen(function* () {
        const messages = yield* Messages
        return messages.text("send.title")
      }).pipe(Effect.provide(Messages.layer([coreMessageSource, send]))),
    )
    expect(text).toBe("Send")
  })

  it("layer fails to build when two sources define an id", async () => {
    const failure = await Effect.runPromise(
      Effect.flip(
        Effect.service(Messages).pipe(
          Effect.provide(Messages.layer([coreMessageSource, coreMessageSource])),
        ),
      ),
    )
    expect(failure._tag).toBe("MessageIdDuplicateError")
  })

  it("layerTest holds the kernel's catalogue plus the test's own messages", async () => {
    const texts = await Effect.runPromise(
      Effect.gen(function* () {
        const messages = yield* Messages
        return [messages.text("modal.back"), messages.text("test.hello", { who: "you" })]
      }).pipe(Effect.provide(Messages.layerTest({ "test.hello": "Hello {who}" }))),
    )
    expect(texts).toEqual(["Back", "Hello you"])
  })
})

describe("Messages: switching the language", () => {
  const english = {
    "demo.title": "Tokens",
    "demo.count": "{n, plural, one {# token} other {# tokens}}",
    "demo.only": "Only English",
  }
  const arabic = {
    "demo.title": "الرموز",
    "demo.count": "{n, plural, one {رمز واحد} other {# رمز}}",
  }
  const german = {
    "demo.title": "Token",
    "demo.count": "{n, plural, one {# Token} other {# Token}}",
    "demo.only": "Nur Deutsch",
  }

  /** Loaders that count their calls and resolve when the test says. */
  const recordingLoaders = () => {
    const calls: Array<string> = []
    const loader = (lang: string, catalogue: Record<string, string>) => () => {
      calls.push(lang)
      return Promise.resolve({ default: catalogue })
    }
    return { calls, loaders: { ar: loader("ar", arabic), de: loader("de", german) } }
  }

  it("starts in English", () => {
    const messages = Effect.runSync(makeMessages([{ source: "demo", catalogue: english }]))
    expect(messages.store.getSnapshot()).toMatchObject({ locale: "en", direction: "ltr" })
    expect(messages.text("demo.count", { n: 2 })).toBe("2 tokens")
  })

  it("loads the language's translation of every source, merged over English, and tells subscribers", async () => {
    const core = {
      source: "core",
      catalogue: { "core.close": "Close" },
      translations: { de: () => Promise.resolve({ default: { "core.close": "Schließen" } }) },
    }
    const { calls, loaders } = recordingLoaders()
    const messages = Effect.runSync(
      makeMessages([core, { source: "demo", catalogue: english, translations: loaders }]),
    )
    let told = 0
    messages.store.subscribe(() => told++)
    expect(await Effect.runPromise(messages.setLocale("de-AT"))).toBe("de")
    expect(calls).toEqual(["de"])
    expect(told).toBe(1)
    expect(messages.store.getSnapshot().locale).toBe("de")
    expect(messages.text("core.close")).toBe("Schließen")
    expect(messages.text("demo.only")).toBe("Nur Deutsch")
    expect(messages.store.getSnapshot().text("demo.title")).toBe("Token")
  })

  it("an id the translation lacks falls back to English; plurals follow the new language's rules", async () => {
    const { loaders } = recordingLoaders()
    const messages = Effect.runSync(
      makeMessages([{ source: "demo", catalogue: english, translations: loaders }]),
    )
    await Effect.runPromise(messages.setLocale("ar"))
    expect(messages.store.getSnapshot()).toMatchObject({ locale: "ar", direction: "rtl" })
    expect(messages.text("demo.title")).toBe("الرموز")
    expect(messages.text("demo.only")).toBe("Only English")
    expect(messages.text("demo.count", { n: 1 })).toBe("رمز واحد")
    expect(messages.text("demo.count", { n: 5 })).toBe(
      `${new Intl.NumberFormat("ar").format(5)} رمز`,
    )
  })

  it("a translation cannot add an id English does not have", async () => {
    const messages = Effect.runSync(
      makeMessages([
        {
          source: "demo",
          catalogue: english,
          translations: {
            de: () => Promise.resolve({ default: { ...german, "demo.extra": "x" } }),
          },
        },
      ]),
    )
    await Effect.runPromise(messages.setLocale("de"))
    expect(Object.keys(messages.catalogue).sort()).toEqual(Object.keys(english).sort())
  })

  it("a language loaded once is not fetched again; English needs no chunk", async () => {
    const { calls, loaders } = recordingLoaders()
    const messages = Effect.runSync(
      makeMessages([{ source: "demo", catalogue: english, translations: loaders }]),
    )
    await Effect.runPromise(messages.setLocale("de"))
    await Effect.runPromise(messages.setLocale("en"))
    expect(messages.text("demo.title")).toBe("Tokens")
    await Effect.runPromise(messages.setLocale("de"))
    expect(calls).toEqual(["de"])
    expect(messages.text("demo.title")).toBe("Token")
  })

  it("a failed chunk load keeps the current language whole, and a later try loads it again", async () => {
    let fail = true
    const core = {
      source: "core",
      catalogue: { "core.close": "Close" },
      translations: { de: () => Promise.resolve({ default: { "core.close": "Schließen" } }) },
    }
    const demo = {
      source: "demo",
      catalogue: english,
      translations: {
        de: () =>
          fail ? Promise.reject(new Error("chunk failed")) : Promise.resolve({ default: german }),
      },
    }
    const messages = Effect.runSync(makeMessages([core, demo]))
    const before = messages.store.getSnapshot()
    expect(await Effect.runPromise(messages.setLocale("de"))).toBe("en")
    expect(messages.store.getSnapshot()).toBe(before)
    expect(messages.text("core.close")).toBe("Close")
    fail = false
    expect(await Effect.runPromise(messages.setLocale("de"))).toBe("de")
    expect(messages.text("core.close")).toBe("Schließen")
  })

  it("a tag matching no supported language keeps the current one", async () => {
    const messages = Effect.runSync(makeMessages([{ source: "demo", catalogue: english }]))
    expect(await Effect.runPromise(messages.setLocale("pt-BR"))).toBe("en")
    expect(messages.store.getSnapshot().locale).toBe("en")
  })

  it("the last switch wins over one still loading", async () => {
    let releaseArabic: () => void = () => {}
    const demo = {
      source: "demo",
      catalogue: english,
      translations: {
        ar: () =>
          new Promise<{ default: typeof arabic }>((resolve) => {
            releaseArabic = () => resolve({ default: arabic })
          }),
        de: () => Promise.resolve({ default: german }),
      },
    }
    const messages = Effect.runSync(makeMessages([demo]))
    const slow = Effect.runPromise(messages.setLocale("ar"))
    expect(await Effect.runPromise(messages.setLocale("de"))).toBe("de")
    releaseArabic()
    expect(await slow).toBe("de")
    expect(messages.store.getSnapshot().locale).toBe("de")
  })
})

import type { FoyerOptions } from "../../core"

type AskedFeatures = NonNullable<FoyerOptions["features"]>

/**
 * A feature as the page's options ask for it, read before the kit has started and resolved
 * them: `remoteFeatures` win over `features`, as in the kernel; undefined when neither names it
 * (the kernel's default applies then).
 * @example
 * askedFeature({ features: { legalCheckbox: true } }, "legalCheckbox") // true
 */
export const askedFeature = <K extends keyof AskedFeatures>(
  options: FoyerOptions,
  name: K,
): AskedFeatures[K] | undefined => options.remoteFeatures?.[name] ?? options.features?.[name]

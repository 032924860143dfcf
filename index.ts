/** foyer-kit: the package's main entry; the kernel's public API (the same as foyer-kit/core). */
export * from "./core/index"

/** foyer: the package's main entry; the kernel's public API (the same as foyer/core). */
export * from "./core/index"

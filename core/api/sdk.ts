/** The SDK type the kernel sends as `st` with every blockchain API call and analytics batch. */
export const sdkType = "foyer"
/** The SDK version sent as `sv` beside {@link sdkType}; follows the package version. */
export const sdkVersion = "foyer-js-0.1.0"

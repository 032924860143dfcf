/**
 * Whether an untrusted image URL (a wallet's icon, a profile image) may be put in an
 * `<img src>`: only `data:image/` and `https:` URLs. Anything else (javascript:, http:,
 * relative paths, other data: types) is dropped rather than rendered.
 */
export const isSafeImageUrl = (url: string | undefined): url is string =>
  url !== undefined && (/^data:image\//i.test(url) || /^https:\/\/[^\s]/i.test(url))

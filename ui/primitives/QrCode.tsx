import encodeQR from "@paulmillr/qr"
import { useMemo } from "react"
import { qrCode } from "./QrCode.css"

/** The quiet zone around the code, in modules: the 4 the QR standard asks for. */
export const qrQuietZone = 4

/**
 * The SVG path of the dark modules: one rectangle per horizontal run, so a version-10 code
 * is a few hundred short commands in one element rather than thousands of rects.
 */
const modulePath = (modules: ReadonlyArray<ReadonlyArray<boolean>>): string => {
  const parts: Array<string> = []
  modules.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (row[x]) x += 1
      const run = x - start
      parts.push(`M${start} ${y}h${run}v1h-${run}z`)
    }
  })
  return parts.join("")
}

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text the code holds, exactly as a scanner should read it back. */
  readonly value: string
  /** The image's accessible name: what the code is for ("QR code of your address"). */
  readonly label: string
}

/**
 * `value` drawn as a QR code: error correction M (what WalletConnect wallets expect, and
 * ample on a screen), a 4-module quiet zone, dark modules on a light background in both
 * themes. It fills its container's width; screen readers hear it as an image named `label`,
 * so give them the same value as text next to it (a copy button, the text itself).
 * @example
 * <QrCode value={address} label="QR code of your address" />
 */
export const QrCode = ({ value, label }: QrCodeProps) => {
  const { size, path } = useMemo(() => {
    const modules = encodeQR(value, "raw", { ecc: "medium", border: qrQuietZone })
    return { size: modules.length, path: modulePath(modules) }
  }, [value])
  return (
    <svg
      className={qrCode}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}

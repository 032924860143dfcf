import encodeQR from "@paulmillr/qr"
import { useMemo } from "react"
import { useMessage } from "../plugin/useMessage"
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

/**
 * A `wc:` pairing URI drawn as a QR code: error correction M, as WalletConnect wallets
 * expect, and a 4-module quiet zone. Screen readers hear it named for what it is; the copy-link
 * button next to the code is their way in.
 */
export const QrCode = ({ uri }: { readonly uri: string }) => {
  const message = useMessage()
  const { size, path } = useMemo(() => {
    const modules = encodeQR(uri, "raw", { ecc: "medium", border: qrQuietZone })
    return { size: modules.length, path: modulePath(modules) }
  }, [uri])
  return (
    <svg
      className={qrCode}
      role="img"
      aria-label={message("walletConnect.qrCode")}
      viewBox={`0 0 ${size} ${size}`}
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}

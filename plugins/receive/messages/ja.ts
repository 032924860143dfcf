import type { MessageCatalogue } from "../../../core"

/** The receive plugin's messages in Japanese. */
export default {
  "receive.title": "受け取る",
  "receive.action": "受け取る",
  "receive.onNetwork": "{network}でのアドレス",
  "receive.unknownNetwork": "不明なネットワーク",
  "receive.qrCode": "アドレスのQRコード",
  "receive.copy": "アドレスをコピー",
  "receive.copied": "アドレスをコピーしました",
  "receive.copyFailed": "アドレスをコピーできませんでした",
  "receive.networks.title": "対応ネットワーク",
  "receive.networks.notice": "対応しているのはこれらのネットワークのみです。",
  "receive.noAccount": "受け取り用のアドレスを表示するには、ウォレットを接続してください。",
  "receive.connect": "ウォレットを接続",
} satisfies MessageCatalogue

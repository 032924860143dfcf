import type { MessageCatalogue } from "../../../core"

/** The activity plugin's messages in Japanese; dates are written in Japanese. */
export default {
  "activity.title": "アクティビティ",
  "activity.action": "アクティビティ",
  "activity.locale": "ja",
  "activity.loading": "アクティビティを読み込み中…",
  "activity.loadingMore": "さらに読み込み中…",
  "activity.loadMore": "さらに表示",
  "activity.empty": "{network}のアクティビティはまだありません。",
  "activity.end": "{network}のアクティビティはこれですべてです。",
  "activity.noAccount": "アクティビティを表示するには、ウォレットを接続してください。",
  "activity.unsupported": "{network}ではアクティビティを表示できません。",
  "activity.kind.sent": "送信",
  "activity.kind.received": "受信",
  "activity.kind.self": "自分宛てに送信",
  "activity.kind.swapped": "スワップ",
  "activity.kind.other": "コントラクト操作",
  "activity.to": "送信先：{address}",
  "activity.from": "送信元：{address}",
  "activity.with": "相手：{address}",
  "activity.amount": "{amount} {symbol}",
  "activity.failed": "失敗",
  "error.failedToFetchTransactions": "トランザクションを取得できませんでした",
} satisfies MessageCatalogue

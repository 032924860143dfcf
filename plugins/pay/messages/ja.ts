import type { MessageCatalogue } from "../../../core"

/** The pay plugin's messages in Japanese (polite form; Japanese counts without plurals). */
export default {
  "pay.title": "取引所で支払う",
  "pay.summary": "{network}で{recipient}に{amount} {symbol}を支払う",
  "pay.chooseExchange": "支払いに使う取引所を選択してください",
  "pay.exchangeButton": "{name}で支払う",
  "pay.loading": "取引所を読み込んでいます…",
  "pay.loadMore": "他の取引所を表示",
  "pay.noExchange": "この支払いに利用できる取引所はありません。",
  "pay.loadFailed": "取引所を読み込めませんでした。もう一度お試しください。",
  "pay.retry": "再試行",
  "pay.waiting": "{name}のウィンドウで支払いを確定してください。",
  "pay.chooseAnother": "別の取引所を選択",
  "pay.popupBlocked":
    "ブラウザが取引所のウィンドウをブロックしました。このサイトのポップアップを許可して、もう一度お試しください。",
  "pay.failed": "支払いに失敗しました。代金は支払われていません。",
  "pay.startFailed": "支払いを開始できませんでした。もう一度お試しください。",
  "pay.timedOut": "取引所が時間内に支払いを確定しませんでした。",
  "pay.success": "支払いを送信しました。",
  "pay.transaction": "トランザクション {hash}",
  "pay.noRequest": "支払う内容がありません。",
  "pay.unsupportedNetwork": "取引所払いは{network}ネットワークに対応していません。",
  "pay.invalidRecipient": "受取人のアドレスが無効です。",
  "pay.invalidAmount": "金額は0より大きく、小数点以下{decimals}桁以内である必要があります。",
  "pay.invalidAsset": "支払う資産が無効です。",
} satisfies MessageCatalogue

import type { MessageCatalogue } from "../../../core"

/** The onramp plugin's messages in Japanese (polite form). */
export default {
  "onramp.title": "暗号資産を購入",
  "onramp.action": "購入",
  "onramp.loading": "購入できる通貨を読み込んでいます…",
  "onramp.purchaseCurrency.label": "購入する通貨",
  "onramp.network.label": "ネットワーク",
  "onramp.network.current": "現在のネットワーク",
  "onramp.paymentCurrency.label": "支払い通貨",
  "onramp.paymentMethod.label": "支払い方法",
  "onramp.method.card": "カード",
  "onramp.method.ach_bank_account": "銀行口座",
  "onramp.limits": "{method}：{min}〜{max} {currency}",
  "onramp.amount.label": "支払金額",
  "onramp.quote.loading": "見積もりを取得しています…",
  "onramp.quote.receive": "受取額：約{amount} {currency}",
  "onramp.quote.networkFee": "ネットワーク手数料：{amount} {currency}",
  "onramp.quote.total": "合計：{amount} {currency}",
  "onramp.quote.placeholder":
    "現在、見積もりを取得できません。表示されている金額は支払金額と同じです。",
  "onramp.providerFee": "プロバイダー手数料：{range}",
  "onramp.submit": "購入",
  "onramp.opening": "支払いウィンドウを開いています…",
  "onramp.waiting":
    "支払いウィンドウで購入を完了してください。ウィンドウを閉じると残高が更新されます。",
  "onramp.refreshing": "残高を更新しています…",
  "onramp.finished": "支払いウィンドウが閉じられました。残高は最新の状態です。",
  "onramp.blocked": "ブラウザが支払いウィンドウをブロックしました。",
  "onramp.blocked.link": "支払いページを開く",
  "onramp.error.invalidDecimal": "有効な数値ではありません",
  "onramp.error.outOfLimits": "{min}〜{max} {currency}の金額を入力してください。",
  "onramp.error.amountRequired": "支払金額を入力してください。",
  "onramp.error.currencyRequired": "購入する通貨とネットワークを選択してください。",
  "onramp.error.paymentRequired": "支払い方法を選択してください。",
  "onramp.error.url": "支払いページを開けませんでした：{reason}",
} satisfies MessageCatalogue

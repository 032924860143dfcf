import type { MessageCatalogue } from "../../../core"

/** The names plugin's messages in Japanese. */
export default {
  "names.title": "名前を選択",
  "names.successTitle": "名前を登録しました",
  "names.action": "名前を選択",
  "names.field": "名前",
  "names.hint": "英字・数字・ハイフンで4文字以上。",
  "names.invalid": "英字・数字・ハイフンのみを使い、4文字以上で入力してください。",
  "names.checking": "{name}を確認中…",
  "names.available": "{name}は利用できます。",
  "names.taken": "{name}はすでに使用されています。",
  "names.suggestions": "利用可能な候補",
  "names.register": "{name}を登録",
  "names.loading": "登録を準備中…",
  "names.signing": "ウォレットでメッセージに署名してください…",
  "names.submitting": "{name}を登録中…",
  "names.unsupported": "{network}では名前を利用できません。",
  "names.noAccount": "名前を選択するには、ウォレットを接続してください。",
  "names.success": "{name}がこのアカウントの名前になりました。",
  "names.done": "アカウントに戻る",
  "error.errorResolvingName": "名前の解決中にエラーが発生しました",
  "error.errorFetchingNameSuggestions": "名前の候補の取得中にエラーが発生しました",
  "error.errorFetchingNamesForAddress": "アドレスの名前の取得中にエラーが発生しました",
  "error.errorRegisteringName": "名前「{name}」の登録中にエラーが発生しました",
} satisfies MessageCatalogue

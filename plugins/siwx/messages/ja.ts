import type { MessageCatalogue } from "../../../core"

/** The sign-in plugin's messages in Japanese (polite form). */
export default {
  "siwx.title": "サインイン",
  "siwx.intro":
    "{app}が、このアカウントの所有者であることを証明するため、メッセージへの署名を求めています。",
  "siwx.thisSite": "このサイト",
  "siwx.free": "署名は無料です。トランザクションは送信されません。",
  "siwx.sign": "署名",
  "siwx.signing": "ウォレットでメッセージに署名してください…",
  "siwx.cancel": "キャンセル",
  "siwx.errorSigningMessage": "メッセージの署名中にエラーが発生しました",
  "error.siwxNotEnabled": "SIWXが有効になっていません",
} satisfies MessageCatalogue

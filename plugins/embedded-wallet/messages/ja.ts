import type { MessageCatalogue } from "../../../core"

/** The embedded wallet's messages in Japanese. */
export default {
  "error.emailCooldown": "{n}秒後にもう一度お試しください",
  "error.untrustedOrigin": "信頼されていないオリジンです",
  "error.frameError": "エラーが発生しました",
  "error.rpcAborted": "RPCリクエストが中断されました",
  "error.emailLoginDependencyFailed": "メールログインに必要なモジュールを読み込めませんでした",
  "error.frameNotSet": "セキュアフレームが設定されていません。",
  "error.frameParentNotSet": "セキュアフレームの親ウィンドウが設定されていません。",
  "embeddedWallet.connectorName": "メール",
  "embeddedWallet.email.heading": "またはメールで続行",
  "embeddedWallet.email.field": "メールアドレス",
  "embeddedWallet.email.continue": "続行",
  "embeddedWallet.emailLogin.title": "メールの確認",
  "embeddedWallet.emailLogin.codeSent": "{email} に送信されたコードを入力してください。",
  "embeddedWallet.emailLogin.codeSentToYou": "メールに送信されたコードを入力してください。",
  "embeddedWallet.emailLogin.code": "ワンタイムコード",
  "embeddedWallet.emailLogin.codeMissing": "メールに記載されたコードを入力してください。",
  "embeddedWallet.emailLogin.continue": "続行",
  "embeddedWallet.emailLogin.resend": "コードを再送信",
  "embeddedWallet.emailLogin.resent": "{email} に新しいコードを送信しました。",
  "embeddedWallet.emailLogin.approveDevice":
    "{email} に送信されたメールからこのデバイスを承認し、ここに戻ってください。",
  "embeddedWallet.approve.title": "トランザクションの承認",
  "embeddedWallet.approve.instructions": "セキュアウィンドウでリクエストを承認してください。",
  "embeddedWallet.approve.method": "リクエスト: {method}",
} satisfies MessageCatalogue

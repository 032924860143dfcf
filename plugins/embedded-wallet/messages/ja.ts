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
} satisfies MessageCatalogue

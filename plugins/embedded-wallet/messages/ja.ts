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
  "embeddedWallet.passkey.frameTitle": "ウォレットのパスキー",
  "embeddedWallet.passkey.instructions":
    "セキュアウィンドウで続行し、パスキーを設定または使用してください。",
  "embeddedWallet.social.heading": "またはソーシャルアカウントで続行",
  "embeddedWallet.social.continueWith": "{provider}で続行",
  "embeddedWallet.social.title": "ソーシャルログイン",
  "embeddedWallet.social.waiting": "開いたウィンドウで{provider}にサインインしてください。",
  "embeddedWallet.social.connecting": "{provider}アカウントを接続しています…",
  "embeddedWallet.social.tryAgain": "再試行",
  "embeddedWallet.farcaster.title": "Farcasterでサインイン",
  "embeddedWallet.farcaster.loading": "Farcasterのサインインリンクを取得しています…",
  "embeddedWallet.farcaster.qrCode": "Farcasterでサインインするための QRコード",
  "embeddedWallet.farcaster.scan":
    "スマートフォンのFarcasterアプリでこのQRコードをスキャンしてください。",
  "embeddedWallet.farcaster.waiting": "Farcasterでサインインが承認されるのを待っています…",
  "embeddedWallet.farcaster.copyLink": "リンクをコピー",
  "embeddedWallet.farcaster.linkCopied": "リンクをコピーしました",
  "embeddedWallet.farcaster.copyLinkFailed": "リンクをコピーできませんでした",
  "embeddedWallet.farcaster.open": "Farcasterで開く",
  "embeddedWallet.farcaster.connecting": "Farcasterアカウントに接続しています…",
  "embeddedWallet.farcaster.tryAgain": "再試行",
  "embeddedWallet.updateEmail.action": "メールアドレスを変更",
  "embeddedWallet.updateEmail.title": "メールアドレスの変更",
  "embeddedWallet.updateEmail.current": "現在のメールアドレスは{email}です。",
  "embeddedWallet.updateEmail.newEmail": "新しいメールアドレス",
  "embeddedWallet.updateEmail.primaryCodeSent":
    "ご本人確認のため、{email}に送信されたコードを入力してください。",
  "embeddedWallet.updateEmail.primaryCodeSentToYou":
    "ご本人確認のため、現在のメールアドレスに送信されたコードを入力してください。",
  "embeddedWallet.updateEmail.secondaryCodeSent":
    "新しいメールアドレスを確認するため、{email}に送信されたコードを入力してください。",
  "embeddedWallet.updateEmail.done": "メールアドレスが{email}に変更されました。",
  "embeddedWallet.updateEmail.finish": "完了",
  "embeddedWallet.siteError.rateLimited": "リクエストが多すぎます。{n}秒後にもう一度お試しください",
  "embeddedWallet.siteError.mailFailed": "メールを送信できませんでした。もう一度お試しください",
  "embeddedWallet.siteError.noCode":
    "コードが送信されていません。新しいコードをリクエストしてください",
  "embeddedWallet.siteError.wrongCode": "コードが正しくありません。残り{n}回",
  "embeddedWallet.siteError.codeExpired":
    "コードの有効期限が切れました。新しいコードをリクエストしてください",
  "embeddedWallet.siteError.codeExhausted":
    "誤ったコードの入力が多すぎます。新しいコードをリクエストしてください",
  "embeddedWallet.siteError.codeUsed":
    "このコードは使用済みです。新しいコードをリクエストしてください",
  "embeddedWallet.siteError.sessionEnded":
    "先にサインインしてください。セッションが存在しないか、期限切れか、サインアウトされています",
  "embeddedWallet.siteError.noEmail":
    "このアカウントはメールアドレスなしでサインインします。変更するメールアドレスはありません",
  "embeddedWallet.siteError.sameEmail": "これはすでにこのアカウントのメールアドレスです",
  "embeddedWallet.siteError.noEmailChange":
    "進行中のメールアドレス変更はありません。新しいメールアドレスを入力してください",
  "embeddedWallet.siteError.emailTaken": "このメールアドレスは別のアカウントで使用されています",
  "embeddedWallet.siteError.noEmailStarted":
    "先にメールアドレスを入力してください。ログインコードは送信されていません。",
  "embeddedWallet.siteError.deviceShareMissing":
    "このブラウザには、このサイトでのこのアカウントの鍵の一部がありません。アカウントを作成した環境でサインインしてください。",
} satisfies MessageCatalogue

import type { MessageCatalogue } from "../../../core"

/** The email-capture plugin's messages in Japanese. */
export default {
  "emailCapture.title": "メールアドレス",
  "emailCapture.intro": "必要に応じて、このアプリにメールアドレスを共有できます。入力は任意です。",
  "emailCapture.field": "メールアドレス",
  "emailCapture.continue": "続行",
  "emailCapture.skip": "スキップ",
} satisfies MessageCatalogue

import type { MessageCatalogue } from "../../../core"

/** The multi-wallet plugin's messages in Japanese. */
export default {
  "view.ProfileWallets.title": "ウォレット",
  "multiWallet.action": "ウォレット",
  "multiWallet.current": "使用中",
  "multiWallet.active": "接続中",
  "multiWallet.switch": "切り替え",
  "multiWallet.switchTo": "{wallet} {address} に切り替え",
  "multiWallet.disconnect": "{wallet} {address} を切断",
  "multiWallet.add": "ウォレットを追加",
  "multiWallet.none": "接続されているウォレットはありません。",
  "multiWallet.nowCurrent": "{wallet} が現在のウォレットになりました。",
  "multiWallet.disconnected": "{wallet} を切断しました。",
  "multiWallet.recent": "最近使用",
  "multiWallet.recentIn": "最近使用したウォレット（{family}）",
  "multiWallet.connect": "接続",
  "multiWallet.connectTo": "{wallet} {address} に接続",
  "multiWallet.notInstalled": "未インストール",
  "multiWallet.connected": "{wallet} に接続しました。",
} satisfies MessageCatalogue

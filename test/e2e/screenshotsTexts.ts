import { coreMessages } from "../../core/messages/coreMessages"
import coreAr from "../../core/messages/translations/ar"
import activityAr from "../../plugins/activity/messages/ar"
import { en as activityEn } from "../../plugins/activity/messages/en"
import namesAr from "../../plugins/names/messages/ar"
import { en as namesEn } from "../../plugins/names/messages/en"
import onrampAr from "../../plugins/onramp/messages/ar"
import { en as onrampEn } from "../../plugins/onramp/messages/en"
import payAr from "../../plugins/pay/messages/ar"
import { en as payEn } from "../../plugins/pay/messages/en"
import receiveAr from "../../plugins/receive/messages/ar"
import { en as receiveEn } from "../../plugins/receive/messages/en"
import sendAr from "../../plugins/send/messages/ar"
import { en as sendEn } from "../../plugins/send/messages/en"
import siwxAr from "../../plugins/siwx/messages/ar"
import { en as siwxEn } from "../../plugins/siwx/messages/en"
import swapAr from "../../plugins/swap/messages/ar"
import { en as swapEn } from "../../plugins/swap/messages/en"

/** The languages the screenshot tests draw the modal in: English, and Arabic for right to left. */
export type ScreenshotLocale = "en" | "ar"

type Catalogue = Readonly<Record<string, string>>

// The kernel's and the demo's plugins' catalogues: the walk finds buttons and dialogs by the
// names a visitor reads, in the language the page is in.
const catalogues: Readonly<Record<ScreenshotLocale, ReadonlyArray<Catalogue>>> = {
  en: [coreMessages, activityEn, namesEn, onrampEn, payEn, receiveEn, sendEn, siwxEn, swapEn],
  ar: [coreAr, activityAr, namesAr, onrampAr, payAr, receiveAr, sendAr, siwxAr, swapAr],
}

/** The texts of one language, by message id. */
export interface ScreenshotTexts {
  /** The message `id` as the modal shows it (without placeholders); throws for an unknown id. */
  readonly text: (id: string) => string
  /**
   * The texts a view shows only while it loads ("Loading balance…", "Fetching the best
   * price…"): a view is drawn for its screenshot once none of them is left.
   */
  readonly busyTexts: ReadonlyArray<string>
}

// Ids of the states that pass by themselves: a load, a quote, a fee estimate, a QR being made.
const busyId = /\.(loading|loadingBalance|loadingMore|generating|estimating|refreshing)$/

/**
 * The modal's texts in `locale`, from the same catalogues the kit ships.
 * @example
 * screenshotTexts("ar").text("view.Account.title") // "الحساب"
 */
export const screenshotTexts = (locale: ScreenshotLocale): ScreenshotTexts => {
  const merged: Record<string, string> = Object.assign({}, ...catalogues[locale])
  return {
    text: (id) => {
      const found = merged[id]
      if (found === undefined) throw new Error(`no message ${id} in the ${locale} catalogues`)
      return found
    },
    busyTexts: Object.entries(merged)
      .filter(([id, value]) => busyId.test(id) && !value.includes("{"))
      .map(([, value]) => value),
  }
}

/**
 * Dates and money on the "How to sign and use this document" pages, formatted for the pages' language
 * (the request's: request-language.ts). The paper itself formats in English (@shared/i18n/format's defaults).
 */
import * as format from "@shared/i18n/format";
import type { DateStyle, MoneyStyle } from "@shared/i18n/format";
import { currentLanguage } from "../request-language";

export const formatDate = (isoDate: string, style?: DateStyle) => format.formatDate(isoDate, style, currentLanguage());
export const formatMoney = (amount: number, style?: MoneyStyle) => format.formatMoney(amount, style, currentLanguage());

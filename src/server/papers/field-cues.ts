/**
 * The words that introduce each field a paper states, in English and Spanish. fields.ts reads the value next to
 * them; the patterns are case-insensitive.
 */

/** A case number's label, at the start of what follows it on the line. */
export const CASE_NUMBER_LABEL = /(?:case\s*(?:no\.?|number|#)|n[uú]mero\s+de\s+caso|caso\s+n[oº°]\.?)\s*[:#.]?\s*/i;

/** Where the case number stops on its line: two spaces (the next column) or another label. */
export const CASE_NUMBER_END = /\s{2,}|\s+(?:division|div\.|sección)\b/i;

/** The caption's own court first; a court named later (the clerk's title) only when the caption names none. */
export const COURT_CAPTION = /\bin\s+the\s+(county|circuit)\s+court\b|\b(?:tribunal|corte)\s+(?:del\s+)?(condado|circuito)\b/i;
export const COURT_ANYWHERE = /(?<!clerk of the\s)\b(county|circuit)\s+court\b/i;
export const SMALL_CLAIMS = /\bsmall\s+claims\b|\breclamos\s+menores\b/i;

export const COUNTY_CAPTION = /\bin\s+and\s+for\s+([a-z .'-]{1,40}?)\s+county\b/i;

/** A caption's party lines. */
export const PLAINTIFF_LINE = /^\s*,?\s*(?:plaintiff|demandante)(?:\(s\)|s)?\s*[,.]?\s*$/i;
export const DEFENDANT_LINE = /^\s*,?\s*(?:defendant|demandad[oa])(?:\(s\)|s)?\s*[,.]?\s*$/i;
export const VERSUS_LINE = /^\s*(?:v\.?|vs\.?|versus|contra)\s*$/i;
/** A line that is not part of a party's name: the caption's heading, the case number, a rule. */
export const NOT_A_NAME = /\bcourt\b|\bcase\b|\bdivision\b|\bcounty,?\s+florida\b|^[\s_/-]*$/i;

/** "Landlord: …" lines, and for a notice addressed to the tenant, "To: …". */
export const LANDLORD_LABEL = /^\s*(?:landlord(?:'s name)?(?:\s*\/\s*agent)?|arrendador(?:a)?)\s*:\s*(.+)$/i;
export const TENANT_LABEL = /^\s*(?:tenant(?:'s name)?|inquilino(?:a)?)\s*:\s*(.+)$/i;
export const ADDRESSEE_LABEL = /^\s*(?:to|para)\s*:\s*(.+)$/i;
/** A lease's "between X ("Landlord") and Y ("Tenant")". */
export const LEASE_PARTIES =
  /between\s+([^()]{2,120}?)\s*\(\s*["“]?landlord["”]?\s*\)\s*and\s+([^()]{2,120}?)\s*\(\s*["“]?tenant["”]?\s*\)/i;

export const CREDITOR_LABEL =
  /(?:original creditor|current creditor|creditor to whom the debt is owed|acreedor(?: original)?)\s*:\s*(.+)$/im;
export const CREDITOR_PHRASE = /\bdebt (?:that )?you owe to ([^.\n]{2,120}?)\s*\./i;

/** Words that put a hearing's date after them, within HEARING_REACH characters. */
export const HEARING_CUE =
  /pre-?\s?trial conference|hearing|will be heard|required to appear|must appear|will meet|audiencia|conferencia previa|comparecer/gi;
export const HEARING_REACH = 250;
export const HEARING_PLACE = /\b(?:courtroom|court room|room|sala)\s+[a-z0-9-]+/i;

/** The paper's own date follows one of these; a letter's date stands alone on a line near the top. */
export const PAPER_DATE_CUE =
  /(?:\b(?:dated|date|fecha)\s*(?::|\bon\b|\bthis\b)\s*(?:the\s+)?|done and ordered\b[^.]{0,150}?\b(?:on|this)\s+|witness my hand\b[^.]{0,100}?\b(?:on|this)\s+(?:this\s+)?)$/i;
export const LETTER_DATE_LINES = 12;

/** The day the paper was delivered: one of these shortly before a date; a certificate of service wins. */
export const DELIVERY_CUE =
  /\b(?:hand delivered|delivered|served|posted|mailed|mail|furnished|entregad[oa]|notificad[oa])\b[^.]{0,100}$/i;
export const CERTIFICATE_CUE = /\bcertif(?:y|ico|ied|icate)\b[^]{0,250}$/i;

/**
 * The words that introduce each field a paper states, in English and Spanish. fields.ts reads the value next to
 * them; the patterns are case-insensitive.
 */

const CASE_LABEL = String.raw`(?:case\s*(?:no\.?|number|#|(?=\s*[:/]))|n[uú]mero\s+de\s+caso|caso\s+(?:n[uú]m(?:ero)?|n[oº°])\.?)`;
/** A case number's label, in one language or both ("CASE NO. / CASO NÚM.:"), at the start of what follows it. */
export const CASE_NUMBER_LABEL = new RegExp(`${CASE_LABEL}(?:\\s*\\/\\s*${CASE_LABEL})?\\s*[:#.]?\\s*`, "i");

/** Where the case number stops on its line: two spaces (the next column) or another label. */
export const CASE_NUMBER_END = /\s{2,}|,\s|\s+(?:division|div\.|sección)\b/i;

/**
 * The caption's own court first; a court named later (the clerk's title) only when the caption names none. A photo
 * may read "IN THE" as "INTHE".
 */
export const COURT_CAPTION = /\bin\s*the\s+(county|circuit)\s+court\b|\b(?:tribunal|corte)\s+(?:del\s+)?(condado|circuito)\b/i;
export const COURT_ANYWHERE = /(?<!clerk of the\s)\b(county|circuit)\s+court\b/i;
export const SMALL_CLAIMS = /\bsmall\s+claims\b|\breclamos\s+menores\b/i;

export const COUNTY_CAPTION = /\bin\s+and\s+for\s+([a-z .'-]{1,40}?)\s+county\b/i;

/** A caption's party lines. */
/** "Plaintiff: …" lines, where a sheriff's or clerk's notice names the parties without a caption. */
export const PLAINTIFF_LABEL = /^\s*(?:plaintiff|demandante)(?:\(s\)|s)?\s*:\s*(.+)$/i;
export const DEFENDANT_LABEL = /^\s*(?:defendant|demandad[oa])(?:\(s\)|s)?\s*:\s*(.+)$/i;
/** "Plaintiff," alone on its line, or with its translation ("Plaintiff / Demandante,"). */
export const PLAINTIFF_LINE = /^\s*,?\s*(?:plaintiff|demandante)(?:\(s\)|s)?(?:\s*\/\s*(?:plaintiff|demandante)s?)?\s*[,.]?\s*$/i;
export const DEFENDANT_LINE =
  /^\s*,?\s*(?:defendant|demandad[oa])(?:\(s\)|s)?(?:\s*\/\s*(?:defendant|demandad[oa])s?)?\s*[,.]?\s*$/i;
/** A caption written on one line: "ACME LLC, Plaintiff, v. JANE DOE, Defendant." */
export const ONE_LINE_CAPTION =
  /^\s*(.{2,120}?),?\s+(?:plaintiff|demandante)s?,?\s+(?:v\.?|vs\.?|versus|contra)\s+(.{2,120}?),?\s+(?:defendant|demandad[oa])s?\.?\s*$/i;
/** A party on its own line with its role after it: "ACME LLC, Plaintiff,". */
export const PLAINTIFF_INLINE = /^\s*(.{2,120}?),?\s+(?:plaintiff|demandante)(?:\(s\)|s)?\s*[,.]?\s*$/i;
export const DEFENDANT_INLINE = /^\s*(.{2,120}?),?\s+(?:defendant|demandad[oa])(?:\(s\)|s)?\s*[,.]?\s*$/i;
/** A caption's style on one line without the parties' roles: "STYLE: ACME LLC v. JANE DOE". */
export const STYLE_LINE = /^\s*(?:case\s+)?style\s*:\s*(.{2,120}?)\s+(?:v\.?|vs\.?|versus)\s+(.{2,120}?)\s*\.?\s*$/i;
/** "v." alone on its line, also as a photo reads it ("wv.", "V"). */
export const VERSUS_LINE = /^\s*(?:[a-z]?v\.?|vs\.?|versus|contra)\s*$/i;
/** A line that is not part of a party's name: the caption's heading, the case number, a rule. */
export const NOT_A_NAME = /\bcourt\b|\bcase\b|\bdivision\b|\bcounty,?\s+florida\b|^[\s_/-]*$/i;

/** "Landlord: …" lines, and for a notice addressed to the tenant, "To: …". */
export const LANDLORD_LABEL = /^\s*(?:[^:]{0,40}:\s*)?(?:landlord(?:'s name)?(?:\s*\/\s*agent)?|arrendador(?:a)?)\s*:\s*(.+)$/i;
export const TENANT_LABEL = /^\s*(?:(?:former\s+)?tenant(?:'s name|\(s\)|s)?|resident(?:\(s\)|s)?|inquilin[oa]s?)\s*:\s*(.+)$/i;
/**
 * On a notice to the tenant, who sends it: the owner or its agent, or "From: … (Landlord)". § 83.56 notices must
 * name the landlord, and managers sign as the owner's agent.
 */
export const OWNER_LABEL = /^\s*(?:owner(?:\s*\/\s*agent)?|agent|management|from|de)\s*:\s*(.+)$/i;
/** A signature line naming the landlord: "Sunshine Homes LLC, Landlord" (or "Landlord/Agent"). */
export const LANDLORD_SIGNATURE = /^\s*([^:]{2,120}?),?\s+\(?(?:landlord(?:\s*\/\s*agent)?|arrendador(?:a)?)\)?\s*$/i;
/** What follows a landlord's name and is not part of it: "(Landlord)", ", as agent for the owner". */
export const LANDLORD_NAME_TAIL = /\s*(?:\(\s*(?:landlord|owner|arrendador)\s*\)|,?\s+as\s+(?:managing\s+)?agent\b.*)$/i;
/** What follows the tenant's name on a notice and is not part of it: "and all other occupants". */
export const OCCUPANTS_TAIL =
  /,?\s+(?:and|&|y)\s+(?:all\s+)?(?:other\s+occupants|others\s+in\s+possession|unknown\s+(?:occupants|tenants)|todos\s+los\s+dem[aá]s\s+ocupantes)\b.*$/i;
export const ADDRESSEE_LABEL = /^\s*(?:to|para)\s*:\s*(.+)$/i;
/** A lease's "between X ("Landlord") and Y ("Tenant")". */
export const LEASE_PARTIES =
  /between\s+([^()]{2,120}?)\s*\(\s*["“]?landlord["”]?\s*\)\s*and\s+([^()]{2,120}?)\s*\(\s*["“]?tenant["”]?\s*\)/i;

export const CREDITOR_LABEL =
  /(?:original creditor|current creditor|creditor to whom the debt is owed|(?:our |on behalf of our )?client|acreedor(?: original)?)\s*:\s*(.+)$/im;
export const CREDITOR_PHRASE =
  /\b(?:debt (?:that )?you owe to|(?:balance|amount|debt) (?:that you )?owed? to)\s+([^.\n$]{2,120}?)\s*(?:\.|\s-\s|\$|$)/im;

/** Words that put a hearing's date after them, within HEARING_REACH characters. */
export const HEARING_CUE =
  /pre-?\s?trial conference|hearing|will be heard|required to appear|must appear|will meet|audiencia|conferencia previa|comparecer/gi;
export const HEARING_REACH = 250;
/** Words that make a hearing's word no hearing set: "you may be evicted without a hearing". */
export const NO_HEARING_BEFORE = /\b(?:without|sin)\s+(?:a\s+|any\s+|further\s+|una\s+)?(?:notice\s+or\s+|aviso\s+ni\s+)?$/i;
export const HEARING_PLACE = /\b(?:courtroom|court room|room|sala)\s+[a-z0-9-]+/i;

/**
 * The paper's own date follows one of these; a letter's date stands alone on a line near the top. A judge's electronic
 * signature stamp ("eSigned 07/09/2027", "Electronically signed by Judge … on …") dates an order.
 */
export const PAPER_DATE_CUE =
  /(?:\b(?:dated|date(?: of (?:this )?(?:notice|letter))?|fecha)(?:\s*\/\s*fechad[oa])?\s*(?::|\bon\b\s*:?|\bthis\b)\s*(?:the\s+)?|(?:^|[.:]\s+)(?:dated|issued)\s+|\bissued\s*(?::|\bon\b|\bthis\b)\s*(?:the\s+)?|(?:done and ordered|(?:^|\.\s+)ordered(?! and adjudged))\b[^.]{0,150}?\b(?:on|this)\s+|witness my hand\b[^.]{0,100}?\b(?:on|this)\s+(?:this\s+)?|\b(?:e-?signed|electronically\s+signed)\b(?:\s+by\s+(?:[^.]|(?<=\b[a-z])\.){0,80}?)?(?:\s+on)?\s*:?\s*|\b(?:fechad[oa]|emitid[oa]|expedid[oa])(?:\s*:\s*|\s+)(?:el\s+)?(?:d[ií]a\s+)?)$/i;
export const LETTER_DATE_LINES = 12;

/**
 * The day the paper was delivered: one of these shortly before a date, in the same sentence (the period of an initial,
 * "U.S." or an e-mail address does not end it); a certificate of service wins.
 */
export const DELIVERY_CUE =
  /(?:\b(?:hand delivered|delivered|served|posted|mailed|mail|e-?mailed|sent|furnished|entregad[oa]|fijad[oa]|enviad[oa]|notificad[oa])\b|\bentregu[eé](?![a-z]))(?:[^.]|(?<=(?:^|\P{L})\p{L})\.|\.(?=\S)){0,100}$/iu;
export const CERTIFICATE_CUE = /\bcertif(?:y|ico|ied|icate)\b[^]{0,250}$/i;

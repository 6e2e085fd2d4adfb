/**
 * The words that introduce each field a paper states, in English and Spanish. fields.ts reads the value next to
 * them; the patterns are case-insensitive.
 */

const CASE_LABEL = String.raw`(?:case\s*(?:no\.?|number|#|(?=\s*[:/]))|(?:civil\s+)?action\s+(?:no\.?|number)|n[uú]mero\s+de\s+caso|caso\s+(?:n[uú]m(?:ero)?|n[oº°])\.?|n[oº°]\.?\s+de\s+caso)`;
/** A case number's label, in one language or both ("CASE NO. / CASO NÚM.:"), at the start of what follows it. */
export const CASE_NUMBER_LABEL = new RegExp(`${CASE_LABEL}(?:\\s*\\/\\s*${CASE_LABEL})?\\s*[:#.]?\\s*`, "i");

/** Where the case number stops on its line: two spaces (the next column) or another label ("Div. L", "Judge:"). */
export const CASE_NUMBER_END = /\s{2,}|,\s|\s+(?:division|div\.|sección)(?!\p{L})|\s+(?=\p{L}[\p{L} ]{0,20}:)/iu;

/**
 * The caption's own court first; a court named later (the clerk's title) only when the caption names none. A photo
 * may read "IN THE" as "INTHE".
 */
export const COURT_CAPTION = /\bin\s*the\s+(county|circuit)\s+court\b|\b(?:tribunal|corte)\s+(?:del\s+)?(condado|circuito)\b/i;
/** A court named anywhere: "Clerk of the Circuit Court" is every clerk's title, but a clerk "of the County Court" serves it. */
export const COURT_ANYWHERE = /\b(county)\s+court\b|(?<!clerk of the\s)\b(circuit)\s+court\b/i;
/**
 * The court code inside a Florida case number, between digits or dashes: "2027-CC-012345", "50-2027-SC-004417",
 * "562027CC000911AXXXHC" (county civil, small claims; "CA" is circuit civil). Broward's "COCE"/"COSO" are county too.
 */
export const CASE_COURT_CODE = /(?:^|[\d-])(CC|SC|CA)(?=[\d-])|^(?=CO(?:CE|SO))(CO)/i;
export const SMALL_CLAIMS = /\bsmall\s+claims\b|\breclamos\s+menores\b/i;

export const COUNTY_CAPTION = /\bin\s+and\s+for\s+([a-z .'-]{1,40}?)\s+county\b/i;

/** A caption's party lines. */
/** "Plaintiff: …" lines, where a sheriff's or clerk's notice names the parties without a caption. */
export const PLAINTIFF_LABEL = /^\s*(?:plaintiff|demandante)(?:\(s\)|s)?\s*:\s*(.*)$/i;
export const DEFENDANT_LABEL = /^\s*(?:defendant|demandad[oa])(?:\(s\)|s)?\s*:\s*(.*)$/i;
/**
 * "Plaintiff," alone on its line, or with its translation or its other role ("Plaintiff / Demandante,",
 * "Plaintiff/Landlord,", "Tenant/Defendant."), also with the "v." that follows it ("Plaintiff, vs.").
 */
export const PLAINTIFF_LINE =
  /^\s*,?\s*(?:(?:landlord|arrendador(?:a)?)(?:\(s\)|s)?\s*\/\s*)?(?:plaintiff|demandante)(?:\(s\)|s)?(?:\s*\/\s*(?:plaintiff|demandante|landlord|arrendador(?:a)?|petitioner)(?:\(s\)|s)?)?\s*[,.]?(?:\s+(?:v\.?|vs\.?|versus|contra))?\s*$/i;
export const DEFENDANT_LINE =
  /^\s*,?\s*(?:(?:tenant|inquilin[oa])(?:\(s\)|s)?\s*\/\s*)?(?:defendant|demandad[oa])(?:\(s\)|s)?(?:\s*\/\s*(?:defendant|demandad[oa]|tenant|inquilin[oa]|respondent)(?:\(s\)|s)?)?\s*[,.]?\s*$/i;
/** A caption written on one line: "ACME LLC, Plaintiff, v. JANE DOE, Defendant." */
export const ONE_LINE_CAPTION =
  /^\s*(.{2,120}?),?\s+(?:plaintiff|demandante)s?,?\s+(?:v\.?|vs\.?|versus|contra)\s+(.{2,120}?),?\s+(?:defendant|demandad[oa])s?\.?\s*$/i;
/** A party on its own line with its role after it: "ACME LLC, Plaintiff,". */
export const PLAINTIFF_INLINE = /^\s*(.{2,120}?),?\s+(?:plaintiff|demandante)(?:\(s\)|s)?\s*[,.]?\s*$/i;
export const DEFENDANT_INLINE = /^\s*(.{2,120}?),?\s+(?:defendant|demandad[oa])(?:\(s\)|s)?\s*[,.]?\s*$/i;
/** A caption's style on one line without the parties' roles: "STYLE: ACME LLC v. JANE DOE". */
/** Also a letter's reference line, "Re: ACME LLC v. JANE DOE, Case No. 27-CC-1234", without its case number. */
export const STYLE_LINE =
  /^\s*(?:(?:case\s+)?style|re)\s*:\s*(.{2,120}?)\s+(?:v\.?|vs\.?|versus)\s+(.{2,120}?)\s*(?:[,;(]\s*case\b.*)?\.?\s*$/i;
/** "v." alone on its line, also as a photo reads it ("wv.", "V"), or between dashes ("-vs-"). */
export const VERSUS_LINE = /^\s*[-–—_]*\s*(?:[a-z]?v\.?|vs\.?|versus|contra)\s*[-–—_]*\s*$/i;
/** A case number's or division's label after a caption's party, when its column was copied onto the same line. */
export const RIGHT_COLUMN_LABEL = /(?<=\S)\s+(?=(?:case\s*(?:no\b|number\b|#)|division\s*:|div\.\s*:?))/i;
/** A caption's ")" column rule, typed after the parties with a space before it ("ACME LLC, )"). */
export const COLUMN_RULE = /\s+\)(?=\s|$)/;
/** A caption line that is only its column rule. */
export const RULE_ONLY_LINE = /^\s*[):]\s*$/;
/**
 * A line that is not part of a party's name: the caption's heading, the case number (also alone on its line,
 * "2026-SC-004419-O"), a rule, the paper's title.
 */
export const NOT_A_NAME =
  /\bcourt\b|\bcase\b|\bdivision\b|\bcounty,?\s+florida\b|^[\s_/-]*$|^\s*[\dA-Z]*\d[\dA-Z]*(?:-[\dA-Z]+)+\s*$|\b(?:summons|notice|motion|judgment|writ|complaint|citaci[oó]n|aviso)\b/i;

/**
 * Where a name on a label's line ends: an address or another label on the same line ("Maria Lopez ADDRESS: 12 Main
 * St"), the role after it (", Tenant", "(Tenant)"), a phone, a wide gap or a separator.
 */
export const NAME_END =
  /,\s*(?=\d)|,\s*(?:tenant|inquilino|tel|phone|ph|tel[eé]fono)\b|\s*\(\s*(?:tenants?|inquilin[oa]s?|residents?)\s*\)|\s+(?=(?:address|direcci[oó]n|phone|tel[eé]fono|unit|apt|premises|property|propiedad|date|fecha)\s*:)|\s{2,}|\s+[|~•·]\s+/i;
/**
 * "Landlord: …" lines, and for a notice addressed to the tenant, "To: …"; also a form's "Tenant Name(s):", "Name of
 * Landlord:", "Landlord/Owner:". A label alone on its line has the name on the next one (fields.ts).
 */
export const LANDLORD_LABEL =
  /^\s*(?:[^:]{0,40}:\s*)?(?:landlord(?:'s)?(?:\s+names?)?(?:\s*\/\s*(?:agent|owner|manager))?|name\s+of\s+(?:the\s+)?landlord|arrendador(?:a)?|nombre\s+del?\s+(?:la\s+)?arrendador(?:a)?)\s*:\s*(.*)$/i;
export const TENANT_LABEL =
  /^\s*(?:(?:to|para)\s*:\s*)?(?:(?:former\s+)?(?:tenant|resident|occupant|lessee|arrendatari[oa])(?:'s|\(s\)|s)?(?:\s+names?(?:\(s\))?)?|name\s+of\s+(?:the\s+)?(?:tenant|resident)(?:\(s\)|s)?|inquilin[oa]s?|nombre\s+del?\s+(?:los\s+|la\s+)?inquilin[oa]s?)\s*:\s*(.*)$/i;
/**
 * On a notice to the tenant, who sends it: the owner or its agent, or "From: … (Landlord)". § 83.56 notices must
 * name the landlord, and managers sign as the owner's agent.
 */
export const OWNER_LABEL =
  /^\s*(?:(?:property\s+)?owner(?:\s*\/\s*agent)?|lessor|propietari[oa]|agent|managing\s+agent|(?:property\s+)?manager|management(?:\s+company)?|from|de)\s*:\s*(.*)$/i;
/**
 * The landlord a notice names in its own words: "the undersigned Landlord, Blue Heron Residential Partners, LLC, hereby
 * elects …" (a company's ", LLC" is part of its name).
 */
export const UNDERSIGNED_LANDLORD =
  /\b(?:the\s+undersigned\s+(?:landlord|owner|lessor)|el\s+(?:arrendador|propietario)\s+(?:abajo\s+firmante|suscrito)|la\s+(?:arrendadora|propietaria)\s+(?:abajo\s+firmante|suscrita))\s*,\s*(?!\s|(?:as|by|por|como)\b)([^,()]{2,80}?(?:,\s*(?:llc|l\.l\.c|inc|ltd|corp|l\.?p|llp|pllc|p\.a|n\.a)\b\.?)?)\s*(?:,|\s+(?:hereby|does|do|por\s+la\s+presente)\b)/i;
/** A signature line naming the landlord's agent: "Bayside Rentals LLC, as agent for the owner". */
export const AGENT_SIGNATURE =
  /^\s*([^:]{2,120}?),?\s+as\s+(?:managing\s+|property\s+|authorized\s+)?agents?\s+(?:for|of)\s+(?:the\s+)?(?:owner|landlord)s?\b.*$/i;
/** A signature line naming the landlord: "Sunshine Homes LLC, Landlord" (or "Landlord/Agent"). */
export const LANDLORD_SIGNATURE = /^\s*([^:]{2,120}?),?\s+\(?(?:landlord(?:\s*\/\s*agent)?|arrendador(?:a)?)\)?\s*$/i;
/**
 * What follows a landlord's name and is not part of it: "(Landlord)", ", Landlord", ", as agent for the owner", and
 * who signs for it (", by Oscar Lindgren, Community Manager").
 */
export const LANDLORD_NAME_TAIL =
  /\s*(?:\(\s*(?:landlord|owner|arrendador)\s*\)|,?\s+as\s+(?:managing\s+)?agent\b.*|,\s*(?:landlord|owner|arrendador(?:a)?|(?:property\s+)?manager|agent)(?:\s*\/\s*(?:agent|owner|landlord))?\.?|,\s+by\b.*)$/i;
/** What follows the tenant's name on a notice and is not part of it: "and all other occupants". */
export const OCCUPANTS_TAIL =
  /,?\s+(?:and|&|y)\s+(?:all\s+)?(?:(?:other\s+)?occupants|others(?:\s+in\s+possession)?|(?:unknown|other)\s+(?:occupants|tenants|persons)(?:\s+in\s+possession)?|(?:todos\s+)?los\s+(?:dem[aá]s\s+)?ocupantes)\b.*$/i;
/**
 * A caption's line naming only the occupants, under the tenant's name ("PERCIVAL G. ODUYA-MACALLISTER and" over "ALL
 * OTHERS IN POSSESSION,"): it names no one.
 */
export const OCCUPANTS_ONLY_LINE =
  /^\s*(?:(?:and|&|y)\s+)?(?:all\s+)?(?:(?:other\s+)?occupants|others(?:\s+in\s+possession)?|(?:unknown|other)\s+(?:occupants|tenants|persons)(?:\s+in\s+possession)?|(?:todos\s+)?los\s+(?:dem[aá]s\s+)?ocupantes)\s*[,.]?\s*$/i;
/**
 * A landlord's letter to the tenant about her tenancy, as a notice ending a month-to-month tenancy (§ 83.57) is: it
 * speaks of "your tenancy" ("your month-to-month tenancy will end on …", "su arrendamiento"). A tenant's own letter
 * says "my tenancy".
 */
export const YOUR_TENANCY =
  /\byour\s+(?:(?:month|week|quarter|year)[-\s]to[-\s](?:month|week|quarter|year)\s+)?tenancy\b|\bsu\s+(?:arrendamiento|inquilinato)\b/i;
/** "To:", also in two or three languages ("To / Para:", "TO / A / POU:"). */
export const ADDRESSEE_LABEL = /^\s*(?:to|para)(?:\s*\/\s*(?:to|para|a|pou))*\s*:\s*(.*)$/i;
/** A lease's role after a party: ("Landlord"), (hereinafter "Lessor"), ", as Landlord,". */
const leaseRole = (roles: string) =>
  String.raw`(?:\(\s*(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+)?["“]?(?:${roles})["”]?\s*\)|,\s*(?:as\s+)?(?:the\s+)?["“]?(?:${roles})["”]?\b,?)`;
/** A lease's role in parentheses, which is no form instruction (fields.ts drops those). */
export const LEASE_ROLE = new RegExp(`^${leaseRole("landlord|lessor|owner|tenants?|lessees?|residents?")}`, "i");
/** A lease's "between X ("Landlord") and Y ("Tenant")", also "X, as Lessor, and Y, as Lessee". */
export const LEASE_PARTIES = new RegExp(
  `between\\s+([^()]{2,250}?)\\s*${leaseRole("landlord|lessor|owner")}\\s*,?\\s*and\\s+([^()]{2,250}?)\\s*${leaseRole("tenants?|lessees?|residents?")}`,
  "i",
);

/**
 * What a lease writes after a party's name and is not part of it: what the party is (", a Florida limited
 * partnership", ", an individual") and who acts for it (", by its management agent …", ", through its agent …").
 */
export const LEASE_PARTY_TAIL =
  /,?\s+(?:(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}(?:limited\s+(?:liability\s+)?(?:partnership|company)|corporation|partnership|company|individual|trust|llc|inc)\b|(?:by|through)\s+(?:and\s+through\s+)?(?:its|his|her|their)\b|acting\s+by\b).*$/iu;

/**
 * What a caption writes after a party's name to say what the party is, after a comma: ", a Florida corporation", ", a
 * Florida limited liability company", ", a national banking association", ", an individual". It is no part of the
 * name (a company served through its registered agent is named so in its caption).
 */
export const CAPTION_PARTY_TAIL =
  /,\s+(?:a|an)\s+(?:[\p{L}.-]+\s+){0,4}?(?:limited\s+(?:liability\s+)?(?:partnership|company)|corporation|partnership|company|individual|trust|(?:banking\s+)?association|credit\s+union|llc|inc)\b[^,]*[,.]?\s*$/iu;

/** Also a bare "Creditor:", a debt buyer's "Current owner:", and a reference line's "Original Creditor - X". */
export const CREDITOR_LABEL =
  /(?:original creditor|current creditor|creditor to whom (?:the )?debt is (?:currently )?owed|(?:^|\n)\s*creditor(?:'s)?(?: name)?|current owner(?: of (?:the|this|your) (?:debt|account))?|(?:our |on behalf of our )?client|acreedor(?: original| actual)?)\s*(?::|[ \t][-–—])[ \t]*(.+)$/im;
/** "…a debt that you owe to X." up to the sentence's period: an abbreviation's ("P.A.", "N.A.") is part of the name. */
export const CREDITOR_PHRASE =
  /\b(?:debt (?:that )?you owe to|(?:balance|amount|debt) (?:that you )?owed? to)\s+((?:[^.\n$]|\.(?!\s|$)){2,120}?)\s*(?:\.(?=\s|$)|\s-\s|\$|$)/im;

/** Words that put a hearing's date after them, within HEARING_REACH characters. */
export const HEARING_CUE =
  /pre-?\s?trial conference|hearing|mediation|(?<!pre-?\s?)\btrial\b|\bconference\b|will be heard|required to appear|must appear|(?:may|shall|will|should)\s+appear|appear\s+before|will meet|court date|(?:set|scheduled)\s+for\b|(?:notified|ordered|summoned|directed)\s+to\s+appear|appearance|audiencia|conferencia previa|comparecer/gi;
export const HEARING_REACH = 250;
/**
 * Words that make a date near a hearing's words no hearing: an act the paper recites ("the motion filed on January
 * 22, 2027", "the order dated June 28"), which its hearing's date follows; or a deadline it sets ("deposit the rent
 * no later than 4:00 p.m. on February 9", "on or before", "by May 3"). Both are read just before the date.
 */
export const RECITED_BEFORE_DATE =
  /\b(?:filed|dated|entered|served|signed|docketed|recorded|rendered|issued|mailed|presentad[oa]|fechad[oa])\s+(?:on\s+|el\s+)?(?:or\s+about\s+)?(?:the\s+)?$/i;
export const DEADLINE_BEFORE_DATE =
  /\b(?:(?:no|not)\s+later\s+than|on\s+or\s+before|due\s+(?:on|by)|by|antes\s+del?|a\s+m[aá]s\s+tardar)\s+(?:\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?\s?m\.?|noon)\s*,?\s*(?:on\s+|el\s+)?)?(?:the\s+)?$/i;
/** Words that make a hearing's word no hearing set: "you may be evicted without a hearing". */
export const NO_HEARING_BEFORE = /\b(?:without|sin)\s+(?:a\s+|any\s+|further\s+|una\s+)?(?:notice\s+or\s+|aviso\s+ni\s+)?$/i;
/** The label of a hearing's time in a table of its date, place and time. */
export const TIME_LABEL = /\b(?:time|hora)\s*:\s*$/i;
/** What may stand between a hearing's time and its date when the time comes first: "on", a weekday, "the". */
export const TIME_BEFORE_DATE =
  /^\s*,?\s*(?:on\s+|el\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*,?\s*|(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s*,?\s*)?(?:the\s+)?$/i;
export const HEARING_PLACE = /\b(?:courtroom|court room|room|sala)\s+[a-z0-9-]+/i;
/**
 * A hearing's place in a table of its date, time and place: what follows "Place:" or "Location:" up to the address's
 * state and ZIP code (a street number may have five digits too) or the end of its sentence ("Place: Harbour Heights Clubhouse, Card Room, 27420 Voyager Drive, Punta Gorda,
 * FL 33983").
 */
export const PLACE_LABEL =
  /\b(?:place|location|lugar|ubicaci[oó]n)\s*:\s*([^.;:]{3,140}?(?:\b(?:fl|fla|florida)\.?\s+\d{5}(?:-\d{4})?\b|(?=[.;])))/i;

/**
 * The paper's own date follows one of these; a letter's date stands alone on a line near the top. A judge's electronic
 * signature stamp ("eSigned 07/09/2027", "Electronically signed by Judge … on …") dates an order, and so does "Dated at
 * Tampa, Florida, on …", "ORDERED at Tampa, Florida, 04/14/2027", "Date of judgment:" or a sentence beginning "Signed (Entered) this …"; an e-mail's "Sent:" header (as Outlook writes
 * it, "Sent: Tuesday, September 10, 2030 4:18 PM"; Spanish "Enviado:") dates the e-mail it heads.
 */
export const PAPER_DATE_CUE =
  /(?:\b(?:dated|date(?: of (?:this )?(?:notice|letter|issue|issuance|order|judgment|entry)| (?:mailed|sent|issued))?|fecha)(?:\s*\/\s*fechad[oa])?\s*(?::|\bon\b\s*:?|\bthis\b)\s*(?:the\s+)?|(?:^|[.:]\s+)(?:dated|issued)\s+|\bissued\s*(?::|\bon\b|\bthis\b)\s*(?:the\s+)?|\b(?:sent|enviado)\s*:\s*|(?:done and ordered|(?:^|\.\s+)ordered(?! and adjudged))\b[^.]{0,150}?(?:\b(?:on|this)|,)\s+(?:this\s+)?|witness my hand\b[^.]{0,100}?(?:\b(?:on|this)|,)\s+(?:this\s+)?|\b(?:e-?signed|electronically\s+signed)\b(?:\s+by\s+(?:[^.]|(?<=\b[a-z])\.){0,80}?)?(?:\s+on)?\s*:?\s*|\b(?:fechad[oa]|emitid[oa]|expedid[oa])(?:\s*:\s*|\s+)(?:el\s+)?(?:d[ií]a\s+)?|\bdated\b(?:\s+(?:at|in)\b[^.]{0,80}?)?\s*,?\s*\b(?:on|this)\s+(?:(?:the|this)\s+)?|(?:^|[.:]\s+)(?:signed|entered|rendered)\s+(?:and\s+sealed\s+)?(?:on|this)\s+(?:(?:the|this)\s+)?)$/i;
export const LETTER_DATE_LINES = 12;
/** A letter's line saying how it was sent, between its date and its addressee. */
export const MAILING_LINE =
  /^\s*(?:(?:sent\s+)?(?:via|by)\b|certified\s+mail|return\s+receipt|requested\s*$|(?:regular\s+|first[-\s]class\s+)(?:u\.?s\.?\s+)?mail|hand[-\s]delivered\b|por\s+correo)/i;
/** A letter's date line may begin with the place it was written: "Miami, Florida, April 5, 2027". */
export const DATE_LINE_PLACE = /^[\p{Lu}][\p{L} .'-]{1,30},\s*(?:florida|fla\.|fl)\b\.?,?\s*$/iu;

/**
 * The day the paper was delivered: one of these (or a return's "Date of Service:" label) shortly before a date, in the
 * same sentence (the period of an initial, "U.S.", an e-mail address, or an address's "Apt. 3D" or "St. on" does not
 * end it); a certificate of service wins.
 */
export const DELIVERY_CUE =
  /(?:\b(?:date(?:\s+and\s+time)?\s+of\s+(?:service|delivery|posting|mailing)|(?:service|delivery|posting|mailing)\s+date|fecha\s+de\s+(?:entrega|notificaci[oó]n|env[ií]o))\s*:|\b(?:hand delivered|delivered|delive?re?d|delivering|served|serving|posted|posting|mailed|mail|e-?mailed|sent|furnished|entregad[oa]|fijad[oa]|enviad[oa]|notificad[oa])\b|\bentregu[eé](?![a-z]))(?:[^.]|(?<=(?:^|\P{L})\p{L})\.|\.(?=\S)|(?<=\b(?:st|ave|blvd|rd|dr|ln|ct|hwy|apt|ste|bldg|no|jr|sr))\.(?=\s+(?:\d|(?:on|at|in|by|to|of|and|or|for|el|en|a)\b))){0,100}$/iu;
/**
 * A date another paper bears, not the day this one was delivered: the day she was "served with the eviction summons and
 * complaint on …" that a judgment or motion recites; right after "signed", "dated" or "executed" in words about a lease
 * or an addendum ("Via hand delivery and e-mail (e-mail addendum signed 6/1/2027)", "mailed with a copy
 * of the lease dated June 1, 2027").
 */
export const OTHER_PAPER_DATE_BEFORE =
  /\b(?:lease|addendum|agreement|contract|amendment|extension|renewal|application|contrato|anexo)\b[^.()]{0,40}?\b(?:signed|dated|executed|firmad[oa]|fechad[oa])(?:\s+(?:on|as\s+of|el))?\s*$|\bserved\s+with\s+(?:a\s+copy\s+of\s+)?(?:the|a)\s+(?:[\p{L}-]+\s+){0,3}?(?:summons|complaint|notice|writ|motion)\b[^.()]{0,40}?\bon\s*$/iu;
/**
 * A return of service's heading ("SHERIFF'S RETURN:", "RETURN OF SERVICE:", "Affidavit of Service", "Proof of
 * Service") and its sentence up to a date, whatever verb it uses ("Executed on 12/21/2028", "Served … by delivering a
 * copy to his wife, a person over 15 residing there, on June 30, 2028").
 */
export const RETURN_OF_SERVICE =
  /\b(?:(?:sheriff|officer|deputy|process\s+server|server)(?:'|’)?s?\s+return|return\s+of\s+(?:service|summons|process)|(?:affidavit|proof|declaration)\s+of\s+(?:service|posting|delivery)|verified\s+return)\b(?:[^.]|\.(?=\S)|(?<=\b\p{L})\.|(?<=\b(?:st|ave|blvd|rd|dr|ln|apt|ste|jr|sr|no|ct|hwy))\.){0,300}$/iu;
/** A return's date that is when the server got the paper, not when it was served: "Received this summons on …". */
export const RECEIVED_BEFORE_DATE = /\breceived\b(?:(?!\b(?:served|executed|delivered|posted|left)\b)[^.]){0,60}$/i;
/**
 * Words after a date that say the paper was delivered on it, in the same sentence: "On September 1, 2027 at 3:45 p.m.
 * the tenant was absent, and this notice was posted at the front door", "12/21/2028 at 8:20 a.m. by delivering a true
 * copy to …", "On May 3, 2027, I delivered this notice to …"; not a way to pay ("by May 5, 2027 by delivering the
 * rent to …").
 */
export const DELIVERY_AFTER_DATE =
  /^(?:[^.]|\.(?=\S)|(?<=\b\p{L})\.){0,160}?(?:\b(?:this|the\s+(?:above|foregoing|attached|within))\s+(?:notice|summons|letter|paper|document|demand|aviso|citaci[oó]n)\s+(?:was|were|has\s+been|had\s+been|fue)\s+(?:posted|delivered|served|mailed|sent|handed|left|attached|e-?mailed|furnished|fijad[oa]|entregad[oa]|enviad[oa])\b|\bby\s+(?:personally\s+)?(?:delivering|leaving|posting|serving|handing|attaching)\s+(?:a\s+(?:true\s+)?cop(?:y|ies)|(?:the|this)\s+(?:notice|summons|paper|document|process|writ)|it|them|same)\b|\b(?:I|we)\s+(?:personally\s+)?(?:posted|delivered|served|mailed|handed|left|attached)\s+(?:this|the|a)\b)/iu;
export const CERTIFICATE_CUE = /\bcertif(?:y|ico|ied|icate)\b[^]{0,250}$/i;
/** A certificate of service's sentence up to its date, however many addresses it lists: "I HEREBY CERTIFY … furnished … to …". */
export const SERVICE_CERTIFICATE =
  /\bcertif(?:y|ied|ico)\b(?:[^.]|\.(?=\S)|(?<=\b\p{L})\.|(?<=\b(?:st|ave|blvd|rd|dr|ln|esq|jr|sr|apt|fl|ct))\.){0,120}?\b(?:furnished|served|mailed|e-?mailed|sent|delivered|provided|enviad[oa]|entregad[oa])\b(?:[^.]|\.(?=\S)|(?<=\b\p{L})\.|(?<=\b(?:st|ave|blvd|rd|dr|ln|esq|jr|sr|apt|fl|ct))\.){0,300}$/iu;

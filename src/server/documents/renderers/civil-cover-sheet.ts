/**
 * Civil cover sheet (Fla. R. Civ. P. Form 1.997), in the form's order: the case style, the form's opening notice,
 * II. amount of claim (its brackets from the law module), III. type of case (the county civil categories), IV.
 * remedies sought, V. number of causes of action, VI. class action, VII. related cases, VIII. jury trial, IX.
 * sexual abuse, then the signer's certificate. The circuit civil and business court categories are not printed:
 * this product files in county court only.
 */
import { civilCoverSheet } from "@shared/documents/civil-cover-sheet";
import { COURTS, FILING_PACKET, SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { instructionsText } from "../instructions-text";
import { courtHeader } from "../layout/court";
import { instructionsPages } from "../layout/instructions";
import { INCH, PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";
import type { DocumentRenderer } from "../renderer";
import { box, yesNo } from "./filing-marks";
import { signIt, whereToFile } from "./small-claims-instructions";

const instructions = instructionsText("civil_cover_sheet");
const dollars = (amount: number) => formatMoney(amount, "whole");

/** The form's amount boxes: "$8,000 or less", "$8,001 - $30,000"... "over $100,000". */
export function amountBrackets(): { label: string; holds(amount: number): boolean }[] {
  const tops = FILING_PACKET.coverSheetAmountBrackets.value;
  const boxes = tops.map((top, index) => {
    const bottom = index === 0 ? undefined : tops[index - 1]!;
    return {
      label: bottom === undefined ? `${dollars(top)} or less` : `${dollars(bottom + 1)} - ${dollars(top)}`,
      holds: (amount: number) => amount <= top && (bottom === undefined || amount > bottom),
    };
  });
  const last = tops[tops.length - 1]!;
  return [...boxes, { label: `over ${dollars(last)}`, holds: (amount: number) => amount > last }];
}

/** Section III's county civil lines; an indented line is a subcategory, ticked with its category. */
const COUNTY_CIVIL_LINES: { label: string; indent: boolean; ticked: readonly string[] }[] = [
  { label: `Small Claims up to ${dollars(SMALL_CLAIMS.limitDollars.value)}`, indent: false, ticked: ["small_claims"] },
  { label: "Civil", indent: false, ticked: ["civil"] },
  { label: "Real property/Mortgage foreclosure", indent: false, ticked: [] },
  { label: "Replevins", indent: false, ticked: ["replevin"] },
  { label: "Evictions", indent: false, ticked: ["residential_eviction", "nonresidential_eviction"] },
  { label: "Residential Evictions", indent: true, ticked: ["residential_eviction"] },
  { label: "Non-residential Evictions", indent: true, ticked: ["nonresidential_eviction"] },
  { label: "Other civil (non-monetary)", indent: false, ticked: ["other_civil"] },
];

const REMEDY_LINES = [
  ["monetary", "Monetary"],
  ["nonmonetary", "Nonmonetary declaratory or injunctive relief"],
  ["punitive", "Punitive"],
] as const;

const TIGHT = PARAGRAPH_GAP / 3;

/** A section's title, in bold, kept with the two lines after it. */
function section(w: PdfWriter, title: string): void {
  w.keepTogether(3 * w.lineHeight());
  w.paragraph(title, { font: "bold", gapAfter: TIGHT });
}

/** A question of the form and its answer boxes, on one line. */
function question(w: PdfWriter, title: string, answer: string): void {
  w.paragraph(`${title}    ${answer}`, { gapAfter: TIGHT });
}

function checkLines(w: PdfWriter, lines: readonly { text: string; indent?: boolean }[]): void {
  for (const line of lines) w.paragraph(line.text, { inset: (line.indent ? 0.9 : 0.4) * INCH, gapAfter: 0 });
  w.moveDown(PARAGRAPH_GAP);
}

export const renderCivilCoverSheet: DocumentRenderer<"civil_cover_sheet"> = (w, data) => {
  const county = countyName(data.county);
  courtHeader(w, {
    county,
    plaintiff: data.plaintiff_name,
    defendant: data.defendant_name,
    title: englishKindTitle(civilCoverSheet.kind),
  });
  w.paragraph(
    "The civil cover sheet and the information contained in it neither replace nor supplement the filing and service " +
      "of pleadings or other documents as required by law. This form must be filed by the plaintiff or petitioner " +
      "with the Clerk of Court for the purpose of reporting uniform data pursuant to " +
      `${FILING_PACKET.coverSheetReporting.citation}.`,
  );
  section(w, "I. CASE STYLE");
  w.paragraph(
    `In the County Court in and for ${county} County, Florida. ${data.plaintiff_name}, Plaintiff, v. ${data.defendant_name}, Defendant.`,
    { gapAfter: TIGHT },
  );
  w.field("Judge:", undefined, 2.5 * INCH);
  w.moveDown(PARAGRAPH_GAP);

  section(w, "II. AMOUNT OF CLAIM");
  w.paragraph(
    "Please indicate the estimated amount of the claim, rounded to the nearest dollar. The estimated amount of the " +
      "claim is requested for data collection and clerical processing purposes only. The amount of the claim shall " +
      "not be used for any other purpose.",
    { gapAfter: TIGHT },
  );
  const amount = Math.round(data.claim_amount);
  w.paragraph(`Estimated amount of the claim: ${dollars(amount)}`, { gapAfter: TIGHT });
  const brackets = amountBrackets().map((bracket) => `${box(bracket.holds(amount))} ${bracket.label}`);
  // Three boxes a line, as the form sets them.
  checkLines(w, [{ text: brackets.slice(0, 3).join("      ") }, { text: brackets.slice(3).join("      ") }]);

  section(w, "III. TYPE OF CASE");
  w.paragraph(
    "(If the case fits more than one type of case, select the most definitive category.) If the most descriptive " +
      "label is a subcategory (is indented under a broader category), place an x on both the main category and " +
      "subcategory lines.",
    { gapAfter: TIGHT },
  );
  w.paragraph("COUNTY CIVIL", { font: "bold", gapAfter: TIGHT });
  checkLines(
    w,
    COUNTY_CIVIL_LINES.map((line) => ({
      text: `${box(line.ticked.includes(data.case_type))} ${line.label}`,
      indent: line.indent,
    })),
  );

  section(w, "IV. REMEDIES SOUGHT (check all that apply):");
  checkLines(w, [{ text: REMEDY_LINES.map(([code, label]) => `${box(data.remedies.includes(code))} ${label}`).join("    ") }]);

  question(w, "V. NUMBER OF CAUSES OF ACTION:", `[ ${data.causes_of_action} ] (Specify)`);
  question(w, "VI. IS THIS CASE A CLASS ACTION LAWSUIT?", yesNo(data.class_action));
  question(
    w,
    "VII. HAS NOTICE OF ANY KNOWN RELATED CASE BEEN FILED?",
    `${box(data.related_case === "no")} no    ${box(data.related_case === "yes")} yes`,
  );
  w.paragraph('If "yes," list all related cases by name, case number, and court.', { inset: 0.4 * INCH, gapAfter: TIGHT });
  if (data.related_case === "yes" && data.related_cases) w.paragraph(data.related_cases, { inset: 0.4 * INCH });
  question(w, "VIII. IS JURY TRIAL DEMANDED IN COMPLAINT?", yesNo(data.jury_trial));
  question(w, "IX. DOES THIS CASE INVOLVE ALLEGATIONS OF SEXUAL ABUSE?", yesNo(data.sexual_abuse));
  w.moveDown(PARAGRAPH_GAP);

  const certificate =
    "I CERTIFY that the information I have provided in this cover sheet is accurate to the best of my knowledge and " +
    `belief, and that I have read and will comply with the requirements of ${FILING_PACKET.coverSheetConfidentialityRule.citation}.`;
  w.keepTogether(w.heightOf(certificate, w.width) + 7 * w.lineHeight());
  w.paragraph(certificate);
  w.moveDown(2 * PARAGRAPH_GAP);
  const x = w.left + 3 * INCH;
  w.rule(x, w.left + w.width, w.doc.y);
  w.moveDown(3);
  w.paragraph("Signature of Plaintiff (party without an attorney)", { inset: 3 * INCH, gapAfter: 0 });
  w.paragraph(`Printed name: ${data.plaintiff_name}`, { inset: 3 * INCH, gapAfter: 0 });
  w.paragraph("Fla. Bar # (if attorney): none", { inset: 3 * INCH, gapAfter: 0 });
  w.field("Date:", undefined, 2.3 * INCH, x);

  instructionsPages(
    w,
    [
      {
        heading: instructions("whatItIs.heading"),
        paragraphs: [instructions("whatItIs.dataOnly"), instructions("whatItIs.sameNames")],
      },
      signIt(instructions("signIt.document"), instructions("signIt.copies"), false),
      whereToFile(county),
      { heading: instructions("online.heading"), paragraphs: [instructions("online.formFields")] },
    ],
    [...civilCoverSheet.statutes, COURTS.eFilingPortal.citation],
  );
};

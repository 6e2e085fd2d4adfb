/**
 * Summons/Notice to Appear for Pretrial Conference (Fla. Sm. Cl. R. Form 7.322), for one defendant: the caption,
 * "TO:" the defendant, the notice with the courthouse, room, date and time left blank for the clerk, the form's
 * warnings, the right to venue, the clerk's signature and seal (blank), the accommodation notice, the plaintiff's
 * name and address, and a return of service left blank for the sheriff or process server.
 */
import { smallClaimsSummons } from "@shared/documents/small-claims-summons";
import { FILING_PACKET } from "@shared/florida/law";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { instructionsText } from "../instructions-text";
import { courtHeader } from "../layout/court";
import { instructionsPages } from "../layout/instructions";
import { INCH, PARAGRAPH_GAP, type PdfWriter } from "../pdf-writer";
import type { DocumentRenderer } from "../renderer";
import { oneLine } from "../typed-text";
import { serveTheDefendant } from "./small-claims-instructions";

const instructions = instructionsText("small_claims_summons");

/** The places the form lists where a plaintiff may sue (Rule 7.060 and § 47.011), in its order. */
const VENUES = [
  "where the contract was entered into;",
  "if the suit is on an unsecured promissory note, where the note is signed or where the maker resides;",
  "if the suit is to recover property or to foreclose a lien, where the property is located;",
  "where the event giving rise to the suit occurred;",
  "where any one or more of the defendant(s) reside;",
  "any location agreed to in a contract;",
  "in an action for money due, if there is no agreement as to where suit may be filed, where payment is to be made.",
];

/** Blank lines for the sheriff or certified process server, kept on one page. */
function returnOfService(w: PdfWriter): void {
  const lines = [
    "Received this summons on ____________________ at ________ m.",
    "Served it on ____________________ at ________ m. by delivering a true copy of this summons, together with a copy " +
      "of the statement of claim, to ______________________________________________,",
    "in this manner: __________________________________________________________,",
    "at this address: _________________________________________________________.",
  ];
  w.keepTogether(lines.length * 2.5 * w.lineHeight() + 9 * w.lineHeight());
  w.heading("RETURN OF SERVICE (for the sheriff or certified process server)", 2, { align: "center" });
  for (const line of lines) w.paragraph(line);
  w.moveDown(2 * PARAGRAPH_GAP);
  const x = w.left + 3 * INCH;
  w.rule(x, w.left + w.width, w.doc.y);
  w.moveDown(3);
  w.paragraph("Sheriff of ____________ County, Florida", { inset: 3 * INCH, gapAfter: 0 });
  w.paragraph("By: Deputy Sheriff / Certified Process Server (circle one)", { inset: 3 * INCH, gapAfter: 0 });
  w.field("Printed name and ID No.:", undefined, 1.5 * INCH, x);
}

export const renderSmallClaimsSummons: DocumentRenderer<"small_claims_summons"> = (w, data) => {
  const county = countyName(data.county);
  const days = FILING_PACKET.venueTransferRequestDaysBefore.value;
  const accommodationDays = FILING_PACKET.accommodationRequestDaysBefore.value;
  courtHeader(w, {
    county,
    plaintiff: data.plaintiff_name,
    defendant: data.defendant_name,
    caseNumber: data.case_number,
    title: englishKindTitle(smallClaimsSummons.kind),
  });
  w.heading("STATE OF FLORIDA", 2, { align: "center" });
  w.paragraph("NOTICE TO PLAINTIFF(S) AND DEFENDANT(S)", { font: "bold", align: "center" });
  w.paragraph(`TO: ${data.defendant_name}`, { font: "bold", gapAfter: 0 });
  w.paragraph(oneLine(data.defendant_address), { inset: 0.4 * INCH });
  w.paragraph(
    "YOU ARE HEREBY NOTIFIED that you are required to appear in person or by attorney at " +
      "______________________________________ (address of courthouse), in ____________ (room number), " +
      "____________________, Florida, on ____________________ (date), at ________ m., for a PRETRIAL CONFERENCE " +
      "before a judge of this court.",
  );
  w.paragraph("IMPORTANT - READ CAREFULLY", { font: "bold", align: "center" });
  w.paragraph("THE CASE WILL NOT BE TRIED AT THAT TIME. DO NOT BRING WITNESSES - APPEAR IN PERSON OR BY ATTORNEY", {
    font: "bold",
    align: "center",
  });
  w.paragraph(
    "The defendant(s) must appear in court on the date specified in order to avoid a default judgment. The " +
      "plaintiff(s) must appear to avoid having the case dismissed for lack of prosecution. A written MOTION or " +
      "ANSWER to the court by the plaintiff(s) or the defendant(s) shall not excuse the personal appearance of a " +
      "party or its attorney in the PRETRIAL CONFERENCE. The date and time of the pretrial conference CANNOT be " +
      "rescheduled without good cause and prior court approval.",
  );
  w.paragraph(
    "A corporation may be represented at any stage of the trial court proceedings by an officer of the " +
      "corporation or any employee authorized in writing by an officer of the corporation. Written authorization " +
      "must be brought to the Pretrial Conference.",
  );
  w.paragraph(
    "The purpose of the pretrial conference is to record your appearance, to determine if you admit all or part of " +
      "the claim, to enter a judgment for the amount admitted, to determine what issues need to be tried, and to set " +
      "a trial date if needed. The parties may be referred to mediation to try to settle the case. If you admit the " +
      "claim, but desire additional time to pay, you must come and state the circumstances to the court. The court " +
      "may or may not approve a payment plan and withhold judgment or execution or levy.",
  );
  w.paragraph(
    "RIGHT TO VENUE. The law gives the person or company who has sued you the right to file suit in any one of " +
      "several places as listed below. However, if you have been sued in any place other than one of these places, " +
      "you, as the defendant(s), have the right to request that the case be moved to a proper location or venue. A " +
      "proper location or venue may be one of the following:",
  );
  w.numbered(VENUES);
  w.paragraph(
    "If you, as the defendant(s), believe the plaintiff(s) has/have not sued in one of these correct places, you " +
      "must appear on your court date and orally request a transfer, or you must file a WRITTEN request for " +
      `transfer, in affidavit form (sworn to under oath) with the court ${days} days prior to your first court date ` +
      "and send a copy to the plaintiff(s) or plaintiff(s') attorney, if any.",
  );
  w.paragraph("A copy of the statement of claim shall be served with this summons.", { font: "bold" });

  w.keepTogether(7 * w.lineHeight());
  w.field("DATED on", undefined, 2.5 * INCH);
  w.moveDown(2 * PARAGRAPH_GAP);
  const x = w.left + 3 * INCH;
  w.paragraph(`CLERK OF THE COUNTY COURT, ${county} County, Florida`, { inset: 3 * INCH, gapAfter: PARAGRAPH_GAP * 2 });
  w.rule(x, w.left + w.width, w.doc.y);
  w.moveDown(3);
  w.paragraph("By: Deputy Clerk                 (Court Seal)", { inset: 3 * INCH });

  w.paragraph(
    "If you are a person with a disability who needs any accommodation in order to participate in this proceeding, " +
      "you are entitled, at no cost to you, to the provision of certain assistance. Please contact " +
      "______________________________ (name, address, telephone number of the court's ADA coordinator) at least " +
      `${accommodationDays} days before your scheduled court appearance, or immediately upon receiving this ` +
      `notification if the time before the scheduled appearance is less than ${accommodationDays} days; if you are ` +
      "hearing or voice impaired, call 711.",
    { size: 12 },
  );
  w.paragraph("Plaintiff (party without an attorney):", { font: "bold", gapAfter: 0 });
  w.paragraph(data.plaintiff_name, { gapAfter: 0 });
  w.paragraph(oneLine(data.plaintiff_address), { gapAfter: 0 });
  w.field("Telephone:", data.plaintiff_phone, 1.9 * INCH);
  w.moveDown(PARAGRAPH_GAP);
  returnOfService(w);

  instructionsPages(
    w,
    [
      {
        heading: instructions("whatItIs.heading"),
        paragraphs: [
          instructions("whatItIs.onePerDefendant", { defendant: data.defendant_name }),
          instructions("whatItIs.clerkFills"),
        ],
      },
      {
        heading: instructions("bringIt.heading"),
        steps: [instructions("bringIt.copies"), instructions("bringIt.withClaim"), instructions("bringIt.clerkSigns")],
        after: [instructions("bringIt.fee")],
      },
      serveTheDefendant(),
    ],
    smallClaimsSummons.statutes,
  );
};

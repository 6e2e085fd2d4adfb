/**
 * Application for Determination of Civil Indigent Status (Fla. Stat. § 57.082), in the statute's order: the notice
 * that the clerk decides, the household, net income and how often it is paid, other income, assets, debts, the
 * warning about false information, the applicant's sworn signature, and the clerk's determination left blank.
 */
import { civilIndigentStatus } from "@shared/documents/civil-indigent-status";
import { COURTS, FILING_PACKET, SMALL_CLAIMS } from "@shared/florida/law";
import { formatMoney } from "@shared/i18n/format";
import { countyName } from "../county-name";
import { englishKindTitle } from "../english-catalog";
import { instructionsText } from "../instructions-text";
import { courtHeader, signatureBlock } from "../layout/court";
import { instructionsPages } from "../layout/instructions";
import { INCH, PARAGRAPH_GAP } from "../pdf-writer";
import type { DocumentRenderer } from "../renderer";
import { box } from "./filing-marks";
import { optionWords } from "./option-words";
import { signIt, whereToFile } from "./small-claims-instructions";

const instructions = instructionsText("civil_indigent_status");
const sourceWords = optionWords(civilIndigentStatus, "other_income_sources");

const PAY_PERIOD_WORDS = [
  ["weekly", "weekly"],
  ["biweekly", "bi-weekly"],
  ["semimonthly", "semi-monthly"],
  ["monthly", "monthly"],
  ["yearly", "yearly"],
] as const;

const DECLARATION = COURTS.verificationByDeclaration.value.replace("{DOCUMENT}", "Application");
const money = (amount: number | undefined) => formatMoney(amount ?? 0);

export const renderCivilIndigentStatus: DocumentRenderer<"civil_indigent_status"> = (w, data) => {
  const county = countyName(data.county);
  const applicant = data.applicant_role === "plaintiff" ? data.plaintiff_name : data.defendant_name;
  const role = data.applicant_role === "plaintiff" ? "Plaintiff" : "Defendant";
  const { indigentIncomePercentOfPovertyGuidelines, indigentEquityPresumptionDollars, indigentVehicleExclusionDollars } =
    FILING_PACKET;
  courtHeader(w, {
    county,
    plaintiff: data.plaintiff_name,
    defendant: data.defendant_name,
    caseNumber: data.case_number,
    title: englishKindTitle(civilIndigentStatus.kind),
  });
  w.paragraph(
    "NOTICE TO APPLICANT: The Clerk of Court decides whether you are indigent, based on the information in this " +
      `application and the criteria of ${SMALL_CLAIMS.civilIndigentFeeWaiver.citation}. Filing this application ` +
      "does not mean it will be granted. If the clerk finds that you are not indigent, you may ask the court to " +
      `review the clerk's decision (${FILING_PACKET.clerkDecidesIndigency.citation}).`,
    { font: "bold" },
  );
  w.paragraph(
    `I, ${applicant}, the ${role.toLowerCase()} in this case, ask the Clerk of Court to determine that I am indigent, ` +
      "so that I may proceed without paying court fees and costs in advance. About my household, income, assets and " +
      "debts:",
  );
  const period = PAY_PERIOD_WORDS.map(([code, words]) => `${box(data.pay_period === code)} ${words}`).join("   ");
  const sources = data.other_income_sources.map(sourceWords);
  const otherIncome =
    sources.length > 0 || (data.other_income_monthly ?? 0) > 0
      ? `I have other income of about ${money(data.other_income_monthly)} a month` +
        (sources.length > 0 ? `, from: ${sources.join("; ")}.` : ".")
      : "I have no other income.";
  w.numbered([
    `I have ${data.dependents} dependent(s). (Include only your children and others you support.)`,
    `I have a net income (take-home pay) of ${money(data.net_pay)}, paid: ${period}`,
    otherIncome,
    "I have these assets:",
  ]);
  const assets = [
    ["Cash and money in bank accounts", data.cash_and_bank],
    ["Equity in a motor vehicle (value minus what is owed on it)", data.vehicle_equity],
    ["Equity in my home (homestead)", data.home_equity],
    ["Equity in other real estate and other property (stocks, bonds, boats and the like)", data.other_property_equity],
  ] as const;
  for (const [label, value] of assets)
    w.paragraph(`${label}: ${money(value)}`, { inset: 0.8 * INCH, gapAfter: PARAGRAPH_GAP / 3 });
  w.moveDown(PARAGRAPH_GAP / 2);
  w.numbered([`My total debts and liabilities are ${money(data.debts_total)}.`], 5);
  w.paragraph(
    `The criteria (${indigentIncomePercentOfPovertyGuidelines.citation} and ${indigentEquityPresumptionDollars.citation}): ` +
      `an applicant is indigent whose income is equal to or below ${indigentIncomePercentOfPovertyGuidelines.value} ` +
      "percent of the then-current federal poverty guidelines. An applicant is presumed not to be indigent who owns, " +
      "or has equity in, property having a net equity value of " +
      `${formatMoney(indigentEquityPresumptionDollars.value, "whole")} or more, excluding the value of the applicant's ` +
      `homestead and one vehicle having a net value not exceeding ${formatMoney(indigentVehicleExclusionDollars.value, "whole")}.`,
  );
  w.paragraph(
    "A person who knowingly provides false information to the clerk or the court in seeking a determination of " +
      `indigent status commits a misdemeanor of the first degree (${FILING_PACKET.falseIndigencyInformationMisdemeanor.citation}).`,
    { font: "bold" },
  );
  signatureBlock(
    w,
    { role, name: applicant, address: data.applicant_address, phone: data.applicant_phone },
    `${DECLARATION} I attest that the information I have provided on this Application is true and accurate to the best of my knowledge.`,
  );

  const determination = [
    "CLERK'S DETERMINATION (for the clerk only)",
    `Based on the information in this Application, I have determined the applicant to be ${box(false)} Indigent ` +
      `${box(false)} Not Indigent, according to ${SMALL_CLAIMS.civilIndigentFeeWaiver.citation}.`,
  ];
  w.keepTogether(w.heightOf(determination[1]!, w.width) + 8 * w.lineHeight());
  w.heading(determination[0]!, 2, { align: "center" });
  w.paragraph(determination[1]!);
  w.field("Dated:", undefined, 2 * INCH);
  w.moveDown(2 * PARAGRAPH_GAP);
  const x = w.left + 3 * INCH;
  w.rule(x, w.left + w.width, w.doc.y);
  w.moveDown(3);
  w.paragraph(`Clerk of Court, ${county} County, Florida    By: Deputy Clerk`, { inset: 3 * INCH });

  instructionsPages(
    w,
    [
      {
        heading: instructions("whatItIs.heading"),
        paragraphs: [instructions("whatItIs.clerkDecides"), instructions("whatItIs.criteria")],
      },
      signIt(instructions("signIt.document"), instructions("signIt.copies"), true),
      {
        heading: instructions("fileItFirst.heading"),
        paragraphs: [
          instructions("fileItFirst.beforeFees"),
          instructions("fileItFirst.proof"),
          instructions("fileItFirst.notIndigent"),
        ],
      },
      whereToFile(county, data.case_number || undefined),
    ],
    civilIndigentStatus.statutes,
  );
};

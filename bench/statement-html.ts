/**
 * The sample statement of claim laid out as HTML, for the Chromium side of bench/pdf.ts: the same caption,
 * paragraphs, signature block and instruction pages, in the same Tinos font, with "Page N of M" footers.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { smallClaimsStatement } from "@shared/documents/small-claims-statement";
import { formatDate, formatMoney } from "@shared/i18n/format";
import { SAMPLE_ANSWERS } from "@server/documents/sample-answers";
import { DECLARATION } from "@server/documents/renderers/small-claims-statement";
import {
  filingCosts,
  pretrialConference,
  serveTheDefendant,
  signIt,
  whereToFile,
} from "@server/documents/renderers/small-claims-instructions";
import { countyName } from "@server/documents/county-name";
import { optionWords } from "@server/documents/renderers/option-words";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

function fontFace(style: string, weight: number, file: string): string {
  const path = createRequire(import.meta.url).resolve(`@fontsource/tinos/files/${file}`);
  const data = readFileSync(path).toString("base64");
  return `@font-face{font-family:Tinos;font-style:${style};font-weight:${weight};src:url(data:font/woff;base64,${data}) format("woff")}`;
}

const attachmentWords = optionWords(smallClaimsStatement, "attachments");

export function statementHtml(): string {
  const d = smallClaimsStatement.schema.parse(SAMPLE_ANSWERS.small_claims_statement);
  const paragraphs = [
    `Plaintiff(s), ${d.plaintiff_name}, of ${d.plaintiff_address}, sue(s) defendant(s), ${d.defendant_name}, of ` +
      `${d.defendant_address}, for ${formatMoney(d.claim_amount)} that is due with costs and interest.`,
    `This money is owed because: ${d.claim_description}`,
    `This happened on or about ${formatDate(d.damages_occurred)}.`,
    "The amount claimed is not more than $8,000, not counting costs, interest and attorney fees, so this claim " +
      "belongs in small claims court (Fla. Sm. Cl. R. 7.010(b)).",
    `Attached are copies of the written documents this claim is based on and other evidence: ${d.attachments.map(attachmentWords).join("; ")}.`,
  ];
  const sections = [
    signIt("Statement of Claim", "one for the clerk, one for each defendant, and one for you", true),
    whereToFile(countyName(d.county)),
    filingCosts(d.claim_amount),
    serveTheDefendant(),
    pretrialConference("plaintiff"),
  ];
  const list = (tag: string, items: readonly string[] = []) =>
    items.length ? `<${tag}>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</${tag}>` : "";
  const paras = (items: readonly string[] = []) => items.map((item) => `<p>${escape(item)}</p>`).join("");
  return `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Statement of Claim</title><style>
${fontFace("normal", 400, "tinos-latin-400-normal.woff")}${fontFace("normal", 700, "tinos-latin-700-normal.woff")}
@page{size:letter;margin:1in}body{font:12pt/1.4 Tinos,serif;margin:0}
h1{font-size:14pt;text-align:center}h2{font-size:12pt}.caption{text-align:center;font-weight:bold}
.parties{display:flex;justify-content:space-between}.role{margin-left:.5in}
ol li,ul li{margin-bottom:9pt;break-inside:avoid}.signature{margin-left:3in;break-inside:avoid}
.line{border-top:1px solid #000;margin-top:28pt}.instructions{break-before:page}p{white-space:pre-wrap}
</style></head><body>
<p class="caption">IN THE COUNTY COURT IN AND FOR ${escape(d.county.toUpperCase())} COUNTY, FLORIDA</p>
<div class="parties"><div><p>${escape(d.plaintiff_name)},<br><span class="role">Plaintiff(s),</span></p><p>v.</p>
<p>${escape(d.defendant_name)},<br><span class="role">Defendant(s).</span></p></div><p>Case No.: ____________</p></div>
<h1>STATEMENT OF CLAIM</h1>${list("ol", paragraphs)}
<div class="signature-block"><p>${escape(DECLARATION)}</p><div class="signature"><div class="line"></div>
<p>Signature of Plaintiff<br>Printed name: ${escape(d.plaintiff_name)}<br>Address: ${escape(d.plaintiff_address)}<br>
Telephone: ${escape(d.plaintiff_phone ?? "")}<br>E-mail: ${escape(d.plaintiff_email ?? "")}<br>Date: ____________</p></div></div>
<section class="instructions"><h1>How to sign and use this document</h1>
${sections.map((s) => `<h2>${escape(s.heading)}</h2>${paras(s.paragraphs)}${list("ol", s.steps)}${list("ul", s.bullets)}${paras(s.after)}`).join("")}
<h2>Good to know</h2><p>This document was made from your answers. It is information, not legal advice.</p>
<p>The rules behind this document: ${escape(smallClaimsStatement.statutes.join("; "))}.</p></section>
</body></html>`;
}

/**
 * "Get my filing packet" (routes/packets.ts), on the real server and database, its PDF and ZIP read back: the papers
 * in the clerk's order, each from a new page with its own stamp space and page numbers, the fields filled from the
 * case, the ZIP's names and order, and 404 for another person's case, 409 for a case without a statement of claim.
 * The same for the defendant's answer (small claims, eviction), and the per-person download slots it shares.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentJson } from "@shared/documents/document-schemas";
import { KIND_EXAMPLES } from "@shared/documents/examples";
import { evictionAnswerDeadline, smallClaimsCounterclaimDeadline } from "@shared/florida/deadlines";
import type { PacketJson } from "@shared/packet-schemas";
import { MAX_RENDERS_PER_USER, takeDownloadSlot } from "../documents/download-limit";
import { SAMPLE_ANSWERS } from "../documents/sample-answers";
import { overlaps, readLayout, type Box, type PageLayout } from "../test-support/pdf-layout";
import { readPdf } from "../test-support/pdf-text";
import { readZip } from "../test-support/read-zip";
import { createTestAppWithTwoUsers, type SignedIn, type TestApp } from "../test-support/test-app";

const INCH = 72;
/** Rounding in the PDF's numbers. */
const EPSILON = 0.01;

let t: TestApp;
let maria: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ({ testApp: t, user: maria, otherUser: other } = await createTestAppWithTwoUsers());
});
afterAll(() => t.close());

async function create(as: SignedIn, payload: Record<string, unknown>): Promise<DocumentJson> {
  const response = await as.request({ method: "POST", url: "/api/documents", payload: { format: "pdf", ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A small claims case made by its statement of claim, as the wizard makes it. */
async function smallClaimsCase(as: SignedIn): Promise<string> {
  const statement = await create(as, {
    title: "Statement of Claim",
    type: "small_claims",
    kind: "small_claims_statement",
    templateData: SAMPLE_ANSWERS.small_claims_statement,
    newCase: { title: "Lopez v. ABC Repairs LLC", type: "small_claims", county: "Miami-Dade" },
  });
  return statement.caseId!;
}

const summons = KIND_EXAMPLES.small_claims_summons.roofRepair;

async function addSummons(as: SignedIn, caseId: string, defendant: string, address: string): Promise<void> {
  await create(as, {
    title: "Summons",
    type: "small_claims_summons",
    kind: "small_claims_summons",
    templateData: { ...summons, defendant_name: defendant, defendant_address: address },
    caseId,
  });
}

/** The pages where a paper starts ("Page 1 of N"), and each paper's text. */
function papersOf(pages: readonly string[]): { firsts: number[]; texts: string[] } {
  const firsts = pages.flatMap((page, index) => (/Page 1 of \d+$/.test(page) ? [index] : []));
  const texts = firsts.map((first, paper) => pages.slice(first, firsts[paper + 1] ?? pages.length).join(" "));
  return { firsts, texts };
}

/** The clerk's stamp space of a paper's first page, a rounding error smaller on every side. */
const firstPageStamp = (page: PageLayout): Box => ({
  left: page.width - 3 * INCH + EPSILON,
  top: EPSILON,
  right: page.width - EPSILON,
  bottom: 3 * INCH - EPSILON,
});

describe("GET /api/cases/:id/packet.pdf", () => {
  it("fills a packet in from the statement alone: statement, cover sheet, one summons, each with its stamp space", async () => {
    const caseId = await smallClaimsCase(maria);
    const listed = await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet` });
    expect(listed.statusCode, listed.body).toBe(200);
    const packet: PacketJson = listed.json();
    expect(packet.papers.map((paper) => [paper.kind, paper.saved])).toEqual([
      ["small_claims_statement", true],
      ["civil_cover_sheet", false],
      ["small_claims_summons", false],
    ]);
    expect(packet).toMatchObject({
      side: "plaintiff",
      claimAmount: 4450.5,
      county: "miami_dade",
      defendants: 1,
      indigencyApplication: false,
    });

    const response = await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.pdf` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(
      'attachment; filename="Filing packet - Lopez v. ABC Repairs LLC.pdf"',
    );
    const pdf = await readPdf(response.rawPayload);
    // No instructions pages: only the papers, each numbered on its own.
    expect(pdf.text).not.toContain("How to sign and use this document");
    const { firsts, texts } = papersOf(pdf.pages);
    expect(firsts).toHaveLength(3);
    expect(texts[0]).toContain("STATEMENT OF CLAIM");
    expect(texts[0]).toContain("for $4,450.50 that is due with costs and interest");
    expect(texts[1]).toContain("CIVIL COVER SHEET");
    expect(texts[1]).toContain("Maria Lopez, Plaintiff, v. ABC Repairs LLC, Defendant.");
    expect(texts[1]).toContain("[X] Small Claims up to $8,000");
    expect(texts[1]).toContain("Estimated amount of the claim: $4,451 [X] $8,000 or less");
    expect(texts[1]).toContain("[X] Monetary");
    expect(texts[2]).toContain("SUMMONS/NOTICE TO APPEAR FOR PRETRIAL CONFERENCE");
    expect(texts[2]).toContain("TO: ABC Repairs LLC 456 Oak Avenue, Hialeah, FL 33010");
    expect(texts[2]).toContain("Maria Lopez 123 Main Street, Apt 4, Miami, FL 33101 Telephone: (305) 555-0123");
    expect(texts[2]).toContain("RETURN OF SERVICE");
    for (const index of firsts) expect(pdf.pages[index]).toMatch(/^IN THE COUNTY COURT IN AND FOR MIAMI-DADE COUNTY, FLORIDA /);

    const layout = await readLayout(response.rawPayload);
    for (const index of firsts) {
      const page = layout[index]!;
      expect(
        page.text.filter((run) => overlaps(run, firstPageStamp(page))).map((run) => run.text),
        `page ${index + 1}`,
      ).toEqual([]);
      expect(
        page.drawings.filter((box) => overlaps(box, firstPageStamp(page))),
        `page ${index + 1}`,
      ).toEqual([]);
    }
  });

  it("holds the papers she made for the case: a summons per defendant and her indigency application, in order", async () => {
    const caseId = await smallClaimsCase(maria);
    await addSummons(maria, caseId, "ABC Repairs LLC", "456 Oak Avenue, Hialeah, FL 33010");
    await addSummons(maria, caseId, "John Smith", "9 Pine Road, Miami, FL 33125");
    await create(maria, {
      title: "Application",
      type: "civil_indigent_status",
      kind: "civil_indigent_status",
      templateData: KIND_EXAMPLES.civil_indigent_status.roofRepair,
      caseId,
    });
    const response = await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.pdf` });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    const { firsts, texts } = papersOf(pdf.pages);
    expect(
      texts.map((text) => text.match(/CIVIL COVER SHEET|STATEMENT OF CLAIM|SUMMONS\/NOTICE|APPLICATION FOR DETERMINATION/)?.[0]),
    ).toEqual(["STATEMENT OF CLAIM", "CIVIL COVER SHEET", "SUMMONS/NOTICE", "SUMMONS/NOTICE", "APPLICATION FOR DETERMINATION"]);
    expect(texts[2]).toContain("TO: ABC Repairs LLC");
    expect(texts[3]).toContain("TO: John Smith 9 Pine Road, Miami, FL 33125");
    // The cover sheet filled in from the case names every defendant.
    expect(texts[1]).toContain("ABC Repairs LLC, John Smith");
    expect(texts[4]).toContain("I have 2 dependent(s).");
    expect(texts[4]).toContain("$1,150.00, paid: [ ] weekly [X] bi-weekly");
    expect(texts[4]).toContain("CLERK'S DETERMINATION");
    // Each paper's pages are numbered apart: the last page of a paper says "Page N of N".
    firsts.forEach((first, paper) => {
      const end = (firsts[paper + 1] ?? pdf.pages.length) - 1;
      const count = end - first + 1;
      expect(pdf.pages[end]).toMatch(new RegExp(`Page ${count} of ${count}$`));
    });
  });

  it("answers 404 for another person's case and a malformed id, 401 signed out", async () => {
    const caseId = await smallClaimsCase(maria);
    for (const suffix of ["packet", "packet.pdf", "packet.zip"]) {
      const response = await other.request({ method: "GET", url: `/api/cases/${caseId}/${suffix}` });
      expect(response.statusCode, suffix).toBe(404);
      expect(response.json()).toEqual({ message: "Case not found" });
      expect((await other.request({ method: "GET", url: `/api/cases/nope/${suffix}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `/api/cases/${caseId}/${suffix}` })).statusCode).toBe(401);
    }
  });

  it("answers 409 saying the statement of claim is missing, in her language", async () => {
    const created = await maria.request({
      method: "POST",
      url: "/api/cases",
      payload: { title: "Not started", type: "small_claims" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    for (const suffix of ["packet", "packet.pdf", "packet.zip"]) {
      const response = await maria.request({ method: "GET", url: `/api/cases/${id}/${suffix}` });
      expect(response.statusCode, suffix).toBe(409);
      expect(response.json().message).toMatch(/no Statement of Claim yet/);
    }
    const spanish = await maria.request({
      method: "GET",
      url: `/api/cases/${id}/packet.pdf`,
      headers: { "accept-language": "es" },
    });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().message).toMatch(/todavía no tiene una demanda/);
  });
});

describe("GET /api/cases/:id/packet.zip", () => {
  it("holds the same papers as separate PDFs, numbered for the portal with the lead document first", async () => {
    const caseId = await smallClaimsCase(maria);
    await addSummons(maria, caseId, "ABC Repairs LLC", "456 Oak Avenue, Hialeah, FL 33010");
    await addSummons(maria, caseId, "John Smith", "9 Pine Road, Miami, FL 33125");
    const response = await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.zip` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toContain('filename="Filing packet - Lopez v. ABC Repairs LLC.zip"');
    const files = await readZip(response.rawPayload);
    expect([...files.keys()]).toEqual([
      "01 Statement of Claim.pdf",
      "02 Civil Cover Sheet.pdf",
      "03 Summons-Notice to Appear for Pretrial Conference - ABC Repairs LLC.pdf",
      "04 Summons-Notice to Appear for Pretrial Conference - John Smith.pdf",
    ]);
    const lead = await readPdf(files.get("01 Statement of Claim.pdf")!);
    expect(lead.pages[0]).toContain("STATEMENT OF CLAIM");
    expect(lead.text).not.toContain("How to sign and use this document");
    const second = await readPdf(files.get("04 Summons-Notice to Appear for Pretrial Conference - John Smith.pdf")!);
    expect(second.pages[0]).toContain("TO: John Smith");
    expect(second.pages[second.pages.length - 1]).toMatch(/Page (\d+) of \1$/);
  });
});

describe("PUT /api/cases/:id/filing", () => {
  const filing = {
    caseNumber: "2026-012345-SP-05",
    filedOn: "2026-08-03",
    pretrialDate: "2026-09-14",
    service: [
      { defendant: "ABC Repairs LLC", method: "sheriff", floridaResident: true },
      { defendant: "John Smith", method: "certified_mail", floridaResident: true, servedOn: "2026-08-10" },
    ],
  };

  it("keeps the record, numbers and files the case, and adds the pretrial and counterclaim dates to her deadlines", async () => {
    const caseId = await smallClaimsCase(maria);
    const before = await maria.request({ method: "GET", url: `/api/cases/${caseId}/filing` });
    expect(before.json()).toEqual({ filing: null, nextSteps: [] });

    const saved = await maria.request({ method: "PUT", url: `/api/cases/${caseId}/filing`, payload: filing });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json();
    expect(answer.filing).toEqual(filing);
    expect(answer.nextSteps.map((step: { key: string }) => step.key)).toEqual([
      "serve",
      "served",
      "counterclaims",
      "pretrial",
      "bring",
      "trial",
    ]);
    // Five court days before Monday, September 14, 2026, counted back (Rule 2.514): Monday, September 7 is Labor Day.
    const counterclaims = answer.nextSteps.find((step: { key: string }) => step.key === "counterclaims");
    expect(counterclaims).toMatchObject({ date: "2026-09-04" });
    expect(smallClaimsCounterclaimDeadline("2026-09-14").date).toBe("2026-09-04");
    expect(answer.nextSteps.find((step: { key: string }) => step.key === "pretrial").text).toContain("September 14, 2026");

    const item = (await maria.request({ method: "GET", url: `/api/cases/${caseId}` })).json();
    expect(item).toMatchObject({ caseNumber: "2026-012345-SP-05", status: "filed" });
    const mine = (await maria.request({ method: "GET", url: "/api/deadlines" })).json() as {
      caseId: string | null;
      title: string;
      dueDate: string;
    }[];
    const ofCase = () => mine.filter((deadline) => deadline.caseId === caseId).map(({ title, dueDate }) => ({ title, dueDate }));
    expect(ofCase()).toEqual(
      expect.arrayContaining([
        { title: "Pretrial conference (case 2026-012345-SP-05)", dueDate: "2026-09-14" },
        { title: "Last day for a defendant's counterclaim", dueDate: "2026-09-04" },
      ]),
    );
    expect(ofCase()).toHaveLength(2);

    // Saved again with a new date: the deadlines it added are replaced, not doubled.
    const moved = await maria.request({
      method: "PUT",
      url: `/api/cases/${caseId}/filing`,
      payload: { ...filing, pretrialDate: "2026-09-21" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = ((await maria.request({ method: "GET", url: "/api/deadlines" })).json() as typeof mine).filter(
      (deadline) => deadline.caseId === caseId,
    );
    expect(after.map(({ title, dueDate }) => ({ title, dueDate }))).toEqual(
      expect.arrayContaining([
        { title: "Pretrial conference (case 2026-012345-SP-05)", dueDate: "2026-09-21" },
        { title: "Last day for a defendant's counterclaim", dueDate: smallClaimsCounterclaimDeadline("2026-09-21").date },
      ]),
    );
    expect(after).toHaveLength(2);
    expect((await maria.request({ method: "GET", url: `/api/cases/${caseId}/filing` })).json().filing.pretrialDate).toBe(
      "2026-09-21",
    );
  });

  it("refuses certified mail for a defendant outside Florida, and bad dates, with clear messages", async () => {
    const caseId = await smallClaimsCase(maria);
    const outside = await maria.request({
      method: "PUT",
      url: `/api/cases/${caseId}/filing`,
      payload: { ...filing, service: [{ defendant: "Far Away Inc.", method: "certified_mail", floridaResident: false }] },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/Certified mail is only for a defendant who lives in Florida/);
    const early = await maria.request({
      method: "PUT",
      url: `/api/cases/${caseId}/filing`,
      payload: { ...filing, pretrialDate: "2026-07-01" },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/cannot be before the day you filed/);
    const notADate = await maria.request({
      method: "PUT",
      url: `/api/cases/${caseId}/filing`,
      payload: { ...filing, filedOn: "2026-02-30" },
    });
    expect(notADate.statusCode).toBe(400);
  });

  it("answers 404 for another person's case", async () => {
    const caseId = await smallClaimsCase(maria);
    expect((await other.request({ method: "PUT", url: `/api/cases/${caseId}/filing`, payload: filing })).statusCode).toBe(404);
    expect((await other.request({ method: "GET", url: `/api/cases/${caseId}/filing` })).statusCode).toBe(404);
  });
});

/** The top-right stamp space of a paper's later pages (1 × 3 inches), a rounding error smaller on every side. */
const laterPageStamp = (page: PageLayout): Box => ({
  left: page.width - 3 * INCH + EPSILON,
  top: EPSILON,
  right: page.width - EPSILON,
  bottom: INCH - EPSILON,
});

/** Nothing written or drawn in a paper's stamp spaces: 3 × 3 inches on its first page, 1 × 3 on the others. */
async function expectStampSpaces(pdf: Buffer, firsts: readonly number[]): Promise<void> {
  const layout = await readLayout(pdf);
  layout.forEach((page, index) => {
    const space = firsts.includes(index) ? firstPageStamp(page) : laterPageStamp(page);
    expect(
      page.text.filter((run) => overlaps(run, space)).map((run) => run.text),
      `page ${index + 1}`,
    ).toEqual([]);
    expect(
      page.drawings.filter((box) => overlaps(box, space)),
      `page ${index + 1}`,
    ).toEqual([]);
  });
}

/** Where each of these appears in the text, in order; -1 for one that is missing. */
const positions = (text: string, parts: readonly string[]) => parts.map((part) => text.indexOf(part));

/** A tenant's eviction case, answered with the example answer (a motion to determine rent, a counterclaim, a lawyer). */
async function evictionCase(as: SignedIn): Promise<string> {
  const created = await as.request({
    method: "POST",
    url: "/api/cases",
    payload: { title: "Lakeview Apartments LLC v. Keisha Brown", type: "landlord_tenant", county: "Orange" },
  });
  expect(created.statusCode, created.body).toBe(201);
  const caseId: string = created.json().id;
  await create(as, {
    title: "Answer to Eviction Complaint",
    type: "eviction_answer",
    kind: "eviction_answer",
    templateData: KIND_EXAMPLES.eviction_answer.roofLeakAndBrokenPlumbing,
    caseId,
  });
  return caseId;
}

/** A small claims defendant's case, made by her answer (with a counterclaim) as the wizard makes it. */
async function smallClaimsAnswerCase(as: SignedIn): Promise<string> {
  const answer = await create(as, {
    title: "Answer to Statement of Claim",
    type: "small_claims_answer",
    kind: "small_claims_answer",
    templateData: KIND_EXAMPLES.small_claims_answer.partialPayment,
    newCase: { title: "Sunshine Credit Corp. v. James Carter", type: "small_claims_answer", county: "Leon" },
  });
  return answer.caseId!;
}

describe("the defendant's packet", () => {
  it("is her eviction answer: one paper, its motion, counterclaim and certificate of service in order, with stamp space", async () => {
    const caseId = await evictionCase(maria);
    const listed = await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet` });
    expect(listed.statusCode, listed.body).toBe(200);
    const packet: PacketJson = listed.json();
    const deadline = evictionAnswerDeadline("2026-08-03");
    expect(packet).toEqual({
      side: "defendant",
      papers: [
        {
          kind: "eviction_answer",
          title: "Answer, Motion to Determine Rent and Counterclaim",
          fileName: "01 Answer, Motion to Determine Rent and Counterclaim.pdf",
          saved: true,
          holds: ["answer", "motion_to_determine_rent", "counterclaim", "certificate_of_service"],
        },
      ],
      answer: "eviction_answer",
      county: "orange",
      caseNumber: "2026-CC-004512-O",
      serveOn: { name: "Robert Hale, Esq.", lawyer: true },
      fileBy: { date: deadline.date, what: "answer", citation: deadline.citation },
    });
    expect(deadline.date).toBe("2026-08-10");

    const response = await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.pdf` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(
      'attachment; filename="Filing packet - Lakeview Apartments LLC v. Keisha Brown.pdf"',
    );
    const pdf = await readPdf(response.rawPayload);
    // The paper alone, numbered on its own, without the instructions pages she keeps.
    expect(pdf.text).not.toContain("How to sign and use this document");
    const { firsts, texts } = papersOf(pdf.pages);
    expect(firsts).toEqual([0]);
    expect(pdf.pages).toHaveLength(3);
    expect(pdf.pages[2]).toMatch(/Page 3 of 3$/);
    expect(pdf.pages[0]).toMatch(/^IN THE COUNTY COURT IN AND FOR ORANGE COUNTY, FLORIDA /);
    const [answer = ""] = texts;
    // In the order the answer prints them: the answer, its defenses, the motion, the counterclaim, then the
    // signature and the certificate of service.
    const order = positions(answer, [
      "ANSWER, MOTION TO DETERMINE RENT AND COUNTERCLAIM",
      "DEFENSES",
      "MOTION TO DETERMINE RENT 6.",
      "COUNTERCLAIM 10.",
      "Signature of Defendant",
      "CERTIFICATE OF SERVICE",
    ]);
    expect(
      order.every((position) => position >= 0),
      JSON.stringify(order),
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Her answers, in the paper.
    expect(answer).toContain("Case No.: 2026-CC-004512-O");
    expect(answer).toContain("Lakeview Apartments LLC, Plaintiff(s), v. Keisha Brown, Defendant(s).");
    expect(answer).toContain("about the premises at 3100 Lake Drive, Unit 14, Orlando, FL 32806");
    expect(answer).toContain("The Complaint claims $2,900.00 in rent.");
    expect(answer).toContain("Defendant believes the rent actually owed is $1,450.00.");
    expect(answer).toContain("sues Plaintiff, Lakeview Apartments LLC, for $1,200.00");
    expect(answer).toContain("Printed name: Keisha Brown");
    expect(answer).toContain(
      "was sent to Plaintiff's attorney, Robert Hale, Esq., at Hale Law Group, 10 Orange Avenue, Suite 300, Orlando, FL 32801",
    );
    await expectStampSpaces(response.rawPayload, firsts);

    // The ZIP: the same paper, named for the portal.
    const zipped = await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.zip` });
    expect(zipped.statusCode, zipped.body).toBe(200);
    expect(zipped.headers["content-type"]).toBe("application/zip");
    expect(zipped.headers["content-disposition"]).toContain(
      'filename="Filing packet - Lakeview Apartments LLC v. Keisha Brown.zip"',
    );
    const files = await readZip(zipped.rawPayload);
    expect([...files.keys()]).toEqual(["01 Answer, Motion to Determine Rent and Counterclaim.pdf"]);
    const file = await readPdf(files.get("01 Answer, Motion to Determine Rent and Counterclaim.pdf")!);
    expect(file.pages).toEqual(pdf.pages);
  });

  it("is her small claims answer and counterclaim, served on the plaintiff, with the counterclaim's last day", async () => {
    const caseId = await smallClaimsAnswerCase(maria);
    const packet: PacketJson = (await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet` })).json();
    expect(packet).toMatchObject({
      side: "defendant",
      answer: "small_claims_answer",
      county: "leon",
      caseNumber: "2026-SC-001234",
      serveOn: { name: "Sunshine Credit Corp.", lawyer: false },
      fileBy: { date: smallClaimsCounterclaimDeadline("2026-08-20").date, what: "counterclaim" },
      papers: [
        {
          kind: "small_claims_answer",
          title: "Answer and Counterclaim",
          fileName: "01 Answer and Counterclaim.pdf",
          saved: true,
          holds: ["answer", "counterclaim", "certificate_of_service"],
        },
      ],
    });

    const response = await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.pdf` });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    const { firsts, texts } = papersOf(pdf.pages);
    expect(firsts).toEqual([0]);
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]).toMatch(/^IN THE COUNTY COURT IN AND FOR LEON COUNTY, FLORIDA /);
    const [answer = ""] = texts;
    const order = positions(answer, [
      "ANSWER AND COUNTERCLAIM",
      "AFFIRMATIVE DEFENSES",
      "COUNTERCLAIM 6.",
      "Signature of Defendant",
      "CERTIFICATE OF SERVICE",
    ]);
    expect(
      order.every((position) => position >= 0),
      JSON.stringify(order),
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(answer).toContain("Case No.: 2026-SC-001234");
    expect(answer).toContain("Defendant, James Carter, sues Plaintiff, Sunshine Credit Corp., for $450.00");
    expect(answer).toContain("was sent to Plaintiff, Sunshine Credit Corp., at 1 Bank Plaza, Suite 900, Tampa, FL 33602");
    expect(pdf.text).not.toContain("How to sign and use this document");
    await expectStampSpaces(response.rawPayload, firsts);

    const files = await readZip((await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.zip` })).rawPayload);
    expect([...files.keys()]).toEqual(["01 Answer and Counterclaim.pdf"]);
  });

  it("answers 404 for another person's answered case", async () => {
    const caseId = await evictionCase(maria);
    for (const suffix of ["packet", "packet.pdf", "packet.zip"]) {
      const response = await other.request({ method: "GET", url: `/api/cases/${caseId}/${suffix}` });
      expect(response.statusCode, suffix).toBe(404);
      expect(response.json()).toEqual({ message: "Case not found" });
    }
  });

  it("answers 409 saying the answer is missing on a defendant's case, and both papers on another case, in her language", async () => {
    const newCase = async (type: string) => {
      const created = await maria.request({ method: "POST", url: "/api/cases", payload: { title: "Not answered", type } });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().id as string;
    };
    for (const type of ["small_claims_answer", "landlord_tenant"]) {
      const id = await newCase(type);
      for (const suffix of ["packet", "packet.pdf", "packet.zip"]) {
        const response = await maria.request({ method: "GET", url: `/api/cases/${id}/${suffix}` });
        expect(response.statusCode, `${type} ${suffix}`).toBe(409);
        expect(response.json().message).toMatch(/no Answer yet/);
      }
      const spanish = await maria.request({
        method: "GET",
        url: `/api/cases/${id}/packet`,
        headers: { "accept-language": "es" },
      });
      expect(spanish.statusCode).toBe(409);
      expect(spanish.json().message).toMatch(/todavía no tiene una contestación/);
    }
    const other = await newCase("debt_defense");
    const neither = await maria.request({ method: "GET", url: `/api/cases/${other}/packet.pdf` });
    expect(neither.statusCode).toBe(409);
    expect(neither.json().message).toMatch(/no Statement of Claim and no Answer/);
    const spanish = await maria.request({
      method: "GET",
      url: `/api/cases/${other}/packet`,
      headers: { "accept-language": "es" },
    });
    expect(spanish.json().message).toMatch(/no tiene una demanda \(Statement of Claim\) ni una contestación/);
  });
});

describe("the packet's downloads and her other downloads", () => {
  it(`share her ${MAX_RENDERS_PER_USER} download slots: with them taken, a packet and a paper both wait`, async () => {
    const caseId = await evictionCase(maria);
    const statement = await create(maria, {
      title: "Statement of Claim",
      type: "small_claims",
      kind: "small_claims_statement",
      templateData: SAMPLE_ANSWERS.small_claims_statement,
    });
    // Her slots taken as two downloads being made would take them.
    const held = Array.from({ length: MAX_RENDERS_PER_USER }, () => takeDownloadSlot(maria.user.id));
    try {
      for (const url of [
        `/api/cases/${caseId}/packet.pdf`,
        `/api/cases/${caseId}/packet.zip`,
        `/api/documents/${statement.id}/download`,
      ]) {
        const response = await maria.request({ method: "GET", url });
        expect(response.statusCode, url).toBe(429);
        expect(response.json().message).toBe(
          `You already have ${MAX_RENDERS_PER_USER} documents being prepared. Please wait for them to finish and try again.`,
        );
        expect(response.headers["retry-after"]).toBe("2");
      }
      // The list renders nothing, and another person's slots are her own.
      expect((await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet` })).statusCode).toBe(200);
      const theirs = await evictionCase(other);
      expect((await other.request({ method: "GET", url: `/api/cases/${theirs}/packet.pdf` })).statusCode).toBe(200);
    } finally {
      for (const release of held) release();
    }
    expect((await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.pdf` })).statusCode).toBe(200);
    // Each download made frees its slot: one after another, none is refused.
    for (let run = 0; run <= MAX_RENDERS_PER_USER; run++) {
      expect((await maria.request({ method: "GET", url: `/api/cases/${caseId}/packet.zip` })).statusCode).toBe(200);
    }
    expect((await maria.request({ method: "GET", url: `/api/documents/${statement.id}/download` })).statusCode).toBe(200);
  });
});

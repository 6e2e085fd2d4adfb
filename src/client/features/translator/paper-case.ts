/**
 * The case a paper's deadlines belong to: hers with the same case number, else one started for it when the paper
 * says which kind of matter it is. A paper with no case number links to none.
 */
import { createCase, deleteCase, listCases, updateCase } from "@shared/api/cases";
import type { CaseType } from "@shared/case-enums";
import { CASE_NUMBER_MAX_LENGTH } from "@shared/case-schemas";
import { isFloridaCounty } from "@shared/counties";
import { fitCaseTitle } from "@shared/documents/case-titles";
import { findKind } from "@shared/documents/registry";
import type { PaperKind } from "@shared/papers";
import { MAX_PAGE_SIZE } from "@shared/api/common";
import { callApi } from "@client/lib/api";
import type { PaperReading } from "./paper-reading";

export interface PaperCase {
  id: string;
  title: string;
  /** Started here (Undo deletes it), or hers already. */
  made: boolean;
}

/** The case type of a paper whose answer starts no case of its own kind (the eviction answer belongs to none). */
const CASE_TYPE_OF_PAPER: Readonly<Partial<Record<PaperKind, CaseType>>> = {
  eviction_summons: "landlord_tenant",
  writ_of_possession: "landlord_tenant",
  small_claims_summons: "small_claims_answer",
  county_court_summons: "debt_defense",
  motion_for_default: "debt_defense",
};

function caseTypeOf(reading: PaperReading): CaseType | null {
  const documentKind = reading.nextStep?.documentKind;
  if (documentKind === "eviction_answer") return "landlord_tenant";
  const byAnswer = documentKind ? findKind(documentKind)?.caseType : undefined;
  return byAnswer ?? (reading.paper ? (CASE_TYPE_OF_PAPER[reading.paper.kind] ?? null) : null);
}

/** Case numbers as people and papers write them: "2026-cc-018842 o" is "2026-CC-018842-O". */
const sameNumber = (a: string, b: string) =>
  a.replace(/[^0-9a-z]/gi, "").toUpperCase() === b.replace(/[^0-9a-z]/gi, "").toUpperCase();

/** `title` and `description`: the new case's words, in her language. */
export async function caseForPaper(
  reading: PaperReading,
  words: { title: string; description: string },
): Promise<PaperCase | null> {
  const caseNumber = reading.paper?.caseNumber?.trim();
  if (!caseNumber) return null;
  const cases = await callApi(listCases, { query: { limit: String(MAX_PAGE_SIZE) } });
  const hers = cases.find((each) => each.caseNumber && sameNumber(each.caseNumber, caseNumber));
  if (hers) return { id: hers.id, title: hers.title, made: false };
  const type = caseTypeOf(reading);
  if (!type) return null;
  const title = fitCaseTitle(words.title);
  const county = reading.paper?.county;
  const created = await callApi(createCase, {
    body: {
      title,
      type,
      description: words.description,
      county: county && isFloridaCounty(county) ? county : null,
    },
  });
  try {
    // A new case takes no number: it is set on the case once made.
    await callApi(updateCase, {
      params: { id: created.id },
      body: { caseNumber: caseNumber.slice(0, CASE_NUMBER_MAX_LENGTH) },
    });
  } catch (error) {
    await callApi(deleteCase, { params: { id: created.id } }).catch(() => undefined);
    throw error;
  }
  return { id: created.id, title, made: true };
}

/**
 * How to claim each kind of money, from the reviewed content files content/en/money-finder/<type>.md: the real
 * official place to search, the steps (one numbered line each) and the documents to have ready. Law references
 * are filled from the law module. Read once per process.
 */
import { readFileSync } from "node:fs";
import { parseContentFile } from "@shared/content/content-file";
import { fillLawReferences } from "@shared/content/law-text";
import { MONEY_TYPES, type MoneyType } from "@shared/money-finder/money-recovery";
import { CONTENT_FOLDER } from "../content-folder";

export interface CategoryGuide {
  officialName: string;
  officialUrl: string;
  instructions: string[];
  requiredDocuments: string[];
}

interface GuideMeta {
  officialName?: unknown;
  officialUrl?: unknown;
  requiredDocuments?: unknown;
}

function readGuide(type: MoneyType): CategoryGuide {
  const { meta, body } = parseContentFile<GuideMeta>(readFileSync(new URL(`en/money-finder/${type}.md`, CONTENT_FOLDER), "utf8"));
  const documents = Array.isArray(meta.requiredDocuments) ? meta.requiredDocuments.map(String) : [];
  if (typeof meta.officialName !== "string" || typeof meta.officialUrl !== "string" || documents.length === 0) {
    throw new Error(`content/en/money-finder/${type}.md needs officialName, officialUrl and requiredDocuments`);
  }
  const steps = body
    .split(/\r?\n/)
    .map((line) => /^\d+\.\s+(.*)$/.exec(line.trim())?.[1])
    .filter((step): step is string => step !== undefined);
  return {
    officialName: fillLawReferences(meta.officialName),
    officialUrl: fillLawReferences(meta.officialUrl),
    instructions: steps.map((step) => fillLawReferences(step)),
    requiredDocuments: documents.map((document) => fillLawReferences(document)),
  };
}

let guides: ReadonlyMap<MoneyType, CategoryGuide> | undefined;

export function categoryGuide(type: MoneyType): CategoryGuide {
  guides ??= new Map(MONEY_TYPES.map((each) => [each, readGuide(each)]));
  return guides.get(type)!;
}

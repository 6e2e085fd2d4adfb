/**
 * The files of "Download all my data", in ZIP order: README.txt, one JSON file per kind of record (export-records.ts),
 * then every document as a PDF rendered now, in a folder per case, each followed by its earlier versions ("… (version
 * 1).pdf"). Each file is made only when the ZIP asks for it.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import { cases, documents, documentVersions } from "../db/schema";
import { RendererBusyError, type RenderPool } from "../documents/render-pool";
import { say as t } from "../interface-text";
import { documentPaths, uniqueName } from "./document-paths";
import { exportReadme } from "./export-readme";
import { EXPORT_RECORDS } from "./export-records";
import type { ZipEntry } from "./zip-stream";

/** A renderer busy with other people's downloads is asked again this many times, this far apart. */
const BUSY_TRIES = 5;
const BUSY_WAIT_MS = 2_000;

interface StoredDocument {
  id: string;
  title: string;
  kind: string;
  templateData: Record<string, unknown>;
  caseId: string | null;
  caseTitle: string | null;
  createdAt: Date;
}

type Rendered = { ok: true; pdf: Buffer } | { ok: false; reason: "outdated" | "unrenderable" | "busy" };

type Renderable = Pick<StoredDocument, "kind" | "templateData" | "title" | "createdAt">;

/** The same rendering as a single download (routes/documents.ts): the stored answers, through the worker pool. */
async function render(renderer: RenderPool, document: Renderable): Promise<Rendered> {
  for (let tries = 1; ; tries++) {
    try {
      const outcome = await renderer.render({
        kind: document.kind,
        templateData: document.templateData,
        title: document.title,
        createdAt: document.createdAt.getTime(),
      });
      if (!outcome.ok) return { ok: false, reason: outcome.reason };
      return { ok: true, pdf: Buffer.from(outcome.pdf.buffer, outcome.pdf.byteOffset, outcome.pdf.byteLength) };
    } catch (error) {
      if (!(error instanceof RendererBusyError)) throw error;
      if (tries >= BUSY_TRIES) return { ok: false, reason: "busy" };
      await sleep(BUSY_WAIT_MS);
    }
  }
}

const textFile = (name: string, text: string): ZipEntry => ({ name, content: Buffer.from(text, "utf8") });
const jsonFile = (name: string, value: unknown): ZipEntry => textFile(name, `${JSON.stringify(value, null, 2)}\n`);

export interface DataExportSource {
  db: Database;
  renderer: RenderPool;
  userId: string;
  /** The Florida date it is made on, "YYYY-MM-DD". */
  madeOn: string;
}

export async function* dataExportEntries({ db, renderer, userId, madeOn }: DataExportSource): AsyncGenerator<ZipEntry> {
  const noCaseFolder = t("dataExport.noCaseFolder");
  yield textFile("README.txt", exportReadme(madeOn, noCaseFolder));
  for (const kind of EXPORT_RECORDS) yield jsonFile(kind.file, await kind.rows(db, userId));

  const stored: StoredDocument[] = await db
    .select({
      id: documents.id,
      title: documents.title,
      kind: documents.kind,
      templateData: documents.templateData,
      caseId: documents.caseId,
      caseTitle: cases.title,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .leftJoin(cases, eq(cases.id, documents.caseId))
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const earlier = await earlierVersions(db, userId);
  const paths = documentPaths(stored, noCaseFolder);
  const taken = new Set([...paths.values()].map((path) => path.toLowerCase()));
  for (const document of stored) {
    const path = paths.get(document.id)!;
    // Each earlier version beside its paper, named after it: "Lease (version 1)".
    const versions = (earlier.get(document.id) ?? []).map((version) => ({
      path: uniqueName(`${path}${t("dataExport.versionSuffix", { number: version.number })}`, taken),
      paper: { ...document, ...version },
    }));
    for (const entry of [{ path, paper: document }, ...versions]) {
      const rendered = await render(renderer, entry.paper);
      yield rendered.ok
        ? { name: `${entry.path}.pdf`, content: rendered.pdf }
        : textFile(
            `${entry.path}${t("dataExport.notMadeSuffix")}.txt`,
            t(`dataExport.notMade.${rendered.reason}`, { title: entry.paper.title }),
          );
    }
  }
}

interface EarlierVersion {
  number: number;
  title: string;
  templateData: Record<string, unknown>;
  createdAt: Date;
}

/** Her papers' earlier versions, by paper, oldest first. */
async function earlierVersions(db: Database, userId: string): Promise<Map<string, EarlierVersion[]>> {
  const rows = await db
    .select({
      documentId: documentVersions.documentId,
      number: documentVersions.number,
      title: documentVersions.title,
      templateData: documentVersions.templateData,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(eq(documents.userId, userId))
    .orderBy(asc(documentVersions.documentId), asc(documentVersions.number));
  const byPaper = new Map<string, EarlierVersion[]>();
  for (const { documentId, ...version } of rows) byPaper.set(documentId, [...(byPaper.get(documentId) ?? []), version]);
  return byPaper;
}

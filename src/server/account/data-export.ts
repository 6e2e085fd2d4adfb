/**
 * The files of "Download all my data", in ZIP order: README.txt, one JSON file per kind of record (export-records.ts),
 * then every document as a PDF rendered now, in a folder per case. Each file is made only when the ZIP asks for it.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import { cases, documents } from "../db/schema";
import { RendererBusyError, type RenderPool } from "../documents/render-pool";
import { say as t } from "../interface-text";
import { documentPaths } from "./document-paths";
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

/** The same rendering as a single download (routes/documents.ts): the stored answers, through the worker pool. */
async function render(renderer: RenderPool, document: StoredDocument): Promise<Rendered> {
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
  const paths = documentPaths(stored, noCaseFolder);
  for (const document of stored) {
    const path = paths.get(document.id)!;
    const rendered = await render(renderer, document);
    yield rendered.ok
      ? { name: `${path}.pdf`, content: rendered.pdf }
      : textFile(
          `${path}${t("dataExport.notMadeSuffix")}.txt`,
          t(`dataExport.notMade.${rendered.reason}`, { title: document.title }),
        );
  }
}

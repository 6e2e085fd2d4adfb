import { pdfFileName } from "@shared/file-name";

export interface DocumentPlace {
  id: string;
  title: string;
  caseId: string | null;
  caseTitle: string | null;
}

/** A title as one segment of a path in the ZIP (the same cleaning as a downloaded PDF's name), without ".pdf". */
const segment = (title: string) => pdfFileName(title).slice(0, -".pdf".length);

/** "Name", then "Name (2)", "Name (3)"... for names already taken (compared without case, as Windows does). */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Where each document's PDF goes in the ZIP: `documents/<case>/<title>.pdf`, one folder per case (two cases with
 * one title get two folders), documents of no case in `noCaseFolder`. Answers the path without ".pdf", by id.
 */
export function documentPaths(documents: readonly DocumentPlace[], noCaseFolder: string): Map<string, string> {
  const folders = new Map<string | null, string>();
  const takenFolders = new Set<string>();
  const takenFiles = new Map<string, Set<string>>();
  const paths = new Map<string, string>();
  for (const document of documents) {
    let folder = folders.get(document.caseId);
    if (folder === undefined) {
      folder = uniqueName(document.caseId === null ? noCaseFolder : segment(document.caseTitle ?? ""), takenFolders);
      folders.set(document.caseId, folder);
      takenFiles.set(folder, new Set());
    }
    const file = uniqueName(segment(document.title), takenFiles.get(folder)!);
    paths.set(document.id, `documents/${folder}/${file}`);
  }
  return paths;
}

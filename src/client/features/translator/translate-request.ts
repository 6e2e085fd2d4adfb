import { isExplanationLanguage, type ExplanationLanguage, type TranslationJson } from "@shared/translations";
import { getCsrfToken, resetCsrfToken } from "@client/lib/api";

/** What is sent: text (pasted, or a text file read here) as JSON, or a PDF or Word file as multipart. */
export type TranslateInput = { kind: "text"; content: string; fileName: string | null } | { kind: "file"; file: File };

/** The explanation's language for an interface language: Spanish in Spanish, else English (the pseudo-locale too). */
export const explanationLanguageFor = (interfaceLanguage: string): ExplanationLanguage =>
  isExplanationLanguage(interfaceLanguage) ? interfaceLanguage : "en";

/** No answer at all (network down): an Error in the "STATUS: body" form, so the generic message is shown. */
const noAnswer = () => new Error("0: ");

/**
 * POST /api/translate through XMLHttpRequest, the browser API that reports upload progress (fetch does not).
 * `language`: the explanation's (key points, legal terms; the full text too when the server has a model).
 * A non-OK answer rejects with Error("STATUS: body"), as apiRequest does, so serverMessage reads it.
 */
export async function postTranslation(
  input: TranslateInput,
  language: ExplanationLanguage,
  onUploadProgress: (fraction: number) => void,
): Promise<TranslationJson> {
  const token = await getCsrfToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/translate");
    request.withCredentials = true;
    request.setRequestHeader("x-csrf-token", token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as TranslationJson);
        } catch {
          reject(noAnswer());
        }
        return;
      }
      if (request.status === 403) resetCsrfToken();
      reject(new Error(`${request.status}: ${request.responseText || request.statusText}`));
    };
    request.onerror = () => reject(noAnswer());
    request.onabort = () => reject(noAnswer());
    if (input.kind === "file") {
      const body = new FormData();
      // Before the file: the server reads the fields sent ahead of it.
      body.append("language", language);
      body.append("file", input.file, input.file.name);
      request.send(body);
    } else {
      request.setRequestHeader("Content-Type", "application/json");
      request.send(JSON.stringify({ content: input.content, fileName: input.fileName, language }));
    }
  });
}

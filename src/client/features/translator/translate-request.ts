import type { z } from "zod";
import { readPaper, translate, type publicReadingSchema, type translateAnswerSchema } from "@shared/api/translations";
import { isExplanationLanguage, type ExplanationLanguage } from "@shared/translations";
import { ApiError, errorOfResponse, getCsrfToken, urlOf } from "@client/lib/api";

/**
 * What is sent: text (pasted, or a text file read here) as JSON, or a PDF, Word file or photo as multipart, or
 * several photos, the pages of one paper ("photos"); `receivedOn` is the day she was given the paper ("YYYY-MM-DD"),
 * from which its deadlines are counted.
 */
export type TranslateInput = (
  { kind: "text"; content: string; fileName: string | null } | { kind: "file"; file: File } | { kind: "photos"; files: File[] }
) & {
  receivedOn?: string | null;
};

/** The files of an input that is sent as an upload (none for text). */
export const filesOf = (input: TranslateInput): File[] =>
  input.kind === "file" ? [input.file] : input.kind === "photos" ? input.files : [];

/** The translation, and what was read of the paper (this answer only: a stored translation has none of it). */
export type TranslateAnswer = z.infer<typeof translateAnswerSchema>;
/** The public reader's answer (/papers): the same, stored nowhere, so without id and date. */
export type PublicReading = z.infer<typeof publicReadingSchema>;

/** The explanation's language for an interface language: Spanish in Spanish, else English (the pseudo-locale too). */
export const explanationLanguageFor = (interfaceLanguage: string): ExplanationLanguage =>
  isExplanationLanguage(interfaceLanguage) ? interfaceLanguage : "en";

/** No answer at all (network down), or one that cannot be read: status 0, so the generic message is shown. */
const noAnswer = () => new ApiError(0, "", {}, translate.path);

/** The ApiError of a failed XMLHttpRequest, read as callApi reads a failed fetch. */
export const errorOfXhr = async (request: XMLHttpRequest): Promise<ApiError> =>
  errorOfResponse(new Response(request.responseText, { status: request.status, statusText: request.statusText }), translate.path);

/** POST /api/translate: her translation, stored in her history. */
export const postTranslation = async (
  input: TranslateInput,
  language: ExplanationLanguage,
  onUploadProgress: (fraction: number) => void,
): Promise<TranslateAnswer> => postPaper(translate, await getCsrfToken(), input, language, onUploadProgress);

/** POST /api/papers/read: anyone's paper, explained and stored nowhere (no session, so no request-forgery token). */
export const postPublicReading = (
  input: TranslateInput,
  language: ExplanationLanguage,
  onUploadProgress: (fraction: number) => void,
): Promise<PublicReading> => postPaper(readPaper, null, input, language, onUploadProgress);

/**
 * A paper sent through XMLHttpRequest, the browser API that reports upload progress (fetch does not).
 * `language`: the explanation's (key points, legal terms; the full text too when the server has a model).
 * A failure rejects with an ApiError, as callApi does.
 */
function postPaper<Answer>(
  endpoint: typeof translate | typeof readPaper,
  token: string | null,
  input: TranslateInput,
  language: ExplanationLanguage,
  onUploadProgress: (fraction: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, urlOf(endpoint, {}));
    request.withCredentials = true;
    if (token) request.setRequestHeader("x-csrf-token", token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as Answer);
        } catch {
          reject(noAnswer());
        }
        return;
      }
      errorOfXhr(request).then(reject, () => reject(noAnswer()));
    };
    request.onerror = () => reject(noAnswer());
    request.onabort = () => reject(noAnswer());
    if (input.kind !== "text") {
      const body = new FormData();
      // Before the file: the server reads the fields sent ahead of it.
      body.append("language", language);
      if (input.receivedOn) body.append("receivedOn", input.receivedOn);
      // Several photos: one "file" part each, in the order chosen (the pages' order).
      for (const file of filesOf(input)) body.append("file", file, file.name);
      request.send(body);
    } else {
      request.setRequestHeader("Content-Type", "application/json");
      const receivedOn = input.receivedOn || undefined;
      request.send(JSON.stringify({ content: input.content, fileName: input.fileName, language, receivedOn }));
    }
  });
}

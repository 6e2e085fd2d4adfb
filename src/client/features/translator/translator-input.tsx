import { Camera, FileText, Languages, Upload, X } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_PHOTO_PAGES, TRANSLATOR_FILE_ACCEPT } from "@shared/translations";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { toast } from "@client/lib/use-toast";
import { isPhoto, MAX_UPLOAD_MEGABYTES, pickedFile, pickedPages } from "./picked-file";
import { isFutureDay, ReceivedOnField } from "./received-on-field";
import { titledMessage } from "./titled-message";
import type { TranslateInput } from "./translate-request";
import { TranslateProgress } from "./translate-progress";

interface TranslatorInputProps {
  translating: boolean;
  /** Share of a file uploaded so far; null when no file is being sent. */
  uploaded: number | null;
  /** The server's or the browser's message about the last try, shown under the input. */
  problem: string | null;
  onProblem(message: string | null): void;
  /** Sends the input; resolves true when it was translated (the input is then cleared). */
  onTranslate(input: TranslateInput): Promise<boolean>;
}

const textareaClass =
  "min-h-48 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700";

/** The upload or paste area and the Translate button. */
export function TranslatorInput({ translating, uploaded, problem, onProblem, onTranslate }: TranslatorInputProps) {
  const { t } = useTranslation("translator");
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [text, setText] = useState("");
  /** The name of the text file whose words are in the text area. */
  const [textFileName, setTextFileName] = useState<string | null>(null);
  /** A PDF, Word file or photo, or several photos (the pages of one paper), sent as they are and read on the server. */
  const [files, setFiles] = useState<File[]>([]);
  const file = files[0] ?? null;
  const photos = files.length > 0 && files.every(isPhoto);
  /** The day she was given the paper, "" when she does not say. */
  const [receivedOn, setReceivedOn] = useState("");

  const refuse = (message: string) => {
    onProblem(message);
    toast({ ...titledMessage(message), variant: "destructive" });
  };

  const clear = () => {
    setText("");
    setTextFileName(null);
    setFiles([]);
    setReceivedOn("");
    if (fileInput.current) fileInput.current.value = "";
    if (cameraInput.current) cameraInput.current.value = "";
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const all = [...(event.target.files ?? [])];
    const chosen = all[0];
    event.target.value = "";
    if (!chosen) return;
    if (all.length > 1) {
      const pages = pickedPages(all);
      if ("problem" in pages) {
        refuse(
          pages.problem === "tooLarge"
            ? t("messages.tooLarge", { megabytes: MAX_UPLOAD_MEGABYTES })
            : pages.problem === "tooMany"
              ? t("messages.tooManyPhotos", { max: MAX_PHOTO_PAGES })
              : t("messages.onlyPhotos"),
        );
        return;
      }
      onProblem(null);
      setFiles(all);
      setText("");
      setTextFileName(null);
      return;
    }
    const use = pickedFile(chosen);
    if ("problem" in use) {
      refuse(
        use.problem === "tooLarge" ? t("messages.tooLarge", { megabytes: MAX_UPLOAD_MEGABYTES }) : t("messages.invalidType"),
      );
      return;
    }
    onProblem(null);
    if (use.use === "send") {
      setFiles([chosen]);
      setText("");
      setTextFileName(null);
      return;
    }
    setFiles([]);
    setText(await chosen.text());
    setTextFileName(chosen.name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (translating) return;
    if (!file && !text.trim()) {
      refuse(t("messages.noContent"));
      return;
    }
    // The field says what is wrong with the day; nothing is sent until it is fixed or left empty.
    if (isFutureDay(receivedOn)) return;
    onProblem(null);
    const paper: TranslateInput =
      files.length > 1
        ? { kind: "photos", files }
        : file
          ? { kind: "file", file }
          : { kind: "text", content: text, fileName: textFileName };
    const done = await onTranslate({ ...paper, receivedOn: receivedOn || null });
    if (done) clear();
  };

  const blank = !file && !text.trim();

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t("input.heading")}
      </h2>
      <form aria-labelledby={headingId} className="grid gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" disabled={translating} onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden="true" /> {t("input.upload")}
            </Button>
            <Button type="button" variant="outline" disabled={translating} onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden="true" /> {t("input.camera")}
            </Button>
          </div>
          <p className="text-sm text-slate-700">
            {t("input.uploadHint", { megabytes: MAX_UPLOAD_MEGABYTES })} {t("input.photoHint", { max: MAX_PHOTO_PAGES })}
          </p>
          <input
            ref={fileInput}
            type="file"
            hidden
            multiple
            accept={TRANSLATOR_FILE_ACCEPT}
            data-testid="translator-file"
            onChange={(event) => void choose(event)}
          />
          {/* On a phone, the camera opens at once (the back one); elsewhere, a picker of pictures. */}
          <input
            ref={cameraInput}
            type="file"
            hidden
            accept="image/*"
            capture="environment"
            data-testid="translator-camera"
            onChange={(event) => void choose(event)}
          />
        </div>
        {file ? (
          <div className="grid justify-items-start gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900">
            <p className="flex min-w-0 items-start gap-2 break-words">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="min-w-0">
                {files.length > 1
                  ? t("input.photosNote", { count: files.length })
                  : photos
                    ? t("input.photoNote", { name: file.name })
                    : t("input.fileNote", { name: file.name })}
              </span>
            </p>
            <Button type="button" variant="outline" size="sm" disabled={translating} onClick={clear}>
              <X aria-hidden="true" /> {t("input.removeFile")}
            </Button>
          </div>
        ) : (
          <FormField
            label={t("input.paste")}
            hint={textFileName ? t("input.textFrom", { name: textFileName }) : undefined}
            error={problem ?? undefined}
          >
            <textarea
              className={textareaClass}
              value={text}
              placeholder={t("input.placeholder")}
              readOnly={translating}
              onChange={(event) => {
                setText(event.target.value);
                if (problem) onProblem(null);
              }}
            />
          </FormField>
        )}
        {file && problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <ReceivedOnField value={receivedOn} onChange={setReceivedOn} disabled={translating} />
        {translating && <TranslateProgress uploaded={uploaded} photos={photos ? files.length : 0} />}
        <div>
          <Button type="submit" disabled={blank || translating}>
            <Languages aria-hidden="true" /> {translating ? t("input.translating") : t("input.translate")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

import { Camera, Check, Languages } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPercent } from "@shared/i18n/format";
import type { OcrReadingJson } from "@shared/translations";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";

/** Below this confidence (0 to 100), many words were hard to read: she is told so. */
const LOW_CONFIDENCE = 75;

interface OcrCheckProps {
  /** The text read from the photos, as the server stored it. */
  text: string;
  ocr: OcrReadingJson;
  translating: boolean;
  /** Translates her corrected text (sent as text: nothing is read from the photo again). */
  onTranslate(corrected: string): void;
  /** The text is right: the explanation made from it is shown. */
  onAccept(): void;
}

const textareaClass =
  "min-h-64 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * After a photo (or a scanned PDF) was read: the text recognition made of it, in a box she can correct, before the
 * explanation is relied on. A photo can be misread (a 0 for an O, an 8 for a 9), so names, dates, amounts and the
 * case number are hers to compare with the paper; nothing is corrected by guess.
 */
export function OcrCheck({ text, ocr, translating, onTranslate, onAccept }: OcrCheckProps) {
  const { t, i18n } = useTranslation("translator");
  const headingId = useId();
  const [corrected, setCorrected] = useState(text);
  const changed = corrected.trim() !== text.trim();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Camera aria-hidden="true" className="size-5 text-amber-800" /> {t("ocrCheck.heading")}
      </h2>
      <p className="text-slate-900">{t("ocrCheck.intro", { count: ocr.pages })}</p>
      <p className="text-sm text-slate-800">
        {t("ocrCheck.confidence", { percent: formatPercent(ocr.confidence / 100, i18n.language) })}{" "}
        {ocr.confidence < LOW_CONFIDENCE && t("ocrCheck.lowConfidence")}
      </p>
      <FormField label={t("ocrCheck.label")}>
        <textarea
          className={textareaClass}
          value={corrected}
          readOnly={translating}
          spellCheck
          onChange={(event) => setCorrected(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={translating || !corrected.trim()} onClick={() => onTranslate(corrected)}>
          <Languages aria-hidden="true" /> {translating ? t("input.translating") : t("ocrCheck.translate")}
        </Button>
        <Button type="button" variant="outline" disabled={translating || changed} onClick={onAccept}>
          <Check aria-hidden="true" /> {t("ocrCheck.accept")}
        </Button>
      </div>
    </section>
  );
}

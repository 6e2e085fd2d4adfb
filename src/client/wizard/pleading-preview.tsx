/** Under a review answer a court paper prints after words of its own: the sentence as it will read on the paper. */
import { useTranslation } from "react-i18next";
import { speaksAsI, type PleadingWords } from "@shared/documents/pleading-words";
import { ThirdPersonSuggestion } from "./third-person-suggestion";

interface PleadingPreviewProps {
  words: PleadingWords;
  text: string;
  /** The longest answer the question takes. */
  maxLength?: number;
  /** Replaces her answer (with the third-person wording she chose, or back). */
  onUse(text: string): void;
}

export function PleadingPreview({ words, text, maxLength, onUse }: PleadingPreviewProps) {
  const { t } = useTranslation("wizard");
  return (
    <div className="mt-1 grid gap-1 rounded-md border-l-4 border-slate-300 bg-slate-50 p-2">
      <p className="text-sm text-slate-700">{t("review.onPaper")}</p>
      <p lang="en" className="whitespace-pre-wrap break-words text-slate-900">
        “{words.leadIn} {text}”
      </p>
      {speaksAsI(text) && <p className="text-sm text-amber-900">{t(`review.speaksAsI.${words.party}`)}</p>}
      <ThirdPersonSuggestion text={text} role={words.party} maxLength={maxLength} onUse={onUse} offer={speaksAsI(text)} />
    </div>
  );
}

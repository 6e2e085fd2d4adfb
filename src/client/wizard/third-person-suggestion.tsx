/**
 * Beside the review's "speaks as I" note: her words as the pleading should say them ("Plaintiff moved out…"), from
 * the local rules of src/shared/third-person/third-person.ts, offered for her to use or not. Spanish words, and words the
 * rules are not sure of, are left as she wrote them, and the note says so.
 */
import { Check, Undo2, Wand } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toThirdPerson } from "@shared/third-person/third-person";
import { Button } from "../components/ui/button";

interface ThirdPersonSuggestionProps {
  text: string;
  /** What the paper calls her: Plaintiff, Defendant… */
  role: string;
  /** The longest answer the question takes. */
  maxLength?: number;
  /** Whether her words speak as "I" (once she used the wording, Undo stays until she leaves the review). */
  offer: boolean;
  /** Replaces her answer. */
  onUse(text: string): void;
}

export function ThirdPersonSuggestion({ text, role, maxLength, offer, onUse }: ThirdPersonSuggestionProps) {
  const { t } = useTranslation("wizard");
  const [before, setBefore] = useState<string>();
  if (before !== undefined) {
    return (
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="flex items-center gap-1.5 font-semibold text-green-800">
          <Check className="size-4 shrink-0" aria-hidden="true" /> {t("review.thirdPerson.used")}
        </span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            onUse(before);
            setBefore(undefined);
          }}
        >
          <Undo2 aria-hidden="true" /> {t("review.thirdPerson.undo")}
        </Button>
      </div>
    );
  }
  if (!offer) return null;
  const result = toThirdPerson(text, role);
  if (result.kind === "spanish") return <p className="text-sm text-slate-700">{t("review.thirdPerson.spanish")}</p>;
  if (result.kind === "unsure" || (maxLength !== undefined && result.text.length > maxLength)) {
    return <p className="text-sm text-slate-700">{t("review.thirdPerson.unsure")}</p>;
  }
  return (
    <div className="grid gap-2 rounded-md border border-brand-200 bg-white p-2">
      <p className="text-sm font-semibold text-slate-900">{t("review.thirdPerson.heading", { role })}</p>
      <p lang="en" className="whitespace-pre-wrap break-words text-slate-900">
        {result.text}
      </p>
      {result.leftAsIs > 0 && (
        <p className="text-sm text-slate-700">{t("review.thirdPerson.leftAsIs", { count: result.leftAsIs })}</p>
      )}
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setBefore(text);
            onUse(result.text);
          }}
        >
          <Wand aria-hidden="true" /> {t("review.thirdPerson.use")}
        </Button>
      </div>
    </div>
  );
}

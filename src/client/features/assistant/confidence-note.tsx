import { CircleHelp, Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@client/lib/cn";
import { confidenceNoteKeys, type ConfidenceTier } from "./answer-confidence";

interface Props {
  tier: ConfidenceTier;
  /** The answer's Markdown, to see whether it already opens with the words of doubt. */
  content: string;
  /** The answer offers choices (a clarifying question) to point her to. */
  hasChoices: boolean;
}

/** Above an answer that may not fit her question: how far to trust it, and what to do about it. */
export function ConfidenceNote({ tier, content, hasChoices }: Props) {
  const { t } = useTranslation("assistant");
  const alreadyDoubted = content.trimStart().startsWith(t("chat.confidenceLow"));
  const keys = confidenceNoteKeys(tier, alreadyDoubted, hasChoices);
  if (keys.length === 0) return null;
  const low = tier === "low";
  const Icon = low ? CircleHelp : Info;
  return (
    <p
      data-confidence-tier={tier}
      className={cn(
        "flex items-start gap-2 rounded-md border p-2 text-sm",
        low ? "border-amber-200 bg-amber-50 text-amber-950" : "border-slate-200 bg-slate-50 text-slate-800",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">{keys.map((key) => t(key)).join(" ")}</span>
    </p>
  );
}

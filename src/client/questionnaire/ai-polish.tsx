/**
 * "AI polish" under a wizard's or a workflow's text area: the button shows once the text is longer
 * than 20 characters, with 1 to 20 a hint says so. The reworded text replaces the old one, and the "Text Improved"
 * toast offers Undo, which puts the old text back.
 */
import * as ToastPrimitive from "@radix-ui/react-toast";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MIN_REWRITE_CHARACTERS } from "@shared/assistant";
import { Button } from "../components/ui/button";
import { handleUnauthorized } from "../lib/unauthorized";
import { toast } from "../lib/use-toast";
import { useRewriteText } from "./use-rewrite-text";

interface AiPolishProps {
  text: string;
  /** Replaces the text area's text. */
  onText(text: string): void;
  /** The field's name and the paper's kind, so the wording suits them. */
  fieldType: string;
  documentType: string;
}

export function AiPolish({ text, onText, fieldType, documentType }: AiPolishProps) {
  const { t } = useTranslation("wizard");
  const rewrite = useRewriteText();
  const length = text.trim().length;
  if (length === 0) return null;
  if (length <= MIN_REWRITE_CHARACTERS) {
    return <p className="text-sm text-slate-600">{t("aiPolish.hint")}</p>;
  }

  const polish = () =>
    rewrite.mutate(
      { text, fieldType, documentType },
      {
        onSuccess: ({ rewrittenText, changed }) => {
          if (!changed) return void toast({ title: t("aiPolish.unchangedTitle"), description: t("aiPolish.unchanged") });
          onText(rewrittenText);
          toast({
            title: t("aiPolish.improvedTitle"),
            description: t("aiPolish.improved"),
            action: (
              <ToastPrimitive.Action altText={t("aiPolish.undoAlt")} asChild>
                <Button variant="outline" size="sm" onClick={() => onText(text)}>
                  {t("aiPolish.undo")}
                </Button>
              </ToastPrimitive.Action>
            ),
          });
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: t("aiPolish.failedTitle"), description: t("aiPolish.failed"), variant: "destructive" });
        },
      },
    );

  return (
    <div>
      <Button variant="outline" size="sm" disabled={rewrite.isPending} onClick={polish}>
        <Sparkles aria-hidden="true" />
        {rewrite.isPending ? t("aiPolish.working") : t("aiPolish.button")}
      </Button>
    </div>
  );
}

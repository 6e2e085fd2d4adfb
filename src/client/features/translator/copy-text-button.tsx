import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/use-toast";

/** How long the button says "Copied". */
const COPIED_MS = 2000;

/** Copy Text: puts the text on the clipboard and says "Copied" for two seconds. */
export function CopyTextButton({ text }: { text: string }) {
  const { t } = useTranslation("translator");
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: t("toasts.copied") });
    } catch {
      toast({ title: t("toasts.copyFailed"), description: t("toasts.copyFailedText"), variant: "destructive" });
    }
  };

  return (
    <Button type="button" variant="outline" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? t("view.copied") : t("view.copy")}</span>
    </Button>
  );
}

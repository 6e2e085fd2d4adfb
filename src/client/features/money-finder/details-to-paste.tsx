import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MoneySearchInfo } from "@shared/money-finder/money-recovery";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { toast } from "@client/lib/use-toast";

/** "Maria J Lopez, Lopez Bakery, Tampa 33602": what to type into the official search boxes. */
export function detailsText(info: MoneySearchInfo): string {
  const name = [info.firstName, info.middleName, info.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  const place = [info.city.trim(), info.zipCode.trim()].filter(Boolean).join(" ");
  return [name, info.businessName.trim(), place].filter(Boolean).join(", ");
}

/** The searched details, ready to paste into FLTreasureHunt.gov or another official search. */
export function DetailsToPaste({ info }: { info: MoneySearchInfo }) {
  const { t } = useTranslation("money-finder");
  const text = detailsText(info);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t("toasts.copied") });
    } catch {
      toast({ title: t("toasts.copyFailed"), variant: "destructive" });
    }
  };
  return (
    <Card className="grid gap-2 p-4">
      <h2 className="text-base font-bold text-slate-900">{t("details.heading")}</h2>
      <p className="text-sm text-slate-700">{t("details.hint")}</p>
      <div className="flex flex-wrap items-center gap-2">
        <output
          className="min-w-0 break-words rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900"
          data-testid="details-text"
        >
          {text}
        </output>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> {t("details.copy")}
        </Button>
      </div>
    </Card>
  );
}

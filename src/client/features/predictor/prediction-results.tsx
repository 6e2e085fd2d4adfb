import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { MessageRef } from "@shared/predictor/prediction-json";
import type { PredictionJson } from "@shared/predictor/prediction-json";
import { EmptyState } from "@client/components/empty-state";
import { Card } from "@client/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { FactorBreakdown } from "./factor-breakdown";
import { useMessageText } from "./message-text";
import { SettlementPanel } from "./settlement-panel";
import { SuccessSummary } from "./success-summary";

const TABS = [
  ["strengths", "strengths"],
  ["weaknesses", "weaknesses"],
  ["strategy", "recommendations"],
  ["alternatives", "alternativeStrategies"],
] as const satisfies readonly (readonly [string, keyof PredictionJson])[];

function SentenceList({ items, empty }: { items: MessageRef[]; empty: string }) {
  const text = useMessageText();
  if (items.length === 0) return <EmptyState text={empty} />;
  return (
    <ul className="grid list-disc gap-2 pl-5 text-sm text-slate-800">
      {items.map((item) => (
        <li key={item.key}>{text(item)}</li>
      ))}
    </ul>
  );
}

/** What she must know before the score: defenses lost without the rent deposit, a student loan's lack of any time
 * limit, the need for a lawyer. */
function Warnings({ items }: { items: MessageRef[] }) {
  const { t } = useTranslation("predictor");
  const text = useMessageText();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="warnings-heading"
      className="grid gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h3 id="warnings-heading" className="flex items-center gap-2 text-base font-bold">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {t("results.warnings")}
      </h3>
      <ul className="grid list-disc gap-2 pl-5 text-sm">
        {items.map((item) => (
          <li key={item.key}>{text(item)}</li>
        ))}
      </ul>
    </section>
  );
}

/** One prediction: the warnings, the numbers, the factor breakdown, the four tabs and the settlement range. */
export function PredictionResults({ prediction }: { prediction: PredictionJson }) {
  const { t } = useTranslation("predictor");
  return (
    <section aria-labelledby="results-heading" className="grid gap-4">
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 id="results-heading" className="text-lg font-bold text-slate-900">
          {t("results.heading", { caseType: t(`caseTypes.${prediction.caseType}`), county: prediction.county })}
        </h2>
        <Warnings items={prediction.warnings} />
        <SuccessSummary prediction={prediction} />
        <FactorBreakdown prediction={prediction} />
        <Tabs defaultValue="strengths">
          <TabsList aria-label={t("results.tabsLabel")}>
            {TABS.map(([id]) => (
              <TabsTrigger key={id} value={id}>
                {t(`tabs.${id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(([id, field]) => (
            <TabsContent key={id} value={id}>
              <SentenceList items={prediction[field]} empty={t(`tabs.empty.${id}`)} />
            </TabsContent>
          ))}
        </Tabs>
      </Card>
      <SettlementPanel prediction={prediction} />
    </section>
  );
}

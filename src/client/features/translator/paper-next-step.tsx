import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PaperNextStepJson } from "@shared/papers";
import { Button } from "@client/components/ui/button";
import { useStartNextStep } from "./use-next-step";

/** The words of the button for each answer's wizard; any other: "Start the form". */
const START_WORDS: Readonly<Record<string, string>> = {
  eviction_answer: "nextStep.startAnswer",
  debt_answer: "nextStep.startAnswer",
  small_claims_answer: "nextStep.startAnswer",
  debt_validation_letter: "nextStep.startDispute",
  security_deposit_demand: "nextStep.startDeposit",
};

/** "Start my answer": the paper's answer wizard, with what the paper says filled in for her to check. */
export function PaperNextStep({ step }: { step: PaperNextStepJson }) {
  const { t } = useTranslation("translator");
  const start = useStartNextStep();
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-800">{t("nextStep.note")}</p>
      <div>
        <Button type="button" disabled={start.isPending} onClick={() => start.mutate(step)}>
          {start.isPending ? t("nextStep.opening") : t(START_WORDS[step.documentKind] ?? "nextStep.startForm")}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

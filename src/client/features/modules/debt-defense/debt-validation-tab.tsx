import { CalendarClock, FileQuestion } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { validationDisputeDeadline } from "@shared/florida/deadlines";
import { isIsoDate } from "@shared/florida/iso-date";
import { DEBT } from "@shared/florida/law";
import { InfoCard } from "@client/components/legal/info-card";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { todayIso } from "@client/lib/today";
import { DeadlineResult } from "../deadline-result";
import { ContentBoundary, ContentText, useModuleContent } from "../module-content";
import { SectionCallout, SectionCard } from "../section-card";

function DisputeDeadlineCalculator({ lateNote }: { lateNote: ReactNode }) {
  const { t } = useTranslation("modules");
  const [received, setReceived] = useState("");
  const today = todayIso();
  const error = isIsoDate(received) && received > today ? t("debtDefense.validation.futureDate") : undefined;
  return (
    <div className="grid gap-4">
      <FormField label={t("debtDefense.validation.receivedLabel")} hint={t("debtDefense.validation.receivedHint")} error={error}>
        <Input type="date" value={received} max={today} onChange={(event) => setReceived(event.target.value)} />
      </FormField>
      <div aria-live="polite">
        {isIsoDate(received) && !error && (
          <DeadlineResult
            deadline={validationDisputeDeadline(received)}
            heading={t("debtDefense.validation.sendBy")}
            passedNote={lateNote}
          />
        )}
      </div>
    </div>
  );
}

/** Before the validation letter wizard: what the letter does, its dispute window, and what it does not do. */
export function DebtValidationTab() {
  return (
    <ContentBoundary>
      <DebtValidation />
    </ContentBoundary>
  );
}

function DebtValidation() {
  const { t } = useTranslation("modules");
  const [what, notAnAnswer, late] = useModuleContent("debt-defense/validation").sections;
  return (
    <>
      <SectionCard section={what} icon={FileQuestion} />
      <SectionCallout tone="warning" section={notAnAnswer} />

      <InfoCard title={t("debtDefense.validation.countDays", { days: DEBT.validationDisputeDays.value })} icon={CalendarClock}>
        <DisputeDeadlineCalculator lateNote={<ContentText tokens={late?.body ?? []} className="grid gap-2" />} />
      </InfoCard>
    </>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { evictionAnswerDeadline, threeDayNoticeDeadline, type NoticeSide } from "@shared/florida/deadlines";
import { LANDLORD_TENANT } from "@shared/florida/law";
import { ChoiceGroup } from "../choice-group";
import { computeFromDate, DeadlineResult } from "../deadline-result";

/**
 * § 83.56(3): whose side she is on, the delivery date (and whether it was mailed) → the last day to pay or move
 * out. The landlord gets the later date to print, the tenant the earliest one (no mail days): no result until she
 * says which.
 */
export function ThreeDayNoticeCalculator() {
  const { t } = useTranslation("modules");
  const [side, setSide] = useState<NoticeSide>();
  const [delivered, setDelivered] = useState("");
  const [mailed, setMailed] = useState<"yes" | "no">("no");
  const deadline = side
    ? computeFromDate(delivered, (date) => threeDayNoticeDeadline(date, { side, mailed: mailed === "yes" }))
    : undefined;
  const days = LANDLORD_TENANT.threeDayNoticeDays.value;
  const sides = [
    { value: "landlord", label: t("landlordTenant.threeDayCalculator.landlord") },
    { value: "tenant", label: t("landlordTenant.threeDayCalculator.tenant") },
  ] as const;
  const choices = [
    { value: "no", label: t("landlordTenant.threeDayCalculator.notMailed") },
    { value: "yes", label: t("landlordTenant.threeDayCalculator.mailed") },
  ] as const;
  return (
    <div className="grid gap-4">
      <ChoiceGroup legend={t("landlordTenant.threeDayCalculator.sideLegend")} choices={sides} value={side} onChange={setSide} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("landlordTenant.threeDayCalculator.deliveredLabel")}
          hint={t("landlordTenant.threeDayCalculator.deliveredHint")}
        >
          <Input type="date" value={delivered} onChange={(event) => setDelivered(event.target.value)} />
        </FormField>
        <ChoiceGroup
          legend={t("landlordTenant.threeDayCalculator.mailedLegend")}
          choices={choices}
          value={mailed}
          onChange={setMailed}
        />
      </div>
      <DeadlineResult
        heading={t("landlordTenant.threeDayCalculator.resultHeading", { days })}
        deadline={deadline}
        empty={t("landlordTenant.threeDayCalculator.empty")}
      />
    </div>
  );
}

/** § 83.60(2): date the eviction papers were served → the last day to answer and pay the rent into the court. */
export function EvictionAnswerCalculator() {
  const { t } = useTranslation("modules");
  const [served, setServed] = useState("");
  const deadline = computeFromDate(served, evictionAnswerDeadline);
  return (
    <div className="grid gap-4">
      <div className="sm:max-w-xs">
        <FormField
          label={t("landlordTenant.answerCalculator.servedLabel")}
          hint={t("landlordTenant.answerCalculator.servedHint")}
        >
          <Input type="date" value={served} onChange={(event) => setServed(event.target.value)} />
        </FormField>
      </div>
      <DeadlineResult
        heading={t("landlordTenant.answerCalculator.resultHeading")}
        deadline={deadline}
        empty={t("landlordTenant.answerCalculator.empty")}
      />
    </div>
  );
}

import { Sparkles } from "lucide-react";
import { useState, type FormEvent, type SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { validationMessage } from "@shared/documents/field-messages";
import { DEBT } from "@shared/florida/law-debt";
import { LANDLORD_TENANT } from "@shared/florida/law-landlord-tenant";
import { formatDate, formatNumber } from "@shared/i18n/format";
import type { PredictionStart } from "@shared/predictor/facts-from-case";
import { CLAIM_KIND_TYPES } from "@shared/predictor/factors";
import {
  CLAIM_KINDS,
  LANDLORD_NOTICE,
  PREDICTOR_CASE_TYPES,
  PREDICTOR_COUNTIES,
  YES_NO,
  type CaseDetailsInput,
  type PredictionCreateInput,
} from "@shared/predictor/predictor-input";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { parseMoney } from "@shared/i18n/format";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { FormField } from "@client/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@client/components/ui/input";
import { toast } from "@client/lib/use-toast";

const MISSING = validationMessage("predictor.missingInformation");
const OTHER_COUNTIES = FLORIDA_COUNTIES.filter((county) => !(PREDICTOR_COUNTIES as readonly string[]).includes(county));
const CHOICES = ["evidence", "writtenAgreement", "demandSent"] as const;

interface Fields {
  caseType: string;
  county: string;
  description: string;
  amount: string;
  eventDate: string;
  evidence: string;
  writtenAgreement: string;
  demandSent: string;
  landlordNotice: string;
  claimKind: string;
  federalStudentLoan: string;
  rentDeposited: string;
}

function fieldsFrom(start: PredictionStart | undefined): Fields {
  const details = start?.details;
  return {
    caseType: start?.caseType ?? "",
    county: start?.county ?? "",
    description: details?.description ?? "",
    amount: details?.amountInDispute == null ? "" : String(details.amountInDispute),
    eventDate: details?.eventDate ?? "",
    evidence: details?.evidence ?? "",
    writtenAgreement: details?.writtenAgreement ?? "",
    demandSent: details?.demandSent ?? "",
    landlordNotice: details?.landlordNotice ?? "",
    claimKind: details?.claimKind ?? "",
    federalStudentLoan: details?.federalStudentLoan ?? "",
    rentDeposited: details?.rentDeposited ?? "",
  };
}

const asksClaimKind = (caseType: string) => (CLAIM_KIND_TYPES as readonly string[]).includes(caseType);

function detailsOf(fields: Fields): CaseDetailsInput {
  const amount = parseMoney(fields.amount);
  return {
    description: fields.description,
    ...(amount !== undefined ? { amountInDispute: amount } : {}),
    ...(fields.eventDate ? { eventDate: fields.eventDate } : {}),
    ...(fields.evidence ? { evidence: fields.evidence as "yes" | "no" } : {}),
    ...(fields.writtenAgreement ? { writtenAgreement: fields.writtenAgreement as "yes" | "no" } : {}),
    ...(fields.demandSent ? { demandSent: fields.demandSent as "yes" | "no" } : {}),
    ...(fields.landlordNotice && fields.caseType === "security_deposit"
      ? { landlordNotice: fields.landlordNotice as (typeof LANDLORD_NOTICE)[number] }
      : {}),
    // Each question below is sent only for the case types that ask it.
    ...(fields.claimKind && asksClaimKind(fields.caseType)
      ? { claimKind: fields.claimKind as (typeof CLAIM_KINDS)[number] }
      : {}),
    ...(fields.federalStudentLoan && fields.caseType === "debt_collection"
      ? { federalStudentLoan: fields.federalStudentLoan as "yes" | "no" }
      : {}),
    ...(fields.rentDeposited && fields.caseType === "landlord_tenant"
      ? { rentDeposited: fields.rentDeposited as "yes" | "no" }
      : {}),
  };
}

interface PredictionFormProps {
  start?: PredictionStart;
  caseId?: string;
  predicting: boolean;
  /** Field errors of a refused request, keyed like the API's (caseType, caseDetails.eventDate...). */
  fieldErrors: Record<string, string[]>;
  onPredict: (body: PredictionCreateInput) => void;
}

/** "Not sure", Yes, No. The props FormField adds (id, aria-*) go on to the select, so its label names it. */
function YesNoSelect(props: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children">) {
  const { t } = useTranslation("predictor");
  return (
    <NativeSelect {...props}>
      <option value="">{t("form.notSure")}</option>
      {YES_NO.map((answer) => (
        <option key={answer} value={answer}>
          {t(`form.${answer}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Case type and county (required, the spec's message), then the facts the model reads, all optional. */
export function PredictionForm({ start, caseId, predicting, fieldErrors, onPredict }: PredictionFormProps) {
  const { t, i18n } = useTranslation("predictor");
  const { t: tv } = useTranslation("validation");
  const [fields, setFields] = useState<Fields>(() => fieldsFrom(start));
  const [missing, setMissing] = useState(false);
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.caseType || !fields.county) {
      setMissing(true);
      toast({ title: tv("predictor.missingTitle"), description: tv("predictor.missingText"), variant: "destructive" });
      return;
    }
    setMissing(false);
    onPredict({
      caseType: fields.caseType as PredictionCreateInput["caseType"],
      county: fields.county as PredictionCreateInput["county"],
      caseDetails: detailsOf(fields),
      ...(caseId ? { caseId } : {}),
    });
  };

  const serverError = (name: string) => fieldErrors[name]?.[0];
  const requiredError = (value: string, name: string) => (missing && !value ? MISSING : serverError(name));

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h2 id="predictor-form-heading" className="text-lg font-bold text-slate-900">
        {t("form.heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("form.intro")}</p>
      <form aria-labelledby="predictor-form-heading" className="grid gap-4" noValidate onSubmit={submit}>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={t("form.caseType")}
            required
            error={requiredError(fields.caseType, "caseType")}
            hint={
              fields.caseType === "personal_injury"
                ? t("notes.personalInjuryLawyer", {
                    negligenceYears: formatNumber(DEBT.negligenceLimitYears.value, i18n.language),
                    negligenceChangeDate: formatDate(DEBT.negligenceLimitChangeDate.value, "long", i18n.language),
                  })
                : undefined
            }
          >
            <NativeSelect value={fields.caseType} onChange={set("caseType")}>
              <option value="">{t("form.choose")}</option>
              {PREDICTOR_CASE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`caseTypes.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("form.county")} required error={requiredError(fields.county, "county")}>
            <NativeSelect value={fields.county} onChange={set("county")}>
              <option value="">{t("form.choose")}</option>
              <optgroup label={t("form.commonCounties")}>
                {PREDICTOR_COUNTIES.map((county) => (
                  <option key={county} value={county}>
                    {county}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("form.otherCounties")}>
                {OTHER_COUNTIES.map((county) => (
                  <option key={county} value={county}>
                    {county}
                  </option>
                ))}
              </optgroup>
            </NativeSelect>
          </FormField>
        </div>
        <FormField label={t("form.description")} hint={t("form.descriptionHint")} error={serverError("caseDetails.description")}>
          <Textarea rows={4} value={fields.description} onChange={set("description")} />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t("form.amount")} hint={t("form.amountHint")} error={serverError("caseDetails.amountInDispute")}>
            <Input inputMode="decimal" value={fields.amount} onChange={set("amount")} />
          </FormField>
          <FormField label={t("form.eventDate")} hint={t("form.eventDateHint")} error={serverError("caseDetails.eventDate")}>
            <Input type="date" value={fields.eventDate} onChange={set("eventDate")} />
          </FormField>
          {CHOICES.map((name) => (
            <FormField key={name} label={t(`form.${name}`)} error={serverError(`caseDetails.${name}`)}>
              <YesNoSelect value={fields[name]} onChange={set(name)} />
            </FormField>
          ))}
          {asksClaimKind(fields.caseType) && (
            <FormField label={t("form.claimKind")} hint={t("form.claimKindHint")} error={serverError("caseDetails.claimKind")}>
              <NativeSelect value={fields.claimKind} onChange={set("claimKind")}>
                <option value="">{t("form.notSure")}</option>
                {CLAIM_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`form.claimKinds.${kind}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          {fields.caseType === "debt_collection" && (
            <FormField
              label={t("form.federalStudentLoan")}
              hint={t("form.federalStudentLoanHint")}
              error={serverError("caseDetails.federalStudentLoan")}
            >
              <YesNoSelect value={fields.federalStudentLoan} onChange={set("federalStudentLoan")} />
            </FormField>
          )}
          {fields.caseType === "landlord_tenant" && (
            <FormField
              label={t("form.rentDeposited")}
              hint={t("form.rentDepositedHint", { days: formatNumber(LANDLORD_TENANT.evictionAnswerDays.value, i18n.language) })}
              error={serverError("caseDetails.rentDeposited")}
            >
              <YesNoSelect value={fields.rentDeposited} onChange={set("rentDeposited")} />
            </FormField>
          )}
          {fields.caseType === "security_deposit" && (
            <FormField label={t("form.landlordNotice")} error={serverError("caseDetails.landlordNotice")}>
              <NativeSelect value={fields.landlordNotice} onChange={set("landlordNotice")}>
                <option value="">{t("form.notSure")}</option>
                {LANDLORD_NOTICE.map((answer) => (
                  <option key={answer} value={answer}>
                    {t(`form.notice.${answer}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
        </div>
        <div>
          <Button type="submit" disabled={predicting}>
            <Sparkles aria-hidden="true" /> {predicting ? t("form.predicting") : t("form.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

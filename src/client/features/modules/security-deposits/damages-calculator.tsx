import { FileText, Gavel } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { Callout } from "@client/components/legal/callout";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { formatDollars } from "@shared/florida/fees";
import { SECURITY_DEPOSIT } from "@shared/florida/law";
import { ChoiceGroup } from "../choice-group";
import { Citations } from "../deadline-result";
import { TabLinkButton } from "../tab-link-button";
import { calculateDepositClaim, type ClaimNoticeTiming, type Reason, type VacatingNotice } from "./deposit-calculator";

const SD = SECURITY_DEPOSIT;

const NOTICE_CHOICES = [
  { value: "on_time", label: `Yes, within ${SD.claimNoticeDays.value} days` },
  { value: "late", label: `Yes, but after ${SD.claimNoticeDays.value} days` },
  { value: "none", label: "No notice at all" },
] as const;

const VACATING_CHOICES = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "unsure", label: "I'm not sure" },
] as const;

/** "$1,200.50" or "1200.5" → 1200.5; "" → undefined; anything else → NaN (the calculator explains). */
function parseMoney(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  return cleaned === "" ? undefined : Number(cleaned);
}

function ReasonList({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <ul className="ml-5 grid list-disc gap-1.5">
      {reasons.map((reason) => (
        <li key={reason.text}>
          {reason.text} <Citations text={reason.citation} />
        </li>
      ))}
    </ul>
  );
}

/** A dollar amount field; FormField's id and aria attributes pass through to the input. */
function MoneyInput({ onValue, ...props }: InputHTMLAttributes<HTMLInputElement> & { onValue: (value: string) => void }) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="$0.00"
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

/** Deposit, amount kept, the landlord's notice → the amount to demand and to claim in court, and why (§ 83.49). */
export function DamagesCalculator() {
  const [deposit, setDeposit] = useState("");
  const [kept, setKept] = useState("");
  const [disputed, setDisputed] = useState("");
  const [claimNotice, setClaimNotice] = useState<ClaimNoticeTiming>();
  const [vacating, setVacating] = useState<VacatingNotice>();

  const depositDollars = parseMoney(deposit);
  const keptDollars = parseMoney(kept);
  // Check the amounts as soon as the deposit is typed; show the answer once the first question is answered too.
  const checked =
    depositDollars === undefined
      ? undefined
      : calculateDepositClaim({
          depositDollars,
          keptDollars: keptDollars ?? 0,
          disputedDollars: keptDollars === undefined ? undefined : parseMoney(disputed),
          claimNotice: claimNotice ?? "none",
          vacatingNotice: vacating,
        });
  const result = checked?.ok && keptDollars !== undefined && claimNotice !== undefined ? checked : undefined;
  const error = (field: "deposit" | "kept" | "disputed", text: string) =>
    checked && !checked.ok && checked.field === field && text.trim() !== "" ? checked.message : undefined;

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Your security deposit" error={error("deposit", deposit)}>
          <MoneyInput value={deposit} onValue={setDeposit} />
        </FormField>
        <FormField
          label="How much the landlord kept"
          hint="The part you did not get back. Enter 0 if you got it all."
          error={error("kept", kept)}
        >
          <MoneyInput value={kept} onValue={setKept} />
        </FormField>
        <FormField
          label="How much of that is wrong? (optional)"
          hint="Leave empty if you disagree with all of it."
          error={error("disputed", disputed)}
        >
          <MoneyInput value={disputed} onValue={setDisputed} />
        </FormField>
      </div>
      <ChoiceGroup
        legend={`Did the landlord send you a written notice of its charges within ${SD.claimNoticeDays.value} days after you moved out?`}
        choices={NOTICE_CHOICES}
        value={claimNotice}
        onChange={setClaimNotice}
      />
      <ChoiceGroup
        legend={`Did you give the landlord ${SD.tenantVacatingNoticeDays.value} days' written notice before you moved out? (optional)`}
        choices={VACATING_CHOICES}
        value={vacating}
        onChange={setVacating}
      />

      <div className="grid gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
        <p aria-live="polite" className="text-lg font-bold text-brand-900">
          {result
            ? `Ask the landlord for ${formatDollars(result.demandDollars)}.`
            : "Fill in the amounts and answer the first question to see the result."}
        </p>
        {result && (
          <>
            {result.demandDollars > 0 && (
              <p className="text-sm font-semibold text-slate-900">
                {result.overSmallClaimsLimit
                  ? `In small claims court, you can ask for up to ${formatDollars(result.lawsuitDollars)}, plus court costs.`
                  : `In small claims court, ask for ${formatDollars(result.lawsuitDollars)}, plus court costs.`}
              </p>
            )}
            <div className="text-sm text-slate-800">
              <p className="mb-1 font-semibold">Why:</p>
              <ReasonList reasons={result.reasons} />
            </div>
            {result.warnings.length > 0 && (
              <Callout tone="warning" title="Check this">
                <ReasonList reasons={result.warnings} />
              </Callout>
            )}
            {result.demandDollars > 0 && (
              <div className="flex flex-wrap gap-3">
                <TabLinkButton tab="demand" size="lg" variant="default">
                  <FileText aria-hidden="true" />
                  Write the demand letter
                </TabLinkButton>
                <TabLinkButton tab="lawsuit" size="lg">
                  <Gavel aria-hidden="true" />
                  Sue in small claims
                </TabLinkButton>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

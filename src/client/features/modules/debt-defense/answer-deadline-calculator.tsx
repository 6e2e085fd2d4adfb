import { useId, useState } from "react";
import { debtAnswerDeadline, type DebtCourt } from "@shared/florida/deadlines";
import { formatDollars } from "@shared/florida/fees";
import { isIsoDate } from "@shared/florida/iso-date";
import { COURTS, DEBT, SMALL_CLAIMS } from "@shared/florida/law";
import { Citation } from "@client/components/legal/citation";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { Citations, DeadlineResult, todayIso } from "../deadline-result";

type CourtChoice = DebtCourt | "unsure";

const smallClaimsLimit = formatDollars(SMALL_CLAIMS.limitDollars.value);
const countyLimit = formatDollars(COURTS.countyCourtCivilLimitDollars.value);

const CHOICES: readonly { id: CourtChoice; label: string; hint: string }[] = [
  { id: "small_claims", label: "Small claims court", hint: `They ask for ${smallClaimsLimit} or less.` },
  { id: "county_civil", label: "County court", hint: `They ask for more than ${smallClaimsLimit}, up to ${countyLimit}.` },
  { id: "circuit", label: "Circuit court", hint: `They ask for more than ${countyLimit}.` },
  { id: "unsure", label: "I am not sure", hint: "We will show the earlier deadline, to be safe." },
];

const passedNote = (
  <p>
    Do not give up. File your answer today if you can. Until the court enters a default against you, you can still
    answer <Citation>Fla. R. Civ. P. 1.500(c)</Citation>. Call the clerk or a legal aid office right away.
  </p>
);

/** Service date + which court → the last day to answer, or the small claims explanation. */
export function AnswerDeadlineCalculator() {
  const [served, setServed] = useState("");
  const [court, setCourt] = useState<CourtChoice | "">("");
  const legendId = useId();
  const today = todayIso();

  const dateError = served && isIsoDate(served) && served > today ? "This date is in the future. Enter the day you got the papers." : undefined;
  const ready = court !== "" && isIsoDate(served) && !dateError;

  return (
    <div className="grid gap-4">
      <FormField
        label="The day you were served"
        hint="The day someone handed you the court papers, or left them at your home. This is not the date printed on the papers."
        error={dateError}
      >
        <Input type="date" value={served} max={today} onChange={(event) => setServed(event.target.value)} />
      </FormField>

      <fieldset className="grid gap-2" aria-describedby={`${legendId}-hint`}>
        <legend className="text-sm font-semibold text-slate-800">Which court is your case in?</legend>
        <p id={`${legendId}-hint`} className="text-sm text-slate-600">
          Look at the top of the first page. It says &ldquo;County Court&rdquo; or &ldquo;Circuit Court&rdquo;. Small
          claims papers often say &ldquo;Small Claims&rdquo; and give a pretrial conference date. The amount they ask
          for also tells you. <Citation law={SMALL_CLAIMS.limitDollars} /> <Citation law={COURTS.countyCourtCivilLimitDollars} />
        </p>
        {CHOICES.map((choice) => (
          <label
            key={choice.id}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={`${legendId}-court`}
              value={choice.id}
              checked={court === choice.id}
              onChange={() => setCourt(choice.id)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{choice.label}</span>
              <span className="block text-slate-700">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <div aria-live="polite">
        {ready && <CalculatorAnswer served={served} court={court} />}
      </div>
    </div>
  );
}

function CalculatorAnswer({ served, court }: { served: string; court: CourtChoice }) {
  if (court !== "unsure") {
    return <DeadlineResult deadline={debtAnswerDeadline(served, court)} heading="Your deadline" passedNote={passedNote} />;
  }
  const answerBy = debtAnswerDeadline(served, "county_civil");
  const smallClaims = debtAnswerDeadline(served, "small_claims");
  return (
    <div className="grid gap-3">
      <DeadlineResult
        deadline={answerBy}
        heading={`To be safe, use the ${DEBT.answerDays.value}-day deadline`}
        passedNote={passedNote}
      />
      <p className="text-sm text-slate-800">
        If your case turns out to be in small claims court: {smallClaims.explanation}{" "}
        <Citations text={smallClaims.citation} /> Call the clerk of court to check which court your case is in.
      </p>
    </div>
  );
}

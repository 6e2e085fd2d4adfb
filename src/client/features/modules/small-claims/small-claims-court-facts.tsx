import { CalendarX, Gavel, Landmark, Laptop } from "lucide-react";
import { Citation } from "@client/components/legal/citation";
import { InfoCard } from "@client/components/legal/info-card";
import { COURTS, SMALL_CLAIMS } from "@shared/florida/law";

const SC = SMALL_CLAIMS;

/** Being sued, missing court, collecting after judgment, and filing online. */
export function SmallClaimsCourtFacts() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      <li>
        <InfoCard title="If you are being sued" icon={Gavel}>
          <p>
            {SC.writtenAnswerRequired.summary} <Citation law={SC.writtenAnswerRequired} />
          </p>
          <p>
            {SC.summaryDispositionAtPretrial.summary} So bring your evidence to the pretrial conference.{" "}
            <Citation law={SC.summaryDispositionAtPretrial} />
          </p>
        </InfoCard>
      </li>
      <li>
        <InfoCard title="If someone does not show up" icon={CalendarX}>
          <p>
            {SC.defaultIfPartyDoesNotAppear.summary} <Citation law={SC.defaultIfPartyDoesNotAppear} />
          </p>
          <ul>
            <li>If the person who sued does not come, the judge can dismiss the case.</li>
            <li>If the person being sued does not come, the judge can enter a judgment against them.</li>
          </ul>
          <p>If you cannot go for a serious reason, call the clerk before the date and ask what to do.</p>
        </InfoCard>
      </li>
      <li>
        <InfoCard title="After the judgment" icon={Landmark}>
          <p>
            The judgment is the judge&apos;s final decision. Winning does not mean the money arrives by itself.
          </p>
          <ul>
            <li>
              {SC.factInformationSheetAfterJudgment.summary} <Citation law={SC.factInformationSheetAfterJudgment} />
            </li>
            <li>
              {SC.collectionByExecution.summary} <Citation law={SC.collectionByExecution} />
            </li>
            <li>
              {SC.collectionByGarnishment.summary} <Citation law={SC.collectionByGarnishment} />
            </li>
            <li>
              If you owe money: {SC.headOfFamilyWageExemption.summary} <Citation law={SC.headOfFamilyWageExemption} />
            </li>
          </ul>
        </InfoCard>
      </li>
      <li>
        <InfoCard title="File online" icon={Laptop}>
          <p>
            {COURTS.eFilingPortal.summary} <Citation law={COURTS.eFilingPortal} />
          </p>
          <p>
            Go to{" "}
            <a className="font-semibold text-brand-700 underline underline-offset-4" href={COURTS.eFilingPortal.value}>
              {COURTS.eFilingPortal.value.replace("https://www.", "")}
            </a>
            , make a free account, and choose your county. You can also file in person at the clerk&apos;s office.
          </p>
        </InfoCard>
      </li>
    </ul>
  );
}

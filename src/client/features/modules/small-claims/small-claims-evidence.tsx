import { Citation } from "@client/components/legal/citation";
import { SavedChecklist } from "@client/components/legal/saved-checklist";
import { formatDollars } from "@shared/florida/fees";
import { SMALL_CLAIMS } from "@shared/florida/law";
import { TabSection } from "../tab-section";

const TIPS: readonly string[] = [
  "Bring the original and 2 copies of every paper: one for you, one for the judge, one for the other side.",
  "Put your papers in date order. Add a short list of what happened and when.",
  "Print photos and important texts or e-mails. Do not count on showing them on your phone.",
  "Ask witnesses to come with you. A letter from a witness usually counts much less than the witness speaking in court.",
  "Bring proof of the amount: receipts, bills, repair quotes or bank records.",
];

const CHECKLIST: readonly string[] = [
  "The contract, lease or written agreement (if there is one)",
  "Receipts, invoices, bills or repair estimates",
  "Photos or videos, with the dates they were taken",
  "Texts, e-mails and letters between you and the other side",
  "A copy of the letter asking for payment, and proof you sent it",
  "Names and phone numbers of your witnesses",
  "A timeline of what happened, written in your own words",
  "Copies of everything for the judge and the other side",
];

const MISTAKES: readonly { text: string; citation?: string }[] = [
  { text: "Suing the wrong name. For a business, look up its exact legal name on Sunbiz.org." },
  {
    text: `Asking for more than ${formatDollars(SMALL_CLAIMS.limitDollars.value)}, not counting costs, interest and fees.`,
    citation: SMALL_CLAIMS.limitDollars.citation,
  },
  { text: "Forgetting to have the papers served on the person you sue." },
  {
    text: "Missing the pretrial conference or arriving late.",
    citation: SMALL_CLAIMS.defaultIfPartyDoesNotAppear.citation,
  },
  { text: "Bringing no proof, or no copies of it." },
  { text: "Waiting too long. Claims have time limits, so act soon.", citation: "Fla. Stat. ch. 95" },
  { text: "Getting angry in court. Stay calm and stick to the facts." },
];

/** Evidence tips, an evidence checklist that remembers ticks, and common mistakes. */
export function SmallClaimsEvidence() {
  return (
    <>
      <TabSection id="sc-evidence" title="Evidence tips">
        <p className="text-sm text-slate-800">
          Evidence is anything that helps prove what happened. The judge decides based on what you can show.
        </p>
        <ul className="ml-5 grid list-disc gap-1 text-sm text-slate-800">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <SavedChecklist id="small-claims-evidence" title="My evidence checklist" items={CHECKLIST} />
        <p className="text-sm text-slate-700">Your ticks are saved on this device, so you can come back later.</p>
      </TabSection>
      <TabSection id="sc-mistakes" title="Common mistakes to avoid">
        <ul className="ml-5 grid list-disc gap-1 text-sm text-slate-800">
          {MISTAKES.map((mistake) => (
            <li key={mistake.text}>
              {mistake.text} {mistake.citation && <Citation>{mistake.citation}</Citation>}
            </li>
          ))}
        </ul>
      </TabSection>
    </>
  );
}

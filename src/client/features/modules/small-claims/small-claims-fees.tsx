import { Citation } from "@client/components/legal/citation";
import { FEE_NOTE, formatDollars } from "@shared/florida/fees";
import { SMALL_CLAIMS } from "@shared/florida/law";
import { TabSection } from "../tab-section";

const SC = SMALL_CLAIMS;

const OTHER_COSTS: readonly { label: string; cost: string; citation: string }[] = [
  {
    label: "Summons (the official notice of the case)",
    cost: `${formatDollars(SC.summonsFeeDollars.value)} for each person or business you sue`,
    citation: SC.summonsFeeDollars.citation,
  },
  {
    label: "Delivery by the sheriff",
    cost: `${formatDollars(SC.sheriffServiceFeeDollars.value)} for each person or business you sue`,
    citation: SC.sheriffServiceFeeDollars.citation,
  },
  {
    label: "Delivery by certified mail",
    cost: "Postage, set by your clerk. Only if the person you sue lives in Florida.",
    citation: SC.certifiedMailServiceOnlyForFloridaResidents.citation,
  },
];

/** The clerk's tiered filing fees, read from law.ts, and the costs of serving the papers. */
export function SmallClaimsFees() {
  return (
    <TabSection id="sc-fees" title="What it costs">
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="p-3 text-left font-semibold text-slate-900">
            Filing fee, by the amount you ask for <Citation law={SC.filingFeeTiers} />
          </caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                Amount you ask for
              </th>
              <th scope="col" className="px-3 py-2">
                Filing fee
              </th>
            </tr>
          </thead>
          <tbody>
            {SC.filingFeeTiers.value.map((tier) => (
              <tr key={tier.label} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                  {tier.label}
                </th>
                <td className="px-3 py-2 font-semibold text-slate-900">{formatDollars(tier.feeDollars)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm font-medium text-slate-800">{FEE_NOTE}</p>
      <h4 className="font-semibold text-slate-900">Costs to deliver the papers</h4>
      <p className="text-sm text-slate-800">
        The person you sue must get official copies of the papers. This is called &quot;service.&quot;
      </p>
      <ul className="grid gap-2 text-sm text-slate-800">
        {OTHER_COSTS.map((item) => (
          <li key={item.label} className="rounded-md border border-slate-200 bg-white p-3">
            <span className="font-semibold text-slate-900">{item.label}:</span> {item.cost}{" "}
            <Citation>{item.citation}</Citation>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-800">
        {SC.civilIndigentFeeWaiver.summary} Ask the clerk for an application for civil indigent status.{" "}
        <Citation law={SC.civilIndigentFeeWaiver} />
      </p>
    </TabSection>
  );
}

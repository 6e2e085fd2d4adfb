import { FileWarning, HandCoins, HeartPulse, Home, KeyRound, Scale, ScrollText, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { SMALL_CLAIMS } from "@shared/florida/law";
import { Button } from "@client/components/ui/button";
import { SectionHeading } from "./section-heading";

const smallClaimsLimit = SMALL_CLAIMS.limitDollars.value.toLocaleString("en-US");

/** The seven legal areas of spec part 1, section 1. */
const AREAS: { icon: LucideIcon; title: string; text: string; law?: string }[] = [
  {
    icon: Scale,
    title: "Small Claims",
    text: `Sue for money you are owed, or answer a claim against you, up to $${smallClaimsLimit}, not counting court costs, interest and attorney fees.`,
  },
  {
    icon: Home,
    title: "Landlord-Tenant",
    text: "Deposits, evictions and repairs. Learn your rights and make the right notices and answers.",
    law: "Florida Statutes chapter 83",
  },
  {
    icon: KeyRound,
    title: "Security Deposit Recovery",
    text: "Ask for your deposit back in a demand letter, or take your landlord to small claims court.",
  },
  {
    icon: HandCoins,
    title: "Debt Collection Defense",
    text: "Answer a debt lawsuit on time, and make the collector prove that you owe the debt.",
  },
  {
    icon: FileWarning,
    title: "Cease and Desist Letters",
    text: "Tell someone in writing to stop harassing you, spreading false statements or copying your work.",
  },
  {
    icon: ScrollText,
    title: "Power of Attorney",
    text: "Choose a person you trust to handle your money and property matters, with the signing steps explained.",
  },
  {
    icon: HeartPulse,
    title: "Living Wills and Health Care Surrogates",
    text: "Put your health care wishes in writing, and name someone to speak for you if you cannot.",
  },
];

export function LegalAreasSection() {
  return (
    <section id="legal-areas" aria-labelledby="areas-heading" className="bg-brand-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="areas-heading" eyebrow="Legal areas" title="Help with the problems Floridians face most">
          Guided help for these Florida civil matters. We do not cover criminal cases, divorce or immigration.
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AREAS.map(({ icon: Icon, title, text, law }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-400/25 text-brand-800">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold text-brand-900">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{text}</p>
                {law && <p className="mt-2 text-xs font-semibold text-brand-700">{law}</p>}
              </div>
            </li>
          ))}
          <li className="flex flex-col items-start justify-center gap-3 rounded-xl bg-brand-800 p-5 text-white shadow-sm">
            <h3 className="font-bold">Not sure which one fits?</h3>
            <p className="text-sm leading-relaxed text-brand-100">
              Ask our AI legal chat in your own words. It can point you to the right place.
            </p>
            <Button asChild variant="accent">
              <Link to="/auth">Start Free</Link>
            </Button>
          </li>
        </ul>
      </div>
    </section>
  );
}

import { BookOpenCheck, Eye, Lock, MapPinned, MessageCircleHeart, ShieldCheck } from "lucide-react";
import { FLORIDA_COUNTIES } from "@shared/counties";
import { SectionHeading } from "./section-heading";

const TRUST_POINTS = [
  {
    icon: BookOpenCheck,
    title: "Built on Florida law",
    text: "When we state a legal rule, like a deadline or a dollar limit, we name the statute or court rule so you can check it.",
  },
  {
    icon: MessageCircleHeart,
    title: "Plain English",
    text: "Short sentences and everyday words. When a legal word cannot be avoided, we explain it, and our glossary has the rest.",
  },
  {
    icon: Lock,
    title: "Your information stays private",
    text: "We never sell your data. We use one sign-in cookie and no ads or tracking cookies.",
  },
  {
    icon: Eye,
    title: "Honest about our limits",
    text: "We are not a law firm, and we say so. For complex matters, we urge you to talk with a licensed Florida attorney.",
  },
  {
    icon: MapPinned,
    title: "Every Florida county",
    text: `Our guides follow state law that applies in all ${FLORIDA_COUNTIES.length} counties. Your clerk can tell you about local fees and rules.`,
  },
  {
    icon: ShieldCheck,
    title: "Free, for real",
    text: "No credit card, no trial period and no paid upgrade. Free help is the whole point.",
  },
] as const;

export function TrustSection() {
  return (
    <section aria-labelledby="trust-heading" className="bg-brand-900 px-4 py-16 text-white sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="trust-heading" tone="dark" eyebrow="Why trust us" title="Help you can count on">
          We built Florida Legal Champion to be careful, clear and on your side.
        </SectionHeading>
        <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {TRUST_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon className="mt-0.5 size-7 shrink-0 text-accent-400" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-bold">{title}</h3>
                <p className="mt-1 leading-relaxed text-brand-100">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

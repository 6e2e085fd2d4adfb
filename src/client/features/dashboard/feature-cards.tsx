import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@client/components/ui/card";
import { PROTECTED_PAGES } from "@client/app/protected-pages";

/** Spec part 1, section 2: the dashboard's feature cards, in this order. */
const FEATURE_PATHS = [
  "/ai-assistant",
  "/workflows",
  "/cases",
  "/small-claims",
  "/landlord-tenant",
  "/power-of-attorney",
  "/translator",
  "/money-finder",
  "/case-predictor",
];

export function FeatureCards() {
  const pages = FEATURE_PATHS.map((path) => PROTECTED_PAGES.find((p) => p.path === path)!);
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading" className="mb-3 text-lg font-bold text-slate-900">
        What you can do here
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {pages.map((page) => (
          <li key={page.path}>
            <Card className="h-full p-4 transition-shadow hover:shadow-md">
              <Link to={page.path} className="group flex h-full flex-col gap-1 rounded-md">
                <span className="flex items-center justify-between font-semibold text-brand-800">
                  {page.title}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
                </span>
                <span className="text-sm text-slate-700">{page.description}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { DOCUMENT_MODULES } from "@shared/documents/kind";
import { PROTECTED_PAGES } from "@client/app/protected-pages";
import { Card } from "@client/components/ui/card";

const AREAS = DOCUMENT_MODULES.flatMap((module) => PROTECTED_PAGES.filter((page) => page.path === `/${module}`));

/** One card per legal module; each opens the module, whose guided questions make the case and its papers. */
export function LegalAreaCards() {
  return (
    <section aria-labelledby="areas-heading" className="grid gap-3">
      <div>
        <h2 id="areas-heading" className="text-xl font-bold text-slate-900">
          Choose a legal area
        </h2>
        <p className="text-sm text-slate-700">
          Pick what your problem is about. We ask simple questions, save your case and prepare your papers.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {AREAS.map(({ path, title, description, nav }) => {
          const Icon = nav?.icon;
          return (
            <li key={path}>
              <Card className="relative flex h-full gap-3 p-4 transition-shadow focus-within:shadow-md hover:shadow-md">
                {Icon && (
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                )}
                <div className="grid gap-1">
                  <h3 className="font-semibold text-brand-800">
                    <Link
                      to={path}
                      className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
                    >
                      {title}
                      <ArrowRight className="ml-1 inline size-4 align-[-2px]" aria-hidden="true" />
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-700">{description}</p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

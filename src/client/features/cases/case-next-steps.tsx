import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CaseJson } from "@shared/case-schemas";
import { PROTECTED_PAGES } from "@client/app/protected-pages";
import { Card } from "@client/components/ui/card";
import { kindsOfCaseType } from "./case-modules";

/** What to do next with this type of case: its module's guided documents, the case number, the papers, deadlines. */
export function CaseNextSteps({ item, modulePath }: { item: CaseJson; modulePath?: string }) {
  const modulePage = PROTECTED_PAGES.find((page) => page.path === modulePath);
  const kinds = kindsOfCaseType(item.type);
  return (
    <Card className="grid gap-3 p-5">
      <h3 className="text-lg font-bold text-slate-900">Next steps</h3>
      <ol className="grid gap-3">
        {modulePage && (
          <Step to={modulePage.path} action={`Open ${modulePage.title}`}>
            {kinds.length > 0
              ? `Make your papers with guided questions: ${kinds.map((kind) => kind.title).join(", ")}.`
              : modulePage.description}
          </Step>
        )}
        {!item.caseNumber && (
          <Step>When the clerk gives you a case number, add it with Edit Case so it is on your papers.</Step>
        )}
        <Step to="/documents" action="Go to My Documents">
          Download and print your papers. Keep a copy of everything you file or send.
        </Step>
        <Step to="/deadlines" action="See your deadlines">
          Write down every court date and deadline, so nothing slips by.
        </Step>
      </ol>
    </Card>
  );
}

function Step({ to, action, children }: { to?: string; action?: string; children: ReactNode }) {
  return (
    <li className="grid gap-1 border-l-4 border-brand-200 pl-3 text-sm text-slate-800">
      <p>{children}</p>
      {to && action && (
        <Link to={to} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
          {action} <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </li>
  );
}

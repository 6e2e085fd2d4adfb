import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { TabLinkButton } from "./tab-link-button";

export interface TabChoice {
  title: ReactNode;
  body: ReactNode;
  /** The tab that makes this paper, and the button's words. */
  tab: string;
  button: string;
}

/** Two papers side by side (durable or limited, living will or surrogate), each with a button to its tab. */
export function TabChoices({ choices }: { choices: readonly TabChoice[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {choices.map((choice) => (
        <section key={choice.tab} className="grid content-start gap-2 rounded-md border border-slate-200 p-4">
          <h4 className="font-semibold text-slate-900">{choice.title}</h4>
          {choice.body}
          <TabLinkButton tab={choice.tab}>
            {choice.button} <ArrowRight aria-hidden="true" />
          </TabLinkButton>
        </section>
      ))}
    </div>
  );
}

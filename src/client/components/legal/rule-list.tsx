import type { ReactNode } from "react";
import type { Cited } from "@shared/florida/law";
import { Citation } from "./citation";

/** law.ts rules as a list, each its plain sentence and its source; `children` adds items after them. */
export function RuleList({ rules, children }: { rules: readonly Cited<unknown>[]; children?: ReactNode }) {
  return (
    <ul>
      {rules.map((rule) => (
        <li key={`${rule.citation} ${rule.summary}`}>
          {rule.summary} <Citation law={rule} />
        </li>
      ))}
      {children}
    </ul>
  );
}

import type { Cited } from "@shared/florida/law";

/** The source of a legal statement, so a reader can check it: "(Fla. Stat. § 83.56(3))". */
export function Citation({ law, children }: { law?: Pick<Cited<unknown>, "citation">; children?: string }) {
  const text = law?.citation ?? children;
  return <span className="text-sm font-medium break-words text-slate-600">({text})</span>;
}

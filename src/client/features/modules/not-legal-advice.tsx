/** The closing line of a module's overview tab. */
export function NotLegalAdvice() {
  return <p className="text-sm text-slate-700">This page gives legal information, not legal advice. We are not a law firm.</p>;
}

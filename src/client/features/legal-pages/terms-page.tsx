import { LegalDocument } from "./legal-document";
import { TERMS } from "./terms-content";

/** Public page at /terms. */
export default function TermsPage() {
  return <LegalDocument content={TERMS} />;
}

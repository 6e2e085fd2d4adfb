import { LegalDocument } from "./legal-document";
import { PRIVACY } from "./privacy-content";

/** Public page at /privacy. */
export default function PrivacyPage() {
  return <LegalDocument content={PRIVACY} />;
}

import { loadContent } from "@client/i18n/content";
import { LegalDocument } from "./legal-document";
import { LegalPageChrome } from "./legal-page-chrome";
import { LEGAL_PAGE_FILES } from "./legal-page-file";

// Start fetching the text together with the page's code, not after its first render.
void loadContent(LEGAL_PAGE_FILES.privacy).catch(() => undefined);

/** Public page at /privacy. */
export default function PrivacyPage() {
  return (
    <LegalPageChrome>
      <LegalDocument page="privacy" />
    </LegalPageChrome>
  );
}

import { useTranslation } from "react-i18next";
import { Card } from "@client/components/ui/card";
import { BlankCaseForm } from "./blank-case-form";
import { LegalAreaCards } from "./legal-area-cards";

export default function NewCasePage() {
  const { t } = useTranslation("cases");
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <LegalAreaCards />
      <section aria-labelledby="blank-case-heading">
        <Card className="grid gap-4 p-5">
          <div>
            <h2 id="blank-case-heading" className="text-xl font-bold text-slate-900">
              {t("newCase.blankHeading")}
            </h2>
            <p className="text-sm text-slate-700">{t("newCase.blankLead")}</p>
          </div>
          <BlankCaseForm />
        </Card>
      </section>
    </div>
  );
}

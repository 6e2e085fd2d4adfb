import { Card } from "@client/components/ui/card";
import { BlankCaseForm } from "./blank-case-form";
import { LegalAreaCards } from "./legal-area-cards";

export default function NewCasePage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <LegalAreaCards />
      <section aria-labelledby="blank-case-heading">
        <Card className="grid gap-4 p-5">
          <div>
            <h2 id="blank-case-heading" className="text-xl font-bold text-slate-900">
              Or start a blank case
            </h2>
            <p className="text-sm text-slate-700">
              Already know what you need? Save a case now and add papers and a case number as you go.
            </p>
          </div>
          <BlankCaseForm />
        </Card>
      </section>
    </div>
  );
}

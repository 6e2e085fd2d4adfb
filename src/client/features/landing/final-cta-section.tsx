import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ADULTHOOD } from "@shared/florida/law";
import { Button } from "@client/components/ui/button";

export function FinalCtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-4xl rounded-2xl border-2 border-accent-400 bg-white p-8 text-center shadow-xl sm:p-12">
        <h2 id="cta-heading" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          You have rights. Let's help you use them.
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg leading-relaxed text-slate-700">
          Make a free account with your e-mail address and start on your case today.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg" className="shadow-md">
            <Link to="/auth">
              Start Fighting Back <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/auth">Sign In</Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-slate-700">Free to use. No credit card. You must be {ADULTHOOD.minimumAgeYears.value} or older to use this site.</p>
      </div>
    </section>
  );
}

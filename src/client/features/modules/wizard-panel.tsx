import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { listCaseChoices } from "@shared/api/case-choices";
import { codeOfCounty } from "@shared/documents/county-codes";
import type { DocumentKind } from "@shared/documents/kind";
import { findKind, type DocumentKindId } from "@shared/documents/registry";
import { LoadingState } from "@client/components/loading-state";
import { apiQuery } from "@client/lib/api";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "@client/components/ui/card";
import { useAuth } from "@client/lib/use-auth";
import { DocumentWizard } from "@client/wizard/document-wizard";
import { useKindText } from "@client/wizard/kind-text";
import { useGenerateDocument } from "@client/wizard/use-generate-document";
import { caseAnswersFor, likelyCase } from "@client/wizard/case-answers";
import { FromCaseNote } from "@client/wizard/from-case-note";
import { ownNameAnswer } from "@client/wizard/own-name";
import { useSignerDetails } from "@client/wizard/signer-details";
import { homeIn, PaperHomeChoice, type PaperHome } from "@client/wizard/paper-home";

/**
 * A catalog entry's wizard inside a module tab, with what the document is and the law it rests on. With ?case=<id>
 * (from a case's page or its filing packet, or her "Start from its answers") the paper starts from the case's
 * answers; on the review she chooses the case it joins (the likeliest chosen) and whether it replaces the case's
 * paper of the same kind.
 */
export function WizardPanel({ kind: id }: { kind: DocumentKindId }) {
  return <KindWizardPanel kind={findKind(id)!} />;
}

function KindWizardPanel({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation("wizard");
  const text = useKindText(kind);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get("case")?.toLowerCase();
  const choices = useQuery({ ...apiQuery(listCaseChoices, { params: { kind: kind.kind } }), enabled: user !== null });
  const signer = useSignerDetails(kind, user !== null);
  const generate = useGenerateDocument(kind);
  const [home, setHome] = useState<PaperHome | undefined>();
  const cases = choices.data ?? [];
  const source = cases.find((item) => item.id === requested);
  const fromCase = source ? caseAnswersFor(kind, source) : {};
  const fromCaseNames = new Set(Object.keys(fromCase));
  // The person's county (a name in their profile) starts the county question, by its code; her name, her own; a
  // planning paper, who signs it as her other planning paper says.
  const county = codeOfCounty(user?.county);
  const initialValues = { ...(county ? { county } : {}), ...ownNameAnswer(kind, user), ...signer.answers, ...fromCase };
  // Until she picks, the paper goes to the case she came from, or to the likeliest of hers for her answers.
  const homeFor = (values: Record<string, unknown>) => home ?? homeIn(source ?? likelyCase(cases, values), kind.kind, values);
  const suggested = source ? undefined : likelyCase(cases, {});
  const startFromCase = (id: string) =>
    setParams(
      (current) => {
        current.set("case", id);
        return current;
      },
      { replace: true },
    );
  return (
    <Card>
      <CardHeader>
        <h3 tabIndex={-1} data-focus-on-open className="text-lg font-semibold leading-tight text-slate-900 outline-none">
          {text.title}
        </h3>
        <CardDescription>{text.description}</CardDescription>
        {/* Folded, so the first question stays in view on a phone. */}
        <details className="pt-1 text-sm text-slate-700">
          <summary className="min-h-8 cursor-pointer font-medium text-brand-700">
            {t("panel.statutesSummary", { count: kind.statutes.length })}
          </summary>
          <ul className="flex flex-wrap gap-1.5 pt-2" aria-label={t("panel.statutesLabel")}>
            {kind.statutes.map((statute) => (
              <li key={statute}>
                <Badge tone="blue">{statute}</Badge>
              </li>
            ))}
          </ul>
        </details>
      </CardHeader>
      <CardContent>
        {(choices.isPending && user !== null) || signer.pending ? (
          <LoadingState status={t("draft.loading")} shape="rows" />
        ) : (
          <div className="grid gap-4">
            <FromCaseNote source={source} suggested={suggested} onUse={startFromCase} />
            <DocumentWizard
              key={source?.id ?? "fresh"}
              kind={kind}
              initialValues={initialValues}
              fromCase={fromCaseNames}
              pending={generate.isPending}
              beforeGenerate={(values) => (
                <PaperHomeChoice
                  kind={kind.kind}
                  startsCase={kind.caseType !== undefined}
                  choices={cases}
                  answers={values}
                  home={homeFor(values)}
                  onChange={setHome}
                />
              )}
              onComplete={(data, { clearDraft }) => generate.mutate({ data, clearDraft, home: homeFor(data) })}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "@client/components/ui/card";
import { Spinner } from "@client/components/ui/spinner";
import { Toaster } from "@client/components/ui/toaster";
import { toast } from "@client/lib/use-toast";
import { OcrCheck } from "../ocr-check";
import { readingOf } from "../paper-reading";
import { problemToast } from "../problem-toast";
import { explanationLanguageFor, postPublicReading, type PublicReading, type TranslateInput } from "../translate-request";
import { TranslationAnswer } from "../translation-answer";
import { TranslatorInput } from "../translator-input";
import { KeepBySigningUp } from "./keep-by-signing-up";

interface Shown {
  answer: PublicReading;
  receivedOn: string | null;
  /** Read from pictures and not yet checked by her: the text read is shown first, to correct. */
  checking: boolean;
}

const noSubscription = () => () => undefined;

/**
 * The reader of /papers: the translator's own input, text check and answer, sent to the public route, which stores
 * nothing; what was read lives in this page only. Rendered in the browser only (the pre-rendered page holds its
 * place): its date field's latest day is today's, which the build cannot know.
 */
export function PapersReader() {
  const { t, i18n } = useTranslation(["translator", "papers"]);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [translating, setTranslating] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (shown) resultHeading.current?.focus();
  }, [shown]);

  if (!inBrowser) return <Spinner className="min-h-48" label={t("papers:reader.loading")} />;

  const read = async (input: TranslateInput): Promise<boolean> => {
    setTranslating(true);
    setUploaded(input.kind === "text" ? null : 0);
    try {
      const answer = await postPublicReading(input, explanationLanguageFor(i18n.language), setUploaded);
      setShown({ answer, receivedOn: input.receivedOn ?? null, checking: answer.ocr !== undefined });
      toast({ title: t("toasts.complete") });
      return true;
    } catch (error) {
      setProblem(problemToast(error, t("messages.failed")));
      return false;
    } finally {
      setTranslating(false);
      setUploaded(null);
    }
  };

  const readAgain = (content: string, receivedOn: string | null) =>
    void read({ kind: "text", content, fileName: shown?.answer.originalFileName ?? null, receivedOn });

  const answer = shown?.answer;
  const reading = answer && shown ? readingOf(answer, shown.receivedOn) : undefined;
  return (
    <div className="grid gap-6">
      <TranslatorInput
        translating={translating}
        uploaded={uploaded}
        problem={problem}
        onProblem={setProblem}
        onTranslate={read}
      />
      {answer && shown?.checking && answer.ocr ? (
        <OcrCheck
          key={answer.originalContent}
          text={answer.originalContent}
          ocr={answer.ocr}
          translating={translating}
          onAccept={() => setShown({ ...shown, checking: false })}
          onTranslate={(corrected) => readAgain(corrected, shown.receivedOn)}
        />
      ) : (
        answer &&
        reading && (
          <section aria-labelledby="papers-result-heading" className="grid gap-3">
            <h2
              id="papers-result-heading"
              ref={resultHeading}
              tabIndex={-1}
              className="text-lg font-bold text-slate-900 focus:outline-none"
            >
              {t("papers:reader.resultHeading")}
            </h2>
            <p className="text-sm text-slate-800">{t("papers:reader.notKept")}</p>
            <Card className="grid gap-4 p-4 sm:p-6">
              <TranslationAnswer
                translation={answer}
                reading={reading}
                translating={translating}
                onReceivedOn={(day) => readAgain(answer.originalContent, day)}
                keep={<KeepBySigningUp answer={answer} reading={reading} />}
                linkTerms={false}
              />
            </Card>
          </section>
        )
      )}
      <Toaster />
    </div>
  );
}

import { Bot, FileCheck2, FolderKanban, Languages, PiggyBank, TrendingUp } from "lucide-react";
import { IconCardList, type IconCard } from "./icon-card-list";
import { SectionHeading } from "./section-heading";

const FEATURES: readonly IconCard[] = [
  {
    icon: Languages,
    title: "Plain English Translator",
    text: "Paste or upload a legal paper. Get a simple explanation, the key points, and what it says you must do or may do.",
  },
  {
    icon: PiggyBank,
    title: "Hidden Money Finder",
    text:
      "Look for money you may be owed: unclaimed property, tax refunds, insurance money, security deposits and HOA " +
      "refunds. We point you to the official free searches, guide your claim and help you track it until it is paid.",
  },
  {
    icon: TrendingUp,
    title: "AI Case Outcome Predictor",
    text:
      "Describe your case to see its likely strengths and weaknesses, ideas for your strategy and a rough " +
      "settlement range. It is an estimate to help you plan, not a promise.",
  },
  {
    icon: FileCheck2,
    title: "Court-Ready PDFs",
    text:
      "Answer questions one step at a time, and we build the document for you as a PDF to print, sign and file. " +
      "Always read it over before you sign.",
  },
  {
    icon: Bot,
    title: "24/7 AI Legal Chat",
    text:
      "Ask questions about Florida civil law any time, day or night. Your past chats are saved so you can come back " +
      "to them. Answers are general information, not legal advice.",
  },
  {
    icon: FolderKanban,
    title: "Case Management",
    text:
      "Keep each case in one place with its deadlines and papers. Look up hard words in the legal glossary, and save " +
      "your own document templates to use again.",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="features-heading" eyebrow="Features" title="Tools made for people without a lawyer">
          Everything you need to understand your case and prepare your papers, in one free app.
        </SectionHeading>
        <IconCardList items={FEATURES} look="feature" />
      </div>
    </section>
  );
}

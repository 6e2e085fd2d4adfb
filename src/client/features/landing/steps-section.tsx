import { FileText, Landmark, MessageSquareText, Signpost } from "lucide-react";
import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    icon: MessageSquareText,
    title: "Tell your story",
    text: "Answer a few simple questions about what happened. You do not need to know any legal words.",
  },
  {
    icon: Signpost,
    title: "Get guidance",
    text: "See your rights, your deadlines and your choices under Florida law, explained in plain English.",
  },
  {
    icon: FileText,
    title: "Generate documents",
    text: "We turn your answers into a PDF, such as a small claims complaint or a demand letter, ready to print.",
  },
  {
    icon: Landmark,
    title: "File",
    text: "Read it over, sign it, and file it with your county clerk in person or through the state's online portal.",
  },
] as const;

export function StepsSection() {
  return (
    <section id="how-it-works" aria-labelledby="steps-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="steps-heading" eyebrow="How it works" title="Four steps from worry to filed">
          Go at your own pace. In a guided workflow you can save your progress and finish later.
        </SectionHeading>
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center">
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute left-[calc(50%+2.5rem)] top-7 hidden h-0.5 w-[calc(100%-5rem+1.5rem)] bg-accent-400/60 lg:block"
                />
              )}
              <span className="relative flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-800 text-accent-400 shadow-md ring-4 ring-brand-100">
                <Icon className="size-6" aria-hidden="true" />
                <span aria-hidden="true" className="absolute -right-1 -top-1 flex size-6 items-center justify-center rounded-full bg-accent-400 text-xs font-extrabold text-brand-900">
                  {index + 1}
                </span>
              </span>
              <div>
                <h3 className="text-lg font-bold text-brand-900">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1 leading-relaxed text-slate-700 lg:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

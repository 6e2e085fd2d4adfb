import { CalendarX, Compass, FileQuestion, Wallet } from "lucide-react";
import { SectionHeading } from "./section-heading";

const PROBLEMS = [
  {
    icon: Wallet,
    title: "Lawyers cost too much",
    text: "Many people cannot pay hundreds of dollars an hour. So they go to court alone, often for the first time.",
  },
  {
    icon: FileQuestion,
    title: "Legal papers are confusing",
    text: "Court papers use words most people never learned. It is hard to know what they ask you to do.",
  },
  {
    icon: CalendarX,
    title: "Deadlines are easy to miss",
    text: "Some court deadlines are only a few days long. Missing one can mean losing your case without a hearing.",
  },
  {
    icon: Compass,
    title: "It is hard to know where to start",
    text: "Which form? Which court? What proof? Without help, the first step can feel like the hardest one.",
  },
] as const;

export function ProblemsSection() {
  return (
    <section aria-labelledby="problems-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="problems-heading" eyebrow="The problem" title="Going to court alone is hard">
          If you feel lost, you are not the only one. These are the problems we hear about most.
        </SectionHeading>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROBLEMS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:block">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900 sm:mt-4">{title}</h3>
                <p className="mt-1 leading-relaxed text-slate-700 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

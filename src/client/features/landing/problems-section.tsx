import { CalendarX, Compass, FileQuestion, Wallet } from "lucide-react";
import { IconCardList, type IconCard } from "./icon-card-list";
import { SectionHeading } from "./section-heading";

const PROBLEMS: readonly IconCard[] = [
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
];

export function ProblemsSection() {
  return (
    <section aria-labelledby="problems-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="problems-heading" eyebrow="The problem" title="Going to court alone is hard">
          If you feel lost, you are not the only one. These are the problems we hear about most.
        </SectionHeading>
        <IconCardList items={PROBLEMS} look="problem" />
      </div>
    </section>
  );
}

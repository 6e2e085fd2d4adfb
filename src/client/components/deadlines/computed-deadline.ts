import type { ComputedDeadline } from "@shared/deadlines/clocks";
import type { DeadlineValues } from "@shared/deadlines/deadline-fields";
import type { DeadlineExplanation } from "@shared/florida/explanation";

/**
 * The body that saves a computed Florida deadline: its date, type and priority, the explanation and its law. The
 * explanation is saved as text, written by `explain` (useExplanation) in the language she is using when she adds it.
 */
export function computedDeadlineInput(
  computed: ComputedDeadline,
  title: string,
  explain: (explanation: DeadlineExplanation) => string,
  caseId: string | null = null,
): DeadlineValues {
  return {
    title,
    dueDate: computed.date,
    dueTime: null,
    reminderDate: null,
    type: computed.type,
    priority: computed.priority,
    description: explain(computed.explanation),
    notes: computed.citation,
    location: "",
    caseId,
  };
}

import type { ComputedDeadline } from "@shared/deadlines/clocks";
import type { DeadlineValues } from "@shared/deadlines/deadline-fields";

/** The body that saves a computed Florida deadline: its date, type and priority, the explanation and its law. */
export function computedDeadlineInput(computed: ComputedDeadline, title: string, caseId: string | null = null): DeadlineValues {
  return {
    title,
    dueDate: computed.date,
    dueTime: null,
    reminderDate: null,
    type: computed.type,
    priority: computed.priority,
    description: computed.explanation,
    notes: computed.citation,
    location: "",
    caseId,
  };
}

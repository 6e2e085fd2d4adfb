import type { DeadlineJson, DeadlinePriority, DeadlineStatus, DeadlineType } from "@shared/deadlines/deadline-fields";
import type { deadlines } from "../db/schema";

export type DeadlineRow = typeof deadlines.$inferSelect;

export function toDeadlineJson(row: DeadlineRow): DeadlineJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    dueTime: row.dueTime,
    reminderDate: row.reminderDate,
    type: row.type as DeadlineType,
    priority: row.priority as DeadlinePriority,
    location: row.location,
    notes: row.notes,
    caseId: row.caseId,
    status: row.status as DeadlineStatus,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

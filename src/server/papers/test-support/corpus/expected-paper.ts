/** What a corpus paper should be read as: its kind, the fields it states, and the due date of each action. */
import type { AmountLabel, PaperKind } from "@shared/papers";

export interface ExpectedPaper {
  /** Under corpus/. */
  file: string;
  /** The day she was given it; null to test the undated answer. */
  receivedOn: string | null;
  kind: PaperKind;
  /** Only the fields named are scored; null means "must read as unknown". */
  fields: {
    caseNumber?: string | null;
    court?: "county" | "circuit" | null;
    county?: string | null;
    plaintiff?: string | null;
    defendant?: string | null;
    landlord?: string | null;
    tenant?: string | null;
    creditor?: string | null;
    hearingDate?: string | null;
    hearingTime?: string | null;
    paperDate?: string | null;
    deliveredOn?: string | null;
    /** Each must be among the amounts read, with this label. */
    amounts?: readonly { label: AmountLabel; amount: number }[];
  };
  /** Action name → its due date ("YYYY-MM-DD") or null; every named action must be there. */
  deadlines: Readonly<Record<string, string | null>>;
}

/** Every endpoint's contract, by area. A route without one fails contracts.test.ts. */
import type { Endpoint } from "./endpoint";
import * as account from "./account";
import * as assistant from "./assistant";
import * as auth from "./auth";
import * as cases from "./cases";
import * as caseChoices from "./case-choices";
import * as deadlines from "./deadlines";
import * as documents from "./documents";
import * as documentVersions from "./document-versions";
import * as drafts from "./drafts";
import * as listFigures from "./list-figures";
import * as moneyRecovery from "./money-recovery";
import * as notifications from "./notifications";
import * as packets from "./packets";
import * as predictions from "./predictions";
import * as service from "./service";
import * as templates from "./templates";
import * as translations from "./translations";
import * as workflows from "./workflows";

const AREAS = {
  account,
  assistant,
  auth,
  cases,
  caseChoices,
  deadlines,
  documents,
  documentVersions,
  drafts,
  listFigures,
  moneyRecovery,
  notifications,
  packets,
  predictions,
  service,
  templates,
  translations,
  workflows,
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "answer" in value;

/** Every contract, with the area it belongs to (the OpenAPI tag). */
export const ALL_ENDPOINTS: readonly { area: string; name: string; endpoint: Endpoint }[] = Object.entries(AREAS).flatMap(
  ([area, contracts]) =>
    Object.entries(contracts as Record<string, unknown>)
      .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
      .map(([name, endpoint]) => ({ area, name, endpoint })),
);

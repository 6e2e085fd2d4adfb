/**
 * A case's filing packet. The plaintiff's: the statement of claim, the civil cover sheet, a summons for each
 * defendant and, when she made one, the application for civil indigent status. The defendant's: her small claims or
 * eviction answer, which holds its motion to determine rent, counterclaim and certificate of service. 404 for a case
 * that is not hers; 409 for a case without the paper its packet starts with, saying which.
 */
import { idParams } from "./common";
import { defineEndpoint } from "./endpoint";
import { caseFilingSchema, filingAnswerSchema } from "../filing-schemas";
import { packetSchema } from "../packet-schemas";

export const getPacket = defineEndpoint({
  method: "GET",
  path: "/api/cases/:id/packet",
  summary:
    "The papers of her filing packet, in filing order: the plaintiff's with what the fees depend on, the defendant's " +
    "with whom to serve and the last day to file.",
  signedIn: true,
  params: idParams,
  answer: packetSchema,
  notFound: "caseNotFound",
});

export const downloadPacketPdf = defineEndpoint({
  method: "GET",
  path: "/api/cases/:id/packet.pdf",
  summary: "Her filing packet as one PDF: each paper starts on a new page, with its own stamp space.",
  signedIn: true,
  params: idParams,
  answer: null,
  answerType: "application/pdf",
  notFound: "caseNotFound",
});

export const downloadPacketZip = defineEndpoint({
  method: "GET",
  path: "/api/cases/:id/packet.zip",
  summary: "Her filing packet as separate PDFs in a ZIP, named and ordered for the e-filing portal (lead document first).",
  signedIn: true,
  params: idParams,
  answer: null,
  answerType: "application/zip",
  notFound: "caseNotFound",
});

/** After filing: her record of the case number, the filing day, the pretrial conference and the service of each defendant. */
export const getFiling = defineEndpoint({
  method: "GET",
  path: "/api/cases/:id/filing",
  summary: "Her record of filing and service (null until she keeps one), and what comes next with dates.",
  signedIn: true,
  params: idParams,
  answer: filingAnswerSchema,
  notFound: "caseNotFound",
});

export const recordFiling = defineEndpoint({
  method: "PUT",
  path: "/api/cases/:id/filing",
  summary:
    "Keeps her record of filing and service; sets the case number, marks the case filed and puts the pretrial " +
    "conference and the counterclaim date in her deadlines (replacing the ones an earlier record added).",
  signedIn: true,
  params: idParams,
  body: caseFilingSchema,
  answer: filingAnswerSchema,
  notFound: "caseNotFound",
  refreshes: ["/api/cases", "/api/cases/:id", "/api/cases/:id/filing", "/api/deadlines", "/api/stats"],
});

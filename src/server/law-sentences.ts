/**
 * The law entries' sentences in every language besides English (locales/<language>/law.json), registered for
 * `{{summary:KEY}}` in content files read on the server (instructions pages, the assistant, the translator). Import
 * this module where such text is filled in; English ones are part of the law module.
 */
import { addLawSummaries } from "@shared/content/law-summary-catalogs";
import lawSpanish from "../../locales/es/law.json" with { type: "json" };

addLawSummaries("es", lawSpanish);

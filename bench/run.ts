// `npm run bench`: prints every figure in one table. Goals are printed beside the figures; nothing here fails a build.
import { benchAssistant } from "./assistant";
import { benchBundle } from "./bundle";
import { benchDocumentList } from "./document-list";
import { benchHttp, type Figure } from "./http";
import { benchLighthouse } from "./lighthouse";
import { benchOcr } from "./ocr";
import { benchMemory } from "./memory";
import { benchPacket } from "./packet";
import { benchPdf } from "./pdf";
import { benchRenderLoad } from "./render-load";
import { benchReminders } from "./reminders";
import { benchScale } from "./scale";
import { benchTranslator } from "./translator";
import { benchUploads } from "./uploads";

const sections: [string, () => Promise<Figure[]>][] = [
  ["HTTP", benchHttp],
  ["Memory (a small server)", benchMemory],
  ["The database at scale (PostgreSQL)", benchScale],
  ["Client bundle", benchBundle],
  ["Lighthouse", benchLighthouse],
  ["My Documents with 2,000 documents (Chromium)", benchDocumentList],
  ["PDF", benchPdf],
  ["Filing packet", benchPacket],
  ["Rendering under load", benchRenderLoad],
  ["Plain-English translator", benchTranslator],
  ["Reading a photo of a paper (OCR)", benchOcr],
  ["Uploads under load", benchUploads],
  ["AI legal assistant (local engine)", benchAssistant],
  ["Reminders (e-mail)", benchReminders],
];

const rows: Figure[] = [];
for (const [title, run] of sections) {
  console.error(`running ${title}...`);
  rows.push({ name: `— ${title} —`, value: "" }, ...(await run()));
}
const width = Math.max(...rows.map((r) => r.name.length));
console.log("\nFlorida Legal Champion benchmarks (2-core machine; compare ratios within one run)\n");
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.value}`);

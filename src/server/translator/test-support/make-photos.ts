/**
 * Makes the translator's test photos (test-support/photos/), once: a paper of test-support/papers/ set in a serif
 * face on an off-white sheet, turned a little, blurred, unevenly lit and speckled with noise, as a phone takes it,
 * and saved as a small grayscale JPEG by Chromium. The files are committed; run again only to change them:
 * `npx tsx src/server/translator/test-support/make-photos.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const font = pathToFileURL(createRequire(import.meta.url).resolve("@fontsource/tinos/files/tinos-latin-400-normal.woff2")).href;
const bold = font.replace("-400-", "-700-");

interface Photo {
  /** The paper's text file, and which of its blank-line-separated blocks (all by default). */
  paper: string;
  blocks?: [number, number];
  out: string;
  /** Degrees the sheet is turned. */
  turn: number;
  blur: number;
}

const PHOTOS: Photo[] = [
  { paper: "three-day-notice.txt", out: "three-day-notice.jpg", turn: 1.4, blur: 0.55 },
  { paper: "small-claims-notice-to-appear.txt", out: "small-claims-notice-to-appear.jpg", turn: -1.1, blur: 0.5 },
  { paper: "eviction-summons.txt", blocks: [0, 6], out: "eviction-summons-page-1.jpg", turn: 0.8, blur: 0.45 },
  { paper: "eviction-summons.txt", blocks: [6, 99], out: "eviction-summons-page-2.jpg", turn: -0.7, blur: 0.45 },
];

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function page(text: string, photo: Photo): string {
  const blocks = text.trim().split(/\n\s*\n/);
  const [from, to] = photo.blocks ?? [0, blocks.length];
  const body = blocks
    .slice(from, to)
    .map((block, index) => `<p${index === 0 && from === 0 ? ' class="title"' : ""}>${escape(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return `<!doctype html><html><head><style>
@font-face { font-family: Paper; src: url(${font}); }
@font-face { font-family: Paper; font-weight: 700; src: url(${bold}); }
html, body { margin: 0; background: #6b6558; }
#sheet { position: relative; width: 760px; margin: 40px 50px; padding: 46px 54px; background: #f3efe6;
  font: 17px/1.38 Paper, serif; color: #1d1d1d; transform: rotate(${photo.turn}deg); filter: blur(${photo.blur}px);
  box-shadow: 0 6px 24px rgba(0,0,0,.5); }
p { margin: 0 0 11px; text-align: justify; }
.title { font-weight: 700; text-align: center; }
#light { position: absolute; inset: 0; background: radial-gradient(ellipse at 70% 20%, rgba(255,255,255,0) 40%, rgba(60,50,30,.22) 100%); }
canvas { position: absolute; inset: 0; }
</style></head><body><div id="sheet">${body}<div id="light"></div><canvas id="noise"></canvas></div>
<script>
const sheet = document.getElementById("sheet"), canvas = document.getElementById("noise");
canvas.width = sheet.offsetWidth; canvas.height = sheet.offsetHeight;
const context = canvas.getContext("2d"), image = context.createImageData(canvas.width, canvas.height);
let seed = 29;
const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
for (let i = 0; i < image.data.length; i += 4) {
  const dark = random() < 0.5;
  image.data[i] = image.data[i + 1] = image.data[i + 2] = dark ? 0 : 255;
  image.data[i + 3] = Math.floor(random() * 46);
}
context.putImageData(image, 0, 0);
</script></body></html>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const tab = await browser.newPage({ viewport: { width: 960, height: 600 } });
  for (const photo of PHOTOS) {
    const text = readFileSync(here(`./papers/${photo.paper}`), "utf8");
    await tab.setContent(page(text, photo));
    await tab.evaluate(() => document.fonts.ready);
    await tab.addStyleTag({ content: "body { filter: grayscale(1); }" });
    const bytes = await tab.screenshot({ fullPage: true, type: "jpeg", quality: 52 });
    writeFileSync(here(`./photos/${photo.out}`), bytes);
    console.log(`${photo.out}: ${Math.round(bytes.byteLength / 1024)} KB`);
  }
} finally {
  await browser.close();
}

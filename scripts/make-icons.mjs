// Draws the PNG icons and favicon.ico in src/client/public from the shield of favicon.svg, with the system Chromium.
// Run by hand after changing the logo (`node scripts/make-icons.mjs`); the files it writes are committed.
import { Buffer } from "node:buffer";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../src/client/public");
const NAVY = "#1e3a5f";
const GOLD = "#f5b942";
const SHIELD = "M16 5l9 4v6c0 6-4 10-9 12-5-2-9-6-9-12V9z";

/** The shield on a navy square; `scale` < 1 leaves the margin that maskable icons need. */
const svg = (scale, rounded) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 6 : 0}" fill="${NAVY}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)"><path d="${SHIELD}" fill="${GOLD}"/></g></svg>`;

const ICONS = [
  { file: "apple-touch-icon.png", size: 180, scale: 0.9, rounded: false },
  { file: "icon-192.png", size: 192, scale: 1, rounded: true },
  { file: "icon-512.png", size: 512, scale: 1, rounded: true },
  { file: "icon-maskable-512.png", size: 512, scale: 0.7, rounded: false },
  { file: "favicon-32.png", size: 32, scale: 1, rounded: true },
];

/** An .ico holding one PNG image (supported by every browser that asks for /favicon.ico). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const markup = svg(icon.scale, icon.rounded).replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    if (icon.file === "favicon-32.png") writeFileSync(path.join(PUBLIC, "favicon.ico"), icoFromPng(png, 32));
    else writeFileSync(path.join(PUBLIC, icon.file), png);
    console.log(`wrote ${icon.file === "favicon-32.png" ? "favicon.ico" : icon.file}`);
  }
} finally {
  await browser.close();
}

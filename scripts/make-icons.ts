/**
 * Generates the PWA icons in public/icons from one SVG drawing (run: npx tsx scripts/make-icons.ts).
 * The PNGs are committed, so this only runs when the drawing changes.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#b91c1c';
const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

// A white "J" over a snow-capped peak: the glyph of public/favicon.svg, drawn on a 512 grid.
const glyph = `
  <path d="M80 408 L196 236 L256 316 L324 212 L432 408 Z" fill="#fff" opacity=".25"/>
  <path d="M348 96v192c0 56-40 96-96 96-46 0-82-30-94-72l56-16c6 20 20 32 38 32 22 0 38-16 38-40V96z" fill="#fff"/>`;

/** `inset` scales the glyph towards the centre; maskable icons need it inside the 80 % safe zone. */
function drawing(rounded: boolean, inset: number): string {
  const offset = (512 * (1 - inset)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${inset})">${glyph}</g>
</svg>`;
}

async function write(svg: string, size: number, name: string): Promise<void> {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(outDir + name);
  console.log(`wrote public/icons/${name}`);
}

await mkdir(outDir, { recursive: true });
await write(drawing(true, 1), 192, 'icon-192.png');
await write(drawing(true, 1), 512, 'icon-512.png');
await write(drawing(false, 0.7), 512, 'icon-maskable-512.png');

/**
 * Draws the demo pictures (flat illustrations as SVG) and renders them to WebP in public/demo/.
 * Deterministic: same code, same files. Run with `npx tsx scripts/generate-demo-images.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { avatar, defaultAvatar, faces, placeholder } from './demo-images/people';
import { bedroom, deskScene, kitchen, livingRoom, readingNook } from './demo-images/rooms';
import { balcony, beach, rooftopTerrace, veranda } from './demo-images/spaces';
import { coworking, meetingRoom } from './demo-images/workspaces';
import { palettes as P } from './demo-images/svg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const demoDir = join(root, 'public', 'demo');

/** The property pictures; the names are what src/server/db/seed refers to as /demo/properties/<name>.webp. */
const propertyScenes: Record<string, () => string> = {
  'desk-city-view': () => deskScene('city', P.terracotta, { seed: 3 }),
  'desk-lake-view': () => deskScene('lake', P.lakeBlue, { mirror: true, seed: 5 }),
  'desk-savanna-view': () => deskScene('savanna', P.savannaGold, { seed: 2 }),
  'desk-hills-view': () => deskScene('hills', P.sageGreen, { mirror: true, seed: 4, dual: true }),
  'desk-evening': () => deskScene('nightCity', P.night, { seed: 8 }),
  'living-room-sunny': () => livingRoom('city', P.coral, P.coral.accent2, 11),
  'living-room-dusk': () => livingRoom('hills', P.dusk, P.dusk.accent, 12),
  'bedroom-king': () => bedroom('ocean', P.ocean, '#f6c453', 1),
  'bedroom-garden': () => bedroom('garden', P.sageGreen, '#e9c9a4', 2),
  'kitchen-open': () => kitchen('garden', P.terracotta, '#2f6f6a', 3),
  'kitchen-bright': () => kitchen('city', P.lakeBlue, '#f4f1ea', 4),
  'rooftop-terrace': () => rooftopTerrace('city', P.dusk, 21),
  'balcony-ocean': () => balcony('ocean', P.ocean, 22),
  'balcony-lake': () => balcony('lake', P.lakeBlue, 23),
  'coworking-lounge': () => coworking('city', P.savannaGold, 24),
  'meeting-room': () => meetingRoom(P.sageGreen),
  'garden-veranda': () => veranda(P.savannaGold, 25),
  'beach-workspace': () => beach(P.ocean),
  'reading-nook': () => readingNook('hills', P.coral, 26),
};

/** Byte budgets: property pictures should weigh like real (compressed) photos, avatars stay light. */
const PHOTO = { min: 15_000, max: 50_000 };
const AVATAR = { min: 0, max: 8_000 };

/** Renders at the highest quality that keeps the file within the budget. */
async function renderWebp(svg: string, width: number, height: number, budget: typeof PHOTO): Promise<Buffer> {
  const png = await sharp(Buffer.from(svg)).resize(width, height).png().toBuffer();
  let best: Buffer | undefined;
  for (const quality of [94, 90, 86, 80, 74, 68, 60, 52, 44]) {
    const out = await sharp(png)
      .webp({ quality, effort: 6, smartSubsample: true, preset: 'drawing' })
      .toBuffer();
    best = out;
    if (out.length <= budget.max) break;
  }
  if (!best) throw new Error('no quality tried');
  if (best.length < budget.min) console.warn(`  under ${budget.min} bytes: the drawing may be too plain`);
  return best;
}

let total = 0;
async function write(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  total += data.length;
  console.log(`${file.slice(root.length + 1)}  ${(data.length / 1024).toFixed(1)} KB`);
}

for (const [name, draw] of Object.entries(propertyScenes)) {
  await write(join(demoDir, 'properties', `${name}.webp`), await renderWebp(draw(), 960, 640, PHOTO));
}
await write(join(demoDir, 'placeholder-property.webp'), await renderWebp(placeholder(), 960, 640, PHOTO));
await write(join(demoDir, 'avatar-default.webp'), await renderWebp(defaultAvatar(), 256, 256, AVATAR));
for (const [i, face] of faces.entries()) {
  await write(join(demoDir, 'avatars', `${i + 1}.webp`), await renderWebp(avatar(face), 256, 256, AVATAR));
}
console.log(`total ${(total / 1024).toFixed(0)} KB`);

/**
 * npm run demo:thumbs — writes the 400 px '-thumb.webp' beside each demo listing photo in public/demo/properties
 * (as an upload gets one), for the cards' srcset. The files are committed; run again after adding a photo.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const DIR = join(process.cwd(), 'public/demo/properties');
const names = (await readdir(DIR)).filter((n) => n.endsWith('.webp') && !n.endsWith('-thumb.webp'));
for (const name of names) {
  const thumb = await sharp(join(DIR, name)).resize({ width: 400 }).webp({ quality: 78 }).toBuffer();
  await writeFile(join(DIR, name.replace(/\.webp$/, '-thumb.webp')), thumb);
}
console.log(`wrote ${names.length} thumbnails in ${DIR}`);

/** Small SVG string helpers and the colour palettes the demo illustrations share. */

export const W = 960;
export const H = 640;

export interface Palette {
  wall: string;
  floor: string;
  wood: string;
  accent: string;
  accent2: string;
  accent3: string;
  fabric: string;
  frame: string;
  skyTop: string;
  skyBottom: string;
  sun: string;
  plant: string;
}

export const palettes = {
  terracotta: {
    wall: '#f3e3cf',
    floor: '#c98f5e',
    wood: '#8a5a3b',
    accent: '#d9644a',
    accent2: '#2f6f6a',
    accent3: '#f2b441',
    fabric: '#e9c9a4',
    frame: '#fbf6ee',
    skyTop: '#8fc8e8',
    skyBottom: '#fde7c4',
    sun: '#ffd27a',
    plant: '#3f8f5a',
  },
  savannaGold: {
    wall: '#f6ead2',
    floor: '#b98457',
    wood: '#6e4630',
    accent: '#e08a2c',
    accent2: '#3d5a80',
    accent3: '#c4453a',
    fabric: '#f0d9a8',
    frame: '#fffaf0',
    skyTop: '#f7b267',
    skyBottom: '#fde2b8',
    sun: '#fff1c9',
    plant: '#557a3c',
  },
  lakeBlue: {
    wall: '#e4eef0',
    floor: '#c7a27c',
    wood: '#7b5b43',
    accent: '#2a7f9e',
    accent2: '#f08a5d',
    accent3: '#f9c74f',
    fabric: '#cfe3e8',
    frame: '#ffffff',
    skyTop: '#6fb7e0',
    skyBottom: '#d9f0f7',
    sun: '#fff3b0',
    plant: '#2e8b57',
  },
  sageGreen: {
    wall: '#e3ead9',
    floor: '#a67c52',
    wood: '#5c4330',
    accent: '#6b8f5e',
    accent2: '#d98e48',
    accent3: '#b5485d',
    fabric: '#f2e6d0',
    frame: '#fbfbf5',
    skyTop: '#9ccfe8',
    skyBottom: '#eaf6e4',
    sun: '#ffe08a',
    plant: '#467a3e',
  },
  coral: {
    wall: '#fbe4da',
    floor: '#d4a373',
    wood: '#8d5b3e',
    accent: '#e76f51',
    accent2: '#264653',
    accent3: '#2a9d8f',
    fabric: '#f4d6c2',
    frame: '#fffaf6',
    skyTop: '#7cc6e6',
    skyBottom: '#fff0d9',
    sun: '#ffd166',
    plant: '#2a9d8f',
  },
  dusk: {
    wall: '#ece0ea',
    floor: '#9c7a5b',
    wood: '#5a3f33',
    accent: '#8e5ea2',
    accent2: '#f4a259',
    accent3: '#5b8e7d',
    fabric: '#e6d3de',
    frame: '#faf5f8',
    skyTop: '#5d5f9e',
    skyBottom: '#f6a97a',
    sun: '#ffd6a0',
    plant: '#4c7d5c',
  },
  night: {
    wall: '#2f3550',
    floor: '#5b4636',
    wood: '#4a3428',
    accent: '#f2a541',
    accent2: '#5fa8d3',
    accent3: '#e07a5f',
    fabric: '#4a5378',
    frame: '#d9d4c7',
    skyTop: '#141a38',
    skyBottom: '#3a3f73',
    sun: '#f6f1d5',
    plant: '#3d7a5a',
  },
  ocean: {
    wall: '#f4efe6',
    floor: '#e0c9a6',
    wood: '#9b6b43',
    accent: '#1f8ea3',
    accent2: '#f28c6a',
    accent3: '#f6c453',
    fabric: '#dcefee',
    frame: '#ffffff',
    skyTop: '#5cc3e6',
    skyBottom: '#e3f6fb',
    sun: '#fff4c2',
    plant: '#2f9c6e',
  },
} satisfies Record<string, Palette>;

/** Deterministic PRNG (mulberry32), so the same script run always draws the same pictures. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number) => Math.round(v * 10) / 10;

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours (t = 0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
}
export const darken = (c: string, t: number) => mix(c, '#1a1410', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
export const rr = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const poly = (pts: [number, number][], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
export const group = (children: string[], attrs = '') => `<g ${attrs}>${children.join('')}</g>`;
export const shadow = (cx: number, cy: number, rx: number, ry = 10) =>
  ellipse(cx, cy, rx, ry, '#2a1a10', 'opacity="0.13"');

/**
 * Wraps a scene: sky gradient, a soft light from `light` and a faint paper grain over everything (the grain
 * gives the flat shapes some texture, and the WebP files a believable photo-like weight).
 */
export function document(
  p: Palette,
  body: string[],
  options: { width?: number; height?: number; light?: [number, number]; grain?: number } = {},
): string {
  const width = options.width ?? W;
  const height = options.height ?? H;
  const [lx, ly] = options.light ?? [0.3, 0.3];
  const grain = options.grain ?? 0.07;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
<radialGradient id="light" cx="${lx}" cy="${ly}" r="0.75"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.45"/><stop offset="1" stop-color="#fff8e8" stop-opacity="0"/></radialGradient>
<linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#2a1a10" stop-opacity="0"/><stop offset="1" stop-color="#2a1a10" stop-opacity="0.18"/></linearGradient>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7" result="t"/><feColorMatrix in="t" type="matrix" values="2 0 0 0 -0.45  2 0 0 0 -0.5  2 0 0 0 -0.55  0 0 0 0 ${grain}"/></filter>
</defs>
${body.join('\n')}
<rect width="${width}" height="${height}" fill="url(#light)"/>
<rect width="${width}" height="${height}" fill="url(#vignette)"/>
<rect width="${width}" height="${height}" filter="url(#grain)"/>
</svg>`;
}

/** Avatars (illustrated faces), the default silhouette and the "no image" placeholder. */
import { circle, darken, document, ellipse, lighten, path, rect, rr, type Palette } from './svg';

const avatarPalette = (bg: string): Palette => ({
  wall: bg,
  floor: bg,
  wood: bg,
  accent: bg,
  accent2: bg,
  accent3: bg,
  fabric: bg,
  frame: bg,
  skyTop: bg,
  skyBottom: bg,
  sun: bg,
  plant: bg,
});

type Hair = 'afro' | 'short' | 'bun' | 'wrap' | 'braids' | 'bald' | 'long' | 'curly';

export interface Face {
  bg: string;
  skin: string;
  hair: Hair;
  hairColor: string;
  shirt: string;
  glasses?: boolean;
  beard?: boolean;
}

export const faces: Face[] = [
  { bg: '#f2b441', skin: '#8d5524', hair: 'wrap', hairColor: '#2a9d8f', shirt: '#e76f51' },
  { bg: '#2a9d8f', skin: '#6b4226', hair: 'short', hairColor: '#1b1412', shirt: '#f4f1de', beard: true },
  { bg: '#e76f51', skin: '#a0673d', hair: 'braids', hairColor: '#22160f', shirt: '#264653' },
  { bg: '#8e5ea2', skin: '#5a3620', hair: 'afro', hairColor: '#1d1410', shirt: '#f2b441', glasses: true },
  { bg: '#5fa8d3', skin: '#c68642', hair: 'bun', hairColor: '#2b1d14', shirt: '#ffffff' },
  { bg: '#6b8f5e', skin: '#7a4a2a', hair: 'bald', hairColor: '#1b1412', shirt: '#d98e48', beard: true },
  { bg: '#d4a373', skin: '#f1c27d', hair: 'long', hairColor: '#6b3e1f', shirt: '#2a7f9e', glasses: true },
  { bg: '#264653', skin: '#8d5524', hair: 'curly', hairColor: '#1b1412', shirt: '#e9c46a' },
  { bg: '#f4a259', skin: '#7a4a2a', hair: 'short', hairColor: '#1b1412', shirt: '#264653', glasses: true },
  { bg: '#5b8e7d', skin: '#9c6b43', hair: 'long', hairColor: '#1d1410', shirt: '#f4f1de' },
  { bg: '#e9c46a', skin: '#e0ac69', hair: 'short', hairColor: '#4a2f1b', shirt: '#3d5a80', beard: true },
];

function hairBack(f: Face): string {
  const c = f.hairColor;
  switch (f.hair) {
    case 'afro':
      return circle(128, 100, 66, c);
    case 'long':
      return rr(66, 70, 124, 140, 50, c);
    case 'braids':
      return [rr(70, 80, 116, 130, 40, c), rect(76, 150, 16, 70, c), rect(164, 150, 16, 70, c)].join('');
    case 'curly':
      return (
        [88, 112, 140, 166].map((x, i) => circle(x, 72 + (i % 2) * 6, 22, c)).join('') +
        circle(80, 100, 20, c) +
        circle(176, 100, 20, c)
      );
    default:
      return '';
  }
}

function hairFront(f: Face): string {
  const c = f.hairColor;
  switch (f.hair) {
    case 'short':
      return path('M84 100 Q86 58 128 56 Q170 58 172 100 Q160 76 128 76 Q96 76 84 100 Z', c);
    case 'bun':
      return (
        circle(128, 44, 20, c) +
        path('M82 104 Q84 60 128 58 Q172 60 174 104 Q150 78 128 80 Q106 78 82 104 Z', c)
      );
    case 'wrap':
      return [
        path('M76 108 Q74 40 128 36 Q182 40 180 108 Q160 72 128 72 Q96 72 76 108 Z', c),
        ellipse(150, 42, 26, 18, lighten(c, 0.2)),
        path('M80 96 Q128 70 176 96', 'none', `stroke="${f.bg}" stroke-width="4" opacity="0.6"`),
      ].join('');
    case 'braids':
      return path('M82 104 Q84 60 128 58 Q172 60 174 104 Q150 80 128 82 Q106 80 82 104 Z', c);
    case 'long':
      return path('M82 110 Q84 60 128 58 Q172 60 174 110 Q140 70 100 90 Z', c);
    case 'curly':
      return path('M86 96 Q90 64 128 62 Q166 64 170 96 Q150 80 128 82 Q106 80 86 96 Z', c);
    default:
      return '';
  }
}

export function avatar(f: Face): string {
  const skinDark = darken(f.skin, 0.15);
  const body = [
    rect(0, 0, 256, 256, f.bg),
    circle(128, 128, 120, lighten(f.bg, 0.15)),
    hairBack(f),
    path('M40 256 Q44 186 128 182 Q212 186 216 256 Z', f.shirt),
    path('M104 184 Q128 214 152 184', 'none', `stroke="${darken(f.shirt, 0.15)}" stroke-width="6"`),
    rect(112, 150, 32, 40, skinDark),
    ellipse(84, 120, 9, 14, skinDark),
    ellipse(172, 120, 9, 14, skinDark),
    ellipse(128, 114, 46, 56, f.skin),
    hairFront(f),
    circle(110, 116, 5, '#1b1412'),
    circle(146, 116, 5, '#1b1412'),
    path('M110 142 Q128 156 146 142', 'none', 'stroke="#1b1412" stroke-width="4" stroke-linecap="round"'),
    ellipse(98, 134, 8, 5, '#e07a5f', 'opacity="0.25"'),
    ellipse(158, 134, 8, 5, '#e07a5f', 'opacity="0.25"'),
  ];
  if (f.beard)
    body.push(
      path('M90 130 Q92 176 128 176 Q164 176 166 130 Q158 160 128 162 Q98 160 90 130 Z', f.hairColor),
    );
  if (f.beard) body.push(path('M112 144 Q128 152 144 144', 'none', `stroke="${f.skin}" stroke-width="3"`));
  if (f.glasses) {
    body.push(
      circle(110, 116, 14, 'none', 'stroke="#2b2b2b" stroke-width="4"'),
      circle(146, 116, 14, 'none', 'stroke="#2b2b2b" stroke-width="4"'),
    );
    body.push(path('M124 116 L132 116', 'none', 'stroke="#2b2b2b" stroke-width="4"'));
  }
  return document(avatarPalette(f.bg), body, { width: 256, height: 256, light: [0.3, 0.2], grain: 0.04 });
}

export function defaultAvatar(): string {
  const bg = '#d9dde3';
  return document(
    avatarPalette(bg),
    [
      rect(0, 0, 256, 256, bg),
      circle(128, 104, 48, '#a9b1bc'),
      path('M44 256 Q48 172 128 168 Q208 172 212 256 Z', '#a9b1bc'),
    ],
    { width: 256, height: 256, grain: 0.03 },
  );
}

export function placeholder(): string {
  const bg = '#eceae6';
  const fg = '#b8b3aa';
  return document(
    avatarPalette(bg),
    [
      rect(0, 0, 960, 640, bg),
      rr(360, 200, 240, 180, 18, 'none', `stroke="${fg}" stroke-width="10"`),
      circle(430, 260, 22, fg),
      path('M372 370 L450 300 L500 340 L540 300 L590 370 Z', fg),
      `<text x="480" y="450" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#8f897f">No image available</text>`,
    ],
    { grain: 0.05 },
  );
}

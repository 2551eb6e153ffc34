/** Landscapes seen through windows or from terraces, drawn in a local w x h box. */
import { circle, darken, ellipse, lighten, mix, path, poly, rect, seeded, type Palette } from './svg';

export type View = 'city' | 'lake' | 'savanna' | 'hills' | 'ocean' | 'nightCity' | 'garden';

function clouds(w: number, h: number, rng: () => number, tint = '#ffffff'): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i++) {
    const cx = w * (0.12 + 0.33 * i + rng() * 0.12);
    const cy = h * (0.12 + rng() * 0.18);
    const s = 0.6 + rng() * 0.6;
    out.push(
      `<g opacity="0.85">${ellipse(cx, cy, 46 * s, 14 * s, tint)}${circle(cx - 14 * s, cy - 8 * s, 16 * s, tint)}${circle(cx + 12 * s, cy - 12 * s, 20 * s, tint)}</g>`,
    );
  }
  return out.join('');
}

function skyline(
  w: number,
  h: number,
  rng: () => number,
  base: string,
  windows: string,
  lit: number,
): string {
  const out: string[] = [];
  let x = -10;
  while (x < w) {
    const bw = 26 + rng() * 44;
    const bh = h * (0.22 + rng() * 0.32);
    out.push(rect(x, h - bh, bw, bh, mix(base, '#ffffff', 0.25)));
    x += bw + 3;
  }
  x = -20;
  while (x < w) {
    const bw = 36 + rng() * 56;
    const bh = h * (0.14 + rng() * 0.28);
    const top = h - bh;
    out.push(rect(x, top, bw, bh, base));
    if (rng() < 0.3) out.push(rect(x + bw * 0.4, top - 18, 3, 18, base));
    for (let wy = top + 10; wy < h - 8; wy += 15) {
      for (let wx = x + 7; wx < x + bw - 8; wx += 12) {
        if (rng() < lit) out.push(rect(wx, wy, 6, 8, windows, 'opacity="0.8"'));
      }
    }
    x += bw + 5;
  }
  return out.join('');
}

function acacia(x: number, y: number, s: number, fill: string): string {
  return [
    path(
      `M${x} ${y} l${-3 * s} ${-38 * s} l${-14 * s} ${-16 * s} M${x - 3 * s} ${y - 38 * s} l${14 * s} ${-18 * s}`,
      'none',
      `stroke="${fill}" stroke-width="${4 * s}" stroke-linecap="round"`,
    ),
    ellipse(x - 16 * s, y - 56 * s, 30 * s, 8 * s, fill),
    ellipse(x + 14 * s, y - 60 * s, 34 * s, 9 * s, fill),
    ellipse(x - 2 * s, y - 66 * s, 26 * s, 7 * s, fill),
  ].join('');
}

function hillsBand(w: number, y: number, amp: number, fill: string, phase: number, h: number): string {
  let d = `M0 ${h} L0 ${y}`;
  for (let x = 0; x <= w + 40; x += 40) {
    const yy =
      y - amp * Math.sin((x / w) * Math.PI * 2.2 + phase) - amp * 0.4 * Math.sin((x / w) * 7 + phase);
    d += ` L${x} ${Math.round(yy)}`;
  }
  return path(d + ` L${w + 40} ${h} Z`, fill);
}

function dhow(x: number, y: number, s: number, hull: string, sail: string): string {
  return (
    path(
      `M${x - 22 * s} ${y} L${x + 24 * s} ${y} L${x + 16 * s} ${y + 8 * s} L${x - 16 * s} ${y + 8 * s} Z`,
      hull,
    ) + path(`M${x - 2 * s} ${y - 2 * s} L${x - 2 * s} ${y - 40 * s} L${x + 26 * s} ${y - 4 * s} Z`, sail)
  );
}

function palm(x: number, y: number, s: number, trunk: string, leaf: string): string {
  const leaves = [-150, -115, -70, -30, 5]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const ex = x + 70 * s * Math.cos(r);
      const ey = y - 160 * s + 70 * s * Math.sin(r) + 30 * s;
      return path(
        `M${x} ${y - 160 * s} Q${(x + ex) / 2} ${y - 200 * s} ${ex} ${ey} Q${(x + ex) / 2} ${y - 170 * s} ${x} ${y - 160 * s}`,
        leaf,
      );
    })
    .join('');
  return (
    path(
      `M${x - 6 * s} ${y} Q${x - 18 * s} ${y - 80 * s} ${x - 2 * s} ${y - 160 * s} L${x + 4 * s} ${y - 160 * s} Q${x - 8 * s} ${y - 80 * s} ${x + 6 * s} ${y} Z`,
      trunk,
    ) + leaves
  );
}

export { acacia, palm };

/** Draws the view in 0..w x 0..h (the caller clips and positions it). */
export function drawView(view: View, w: number, h: number, p: Palette, seed = 1): string {
  const rng = seeded(seed);
  const out: string[] = [rect(0, 0, w, h, 'url(#sky)')];
  switch (view) {
    case 'city':
      out.push(circle(w * 0.78, h * 0.26, Math.min(w, h) * 0.09, p.sun), clouds(w, h, rng));
      out.push(skyline(w, h, rng, mix('#56648a', p.skyTop, 0.25), '#fff1c2', 0.18));
      out.push(ellipse(w * 0.2, h, w * 0.25, 28, '#4f8a5b'), ellipse(w * 0.85, h, w * 0.2, 22, '#5c9a66'));
      break;
    case 'nightCity':
      out.push(circle(w * 0.2, h * 0.22, Math.min(w, h) * 0.07, p.sun));
      for (let i = 0; i < 30; i++)
        out.push(circle(rng() * w, rng() * h * 0.5, 1 + rng() * 1.2, '#ffffff', 'opacity="0.7"'));
      out.push(skyline(w, h, rng, '#232845', '#ffcf6e', 0.45));
      break;
    case 'lake': {
      out.push(circle(w * 0.7, h * 0.3, Math.min(w, h) * 0.08, p.sun), clouds(w, h, rng));
      out.push(hillsBand(w, h * 0.55, 14, mix('#6f8fa8', p.skyTop, 0.3), 0.5, h));
      out.push(rect(0, h * 0.58, w, h * 0.42, '#4a9cc0'));
      for (let i = 0; i < 9; i++) {
        const y = h * (0.62 + rng() * 0.32);
        out.push(rect(rng() * w, y, 20 + rng() * 40, 2, '#bfe6f5', 'opacity="0.7"'));
      }
      out.push(dhow(w * 0.32, h * 0.74, 0.8, '#6b4a33', '#f7efe0'));
      out.push(ellipse(w * 0.95, h, w * 0.25, h * 0.12, '#4c8a4f'));
      break;
    }
    case 'savanna': {
      out.push(circle(w * 0.3, h * 0.42, Math.min(w, h) * 0.12, p.sun, 'opacity="0.9"'));
      out.push(
        poly(
          [
            [w * 0.45, h * 0.62],
            [w * 0.7, h * 0.3],
            [w * 0.95, h * 0.62],
          ],
          mix('#8a7fa8', p.skyBottom, 0.3),
        ),
      );
      out.push(
        poly(
          [
            [w * 0.64, h * 0.37],
            [w * 0.7, h * 0.3],
            [w * 0.76, h * 0.37],
            [w * 0.72, h * 0.35],
            [w * 0.68, h * 0.38],
          ],
          '#fbf7f0',
        ),
      );
      out.push(rect(0, h * 0.6, w, h * 0.4, '#d9a95b'), rect(0, h * 0.6, w, 6, '#c99a52'));
      out.push(acacia(w * 0.22, h * 0.78, 0.9, '#4b3a2a'), acacia(w * 0.78, h * 0.7, 0.55, '#5a4632'));
      out.push(rect(0, h * 0.88, w, h * 0.12, '#c8914a'));
      break;
    }
    case 'hills': {
      out.push(circle(w * 0.25, h * 0.25, Math.min(w, h) * 0.08, p.sun), clouds(w, h, rng));
      out.push(hillsBand(w, h * 0.45, 18, '#9fc3a0', 0.3, h));
      out.push(hillsBand(w, h * 0.6, 22, '#6fa86f', 2.1, h));
      out.push(hillsBand(w, h * 0.78, 16, '#4f8f55', 4, h));
      for (let i = 0; i < 5; i++) out.push(rect(0, h * (0.66 + i * 0.06), w, 2, '#3f7a46', 'opacity="0.35"'));
      out.push(circle(w * 0.15, h * 0.86, 18, '#2f6b3d'), circle(w * 0.8, h * 0.9, 24, '#2f6b3d'));
      break;
    }
    case 'ocean': {
      out.push(circle(w * 0.72, h * 0.3, Math.min(w, h) * 0.09, p.sun), clouds(w, h, rng));
      out.push(rect(0, h * 0.5, w, h * 0.5, '#2a9bbf'), rect(0, h * 0.5, w, h * 0.08, '#5cc0d8'));
      for (let i = 0; i < 10; i++) {
        out.push(rect(rng() * w, h * (0.6 + rng() * 0.25), 18 + rng() * 36, 2, '#e6f7fb', 'opacity="0.7"'));
      }
      out.push(dhow(w * 0.45, h * 0.64, 0.9, '#5b3f2c', '#fff8ea'));
      out.push(path(`M0 ${h * 0.88} Q${w * 0.5} ${h * 0.8} ${w} ${h * 0.9} L${w} ${h} L0 ${h} Z`, '#f2ddb0'));
      out.push(palm(w * 0.9, h, Math.min(1, h / 260), '#8a6440', '#2f8a5e'));
      break;
    }
    case 'garden': {
      out.push(circle(w * 0.8, h * 0.22, Math.min(w, h) * 0.07, p.sun), clouds(w, h, rng));
      out.push(hillsBand(w, h * 0.55, 12, '#a7c79a', 1, h));
      out.push(rect(0, h * 0.68, w, h * 0.32, '#7fb069'));
      for (let i = 0; i < 7; i++) {
        const x = (i + 0.5) * (w / 7) + (rng() - 0.5) * 30;
        const r = 22 + rng() * 20;
        out.push(
          rect(x - 3, h * 0.68 - r, 6, r + 6, '#6b4a33'),
          circle(x, h * 0.68 - r - 12, r, i % 2 ? '#3f8f4f' : '#5aa363'),
        );
      }
      for (let i = 0; i < 14; i++) {
        out.push(
          circle(rng() * w, h * (0.75 + rng() * 0.2), 4, ['#e76f51', '#f4d35e', '#f7a1c4'][i % 3] ?? '#fff'),
        );
      }
      break;
    }
  }
  return out.join('');
}

/** A window on the wall with frame, mullions, sill and optional curtains. */
export function windowWithView(
  x: number,
  y: number,
  w: number,
  h: number,
  view: View,
  p: Palette,
  options: { id: string; curtains?: string; seed?: number; panes?: number } = { id: 'win' },
): string {
  const frame = p.frame;
  const panes = options.panes ?? 2;
  const out: string[] = [
    rect(x - 14, y - 14, w + 28, h + 28, darken(frame, 0.08)),
    rect(x - 10, y - 10, w + 20, h + 20, frame),
    `<clipPath id="${options.id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`,
    `<g clip-path="url(#${options.id})"><g transform="translate(${x} ${y})">${drawView(view, w, h, p, options.seed)}</g></g>`,
    rect(x, y, w, h, '#ffffff', 'opacity="0.06"'),
  ];
  for (let i = 1; i < panes; i++) out.push(rect(x + (w * i) / panes - 4, y, 8, h, frame));
  out.push(rect(x, y + h * 0.38, w, 7, frame));
  out.push(
    rect(x - 26, y + h + 12, w + 52, 12, lighten(frame, 0.2)),
    rect(x - 26, y + h + 24, w + 52, 5, darken(frame, 0.15)),
  );
  if (options.curtains) {
    const c = options.curtains;
    const cd = darken(c, 0.15);
    out.push(rect(x - 50, y - 34, w + 100, 6, darken(p.wood, 0.1)));
    for (const [cx, dir] of [
      [x - 46, 1],
      [x + w + 46, -1],
    ] as const) {
      out.push(
        path(
          `M${cx} ${y - 30} L${cx + dir * 58} ${y - 30} Q${cx + dir * 30} ${y + h * 0.5} ${cx + dir * 44} ${y + h + 40} L${cx} ${y + h + 40} Z`,
          c,
        ),
      );
      out.push(
        path(
          `M${cx + dir * 18} ${y - 30} Q${cx + dir * 10} ${y + h * 0.5} ${cx + dir * 20} ${y + h + 40} L${cx + dir * 26} ${y + h + 40} Q${cx + dir * 16} ${y + h * 0.5} ${cx + dir * 24} ${y - 30} Z`,
          cd,
          'opacity="0.6"',
        ),
      );
    }
  }
  return out.join('');
}

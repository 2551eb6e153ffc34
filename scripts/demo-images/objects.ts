/** Small things: plants, screens, laptops, mugs, lamps, books, shelves and wall art. */
import { circle, darken, ellipse, lighten, line, path, poly, rect, rr, shadow, type Palette } from './svg';

export function plant(cx: number, baseY: number, s: number, p: Palette, pot = p.accent): string {
  const leaf = p.plant;
  const leaf2 = darken(p.plant, 0.2);
  const out = [shadow(cx, baseY, 34 * s, 6 * s)];
  const leaves: [number, number, string][] = [
    [-40, 120, leaf2],
    [-20, 140, leaf],
    [0, 150, leaf2],
    [20, 136, leaf],
    [42, 118, leaf2],
    [-8, 110, leaf],
  ];
  for (const [dx, len, c] of leaves) {
    const tx = cx + dx * s * 1.4;
    const ty = baseY - 60 * s - len * s;
    out.push(
      path(
        `M${cx} ${baseY - 60 * s} Q${cx + dx * s * 1.6 - 18 * s} ${ty + len * s * 0.4} ${tx} ${ty} Q${cx + dx * s * 1.2 + 18 * s} ${ty + len * s * 0.5} ${cx} ${baseY - 60 * s} Z`,
        c,
      ),
    );
  }
  out.push(
    poly(
      [
        [cx - 30 * s, baseY - 64 * s],
        [cx + 30 * s, baseY - 64 * s],
        [cx + 22 * s, baseY],
        [cx - 22 * s, baseY],
      ],
      pot,
    ),
  );
  out.push(rect(cx - 32 * s, baseY - 68 * s, 64 * s, 10 * s, darken(pot, 0.12)));
  return out.join('');
}

export function smallPlant(cx: number, baseY: number, p: Palette, pot = p.accent3): string {
  return [
    circle(cx - 8, baseY - 30, 11, darken(p.plant, 0.15)),
    circle(cx + 8, baseY - 32, 12, p.plant),
    circle(cx, baseY - 42, 11, p.plant),
    poly(
      [
        [cx - 14, baseY - 22],
        [cx + 14, baseY - 22],
        [cx + 10, baseY],
        [cx - 10, baseY],
      ],
      pot,
    ),
  ].join('');
}

export function monitor(cx: number, topY: number, p: Palette, w = 170): string {
  const h = w * 0.6;
  const y = topY - h - 40;
  const screen = [
    rr(cx - w / 2, y, w, h, 6, '#22252e'),
    rect(cx - w / 2 + 7, y + 7, w - 14, h - 18, '#f4f6fb'),
    rect(cx - w / 2 + 7, y + 7, 34, h - 18, '#dfe5f2'),
    rr(cx - w / 2 + 50, y + 18, w * 0.35, 8, 3, p.accent),
    rr(cx - w / 2 + 50, y + 34, w * 0.5, 6, 3, '#c5cbd8'),
    rr(cx - w / 2 + 50, y + 46, w * 0.42, 6, 3, '#c5cbd8'),
    rect(cx - w / 2 + 50, y + 62, w * 0.18, h - 86, p.accent2, 'opacity="0.8"'),
    rect(cx - w / 2 + 58 + w * 0.18, y + 74, w * 0.18, h - 98, p.accent3, 'opacity="0.9"'),
  ];
  return [...screen, rect(cx - 6, y + h, 12, 32, '#3a3d47'), rr(cx - 34, topY - 8, 68, 8, 3, '#3a3d47')].join(
    '',
  );
}

export function laptop(cx: number, topY: number, p: Palette, s = 1): string {
  const w = 110 * s;
  const h = 70 * s;
  return [
    poly(
      [
        [cx - w / 2 + 8 * s, topY - 4 * s],
        [cx + w / 2 - 8 * s, topY - 4 * s],
        [cx + w / 2 - 2 * s, topY - h],
        [cx - w / 2 + 2 * s, topY - h],
      ],
      '#b9bec9',
    ),
    poly(
      [
        [cx - w / 2 + 12 * s, topY - 8 * s],
        [cx + w / 2 - 12 * s, topY - 8 * s],
        [cx + w / 2 - 7 * s, topY - h + 5 * s],
        [cx - w / 2 + 7 * s, topY - h + 5 * s],
      ],
      lighten(p.accent2, 0.55),
    ),
    rr(cx - w / 2 + 18 * s, topY - h + 16 * s, w * 0.4, 6 * s, 3, p.accent2),
    rr(cx - w / 2 + 18 * s, topY - h + 28 * s, w * 0.55, 5 * s, 2, '#ffffff', 'opacity="0.8"'),
    rr(cx - w / 2 + 18 * s, topY - h + 38 * s, w * 0.3, 5 * s, 2, '#ffffff', 'opacity="0.8"'),
    rr(cx - w / 2 - 10 * s, topY - 5 * s, w + 20 * s, 6 * s, 3, '#9da3b0'),
  ].join('');
}

export function mug(cx: number, topY: number, color: string): string {
  return [
    path(`M${cx + 8} ${topY - 16} q10 0 10 7 q0 7 -10 7`, 'none', `stroke="${color}" stroke-width="3"`),
    rr(cx - 9, topY - 22, 18, 22, 3, color),
    path(
      `M${cx - 2} ${topY - 28} q4 -6 0 -12 M${cx + 4} ${topY - 28} q4 -6 0 -12`,
      'none',
      'stroke="#ffffff" stroke-width="2" opacity="0.6"',
    ),
  ].join('');
}

export function deskLamp(x: number, topY: number, color: string): string {
  return [
    ellipse(x, topY - 3, 20, 5, darken(color, 0.2)),
    line(x, topY - 4, x + 24, topY - 70, darken(color, 0.2), 5, 'stroke-linecap="round"'),
    line(x + 24, topY - 70, x + 54, topY - 92, darken(color, 0.2), 5, 'stroke-linecap="round"'),
    path(`M${x + 44} ${topY - 104} l34 10 l-10 28 Z`, color),
    ellipse(x + 66, topY - 62, 26, 10, '#fff3c4', 'opacity="0.35"'),
  ].join('');
}

export function books(x: number, baseY: number, colors: string[], count = 8): string {
  const out: string[] = [];
  let bx = x;
  for (let i = 0; i < count; i++) {
    const h = 34 + ((i * 7) % 14);
    const w = 9 + ((i * 5) % 6);
    out.push(rect(bx, baseY - h, w, h, colors[i % colors.length] ?? '#888'));
    bx += w + 1;
  }
  return out.join('');
}

export function shelf(x: number, y: number, w: number, p: Palette): string {
  const colors = [p.accent, p.accent2, p.accent3, lighten(p.accent2, 0.4), darken(p.accent, 0.2), p.fabric];
  return [
    rect(x, y, w, 8, p.wood),
    books(x + 8, y, colors, Math.floor((w - 70) / 13)),
    smallPlant(x + w - 26, y, p),
  ].join('');
}

/** Wall art: an abstract East African landscape (sun, hills, acacia) in a frame. */
export function art(x: number, y: number, w: number, h: number, p: Palette, variant = 0): string {
  const inner: string[] = [rect(x + 8, y + 8, w - 16, h - 16, lighten(p.accent3, 0.6))];
  if (variant % 3 === 0) {
    inner.push(circle(x + w * 0.65, y + h * 0.4, Math.min(w, h) * 0.16, p.accent));
    inner.push(
      path(
        `M${x + 8} ${y + h - 8} Q${x + w * 0.4} ${y + h * 0.45} ${x + w - 8} ${y + h * 0.75} L${x + w - 8} ${y + h - 8} Z`,
        p.accent2,
      ),
    );
  } else if (variant % 3 === 1) {
    for (let i = 0; i < 4; i++) {
      inner.push(
        rect(
          x + 8,
          y + 8 + ((h - 16) / 4) * i,
          w - 16,
          (h - 16) / 8,
          [p.accent, p.accent2, p.accent3, p.fabric][i] ?? p.accent,
        ),
      );
    }
    inner.push(
      poly(
        [
          [x + w / 2, y + 14],
          [x + w - 14, y + h / 2],
          [x + w / 2, y + h - 14],
          [x + 14, y + h / 2],
        ],
        darken(p.accent, 0.1),
        'opacity="0.7"',
      ),
    );
  } else {
    inner.push(circle(x + w * 0.5, y + h * 0.5, Math.min(w, h) * 0.3, p.accent2));
    inner.push(circle(x + w * 0.5, y + h * 0.5, Math.min(w, h) * 0.18, p.accent3));
    inner.push(circle(x + w * 0.5, y + h * 0.5, Math.min(w, h) * 0.07, p.accent));
  }
  return [rect(x + 4, y + 6, w, h, '#000000', 'opacity="0.08"'), rect(x, y, w, h, p.wood), ...inner].join('');
}

/** Rooms and furniture, each anchored on the floor line so scenes can place them. */
import {
  H,
  W,
  darken,
  ellipse,
  lighten,
  line,
  path,
  poly,
  rect,
  rr,
  shadow,
  circle,
  type Palette,
} from './svg';
export function room(p: Palette, floorY = 470, planks = true): string {
  const out = [rect(0, 0, W, floorY, p.wall), rect(0, floorY, W, H - floorY, p.floor)];
  if (planks) {
    for (let i = -14; i <= 14; i++) {
      out.push(line(W / 2 + i * 46, floorY, W / 2 + i * 120, H, darken(p.floor, 0.18), 2, 'opacity="0.45"'));
    }
  }
  out.push(rect(0, floorY - 12, W, 12, darken(p.wall, 0.12)), rect(0, floorY, W, 4, darken(p.floor, 0.25)));
  return out.join('');
}

export function rug(cx: number, cy: number, w: number, p: Palette, color = p.accent): string {
  return [
    ellipse(cx, cy, w / 2, 34, darken(color, 0.1)),
    ellipse(cx, cy, w / 2 - 14, 26, color),
    ellipse(cx, cy, w / 2 - 40, 16, lighten(color, 0.35)),
    ellipse(cx, cy, w / 2 - 70, 8, p.accent3),
  ].join('');
}

export function pendant(cx: number, len: number, color: string): string {
  return [
    line(cx, 0, cx, len, '#3a3330', 2),
    path(
      `M${cx - 30} ${len + 30} Q${cx - 28} ${len} ${cx} ${len} Q${cx + 28} ${len} ${cx + 30} ${len + 30} Z`,
      color,
    ),
    ellipse(cx, len + 31, 14, 5, '#fff3c4'),
    ellipse(cx, len + 80, 70, 40, '#fff3c4', 'opacity="0.12"'),
  ].join('');
}

export function officeChair(cx: number, floorY: number, p: Palette, color = p.accent2, back = true): string {
  const out = [shadow(cx, floorY, 60, 8)];
  for (const dx of [-44, -16, 16, 44])
    out.push(
      line(cx, floorY - 22, cx + dx, floorY - 6, '#2f3138', 5),
      circle(cx + dx, floorY - 4, 5, '#2f3138'),
    );
  out.push(rect(cx - 4, floorY - 86, 8, 66, '#4a4d57'));
  if (back)
    out.push(
      rr(cx - 46, floorY - 210, 92, 112, 22, color),
      rect(cx - 5, floorY - 104, 10, 20, darken(color, 0.3)),
    );
  out.push(rr(cx - 56, floorY - 100, 112, 22, 10, darken(color, 0.1)));
  return out.join('');
}

export function desk(x: number, floorY: number, w: number, p: Palette, drawers = true): string {
  const top = floorY - 150;
  const out = [
    shadow(x + w / 2, floorY + 2, w / 2 + 10, 9),
    rect(x, top, w, 14, p.wood),
    rect(x, top + 14, w, 4, darken(p.wood, 0.3)),
  ];
  out.push(rect(x + 12, top + 18, 10, 132, darken(p.wood, 0.2)));
  if (drawers) {
    out.push(rect(x + w - 104, top + 18, 92, 132, darken(p.wood, 0.08)));
    for (let i = 0; i < 3; i++) {
      out.push(
        rect(x + w - 98, top + 24 + i * 42, 80, 36, lighten(p.wood, 0.08)),
        rr(x + w - 70, top + 38 + i * 42, 24, 5, 2, darken(p.wood, 0.4)),
      );
    }
  } else out.push(rect(x + w - 22, top + 18, 10, 132, darken(p.wood, 0.2)));
  return out.join('');
}

/** Returns the desk top's y for objects placed on a desk built by `desk`. */
export const deskTop = (floorY: number) => floorY - 150;

export function sofa(x: number, floorY: number, w: number, color: string, cushions: string[]): string {
  const d = darken(color, 0.15);
  const out = [shadow(x + w / 2, floorY + 2, w / 2 + 10, 10)];
  out.push(rr(x + 20, floorY - 190, w - 40, 110, 24, d));
  out.push(rr(x + 10, floorY - 100, w - 20, 70, 16, color));
  out.push(rr(x, floorY - 130, 46, 110, 18, d), rr(x + w - 46, floorY - 130, 46, 110, 18, d));
  out.push(rect(x + 16, floorY - 30, 10, 30, '#3a2c24'), rect(x + w - 26, floorY - 30, 10, 30, '#3a2c24'));
  cushions.forEach((c, i) => {
    const cx = x + 90 + i * ((w - 180) / Math.max(1, cushions.length - 1));
    out.push(
      rr(cx - 34, floorY - 160, 68, 62, 14, c, `transform="rotate(${i % 2 ? 6 : -6} ${cx} ${floorY - 130})"`),
    );
  });
  return out.join('');
}

export function coffeeTable(cx: number, floorY: number, w: number, p: Palette): string {
  return [
    shadow(cx, floorY + 2, w / 2, 8),
    rr(cx - w / 2, floorY - 56, w, 14, 6, p.wood),
    rect(cx - w / 2 + 16, floorY - 42, 10, 42, darken(p.wood, 0.3)),
    rect(cx + w / 2 - 26, floorY - 42, 10, 42, darken(p.wood, 0.3)),
  ].join('');
}

export function armchair(cx: number, floorY: number, color: string): string {
  const d = darken(color, 0.15);
  return [
    shadow(cx, floorY + 2, 90, 9),
    rr(cx - 70, floorY - 200, 140, 130, 40, d),
    rr(cx - 74, floorY - 100, 148, 66, 16, color),
    rr(cx - 92, floorY - 130, 40, 100, 16, d),
    rr(cx + 52, floorY - 130, 40, 100, 16, d),
    line(cx - 70, floorY - 34, cx - 78, floorY, '#3a2c24', 8),
    line(cx + 70, floorY - 34, cx + 78, floorY, '#3a2c24', 8),
  ].join('');
}

export function floorLamp(x: number, floorY: number, color: string): string {
  return [
    ellipse(x, floorY - 2, 26, 6, '#2f2a28'),
    rect(x - 3, floorY - 260, 6, 258, '#2f2a28'),
    poly(
      [
        [x - 40, floorY - 250],
        [x + 40, floorY - 250],
        [x + 28, floorY - 310],
        [x - 28, floorY - 310],
      ],
      color,
    ),
    ellipse(x, floorY - 220, 90, 60, '#fff3c4', 'opacity="0.18"'),
  ].join('');
}

export function stringLights(x1: number, x2: number, y: number, sag: number, color = '#ffd97a'): string {
  const out = [
    path(
      `M${x1} ${y} Q${(x1 + x2) / 2} ${y + sag * 2} ${x2} ${y}`,
      'none',
      'stroke="#3a3330" stroke-width="2"',
    ),
  ];
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const bx = x1 + (x2 - x1) * t;
    const by = y + sag * 2 * 2 * t * (1 - t);
    out.push(circle(bx, by + 6, 5, color), circle(bx, by + 6, 12, color, 'opacity="0.25"'));
  }
  return out.join('');
}

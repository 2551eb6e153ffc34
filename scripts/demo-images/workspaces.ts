/** Shared workspaces: the coworking lounge and the meeting room. */
import { officeChair, pendant, room } from './furniture';
import { art, mug, laptop, plant, smallPlant } from './objects';
import { circle, darken, document, lighten, line, path, poly, rect, rr, shadow, type Palette } from './svg';
import { windowWithView, type View } from './views';

function laptopBack(cx: number, topY: number, color: string): string {
  return [
    rr(cx - 48, topY - 66, 96, 64, 6, color),
    circle(cx, topY - 34, 7, lighten(color, 0.35)),
    rr(cx - 56, topY - 4, 112, 6, 3, '#9da3b0'),
  ].join('');
}

export function coworking(view: View, p: Palette, seed = 0) {
  const floor = 470;
  const out = [room(p, floor), windowWithView(70, 50, 820, 230, view, p, { id: 'w', seed, panes: 4 })];
  out.push(pendant(240, 10, p.accent), pendant(480, 10, p.accent), pendant(720, 10, p.accent));
  for (const cx of [220, 400, 580, 760])
    out.push(officeChair(cx, 500, p, cx % 360 === 40 ? p.accent2 : p.accent3));
  out.push(
    shadow(480, 624, 420, 14),
    rect(80, 400, 800, 16, p.wood),
    rect(80, 416, 800, 6, darken(p.wood, 0.3)),
  );
  for (const x of [110, 830]) out.push(rect(x, 422, 20, 200, darken(p.wood, 0.25)));
  out.push(laptopBack(220, 400, '#b9bec9'), laptopBack(580, 400, '#8a8f99'), laptopBack(760, 400, '#b9bec9'));
  out.push(
    mug(300, 400, p.accent2),
    mug(670, 400, p.accent),
    smallPlant(420, 400, p),
    rr(380, 384, 70, 10, 3, p.accent3),
  );
  out.push(plant(40, 620, 1.2, p, p.accent2), plant(930, 620, 1.2, p, p.accent));
  return document(p, out, { light: [0.5, 0.2] });
}

export function meetingRoom(p: Palette) {
  const floor = 440;
  const out = [
    room(p, floor),
    rect(0, 0, 170, floor, '#dff1f5', 'opacity="0.7"'),
    rect(166, 0, 8, floor, '#9aa3ad'),
  ];
  out.push(plant(80, 470, 1, p, p.accent2));
  out.push(rr(330, 70, 300, 180, 8, '#22252e'), rect(342, 82, 276, 156, '#f4f6fb'));
  const bars = [60, 90, 75, 120, 105, 135];
  bars.forEach((b, i) => out.push(rect(370 + i * 38, 220 - b, 24, b, i % 2 ? p.accent2 : p.accent)));
  out.push(
    path('M362 200 L420 170 L480 182 L540 130 L600 110', 'none', `stroke="${p.accent3}" stroke-width="5"`),
  );
  const chair = darken(p.accent, 0.25);
  for (const t of [0.12, 0.48, 0.84]) {
    const s = 0.7 + 0.4 * t;
    const y = 400 + 180 * t;
    for (const x of [330 - 160 * t - 30 * s, 630 + 160 * t + 30 * s]) {
      out.push(shadow(x, y + 70 * s, 40 * s, 6 * s), line(x, y - 10 * s, x, y + 66 * s, '#3a3d47', 6 * s));
      out.push(line(x - 30 * s, y + 70 * s, x + 30 * s, y + 70 * s, '#3a3d47', 6 * s));
      out.push(
        rr(x - 26 * s, y - 100 * s, 52 * s, 90 * s, 14 * s, chair),
        rr(x - 20 * s, y - 92 * s, 40 * s, 70 * s, 10 * s, lighten(chair, 0.12)),
      );
    }
  }
  out.push(
    shadow(480, 610, 330, 14),
    poly(
      [
        [330, 400],
        [630, 400],
        [790, 580],
        [170, 580],
      ],
      p.wood,
    ),
    rect(170, 580, 620, 18, darken(p.wood, 0.25)),
  );
  out.push(
    laptop(330, 520, p, 0.8),
    laptop(620, 520, p, 0.8),
    mug(480, 470, p.accent3),
    rr(440, 540, 80, 10, 3, '#ffffff'),
  );
  out.push(smallPlant(480, 430, p), art(720, 90, 150, 110, p, 1));
  return document(p, out, { light: [0.1, 0.3] });
}

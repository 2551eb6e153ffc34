/** Indoor scenes: workspaces by a window, living rooms, bedrooms, kitchens, reading nooks. */
import {
  armchair,
  coffeeTable,
  desk,
  deskTop,
  floorLamp,
  officeChair,
  pendant,
  room,
  rug,
  sofa,
} from './furniture';
import { art, books, deskLamp, laptop, monitor, mug, plant, shelf, smallPlant } from './objects';
import { darken, document, ellipse, lighten, line, path, poly, rect, rr, shadow, type Palette } from './svg';
import { windowWithView, type View } from './views';

export function deskScene(
  view: View,
  p: Palette,
  options: { mirror?: boolean; seed?: number; dual?: boolean } = {},
) {
  const floor = 470;
  const top = deskTop(floor);
  const body = [
    room(p, floor),
    windowWithView(300, 60, 360, 240, view, p, { id: 'w', curtains: p.fabric, seed: options.seed, panes: 3 }),
    art(60, 90, 130, 170, p, options.seed ?? 0),
    shelf(760, 170, 180, p),
    plant(110, 600, 1.1, p),
    desk(240, floor, 480, p),
    monitor(420, top, p, options.dual ? 150 : 180),
    options.dual ? monitor(560, top, p, 150) : laptop(585, top, p),
    deskLamp(268, top, p.accent3),
    mug(660, top, p.accent),
    smallPlant(700, top, p),
    officeChair(470, 620, p),
  ];
  const svgBody = options.mirror
    ? [`<g transform="translate(960 0) scale(-1 1)">${body.join('')}</g>`]
    : body;
  return document(p, svgBody, { light: options.mirror ? [0.55, 0.25] : [0.5, 0.25] });
}

export function livingRoom(view: View, p: Palette, couch: string, seed = 0) {
  const floor = 480;
  return document(p, [
    room(p, floor),
    windowWithView(340, 60, 280, 220, view, p, { id: 'w', curtains: p.accent3, seed }),
    art(70, 100, 170, 120, p, seed + 1),
    shelf(720, 150, 200, p),
    pendant(480, 20, p.accent2),
    rug(480, 590, 620, p, p.accent),
    sofa(250, floor + 30, 460, couch, [p.accent3, p.fabric, p.accent]),
    coffeeTable(480, 620, 260, p),
    laptop(450, 564, p, 0.8),
    mug(540, 564, p.accent3),
    plant(850, 600, 1.2, p, p.accent3),
    floorLamp(110, 560, p.accent3),
  ]);
}

function bed(cx: number, floorY: number, w: number, p: Palette, duvet: string): string {
  const back = floorY - 100;
  const front = floorY + 70;
  const half = w / 2;
  return [
    shadow(cx, floorY + 120, half + 60, 14),
    rr(cx - half - 20, floorY - 270, w + 40, 190, 18, p.wood),
    rr(cx - half - 6, floorY - 256, w + 12, 150, 12, lighten(p.wood, 0.25)),
    poly(
      [
        [cx - half, back],
        [cx + half, back],
        [cx + half + 50, front],
        [cx - half - 50, front],
      ],
      '#fbf8f2',
    ),
    rect(cx - half - 50, front, w + 100, 40, '#efe9df'),
    rect(cx - half - 56, front + 40, w + 112, 18, darken(p.wood, 0.1)),
    rr(cx - half + 20, back - 40, half - 40, 58, 16, '#ffffff'),
    rr(cx + 20, back - 40, half - 40, 58, 16, '#ffffff'),
    rr(cx - half + 60, back - 10, half - 80, 40, 12, p.accent3, 'opacity="0.9"'),
    poly(
      [
        [cx - half - 8, floorY - 40],
        [cx + half + 8, floorY - 40],
        [cx + half + 54, front + 4],
        [cx - half - 54, front + 4],
      ],
      duvet,
    ),
    rect(cx - half - 54, front + 4, w + 108, 52, darken(duvet, 0.12)),
    poly(
      [
        [cx - half - 30, floorY + 20],
        [cx + half + 30, floorY + 20],
        [cx + half + 38, floorY + 40],
        [cx - half - 38, floorY + 40],
      ],
      p.accent2,
    ),
  ].join('');
}

function bedsideTable(cx: number, floorY: number, p: Palette, lamp: string): string {
  return [
    shadow(cx, floorY, 46, 6),
    rect(cx - 40, floorY - 90, 80, 90, p.wood),
    rect(cx - 34, floorY - 80, 68, 30, lighten(p.wood, 0.1)),
    rect(cx - 3, floorY - 130, 6, 40, '#3a3330'),
    poly(
      [
        [cx - 26, floorY - 130],
        [cx + 26, floorY - 130],
        [cx + 18, floorY - 170],
        [cx - 18, floorY - 170],
      ],
      lamp,
    ),
    ellipse(cx, floorY - 140, 60, 40, '#fff3c4', 'opacity="0.2"'),
  ].join('');
}

export function bedroom(view: View, p: Palette, duvet: string, seed = 0) {
  const floor = 440;
  return document(
    p,
    [
      room(p, floor),
      windowWithView(60, 70, 170, 230, view, p, { id: 'w', curtains: p.fabric, seed, panes: 1 }),
      art(380, 50, 200, 110, p, seed),
      bedsideTable(290, floor, p, p.accent3),
      bedsideTable(690, floor, p, p.accent3),
      bed(490, floor, 300, p, duvet),
      plant(860, 590, 1.1, p, p.accent2),
      smallPlant(800, 440, p),
    ],
    { light: [0.15, 0.3] },
  );
}

export function kitchen(view: View, p: Palette, cabinets: string, seed = 0) {
  const counter = 330;
  const c2 = darken(cabinets, 0.12);
  const out = [room(p, 470, false), rect(180, 210, 780, 120, lighten(p.accent2, 0.8))];
  for (let x = 180; x < 960; x += 30) out.push(line(x, 210, x, 330, '#ffffff', 2, 'opacity="0.7"'));
  for (let y = 230; y < 330; y += 20) out.push(line(180, y, 960, y, '#ffffff', 2, 'opacity="0.7"'));
  out.push(windowWithView(390, 60, 200, 150, view, p, { id: 'w', seed, panes: 2 }));
  out.push(rect(200, 40, 160, 150, cabinets), rect(620, 40, 120, 150, cabinets));
  for (const x of [200, 280, 620, 680])
    out.push(rect(x + 6, 46, x === 680 || x === 620 ? 54 : 68, 138, c2, 'opacity="0.35"'));
  out.push(
    rect(60, 120, 120, 350, '#e9ecef'),
    rect(60, 260, 120, 4, '#c5cad1'),
    rect(160, 160, 6, 60, '#aab0b8'),
    rect(160, 290, 6, 80, '#aab0b8'),
  );
  out.push(
    poly(
      [
        [760, 60],
        [880, 60],
        [900, 150],
        [740, 150],
      ],
      '#c5cad1',
    ),
    rect(800, 0, 20, 60, '#c5cad1'),
  );
  out.push(rect(180, counter, 780, 140, cabinets), rect(180, counter - 14, 780, 16, '#f3efe8'));
  for (let x = 190; x < 950; x += 96)
    out.push(
      rect(x, counter + 14, 86, 118, c2, 'opacity="0.35"'),
      rr(x + 36, counter + 24, 16, 5, 2, '#3a3330'),
    );
  out.push(
    rect(740, counter - 20, 160, 6, '#2f3138'),
    ellipse(780, counter - 22, 24, 4, '#4a4d57'),
    ellipse(860, counter - 22, 24, 4, '#4a4d57'),
  );
  out.push(
    rr(430, counter - 8, 120, 6, 3, '#aab0b8'),
    path(`M520 ${counter - 8} l0 -40 l-20 0`, 'none', 'stroke="#aab0b8" stroke-width="6"'),
  );
  out.push(
    ellipse(300, counter - 22, 40, 12, p.accent),
    ellipse(290, counter - 32, 10, 10, p.accent3),
    ellipse(310, counter - 30, 10, 9, '#e63946'),
    ellipse(300, counter - 38, 9, 9, '#8ac926'),
  );
  out.push(rr(620, counter - 50, 40, 36, 10, p.accent2), smallPlant(360, counter - 14, p));
  out.push(pendant(330, 40, p.accent3), pendant(630, 40, p.accent3));
  out.push(
    shadow(480, 630, 360, 12),
    rect(150, 500, 660, 140, lighten(p.wood, 0.12)),
    rect(130, 488, 700, 18, '#f3efe8'),
  );
  for (let x = 170; x < 800; x += 160) out.push(rect(x, 520, 140, 120, darken(p.wood, 0.05)));
  out.push(laptop(400, 488, p, 0.9), mug(500, 488, p.accent), smallPlant(700, 488, p, p.accent2));
  return document(p, out, { light: [0.5, 0.2] });
}

export function readingNook(view: View, p: Palette, seed = 0) {
  const floor = 470;
  const out = [
    room(p, floor),
    windowWithView(80, 70, 240, 260, view, p, { id: 'w', curtains: p.fabric, seed, panes: 2 }),
  ];
  out.push(rect(640, 50, 270, 420, p.wood), rect(652, 62, 246, 396, darken(p.wood, 0.25)));
  const colors = [p.accent, p.accent2, p.accent3, lighten(p.accent, 0.4), p.fabric, darken(p.accent2, 0.2)];
  for (let i = 0; i < 4; i++) {
    const y = 150 + i * 100;
    out.push(
      rect(652, y, 246, 10, p.wood),
      books(660 + (i % 2) * 40, y, colors.slice(i).concat(colors.slice(0, i)), 12 - (i % 2) * 4),
    );
  }
  out.push(rug(430, 590, 520, p, p.accent2), floorLamp(240, 600, p.accent3), armchair(430, 580, p.accent));
  out.push(rr(370, 400, 120, 50, 14, p.accent3, 'transform="rotate(-8 430 425)"'));
  out.push(
    shadow(580, 600, 40, 6),
    rect(550, 520, 60, 8, p.wood),
    rect(576, 528, 8, 72, darken(p.wood, 0.3)),
    mug(580, 520, p.accent2),
  );
  out.push(plant(880, 620, 1, p, p.accent3));
  return document(p, out, { light: [0.2, 0.3] });
}

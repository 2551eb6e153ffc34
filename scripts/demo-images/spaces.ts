/** Outdoor spaces: rooftop terrace, balconies, beach, garden veranda. */
import { armchair, stringLights } from './furniture';
import { laptop, mug, plant, smallPlant } from './objects';
import {
  H,
  W,
  circle,
  darken,
  document,
  ellipse,
  group,
  lighten,
  line,
  path,
  rect,
  rr,
  shadow,
  type Palette,
} from './svg';
import { drawView, palm, type View } from './views';

function table(cx: number, floorY: number, w: number, color: string, height = 120): string {
  return [
    shadow(cx, floorY + 2, w / 2, 8),
    rr(cx - w / 2, floorY - height, w, 12, 5, color),
    rect(cx - 5, floorY - height + 12, 10, height - 12, darken(color, 0.3)),
    ellipse(cx, floorY - 2, 34, 6, darken(color, 0.3)),
  ].join('');
}

function bistroChair(cx: number, floorY: number, color: string, facing: 1 | -1): string {
  return [
    shadow(cx, floorY + 2, 34, 6),
    line(cx - 22, floorY - 60, cx - 26, floorY, color, 5),
    line(cx + 22, floorY - 60, cx + 26, floorY, color, 5),
    rr(cx - 30, floorY - 68, 60, 10, 4, color),
    line(cx + facing * -26, floorY - 66, cx + facing * -30, floorY - 150, color, 5),
    rr(cx + facing * -30 - 4, floorY - 150, 8, 50, 3, color),
  ].join('');
}

function tiles(y: number, color: string): string {
  const out = [rect(0, y, W, H - y, color)];
  for (let i = -12; i <= 12; i++)
    out.push(line(W / 2 + i * 60, y, W / 2 + i * 150, H, darken(color, 0.15), 2));
  for (const [yy, o] of [
    [y + 30, 0.5],
    [y + 80, 0.6],
    [y + 150, 0.7],
  ] as const) {
    out.push(line(0, yy, W, yy, darken(color, 0.15), 2, `opacity="${o}"`));
  }
  return out.join('');
}

export function rooftopTerrace(view: View, p: Palette, seed = 0) {
  return document(
    p,
    [
      `<g>${drawView(view, W, 400, p, seed)}</g>`,
      rect(0, 360, W, 70, lighten(p.accent, 0.5)),
      rect(0, 352, W, 12, lighten(p.accent, 0.65)),
      tiles(430, lighten(p.floor, 0.25)),
      stringLights(-20, 500, 40, 60),
      stringLights(460, 980, 30, 55),
      plant(90, 560, 1.4, p, p.accent),
      plant(880, 580, 1.3, p, p.accent2),
      bistroChair(330, 560, p.wood, 1),
      bistroChair(630, 560, p.wood, -1),
      table(480, 580, 220, p.wood),
      laptop(460, 460, p, 0.9),
      mug(545, 460, p.accent3),
    ],
    { light: [0.7, 0.2] },
  );
}

export function balcony(view: View, p: Palette, seed = 0) {
  const out = [`<g>${drawView(view, W, 460, p, seed)}</g>`, rect(0, 440, W, 200, p.floor)];
  for (let x = 0; x < W; x += 40)
    out.push(line(x, 440, x + (x - W / 2) * 0.5, H, darken(p.floor, 0.2), 2, 'opacity="0.5"'));
  out.push(
    rect(0, 330, W, 110, '#dff3f7', 'opacity="0.35"'),
    rect(0, 322, W, 10, '#8a8f99'),
    rect(0, 436, W, 6, '#8a8f99'),
  );
  for (let x = 0; x <= W; x += 160) out.push(rect(x - 4, 322, 8, 118, '#8a8f99'));
  out.push(
    shadow(300, 600, 160, 12),
    path('M140 560 L420 560 L460 470 L430 466 L400 530 L160 530 Z', p.accent2),
  );
  out.push(
    path('M150 532 L405 532 L440 470', 'none', `stroke="${lighten(p.accent2, 0.4)}" stroke-width="8"`),
  );
  out.push(
    line(160, 560, 150, 600, p.wood, 6),
    line(410, 560, 420, 600, p.wood, 6),
    rr(190, 505, 90, 30, 10, p.accent3),
  );
  out.push(table(640, 600, 170, p.wood, 110), laptop(625, 490, p, 0.85), mug(700, 490, p.accent));
  out.push(plant(880, 620, 1.2, p, p.accent), smallPlant(60, 440, p));
  return document(p, out, { light: [0.7, 0.25] });
}

export function beach(p: Palette) {
  const out = [rect(0, 0, W, 330, 'url(#sky)'), circle(720, 120, 56, p.sun)];
  for (const [x, y] of [
    [180, 90],
    [520, 60],
  ] as const) {
    out.push(
      group(
        [
          ellipse(x, y, 70, 18, '#fff'),
          circle(x - 20, y - 12, 24, '#fff'),
          circle(x + 18, y - 16, 28, '#fff'),
        ],
        'opacity="0.85"',
      ),
    );
  }
  out.push(rect(0, 300, W, 120, '#2a9bbf'), rect(0, 300, W, 14, '#5cc0d8'));
  for (let i = 0; i < 12; i++)
    out.push(rect((i * 173) % W, 330 + ((i * 37) % 70), 30 + (i % 3) * 14, 3, '#e6f7fb', 'opacity="0.7"'));
  out.push(path(`M0 410 Q240 380 480 400 T${W} 392 L${W} ${H} L0 ${H} Z`, '#f2ddb0'));
  out.push(
    path(`M0 410 Q240 380 480 400 T${W} 392`, 'none', 'stroke="#ffffff" stroke-width="6" opacity="0.7"'),
  );
  for (let i = 0; i < 30; i++) out.push(circle((i * 97) % W, 450 + ((i * 53) % 180), 2, '#d9bf8c'));
  out.push(palm(120, 600, 1.6, '#8a6440', '#2f8a5e'), palm(880, 470, 0.9, '#8a6440', '#3a9a68'));
  out.push(line(560, 600, 560, 300, '#6b4a33', 6));
  out.push(
    path('M400 330 Q560 200 720 330 Z', p.accent),
    path('M480 330 Q560 200 560 330 Z', '#fff8ea'),
    path('M640 330 Q560 200 560 330 Z', p.accent3),
  );
  out.push(
    shadow(560, 606, 190, 16),
    table(620, 600, 150, p.wood, 100),
    laptop(610, 500, p, 0.8),
    mug(675, 500, p.accent2),
  );
  out.push(
    path('M330 590 L470 590 L500 540 L480 534 L462 570 L340 570 Z', p.accent2),
    line(340, 590, 336, 612, p.wood, 5),
    line(460, 590, 464, 612, p.wood, 5),
  );
  return document(p, out, { light: [0.75, 0.2], grain: 0.06 });
}

export function veranda(p: Palette, seed = 0) {
  const out = [`<g>${drawView('garden', W, 480, p, seed)}</g>`, rect(0, 470, W, 170, p.floor)];
  for (let y = 490; y < H; y += 26) out.push(line(0, y, W, y, darken(p.floor, 0.2), 2, 'opacity="0.5"'));
  out.push(rect(0, 0, W, 50, p.wood), rect(0, 50, W, 10, darken(p.wood, 0.3)));
  for (const x of [40, 480, 920])
    out.push(rect(x - 14, 60, 28, 410, lighten(p.wood, 0.15)), rect(x - 18, 460, 36, 12, p.wood));
  for (let x = 60; x < 900; x += 22)
    if (Math.abs(x - 480) > 30) out.push(rect(x, 400, 6, 70, lighten(p.wood, 0.1)));
  out.push(rect(54, 392, 412, 10, p.wood), rect(494, 392, 412, 10, p.wood));
  for (const x of [240, 720]) {
    out.push(
      line(x, 60, x, 120, '#3a3330', 2),
      path(`M${x - 26} 120 L${x + 26} 120 L${x + 18} 150 L${x - 18} 150 Z`, p.accent),
    );
    for (const dx of [-22, -8, 8, 22])
      out.push(
        path(
          `M${x + dx * 0.6} 130 Q${x + dx * 1.6} 170 ${x + dx} 200`,
          'none',
          `stroke="${p.plant}" stroke-width="6" stroke-linecap="round"`,
        ),
      );
  }
  out.push(armchair(250, 600, '#c8a16a'), armchair(720, 600, '#c8a16a'));
  out.push(rr(200, 470, 100, 40, 12, p.accent2), rr(670, 470, 100, 40, 12, p.accent3));
  out.push(
    shadow(480, 612, 110, 10),
    rr(380, 540, 200, 12, 5, p.wood),
    rect(392, 552, 10, 60, darken(p.wood, 0.3)),
    rect(558, 552, 10, 60, darken(p.wood, 0.3)),
  );
  out.push(laptop(470, 540, p, 0.8), mug(540, 540, p.accent), plant(90, 630, 1.1, p, p.accent3));
  return document(p, out, { light: [0.5, 0.3] });
}

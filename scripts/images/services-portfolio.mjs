// Generates the SVG illustrations of the services and portfolio catalogues, deterministically and without dependencies.
// Run: node scripts/images/services-portfolio.mjs  (rewrites public/images/{services,clients,portfolio}; commit the output).
// Link-preview (meta) pictures are rasterised to PNG with sharp (already installed with Next.js): social networks ignore SVG previews.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'public', 'images');
/** Every file stays small enough to inline-load fast; the script fails rather than commit a heavy one. */
const MAX_BYTES = 8000;

// Brand palette (DESIGN: blue, green, dark, greys).
const C = { blue: '#486bf5', green: '#37ebca', dark: '#212d40', g1: '#f4f6fb', g2: '#e3e8f2', g3: '#c5cddc', g4: '#8a94a6', white: '#ffffff' };
/** A colour scheme: a primary, b secondary, d ink, s surface, l light, m mid. */
const SCHEMES = [
  { a: C.blue, b: C.green, d: C.dark, s: C.white, l: C.g2, m: C.g3 },
  { a: C.green, b: C.blue, d: C.dark, s: C.white, l: C.g2, m: C.g3 },
  { a: C.dark, b: C.green, d: C.dark, s: C.white, l: C.g2, m: C.g3 },
  { a: C.blue, b: C.dark, d: C.dark, s: C.white, l: C.g2, m: C.g3 },
];
/** The "before" pictures of client stories are drawn in greys. */
const MUTED = { a: C.g4, b: C.g3, d: '#5b6578', s: C.white, l: C.g2, m: C.g3 };

// ---------- tiny SVG helpers ----------
const n = (v) => String(Math.round(v * 10) / 10);
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
const rect = (x, y, w, h, fill, rx = 0, extra = {}) => `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...extra })}/>`;
const circle = (cx, cy, r, fill, extra = {}) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
const line = (x1, y1, x2, y2, stroke, sw = 2, extra = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': sw, 'stroke-linecap': 'round', ...extra })}/>`;
const pathEl = (d, fill, extra = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
const group = (transform, body, extra = {}) => `<g${attrs({ transform, ...extra })}>${body}</g>`;
const svg = (w, h, body, label) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${body}</svg>\n`;

/** Seeded pseudo-random numbers (mulberry32) so every run writes identical files. */
function rngFor(seedText) {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rng, lo, hi) => lo + rng() * (hi - lo);

// ---------- building blocks (drawn in a 400 x 300 design space) ----------
function textLines(x, y, widths, colour, gap = 10, h = 5) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, colour, h / 2)).join('');
}
function browserFrame(x, y, w, h, p) {
  return (
    rect(x, y, w, h, p.s, 10, { stroke: p.m, 'stroke-width': 2 }) +
    pathEl(`M${x} ${y + 20}h${w}`, 'none', { stroke: p.m, 'stroke-width': 2 }) +
    circle(x + 12, y + 10, 3.5, p.b) +
    circle(x + 23, y + 10, 3.5, p.m) +
    circle(x + 34, y + 10, 3.5, p.m) +
    rect(x + 50, y + 6, w * 0.45, 8, p.l, 4)
  );
}
function phoneFrame(x, y, w, h, p) {
  return rect(x, y, w, h, p.d, 16) + rect(x + 6, y + 14, w - 12, h - 24, p.s, 8) + rect(x + w / 2 - 12, y + 5, 24, 4, p.m, 2);
}
function heart(x, y, s, fill) {
  return pathEl(`M${x} ${y + s * 0.9}l${-s} ${-s}a${s * 0.5} ${s * 0.5} 0 0 1 ${s} ${-s * 0.7}a${s * 0.5} ${s * 0.5} 0 0 1 ${s} ${s * 0.7}z`, fill);
}
function sparkle(x, y, s, fill) {
  return pathEl(`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z`, fill);
}
function bars(x, y, heights, w, gap, fill) {
  return heights.map((h, i) => rect(x + i * (w + gap), y - h, w, h, fill, 3)).join('');
}

// ---------- motifs: one picture per kind of work ----------
const MOTIFS = {
  browser(p, rng, variant = 'multipage') {
    let out = '';
    if (variant === 'multipage') out += browserFrame(76, 14, 300, 220, p) + browserFrame(58, 28, 300, 220, p);
    out += browserFrame(40, 42, 300, 230, p);
    out += rect(56, 74, 268, variant === 'landing' ? 110 : 80, p.a, 8);
    out += textLines(72, 92, [150, 110, 80], p.s, 12, 6);
    if (variant === 'landing') {
      out += rect(72, 150, 86, 22, p.b, 11) + textLines(70, 200, [240, 200, 220], p.m, 12, 6);
    } else {
      for (let i = 0; i < 3; i++) {
        const x = 56 + i * 92;
        out += rect(x, 166, 84, 90, p.l, 6) + rect(x + 10, 176, 24, 24, i === 1 ? p.b : p.a, 12) + textLines(x + 10, 210, [60, 44, 52], p.m, 11, 5);
      }
    }
    return out;
  },
  shop(p, rng) {
    let out = browserFrame(30, 30, 320, 250, p) + rect(46, 62, 288, 30, p.l, 6) + textLines(58, 74, [90], p.a, 0, 6) + rect(270, 70, 52, 14, p.a, 7);
    for (let i = 0; i < 6; i++) {
      const x = 46 + (i % 3) * 98;
      const y = 104 + Math.floor(i / 3) * 86;
      out += rect(x, y, 90, 78, p.s, 6, { stroke: p.l, 'stroke-width': 2 }) + rect(x + 6, y + 6, 78, 40, p.l, 4);
      out +=
        circle(x + 45, y + 26, between(rng, 10, 15), i % 2 ? p.b : p.a) +
        rect(x + 8, y + 54, 46, 5, p.m, 2.5) +
        rect(x + 8, y + 64, 28, 6, p.d, 3) +
        circle(x + 76, y + 64, 7, p.b);
    }
    out +=
      circle(350, 46, 30, p.a) +
      pathEl('M334 34h6l6 20h16l5-14h-24', 'none', { stroke: p.s, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
      circle(348, 60, 3, p.s) +
      circle(360, 60, 3, p.s);
    return out + circle(372, 24, 10, p.b) + rect(368, 22, 8, 4, p.d, 2);
  },
  aiweb(p, rng) {
    let out =
      browserFrame(30, 40, 300, 230, p) + textLines(48, 76, [180, 140, 160, 120], p.m, 14, 6) + rect(48, 140, 120, 110, p.l, 8) + rect(60, 220, 60, 16, p.a, 8);
    const nodes = Array.from({ length: 7 }, (_, i) => [between(rng, 200, 370), 60 + i * 32 + between(rng, -8, 8)]);
    nodes.forEach(([x1, y1], i) => nodes.slice(i + 1, i + 3).forEach(([x2, y2]) => (out += line(x1, y1, x2, y2, p.a, 2, { opacity: 0.5 }))));
    nodes.forEach(([x, y], i) => (out += circle(x, y, i % 3 === 0 ? 9 : 6, i % 2 ? p.b : p.a, { stroke: p.s, 'stroke-width': 2 })));
    return out + sparkle(110, 186, 22, p.b) + sparkle(142, 162, 10, p.a);
  },
  ux(p) {
    let out = '';
    const screens = [
      [30, 60],
      [160, 30],
      [160, 170],
      [290, 100],
    ];
    screens.forEach(([x, y], i) => {
      out += rect(x, y, 90, 110, p.s, 8, { stroke: i === 3 ? p.a : p.m, 'stroke-width': 2 }) + rect(x + 10, y + 10, 70, 26, i === 3 ? p.a : p.l, 4);
      out += textLines(x + 10, y + 46, [60, 44, 52], p.m, 11, 5) + rect(x + 10, y + 84, 36, 12, i === 3 ? p.b : p.m, 6);
    });
    out += pathEl('M120 110C140 110 140 85 160 85M120 125C140 125 140 225 160 225M250 85C270 85 270 150 290 150M250 225C270 225 270 165 290 165', 'none', {
      stroke: p.a,
      'stroke-width': 2.5,
      'stroke-dasharray': '6 5',
    });
    out += circle(335, 190, 26, p.b, { opacity: 0.35 }) + circle(335, 190, 14, p.b, { opacity: 0.6 });
    return out + pathEl('M330 185l26 10-11 4 8 12-6 4-8-12-8 9z', p.d, { stroke: p.s, 'stroke-width': 1.5 });
  },
  tryon(p) {
    let out = phoneFrame(130, 10, 140, 280, p) + rect(136, 24, 128, 256, p.l, 8);
    out +=
      pathEl('M200 70c-34 0-50 30-50 62 0 44 24 78 50 78s50-34 50-78c0-32-16-62-50-62z', p.m) + pathEl('M150 250c10-26 30-34 50-34s40 8 50 34v24h-100z', p.m);
    out +=
      rect(156, 116, 38, 26, 'none', 10, { stroke: p.a, 'stroke-width': 5 }) +
      rect(206, 116, 38, 26, 'none', 10, { stroke: p.a, 'stroke-width': 5 }) +
      line(194, 124, 206, 124, p.a, 5);
    for (let i = 0; i < 14; i++) {
      const t = (i / 14) * Math.PI * 2;
      out += circle(200 + Math.cos(t) * 56, 140 + Math.sin(t) * 76, 2.5, p.b);
    }
    out += rect(290, 60, 90, 180, p.s, 10, { stroke: p.m, 'stroke-width': 2 });
    [p.a, p.d, p.b].forEach(
      (colour, i) =>
        (out +=
          rect(302, 76 + i * 54, 28, 18, 'none', 7, { stroke: colour, 'stroke-width': 4 }) +
          rect(336, 76 + i * 54, 28, 18, 'none', 7, { stroke: colour, 'stroke-width': 4 })),
    );
    return out + rect(20, 110, 90, 80, p.s, 10, { stroke: p.m, 'stroke-width': 2 }) + circle(44, 150, 14, p.b) + textLines(64, 140, [32, 24, 28], p.m, 10, 5);
  },
  phone(p) {
    let out = rect(210, 50, 170, 120, p.s, 10, { stroke: p.m, 'stroke-width': 2 }) + bars(228, 150, [30, 52, 40, 70, 60], 18, 10, p.b);
    out += phoneFrame(70, 10, 150, 280, p) + rect(82, 30, 126, 54, p.a, 8) + textLines(94, 44, [70, 50], p.s, 12, 6);
    for (let i = 0; i < 4; i++)
      out += rect(82, 94 + i * 40, 126, 32, p.l, 6) + circle(98, 110 + i * 40, 9, i % 2 ? p.b : p.a) + textLines(114, 104 + i * 40, [70, 44], p.m, 10, 5);
    out += rect(82, 256, 126, 20, p.s) + [0, 1, 2, 3].map((i) => circle(98 + i * 31, 266, 5, i === 0 ? p.a : p.m)).join('');
    return (
      out +
      circle(330, 220, 34, p.a) +
      pathEl('M318 220l8 9 17-18', 'none', { stroke: p.s, 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
    );
  },
  dashboard(p, rng) {
    let out = browserFrame(20, 20, 360, 260, p) + rect(20, 40, 70, 240, p.d, 0) + textLines(32, 60, [44, 36, 40, 30, 42], C.g4, 22, 6);
    [0, 1, 2].forEach(
      (i) =>
        (out +=
          rect(104 + i * 92, 54, 82, 50, p.l, 6) +
          textLines(114 + i * 92, 66, [40], p.m, 0, 5) +
          rect(114 + i * 92, 80, 50, 10, i === 0 ? p.a : i === 1 ? p.b : p.d, 5)),
    );
    const pts = Array.from({ length: 8 }, (_, i) => `${n(110 + i * 36)} ${n(230 - i * 12 - between(rng, 0, 30))}`);
    out +=
      rect(104, 116, 266, 150, p.s, 6, { stroke: p.l, 'stroke-width': 2 }) +
      pathEl(`M${pts.join('L')}`, 'none', { stroke: p.a, 'stroke-width': 4, 'stroke-linejoin': 'round' });
    return (
      out +
      bars(
        116,
        258,
        [16, 24, 20, 30, 26, 36, 32, 44].map((h) => h * 0.8),
        20,
        12,
        p.b,
      )
    );
  },
  game(p, rng) {
    let out = rect(30, 30, 340, 200, p.d, 16) + rect(46, 46, 308, 168, p.l, 10);
    for (let i = 0; i < 6; i++) out += circle(between(rng, 80, 320), between(rng, 70, 170), between(rng, 6, 12), i % 2 ? p.b : p.a);
    out +=
      pathEl('M60 200l50-40 40 30 60-60 50 40 40-20 34 50z', p.m) +
      rect(160, 96, 26, 26, p.b, 4, { transform: 'rotate(12 173 109)' }) +
      sparkle(300, 80, 14, p.a);
    out += pathEl('M120 236h160c30 0 44 44 24 58-16 11-34-6-52-20h-104c-18 14-36 31-52 20-20-14-6-58 24-58z', p.a);
    out += rect(141, 254, 26, 8, p.s, 4) + rect(150, 245, 8, 26, p.s, 4) + circle(246, 252, 6, p.b) + circle(262, 264, 6, p.s);
    return out;
  },
  cube(p) {
    let out = `<ellipse cx="200" cy="160" rx="170" ry="60" fill="none" stroke="${p.m}" stroke-width="2" stroke-dasharray="8 6"/>`;
    out += pathEl('M200 40l90 50-90 50-90-50z', p.b) + pathEl('M110 90l90 50v110l-90-50z', p.a) + pathEl('M290 90l-90 50v110l90-50z', p.d);
    out +=
      pathEl('M200 40l90 50v110l-90 50-90-50v-110z', 'none', { stroke: p.s, 'stroke-width': 2, 'stroke-linejoin': 'round' }) + line(200, 140, 200, 250, p.s, 2);
    out += circle(46, 170, 12, p.a) + circle(360, 130, 16, p.b) + circle(330, 220, 8, p.a);
    return out + line(60, 270, 60, 230, p.d, 3) + line(60, 270, 96, 270, p.a, 3) + line(60, 270, 36, 288, p.b, 3);
  },
  messenger(p) {
    let out = phoneFrame(110, 6, 180, 288, p) + rect(116, 20, 168, 34, p.a, 8) + circle(134, 37, 10, p.s) + textLines(152, 32, [70, 40], p.s, 10, 5);
    const rows = [
      [0, 110],
      [1, 90],
      [0, 130],
      [1, 70],
      [0, 100],
    ];
    rows.forEach(([mine, w], i) => {
      const y = 66 + i * 36;
      out += mine
        ? rect(272 - w, y, w, 26, p.a, 12) + textLines(282 - w, y + 10, [w - 24], p.s, 0, 5)
        : rect(124, y, w, 26, p.l, 12) + textLines(134, y + 10, [w - 24], p.m, 0, 5);
    });
    out += ['', '', ''].map((_, i) => rect(124 + i * 52, 252, 46, 20, 'none', 10, { stroke: p.b, 'stroke-width': 2 })).join('');
    out +=
      pathEl('M330 60c26 0 46 18 46 40s-20 40-46 40c-6 0-12-1-17-3l-17 9 4-16c-10-8-16-18-16-30 0-22 20-40 46-40z', p.b) +
      circle(314, 100, 4, p.d) +
      circle(330, 100, 4, p.d) +
      circle(346, 100, 4, p.d);
    return out + rect(24, 170, 70, 60, p.s, 10, { stroke: p.m, 'stroke-width': 2 }) + textLines(36, 186, [44, 30, 38], p.m, 11, 5);
  },
  webchat(p) {
    let out = browserFrame(20, 20, 330, 250, p) + rect(36, 52, 180, 70, p.l, 8) + textLines(36, 138, [200, 160, 180, 120], p.m, 14, 6);
    out += rect(210, 96, 170, 190, p.s, 12, { stroke: p.a, 'stroke-width': 2 }) + rect(210, 96, 170, 36, p.a, 12) + rect(210, 120, 170, 12, p.a);
    out += circle(230, 114, 9, p.b) + textLines(246, 110, [60], p.s, 0, 6);
    out += rect(222, 144, 110, 22, p.l, 11) + rect(262, 174, 106, 22, p.b, 11) + rect(222, 204, 90, 22, p.l, 11);
    out += circle(236, 246, 4, p.m) + circle(250, 246, 4, p.m) + circle(264, 246, 4, p.m) + rect(222, 262, 146, 16, p.l, 8);
    return out + circle(360, 60, 22, p.b) + pathEl('M350 52h20v12h-12l-6 6v-6h-2z', p.d);
  },
  social(p) {
    let out = pathEl('M20 260C100 250 140 200 200 190S320 120 380 80', 'none', { stroke: p.b, 'stroke-width': 4, 'stroke-linecap': 'round' });
    const cards = [
      [40, 60, -8],
      [150, 30, 0],
      [262, 64, 8],
    ];
    cards.forEach(([x, y, rot], i) => {
      const body =
        rect(x, y, 100, 150, p.s, 10, { stroke: p.m, 'stroke-width': 2 }) +
        circle(x + 16, y + 16, 8, i === 1 ? p.a : p.b) +
        textLines(x + 30, y + 12, [40], p.m, 0, 5) +
        rect(x + 8, y + 32, 84, 70, i === 1 ? p.a : p.l, 6) +
        circle(x + 50, y + 67, 16, i === 1 ? p.b : p.a) +
        heart(x + 18, y + 122, 8, i === 1 ? p.a : p.b) +
        textLines(x + 34, y + 116, [50, 36], p.m, 10, 5);
      out += group(`rotate(${rot} ${x + 50} ${y + 75})`, body);
    });
    return (
      out +
      circle(340, 236, 26, p.a) +
      pathEl('M330 240l8-10 8 6 10-12', 'none', { stroke: p.s, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })
    );
  },
  ads(p, rng) {
    let out =
      rect(20, 30, 250, 34, p.s, 17, { stroke: p.m, 'stroke-width': 2 }) +
      circle(44, 47, 7, 'none', { stroke: p.a, 'stroke-width': 3 }) +
      line(49, 52, 55, 58, p.a, 3) +
      textLines(66, 44, [120], p.m, 0, 6);
    [0, 1, 2].forEach((i) => {
      const y = 84 + i * 62;
      out +=
        rect(20, y, 250, 52, i === 0 ? p.s : 'none', 8, i === 0 ? { stroke: p.a, 'stroke-width': 2 } : {}) + rect(30, y + 10, 22, 12, i === 0 ? p.b : p.l, 3);
      out += textLines(60, y + 14, [140], i === 0 ? p.a : p.d, 0, 6) + textLines(30, y + 30, [200, 150], p.m, 9, 5);
    });
    const heights = Array.from({ length: 4 }, (_, i) => 40 + i * 40 + between(rng, 0, 16));
    out +=
      rect(288, 70, 96, 210, p.l, 10) +
      bars(
        298,
        266,
        heights.map((h) => h * 0.9),
        16,
        6,
        p.a,
      );
    return (
      out +
      pathEl('M298 150l24-24 20 12 36-42', 'none', { stroke: p.b, 'stroke-width': 4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
      pathEl('M368 92l12-2-2 12z', p.b)
    );
  },
  brand(p) {
    // An abstract mark (not a letter) so the picture never reads as someone's real logo.
    let out = circle(120, 120, 86, p.a) + pathEl('M120 62l50 58-50 58-50-58z', p.s) + pathEl('M120 92l24 28-24 28-24-28z', p.b) + circle(176, 64, 14, p.b);
    [p.a, p.b, p.d, p.m].forEach((colour, i) => (out += rect(230 + i * 38, 40, 30, 30, colour, 6)));
    out += group(
      'rotate(-6 300 150)',
      rect(230, 100, 150, 86, p.s, 8, { stroke: p.m, 'stroke-width': 2 }) +
        circle(254, 124, 12, p.a) +
        textLines(274, 118, [70, 50], p.d, 10, 5) +
        textLines(244, 156, [110, 80], p.m, 10, 4),
    );
    out +=
      pathEl('M40 230l80-14 80 14 80-14v70l-80 14-80-14-80 14z', p.l, { stroke: p.m, 'stroke-width': 2, 'stroke-linejoin': 'round' }) +
      line(120, 216, 120, 286, p.m, 2) +
      line(200, 230, 200, 300, p.m, 2);
    return (
      out +
      rect(56, 244, 48, 24, p.a, 4) +
      rect(136, 250, 48, 6, p.d, 3) +
      rect(216, 244, 48, 24, p.b, 4) +
      pathEl('M330 210l30 30-40 40-14-44z', p.d) +
      line(320, 240, 326, 246, p.b, 3)
    );
  },
};

// ---------- compositions ----------
function blobs(rng, w, h, p, count = 3) {
  let out = '';
  for (let i = 0; i < count; i++)
    out += circle(between(rng, 0, w), between(rng, 0, h), between(rng, h * 0.2, h * 0.45), i % 2 ? p.b : p.a, { opacity: i % 2 ? 0.14 : 0.08 });
  return out;
}
const place = (x, y, scale, body) => group(`translate(${n(x)} ${n(y)}) scale(${n(scale * 100) / 100})`, body);

function motifBody(spec, p, rng) {
  const [kind, variant] = spec.split(':');
  return MOTIFS[kind](p, rng, variant);
}
function mediaDesktop(spec, p, seed, label) {
  const rng = rngFor(seed);
  return svg(960, 640, rect(0, 0, 960, 640, C.g1) + blobs(rng, 960, 640, p) + place(80, 20, 2, motifBody(spec, p, rng)), label);
}
function mediaMobile(spec, p, seed, label) {
  const rng = rngFor(seed);
  return svg(390, 520, rect(0, 0, 390, 520, C.g1) + blobs(rng, 390, 520, p) + place(6, 120, 0.945, motifBody(spec, p, rng)), label);
}
/** Link-preview picture: brand stripe on the left, the motif on a light card on the right. */
function metaCard(spec, p, seed, label) {
  const rng = rngFor(seed);
  const left =
    rect(0, 0, 1200, 630, C.dark) +
    blobs(rng, 480, 630, { ...p, a: C.blue, b: C.green }, 2) +
    rect(80, 250, 220, 16, C.green, 8) +
    rect(80, 286, 300, 16, C.white, 8, { opacity: 0.85 }) +
    rect(80, 322, 180, 16, C.g4, 8);
  const mark = circle(110, 150, 34, C.blue) + pathEl('M96 130h14c14 0 22 8 22 20s-8 20-22 20h-14z', C.white);
  return svg(1200, 630, left + mark + rect(470, 40, 690, 550, C.g1, 24) + place(500, 52, 1.75, motifBody(spec, p, rng)), label);
}
function serviceBackground(seed, label) {
  const rng = rngFor(seed);
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.dark}"/><stop offset="1" stop-color="#2c3b57"/></linearGradient><pattern id="d" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="${C.g4}" opacity=".35"/></pattern></defs>`;
  let out = defs + rect(0, 0, 1440, 600, 'url(#g)') + rect(0, 0, 1440, 600, 'url(#d)');
  out += blobs(rng, 1440, 600, { a: C.blue, b: C.green }, 4);
  out += pathEl(
    `M0 ${n(between(rng, 420, 500))}C480 ${n(between(rng, 360, 460))} 960 ${n(between(rng, 520, 600))} 1440 ${n(between(rng, 380, 460))}V600H0z`,
    C.blue,
    { opacity: 0.18 },
  );
  return svg(1440, 600, out, label);
}

// ---------- icons (64 x 64) ----------
const GLYPHS = {
  browser: (s, f) =>
    rect(10, 14, 44, 36, 'none', 5, { stroke: s, 'stroke-width': 3 }) +
    line(10, 24, 54, 24, s, 3) +
    circle(16, 19, 1.8, f) +
    rect(17, 31, 18, 12, f, 2) +
    line(40, 33, 47, 33, s, 3) +
    line(40, 40, 47, 40, s, 3),
  pages: (s, f) =>
    rect(20, 10, 34, 30, 'none', 4, { stroke: s, 'stroke-width': 3 }) +
    rect(10, 22, 34, 32, f, 4) +
    line(16, 32, 36, 32, '#fff', 3) +
    line(16, 40, 30, 40, '#fff', 3),
  cart: (s, f) =>
    pathEl('M8 14h8l6 26h24l6-18H19', 'none', { stroke: s, 'stroke-width': 3.5, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
    circle(25, 49, 4, f) +
    circle(43, 49, 4, f),
  sparkle: (s, f) =>
    rect(8, 16, 38, 32, 'none', 5, { stroke: s, 'stroke-width': 3 }) + sparkle(46, 18, 11, f) + line(15, 28, 32, 28, s, 3) + line(15, 37, 26, 37, s, 3),
  cursor: (s, f) =>
    rect(8, 10, 32, 26, 'none', 4, { stroke: s, 'stroke-width': 3 }) +
    pathEl('M32 28l22 8-9 3 7 10-5 4-7-10-7 7z', f, { stroke: s, 'stroke-width': 2, 'stroke-linejoin': 'round' }),
  glasses: (s, f) =>
    rect(6, 24, 22, 16, 'none', 7, { stroke: s, 'stroke-width': 3.5 }) +
    rect(36, 24, 22, 16, 'none', 7, { stroke: s, 'stroke-width': 3.5 }) +
    line(28, 29, 36, 29, s, 3.5) +
    circle(17, 32, 3, f) +
    circle(47, 32, 3, f),
  phone: (s, f) =>
    rect(18, 6, 28, 52, 'none', 6, { stroke: s, 'stroke-width': 3 }) + rect(24, 16, 16, 12, f, 2) + line(24, 36, 40, 36, s, 3) + line(28, 50, 36, 50, s, 3),
  gamepad: (s, f) =>
    pathEl('M18 20h28c8 0 12 24 8 28-5 4-10-2-14-6H24c-4 4-9 10-14 6-4-4 0-28 8-28z', 'none', { stroke: s, 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
    line(18, 31, 26, 31, s, 3) +
    line(22, 27, 22, 35, s, 3) +
    circle(42, 29, 2.6, f) +
    circle(46, 34, 2.6, f),
  messenger: (s, f) =>
    pathEl('M32 8C18 8 8 18 8 30c0 7 3 13 9 17v9l8-5c2 1 5 1 7 1 14 0 24-10 24-22S46 8 32 8z', 'none', {
      stroke: s,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }) + pathEl('M18 36l10-10 6 6 12-8-10 10-6-6z', f),
  chatweb: (s, f) =>
    rect(6, 10, 36, 28, 'none', 4, { stroke: s, 'stroke-width': 3 }) +
    rect(28, 28, 30, 22, f, 8) +
    pathEl('M34 50l-2 8 8-8z', f) +
    circle(36, 39, 2, '#fff') +
    circle(43, 39, 2, '#fff') +
    circle(50, 39, 2, '#fff'),
  bot: (s, f) =>
    rect(12, 18, 40, 32, 'none', 10, { stroke: s, 'stroke-width': 3 }) +
    line(32, 8, 32, 18, s, 3) +
    circle(32, 8, 3, f) +
    circle(24, 33, 4, f) +
    circle(40, 33, 4, f) +
    line(26, 42, 38, 42, s, 3),
  social: (s, f) =>
    circle(16, 32, 7, 'none', { stroke: s, 'stroke-width': 3 }) +
    circle(46, 16, 7, 'none', { stroke: s, 'stroke-width': 3 }) +
    circle(46, 48, 7, f) +
    line(22, 29, 40, 19, s, 3) +
    line(22, 35, 40, 45, s, 3),
  ads: (s, f) =>
    circle(26, 26, 14, 'none', { stroke: s, 'stroke-width': 3.5 }) +
    line(36, 36, 50, 50, s, 4) +
    pathEl('M19 31l6-7 5 4 6-8', 'none', { stroke: f, 'stroke-width': 3, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  brand: (s, f) =>
    pathEl('M32 6l22 14v24L32 58 10 44V20z', 'none', { stroke: s, 'stroke-width': 3, 'stroke-linejoin': 'round' }) + pathEl('M32 20l11 12-11 12-11-12z', f),
};
function icon(glyph, hover, label) {
  const body = hover ? rect(0, 0, 64, 64, C.blue, 16) + GLYPHS[glyph](C.white, C.green) : GLYPHS[glyph](C.dark, C.blue);
  return svg(64, 64, body, label);
}

// ---------- what the catalogues reference ----------
/** Service → tabs → sub-tabs, each with the motif that pictures it and the icon glyph of the tab. */
const SERVICES = [
  {
    slug: 'webs-y-apps-a-medida',
    tabs: [
      {
        slug: 'web-corporativa',
        motif: 'browser:multipage',
        glyph: 'pages',
        subs: [
          { slug: 'multipage', motif: 'browser:multipage' },
          { slug: 'landing-page', motif: 'browser:landing' },
        ],
      },
      {
        slug: 'web-e-commerce',
        motif: 'shop',
        glyph: 'cart',
        subs: [
          { slug: 'e-commerce', motif: 'shop' },
          { slug: 'e-landing', motif: 'browser:landing' },
        ],
      },
      { slug: 'web-inteligente', motif: 'aiweb', glyph: 'sparkle' },
      { slug: 'web-ux', motif: 'ux', glyph: 'cursor' },
      { slug: 'probadores-virtuales', motif: 'tryon', glyph: 'glasses' },
      {
        slug: 'apps-web-movil',
        motif: 'phone',
        glyph: 'phone',
        subs: [
          { slug: 'app-movil', motif: 'phone' },
          { slug: 'app-web', motif: 'dashboard' },
        ],
      },
      {
        slug: 'animacion-3d-juegos',
        motif: 'game',
        glyph: 'gamepad',
        subs: [
          { slug: 'juegos-interactivos', motif: 'game' },
          { slug: 'animacion-3d', motif: 'cube' },
        ],
      },
    ],
  },
  {
    slug: 'chatbot-personalizado',
    tabs: [
      { slug: 'chatbot-messenger', motif: 'messenger', glyph: 'messenger' },
      { slug: 'chatbot-web', motif: 'webchat', glyph: 'chatweb' },
    ],
  },
  {
    slug: 'impulsamos-tu-marca',
    tabs: [
      { slug: 'medios-sociales', motif: 'social', glyph: 'social' },
      { slug: 'adwords', motif: 'ads', glyph: 'ads' },
      { slug: 'branding', motif: 'brand', glyph: 'brand' },
    ],
  },
];

/**
 * Portfolio clients: monogram, the motif of their main work, a second motif (no two clients share the pair, so no
 * two case pictures are alike), colour scheme, logo shape, card layout class (0 wide, 1 tall, 2 standard).
 */
const CLIENTS = [
  ['msm', 'MSM', 'browser:multipage', 'dashboard', 0, 'hex', 0],
  ['isee', 'IS', 'webchat', 'messenger', 1, 'circle', 1],
  ['tc-technology', 'TC', 'dashboard', 'webchat', 3, 'square', 2],
  ['tappers', 'T', 'game', 'social', 2, 'circle', 2],
  ['ipfe', 'IPFE', 'phone', 'dashboard', 0, 'square', 1],
  ['ymca', 'YM', 'browser:landing', 'phone', 1, 'hex', 0],
  ['vision-clara', 'VC', 'tryon', 'shop', 0, 'circle', 0],
  ['andina-foods', 'AF', 'shop', 'social', 1, 'circle', 2],
  ['clinica-sanvida', 'SV', 'webchat', 'phone', 1, 'square', 2],
  ['urbana-inmobiliaria', 'U', 'ads', 'browser:landing', 3, 'hex', 1],
  ['kallpa-fit', 'KF', 'phone', 'shop', 0, 'circle', 2],
  ['mirador-hoteles', 'MH', 'ux', 'webchat', 2, 'square', 0],
  ['pacha-cosmeticos', 'PC', 'social', 'ads', 1, 'circle', 2],
  ['ruta-motors', 'RM', 'ads', 'messenger', 0, 'hex', 2],
  ['nexo-seguros', 'NX', 'messenger', 'dashboard', 0, 'square', 1],
  ['qori-joyeria', 'Q', 'brand', 'shop', 2, 'circle', 0],
  ['colegio-horizonte', 'CH', 'browser:multipage', 'webchat', 1, 'hex', 2],
  ['vertice-legal', 'VL', 'brand', 'browser:multipage', 3, 'square', 2],
  ['delta-cargo', 'DC', 'dashboard', 'phone', 0, 'hex', 1],
  ['bravo-burgers', 'BB', 'social', 'messenger', 2, 'circle', 0],
  ['museo-vivo', 'MV', 'cube', 'phone', 1, 'square', 1],
  ['agro-sierra', 'AS', 'browser:landing', 'ads', 1, 'hex', 2],
  ['lumen-dental', 'LD', 'webchat', 'ads', 3, 'circle', 2],
  ['casa-telar', 'CT', 'shop', 'browser:multipage', 2, 'square', 2],
  ['finanzas-claras', 'FC', 'aiweb', 'dashboard', 0, 'hex', 0],
  ['eco-limpio', 'EL', 'social', 'brand', 1, 'circle', 1],
].map(([slug, initials, motif, second, scheme, shape, layout]) => ({ slug, initials, motif, second, scheme: SCHEMES[scheme], shape, layout }));
{
  const pairs = CLIENTS.map((c) => `${c.motif}+${c.second}`);
  const repeated = pairs.filter((pair, i) => pairs.indexOf(pair) !== i);
  if (repeated.length > 0) throw new Error(`clients share a picture (motif pair): ${repeated.join(', ')}`);
}

/** The nine listing projects: their client and the one or two motifs of the work. */
const PROJECTS = [
  ['msm', ['browser:multipage', 'dashboard']],
  ['isee', ['webchat', 'messenger']],
  ['vision-clara', ['tryon']],
  ['tappers', ['game', 'cube']],
  ['ipfe', ['phone', 'dashboard']],
  ['bravo-burgers', ['social', 'messenger']],
  ['museo-vivo', ['cube', 'phone']],
  ['qori-joyeria', ['brand', 'shop']],
  ['urbana-inmobiliaria', ['ads', 'browser:landing']],
];

function logoMark(shape, p, x, y, r) {
  if (shape === 'circle') return circle(x, y, r, p.a);
  if (shape === 'square') return rect(x - r, y - r, r * 2, r * 2, p.a, r * 0.35);
  const pts = Array.from(
    { length: 6 },
    (_, i) => `${n(x + r * Math.cos((Math.PI / 3) * i + Math.PI / 6))} ${n(y + r * Math.sin((Math.PI / 3) * i + Math.PI / 6))}`,
  );
  return pathEl(`M${pts.join('L')}z`, p.a);
}
/** The client's mark with its initials: every case picture carries it, so it reads as this client's. */
function initialsBadge(client, p, x, y, r) {
  const ink = p.a === C.green || p.a === C.g4 ? C.dark : C.white;
  const size = r * (client.initials.length > 3 ? 0.5 : client.initials.length > 2 ? 0.6 : 0.75);
  return (
    logoMark(client.shape, p, x, y, r) +
    `<text x="${n(x)}" y="${n(y)}" dy=".35em" text-anchor="middle" font-family="Saira, sans-serif" font-weight="700" font-size="${n(size)}" fill="${ink}">${client.initials}</text>`
  );
}
function clientLogo(client) {
  const p = client.scheme;
  const size = client.initials.length > 3 ? 22 : client.initials.length > 2 ? 26 : 32;
  const ink = p.a === C.green ? C.dark : C.white;
  const mark = logoMark(client.shape, p, 60, 60, 44) + circle(92, 26, 9, p.b === p.a ? C.g3 : p.b);
  const initials = `<text x="60" y="60" dy=".35em" text-anchor="middle" font-family="Saira, sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${client.initials}</text>`;
  return svg(240, 120, mark + initials + rect(120, 44, 100, 10, C.dark, 5) + rect(120, 64, 70, 8, C.g4, 4), `${client.initials} logo`);
}
const PORTRAIT_SIZE = { 0: [960, 540], 1: [540, 800], 2: [720, 540] };
function clientPortrait(client) {
  const [w, h] = PORTRAIT_SIZE[client.layout];
  const rng = rngFor(`${client.slug}-portrait`);
  const scale = Math.min((w - 60) / 400, (h - 60) / 300);
  let body = rect(0, 0, w, h, C.g1) + blobs(rng, w, h, client.scheme, 4);
  if (client.layout === 1) {
    // Tall cards: the motif on top and a results card below, so the height is not empty space.
    const accent = client.scheme.a === C.dark ? C.blue : client.scheme.a;
    body += place(30, 110, scale, motifBody(client.motif, client.scheme, rng)) + rect(60, 540, 420, 200, C.white, 16, { stroke: C.g3, 'stroke-width': 2 });
    body += textLines(90, 570, [140, 90], C.g3, 14, 8) + bars(90, 710, [40, 62, 54, 84, 100], 44, 22, accent);
    body += pathEl('M112 640l66-22 66 8 66-30 66-24', 'none', { stroke: C.green, 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  } else body += place((w - 400 * scale) / 2, (h - 300 * scale) / 2, scale, motifBody(client.motif, client.scheme, rng));
  return svg(w, h, body + initialsBadge(client, client.scheme, w - 50, 50, 32), `${client.slug} project`);
}
function clientStoryPicture(client, stage) {
  const rng = rngFor(`${client.slug}-${stage}`);
  const p = stage === 'situation' ? MUTED : client.scheme;
  let body = rect(0, 0, 720, 480, stage === 'situation' ? C.g2 : C.g1) + blobs(rng, 720, 480, p, 3);
  if (stage === 'situation') {
    // Before, greyed with a warning sign: the pair the "after" picture shows, swapped (so this one differs too).
    body +=
      place(40, 30, 1.3, motifBody(client.second, p, rng)) +
      place(420, 236, 0.66, rect(-10, -10, 420, 320, C.white, 20, { opacity: 0.95 }) + motifBody(client.motif, p, rng));
    body += circle(640, 80, 40, C.dark) + rect(636, 56, 8, 32, C.white, 4) + circle(640, 102, 5, C.white);
  } else {
    // After: the main work, the second piece of the project in a card, and a rising chart.
    const accent = client.scheme.a === C.dark ? C.blue : client.scheme.a;
    body +=
      place(20, 20, 1.2, motifBody(client.motif, p, rng)) +
      place(400, 230, 0.72, rect(-10, -10, 420, 320, C.white, 20, { opacity: 0.95 }) + motifBody(client.second, p, rng));
    body +=
      rect(540, 24, 156, 120, C.white, 14, { stroke: C.g3, 'stroke-width': 2 }) +
      bars(556, 128, [24, 40, 58, 84], 22, 10, accent) +
      pathEl('M556 88l34-26 30 10 44-40', 'none', { stroke: C.green, 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  }
  return svg(720, 480, body + initialsBadge(client, p, 56, 424, 36), `${client.slug} ${stage}`);
}
function clientBackground(index) {
  const rng = rngFor(`client-bg-${index}`);
  let body = rect(0, 0, 1440, 560, index % 2 ? C.dark : C.blue);
  for (let i = 0; i < 14; i++)
    body += circle(between(rng, 0, 1440), between(rng, 0, 560), between(rng, 20, 160), i % 3 ? C.white : C.green, { opacity: n(between(rng, 0.04, 0.12)) });
  return svg(1440, 560, body + pathEl(`M0 480Q720 ${n(between(rng, 360, 440))} 1440 500V560H0z`, C.green, { opacity: 0.25 }), 'Decorative background');
}
function projectCover(slug, motifs) {
  const client = CLIENTS.find((c) => c.slug === slug);
  const rng = rngFor(`project-${slug}`);
  let body = rect(0, 0, 800, 600, C.g1) + blobs(rng, 800, 600, client.scheme, 3);
  if (motifs.length === 1) body += place(50, 75, 1.75, motifBody(motifs[0], client.scheme, rng));
  else
    body +=
      place(20, 40, 1.35, motifBody(motifs[0], client.scheme, rng)) +
      place(420, 300, 0.92, rect(-10, -10, 420, 320, C.white, 20, { opacity: 0.9 }) + motifBody(motifs[1], client.scheme, rng));
  return svg(800, 600, body + logoMark(client.shape, client.scheme, 750, 50, 24), `${slug} project cover`);
}

// ---------- write everything ----------
const files = new Map();
const add = (relative, content) => files.set(relative, content);
const pngs = new Map();
const addPng = (relative, svgSource) => pngs.set(relative, svgSource);

add('services/landing/web.svg', icon('browser', false, 'Webs and apps'));
add('services/landing/chatbot.svg', icon('bot', false, 'Chatbots'));
for (const service of SERVICES) {
  add(`services/${service.slug}/background.svg`, serviceBackground(service.slug, 'Decorative background'));
  addPng(`services/${service.slug}/meta.png`, metaCard(service.tabs[0].motif, SCHEMES[0], `${service.slug}-meta`, service.slug));
  for (const tab of service.tabs) {
    const dir = `services/${service.slug}/${tab.slug}`;
    add(`${dir}/icon.svg`, icon(tab.glyph, false, tab.slug));
    add(`${dir}/icon-hover.svg`, icon(tab.glyph, true, tab.slug));
    add(`${dir}/media.svg`, mediaDesktop(tab.motif, SCHEMES[0], tab.slug, tab.slug));
    add(`${dir}/media-mobile.svg`, mediaMobile(tab.motif, SCHEMES[0], `${tab.slug}-m`, tab.slug));
    addPng(`${dir}/meta.png`, metaCard(tab.motif, SCHEMES[0], `${tab.slug}-meta`, tab.slug));
    for (const sub of tab.subs ?? []) {
      // Sub-tabs use the secondary scheme so switching sub-tab visibly changes the picture.
      add(`${dir}/${sub.slug}/media.svg`, mediaDesktop(sub.motif, SCHEMES[1], sub.slug, sub.slug));
      add(`${dir}/${sub.slug}/media-mobile.svg`, mediaMobile(sub.motif, SCHEMES[1], `${sub.slug}-m`, sub.slug));
      addPng(`${dir}/${sub.slug}/meta.png`, metaCard(sub.motif, SCHEMES[1], `${sub.slug}-meta`, sub.slug));
    }
  }
}
for (let i = 1; i <= 4; i++) add(`clients/backgrounds/pattern-${i}.svg`, clientBackground(i));
for (const client of CLIENTS) {
  add(`clients/${client.slug}/logo.svg`, clientLogo(client));
  add(`clients/${client.slug}/portrait.svg`, clientPortrait(client));
  add(`clients/${client.slug}/situation.svg`, clientStoryPicture(client, 'situation'));
  add(`clients/${client.slug}/result.svg`, clientStoryPicture(client, 'result'));
}
for (const [slug, motifs] of PROJECTS) add(`portfolio/${slug}.svg`, projectCover(slug, motifs));
addPng('portfolio/meta.png', metaCard('browser:multipage', SCHEMES[1], 'portfolio-meta', 'Portfolio'));

const tooBig = [...files].filter(([, content]) => Buffer.byteLength(content) > MAX_BYTES).map(([f, c]) => `${f} (${Buffer.byteLength(c)} bytes)`);
if (tooBig.length > 0) {
  console.error(`SVGs over ${MAX_BYTES} bytes:\n  ${tooBig.join('\n  ')}`);
  process.exit(1);
}
for (const dir of ['services', 'clients', 'portfolio']) fs.rmSync(path.join(OUT, dir), { recursive: true, force: true });
for (const [relative, content] of files) {
  const file = path.join(OUT, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
for (const [relative, svgSource] of pngs) {
  // A 64-colour palette keeps these flat illustrations around 20-40 kB.
  await sharp(Buffer.from(svgSource)).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(path.join(OUT, relative));
}
console.log(`wrote ${files.size} SVGs and ${pngs.size} link-preview PNGs under public/images/{services,clients,portfolio}`);

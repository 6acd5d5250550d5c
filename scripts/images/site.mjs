// Generates the site's own illustrations (home, about, lessons, academy, blog, brand, og, innovations) as small SVGs, plus the Open Graph PNG.
// Run: node scripts/images/site.mjs — every file is rewritten, so edit the scenes here rather than the SVGs.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.join(process.cwd(), 'public', 'images');
const C = { blue: '#486bf5', green: '#37ebca', dark: '#212d40', g1: '#f3f5f9', g2: '#dfe4ee', g3: '#a9b2c3', g4: '#6b7588', white: '#ffffff' };
const FONT = "Saira, 'Segoe UI', Arial, sans-serif";

// ---------- primitives ----------
const rect = (x, y, w, h, fill, r = 0, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const line = (x1, y1, x2, y2, stroke, w = 4, extra = '') =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"${extra}/>`;
const poly = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d, color, w = 4, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const text = (x, y, s, size, fill, weight = 700, anchor = 'middle') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${s}</text>`;
const g = (tx, ty, s, body) => `<g transform="translate(${tx} ${ty}) scale(${s})">${body}</g>`;

// ---------- motifs, drawn in a ~200x200 box at the origin ----------
const M = {
  browser: (accent = C.blue) =>
    rect(0, 20, 200, 150, C.white, 10, ` stroke="${C.g2}" stroke-width="3"`) +
    rect(0, 20, 200, 24, C.g2, 10) +
    circle(14, 32, 4, '#ff6b6b') +
    circle(28, 32, 4, '#ffd166') +
    circle(42, 32, 4, C.green) +
    rect(16, 58, 100, 12, C.dark, 3) +
    rect(16, 78, 70, 8, C.g3, 3) +
    rect(16, 98, 54, 18, accent, 9) +
    rect(124, 56, 60, 60, accent, 8, ' opacity=".25"') +
    rect(16, 130, 52, 28, C.g1, 4) +
    rect(74, 130, 52, 28, C.g1, 4) +
    rect(132, 130, 52, 28, C.g1, 4),
  phone: (accent = C.green) =>
    rect(50, 0, 100, 190, C.dark, 16) +
    rect(58, 14, 84, 156, C.white, 6) +
    rect(86, 176, 28, 5, C.g4, 2) +
    rect(66, 24, 68, 40, accent, 6, ' opacity=".5"') +
    rect(66, 72, 50, 8, C.dark, 3) +
    rect(66, 86, 64, 6, C.g3, 3) +
    rect(66, 98, 58, 6, C.g3, 3) +
    rect(66, 140, 68, 18, C.blue, 9),
  chat: () =>
    rect(10, 20, 130, 44, C.blue, 16) +
    poly('M30 64l-8 18 26-18z', C.blue) +
    rect(26, 36, 80, 8, C.white, 4, ' opacity=".9"') +
    rect(60, 94, 130, 44, C.green, 16) +
    poly('M170 138l8 18-26-18z', C.green) +
    rect(76, 110, 92, 8, C.dark, 4, ' opacity=".6"') +
    rect(10, 150, 90, 34, C.g2, 14) +
    circle(36, 167, 5, C.g4) +
    circle(55, 167, 5, C.g4) +
    circle(74, 167, 5, C.g4),
  bars: () =>
    line(10, 180, 190, 180, C.g3, 3) +
    [40, 75, 60, 110, 150].map((h, i) => rect(22 + i * 34, 176 - h, 24, h, i === 4 ? C.green : C.blue, 4)).join('') +
    stroke('M34 120L68 90L102 104L136 60L170 22', C.dark, 4) +
    poly('M170 22l-14 2 10 10z', C.dark),
  lineChart: () =>
    rect(0, 10, 200, 170, C.white, 12, ` stroke="${C.g2}" stroke-width="3"`) +
    [50, 90, 130].map((y) => line(16, y, 184, y, C.g2, 2)).join('') +
    stroke('M16 150L56 120L96 132L136 76L184 48', C.blue, 6) +
    stroke('M16 160L56 150L96 110L136 118L184 92', C.green, 6) +
    circle(184, 48, 8, C.blue) +
    circle(184, 92, 8, C.green),
  funnel: () =>
    poly('M10 20h180l-20 40H30z', C.blue) +
    poly('M36 70h128l-18 40H54z', '#6a88f7') +
    poly('M60 120h80l-14 36H74z', C.green) +
    rect(84, 162, 32, 26, C.dark, 4),
  glasses: (color = C.dark) =>
    stroke('M20 90a34 30 0 1 0 68 0a34 30 0 1 0 -68 0M112 90a34 30 0 1 0 68 0a34 30 0 1 0 -68 0M88 86q12 -12 24 0M20 84L4 70M180 84l16 -14', color, 8) +
    circle(54, 90, 22, C.green, ' opacity=".35"') +
    circle(146, 90, 22, C.blue, ' opacity=".35"'),
  face: () =>
    poly('M100 10c44 0 70 34 70 80 0 52-32 94-70 94s-70-42-70-94c0-46 26-80 70-80z', '#f2c7a5') +
    poly('M30 80c0-50 30-74 70-74s70 24 70 74c-18-24-42-34-70-34s-52 10-70 34z', C.dark) +
    stroke('M76 150q24 16 48 0', '#b0705a', 5) +
    circle(74, 104, 6, C.dark) +
    circle(126, 104, 6, C.dark) +
    stroke('M40 100h24M136 100h24', C.blue, 4, ' stroke-dasharray="4 6"') +
    stroke('M46 60L70 40M154 60L130 40', C.green, 3, ' stroke-dasharray="3 6"'),
  cube: () =>
    poly('M100 20l70 40-70 40-70-40z', C.green) +
    poly('M30 60l70 40v80l-70-40z', C.blue) +
    poly('M170 60l-70 40v80l70-40z', '#3451c9') +
    stroke('M100 100v80M30 60l70 40 70-40', C.white, 2, ' opacity=".5"'),
  gear: (color = C.blue) =>
    `<g transform="translate(100 100)">${Array.from({ length: 8 }, (_, i) => rect(-12, -86, 24, 30, color, 4, ` transform="rotate(${i * 45})"`)).join('')}</g>` +
    circle(100, 100, 64, color) +
    circle(100, 100, 26, C.white),
  code: () => rect(0, 20, 200, 160, C.dark, 12) + stroke('M60 70L34 100l26 30M140 70l26 30-26 30M112 60L88 140', C.green, 8) + rect(16, 32, 40, 6, C.g4, 3),
  calendar: (accent = C.blue) =>
    rect(20, 30, 160, 150, C.white, 12, ` stroke="${C.g2}" stroke-width="3"`) +
    rect(20, 30, 160, 40, accent, 12) +
    rect(20, 56, 160, 14, accent) +
    rect(56, 16, 10, 30, C.dark, 5) +
    rect(134, 16, 10, 30, C.dark, 5) +
    Array.from({ length: 12 }, (_, i) => rect(36 + (i % 4) * 34, 84 + Math.floor(i / 4) * 30, 22, 18, i === 6 ? C.green : C.g2, 4)).join(''),
  person: (color = C.blue) => circle(100, 62, 34, color) + poly('M36 186c0-50 28-80 64-80s64 30 64 80z', color),
  people: () => g(-10, 30, 0.6, M.person(C.g3)) + g(90, 30, 0.6, M.person(C.g3)) + g(30, 10, 0.85, M.person(C.blue)),
  target: () =>
    circle(100, 100, 86, C.blue) +
    circle(100, 100, 62, C.white) +
    circle(100, 100, 40, C.green) +
    circle(100, 100, 16, C.dark) +
    line(100, 100, 184, 16, C.dark, 6) +
    poly('M184 16l4 22-12-10z', C.dark) +
    poly('M184 16l-22 4 10 12z', C.dark),
  bulb: () =>
    poly('M100 14c-40 0-66 30-66 64 0 24 12 40 26 54 8 8 10 18 10 28h60c0-10 2-20 10-28 14-14 26-30 26-54 0-34-26-64-66-64z', C.green) +
    rect(72, 164, 56, 12, C.dark, 4) +
    rect(78, 180, 44, 12, C.dark, 4) +
    stroke('M84 130V96l16 14 16-14v34', C.white, 5),
  link: () =>
    circle(44, 100, 34, C.blue) +
    circle(156, 100, 34, C.green) +
    circle(100, 36, 24, C.dark) +
    circle(100, 170, 24, C.g3) +
    stroke('M78 100h44M60 74l24-22M140 74l-24-22M62 128l22 24M138 128l-22 24', C.dark, 5),
  shield: () => poly('M100 10l76 28v52c0 52-34 86-76 100-42-14-76-48-76-100V38z', C.blue) + stroke('M62 100l26 26 52-56', C.white, 12),
  trophy: () =>
    poly('M52 20h96v50c0 34-20 56-48 56s-48-22-48-56z', C.green) +
    stroke('M52 34H24c0 30 14 44 34 46M148 34h28c0 30-14 44-34 46', C.green, 8) +
    rect(90, 124, 20, 30, C.dark) +
    rect(60, 154, 80, 26, C.dark, 6) +
    poly('M100 40l8 16 18 2-13 12 3 18-16-9-16 9 3-18-13-12 18-2z', C.white),
  heart: () =>
    poly('M100 176L28 106C4 82 10 36 48 30c24-4 40 10 52 28 12-18 28-32 52-28 38 6 44 52 20 76z', C.blue) +
    stroke('M50 70q10-18 30-16', C.white, 6, ' opacity=".6"'),
  palette: () =>
    poly('M100 14c-50 0-88 38-88 84 0 40 30 72 66 72 14 0 20-10 16-20-4-12 2-24 18-24h24c30 0 52-20 52-50 0-36-38-62-88-62z', C.g2) +
    circle(56, 80, 14, C.blue) +
    circle(92, 50, 14, C.green) +
    circle(136, 58, 14, C.dark) +
    circle(48, 122, 14, '#ffd166'),
  branches: () =>
    stroke('M30 180V20', C.blue, 8) +
    stroke('M30 140q0-40 60-40h20q50 0 50-50', C.green, 8) +
    stroke('M30 120q0-30 50-30', C.g3, 6, ' stroke-dasharray="2 12"') +
    [
      [30, 30],
      [30, 90],
      [30, 170],
      [160, 50],
      [110, 100],
    ]
      .map(([x, y]) => circle(x, y, 12, C.white, ` stroke="${C.dark}" stroke-width="6"`))
      .join(''),
  kanban: () =>
    [0, 1, 2]
      .map(
        (col) =>
          rect(6 + col * 66, 10, 58, 180, C.g1, 8) +
          rect(14 + col * 66, 20, 42, 8, C.g4, 3) +
          Array.from({ length: 3 - col }, (_, i) => rect(14 + col * 66, 38 + i * 46, 42, 36, [C.blue, C.green, C.dark][col], 6)).join(''),
      )
      .join(''),
  gamepad: () =>
    poly('M50 60h100c30 0 44 40 46 80 2 30-24 40-40 20l-18-22H62l-18 22c-16 20-42 10-40-20 2-40 16-80 46-80z', C.dark) +
    rect(46, 92, 40, 12, C.white, 3) +
    rect(60, 78, 12, 40, C.white, 3) +
    circle(140, 86, 9, C.green) +
    circle(158, 104, 9, C.blue) +
    circle(122, 104, 9, '#ffd166'),
  network: () => {
    const n = [
      [30, 40],
      [30, 100],
      [30, 160],
      [100, 70],
      [100, 130],
      [170, 100],
    ];
    const e = [
      [0, 3],
      [0, 4],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 5],
      [4, 5],
    ];
    return (
      e.map(([a, b]) => line(n[a][0], n[a][1], n[b][0], n[b][1], C.g3, 3)).join('') +
      n.map(([x, y], i) => circle(x, y, 14, i < 3 ? C.blue : i < 5 ? C.green : C.dark)).join('')
    );
  },
  form: () =>
    rect(20, 10, 160, 180, C.white, 12, ` stroke="${C.g2}" stroke-width="3"`) +
    [30, 74, 118].map((y) => rect(38, y, 60, 6, C.g4, 3) + rect(38, y + 12, 124, 20, C.g1, 5, ` stroke="${C.g2}" stroke-width="2"`)).join('') +
    rect(38, 158, 124, 20, C.blue, 10),
  megaphone: () =>
    poly('M30 80h40l80-44v128l-80-44H30z', C.blue) + rect(40, 120, 26, 50, C.dark, 6) + stroke('M166 70q20 30 0 60M180 50q34 50 0 100', C.green, 6),
  doc: () =>
    poly('M40 10h90l40 40v140H40z', C.white, ` stroke="${C.g2}" stroke-width="3"`) +
    poly('M130 10v40h40z', C.g2) +
    [70, 92, 114, 136].map((y, i) => rect(60, y, i === 3 ? 60 : 92, 8, i === 0 ? C.dark : C.g3, 4)).join('') +
    rect(60, 156, 40, 16, C.green, 8),
  clock: () =>
    circle(100, 100, 80, C.white, ` stroke="${C.blue}" stroke-width="10"`) + stroke('M100 100V50M100 100l34 22', C.dark, 8) + circle(100, 100, 8, C.green),
  cart: () =>
    stroke('M10 30h30l24 100h100l20-70H52', C.dark, 8) +
    circle(80, 160, 14, C.blue) +
    circle(150, 160, 14, C.blue) +
    rect(80, 70, 30, 36, C.green, 4) +
    rect(116, 80, 28, 26, C.blue, 4),
  darky: () =>
    line(100, 30, 100, 8, C.dark, 5) +
    circle(100, 8, 8, C.green) +
    rect(28, 30, 144, 120, C.blue, 60) +
    rect(48, 56, 104, 66, C.dark, 33) +
    circle(78, 86, 12, C.green) +
    circle(122, 86, 12, C.green) +
    stroke('M84 106q16 10 32 0', C.green, 5) +
    rect(14, 76, 16, 36, C.dark, 8) +
    rect(170, 76, 16, 36, C.dark, 8) +
    rect(64, 150, 72, 40, C.blue, 20) +
    circle(100, 170, 8, C.green),
};

// ---------- scene ----------
function svg(w, h, title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;
}
/** A card illustration: a themed background, decorative shapes and one to three motifs. */
function scene({ w = 800, h = 500, title, theme = 'light', motifs, label }) {
  const dark = theme === 'dark';
  const id = `b${Math.abs([...title].reduce((a, c) => (a * 31 + c.charCodeAt(0)) | 0, 7)) % 1e6}`;
  const bg = dark
    ? `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.dark}"/><stop offset="1" stop-color="#2f3f8f"/></linearGradient></defs>${rect(0, 0, w, h, `url(#${id})`)}`
    : theme === 'blue'
      ? `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.blue}"/><stop offset="1" stop-color="#2a47c4"/></linearGradient></defs>${rect(0, 0, w, h, `url(#${id})`)}`
      : rect(0, 0, w, h, C.g1);
  const deco =
    circle(w * 0.88, h * 0.15, h * 0.28, dark || theme === 'blue' ? C.green : C.blue, ' opacity=".12"') +
    circle(w * 0.08, h * 0.92, h * 0.22, C.green, ' opacity=".18"') +
    Array.from({ length: 6 }, (_, i) => circle(w * (0.1 + i * 0.16), h * 0.1, 3, dark ? C.white : C.g3, ' opacity=".5"')).join('');
  const size = Math.min(h * 0.62, (w * 0.8) / motifs.length);
  const gap = (w - size * motifs.length) / (motifs.length + 1);
  const y0 = label ? h * 0.1 : (h - size) / 2;
  const body = motifs.map((m, i) => g(gap + i * (size + gap), y0, size / 200, typeof m === 'string' ? M[m]() : M[m[0]](...m.slice(1)))).join('');
  const caption = label ? text(w / 2, h * 0.9, label, h * 0.08, dark || theme === 'blue' ? C.white : C.dark) : '';
  return svg(w, h, title, bg + deco + body + caption);
}
function logo(name, shape, colors) {
  const [a, b] = colors;
  const marks = {
    diamond: poly('M40 10l30 30-30 30-30-30z', a) + poly('M40 26l14 14-14 14-14-14z', b),
    ring: circle(40, 40, 28, 'none', ` stroke="${a}" stroke-width="10"`) + circle(40, 40, 10, b),
    bars: rect(12, 40, 14, 30, a, 3) + rect(32, 24, 14, 46, b, 3) + rect(52, 10, 14, 60, a, 3),
    hex: poly('M40 8l28 16v32L40 72 12 56V24z', a) + poly('M40 26l12 7v14l-12 7-12-7V33z', b),
    leaf: poly('M14 66C14 30 36 12 70 12c0 36-20 56-56 54z', a) + stroke('M16 64L52 30', b, 5),
    triangle: poly('M40 10l32 58H8z', a) + circle(40, 50, 10, b),
  };
  // Wide enough for the name at ~17 px per character, so long names never clip.
  return svg(Math.max(240, 110 + name.length * 17), 100, `Logo ${name}`, marks[shape] + text(92, 62, name, 30, C.dark, 700, 'start'));
}

// ---------- catalogue of images ----------
const images = {};
const add = (file, content) => (images[file] = content);

// brand
add(
  'brand/logo.svg',
  svg(
    360,
    80,
    'Darko Digital',
    rect(0, 8, 64, 64, C.blue, 18) +
      poly('M18 24h14c12 0 20 8 20 16s-8 16-20 16H18z', C.white) +
      circle(34, 40, 6, C.green) +
      text(78, 50, 'Darko', 34, C.dark, 800, 'start') +
      text(186, 50, 'Digital', 34, C.blue, 500, 'start'),
  ),
);
add('brand/darky.svg', svg(240, 240, 'Darky, el asistente de Darko Digital', g(20, 20, 1, M.darky())));
add(
  'brand/icon.svg',
  svg(64, 64, 'Darko Digital', rect(0, 0, 64, 64, C.blue, 16) + poly('M16 16h16c14 0 22 8 22 16s-8 16-22 16H16z', C.white) + circle(33, 32, 7, C.green)),
);

// home: client logos shared by success cases and testimonials
const clients = [
  ['msm', 'MSM Logística', 'bars', [C.blue, C.green]],
  ['isee', 'ISEE Instituto', 'ring', [C.blue, C.dark]],
  ['tc-technology', 'TC Technology', 'hex', [C.dark, C.green]],
  ['tappers', 'Tappers', 'triangle', [C.green, C.dark]],
  ['ipfe', 'IPFE', 'diamond', [C.blue, C.green]],
  ['ymca', 'YM Centro Juvenil', 'leaf', [C.green, C.blue]],
];
for (const [slug, name, shape, colors] of clients) add(`home/clients/${slug}.svg`, logo(name, shape, colors));
const testimonialMotifs = { msm: 'cart', isee: 'doc', 'tc-technology': 'code', tappers: 'gamepad', ipfe: 'people', ymca: 'heart' };
for (const [slug, name] of clients)
  add(`home/testimonials/${slug}-bg.svg`, scene({ w: 600, h: 400, title: `Proyecto de ${name}`, theme: 'dark', motifs: [testimonialMotifs[slug]] }));
const cases = {
  msm: [['browser', C.blue], 'cart'],
  isee: ['chat', 'form'],
  tappers: ['gamepad', 'cube'],
  ipfe: [['phone', C.blue], 'lineChart'],
};
for (const [slug, [m1, m2]] of Object.entries(cases)) {
  add(`home/cases/${slug}-1.svg`, scene({ w: 800, h: 500, title: `Caso ${slug}: contexto`, theme: 'light', motifs: [m1, 'bars'] }));
  add(`home/cases/${slug}-2.svg`, scene({ w: 800, h: 500, title: `Caso ${slug}: solución`, theme: 'blue', motifs: [m2, 'darky'] }));
}
const featured = { webs: ['browser', ['phone', C.blue]], chatbot: ['chat', 'darky'], marca: ['megaphone', 'funnel'], probador: ['face', 'glasses'] };
for (const [name, motifs] of Object.entries(featured)) {
  add(`home/services/${name}.svg`, scene({ w: 900, h: 520, title: `Servicio: ${name}`, theme: 'dark', motifs }));
  add(`home/services/${name}-mobile.svg`, scene({ w: 480, h: 520, title: `Servicio: ${name}`, theme: 'dark', motifs: [motifs[0]] }));
}

// innovations
add('innovations/darky-3d.svg', scene({ w: 600, h: 420, title: 'Animación 3D de Darky', theme: 'dark', motifs: ['cube', 'darky'] }));
add('innovations/probador.svg', scene({ w: 600, h: 420, title: 'Probador virtual de lentes', theme: 'blue', motifs: ['face', ['glasses', C.white]] }));
add('innovations/web-inteligente.svg', scene({ w: 600, h: 420, title: 'Web inteligente con IA', theme: 'dark', motifs: ['network', 'browser'] }));

// about
add('about/portrait.svg', scene({ w: 900, h: 600, title: 'El equipo de Darko Digital', theme: 'dark', motifs: ['people', 'darky', 'bulb'] }));
const why = { asesoria: 'chat', personalizacion: 'palette', conexion: 'link', innovacion: 'bulb' };
for (const [name, motif] of Object.entries(why)) add(`about/why-${name}.svg`, scene({ w: 240, h: 240, title: name, theme: 'light', motifs: [motif] }));
const values = { compromiso: 'heart', calidad: 'shield', personalizacion: 'palette', resultados: 'trophy' };
for (const [name, motif] of Object.entries(values)) {
  add(`about/values-${name}-front.svg`, scene({ w: 400, h: 400, title: name, theme: 'light', motifs: [motif] }));
  add(`about/values-${name}-back.svg`, scene({ w: 400, h: 400, title: name, theme: 'blue', motifs: [motif] }));
}

// lessons
const lessons = {
  'como-escribir-un-brief-digital': ['doc', 'target'],
  'heuristicas-de-usabilidad': ['browser', 'shield'],
  'formularios-que-convierten': ['form', 'funnel'],
  'git-para-equipos-pequenos': ['branches', 'code'],
  'disenar-una-api-rest': ['code', 'network'],
  'scrum-en-equipos-pequenos': ['kanban', 'calendar'],
  'metricas-de-embudo': ['funnel', 'lineChart'],
  'el-bucle-de-un-videojuego': ['gamepad', 'clock'],
  'prompts-para-asistentes-virtuales': ['chat', 'network'],
};
for (const [id, motifs] of Object.entries(lessons)) add(`lessons/${id}.svg`, scene({ w: 800, h: 450, title: id.replaceAll('-', ' '), theme: 'light', motifs }));

// academy
const academy = {
  'events/darky-day-2026': ['darky', 'people', 'calendar'],
  'events/meetup-comercio-conversacional': ['chat', 'cart', 'calendar'],
  'workshops/landing-que-vende': ['browser', 'target'],
  'workshops/campanas-en-redes-desde-cero': ['megaphone', 'bars'],
  'workshops/whatsapp-y-chatbots-para-vender': ['chat', 'phone'],
  'courses/diseno-ux-ui-para-productos-digitales': ['palette', 'form'],
  'courses/marketing-digital-con-datos': ['funnel', 'lineChart'],
  'courses/chatbots-con-ia': ['darky', 'network'],
};
for (const [file, motifs] of Object.entries(academy))
  add(
    `academy/${file}.svg`,
    scene({ w: 800, h: 450, title: file.split('/')[1].replaceAll('-', ' '), theme: file.startsWith('events') ? 'dark' : 'light', motifs }),
  );

// blog
const blog = {
  'webs-inteligentes-con-ia': ['browser', 'network'],
  'chatbots-para-vender-en-peru': ['chat', 'cart'],
  'probador-virtual-en-retail': ['face', 'glasses'],
  'medir-campanas-publicitarias': ['funnel', 'bars', 'target'],
};
for (const [slug, motifs] of Object.entries(blog)) add(`blog/${slug}.svg`, scene({ w: 1200, h: 630, title: slug.replaceAll('-', ' '), theme: 'dark', motifs }));

// ---------- write ----------
let largest = 0;
for (const [file, content] of Object.entries(images)) {
  const target = path.join(OUT, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  largest = Math.max(largest, Buffer.byteLength(content));
  if (Buffer.byteLength(content) > 6000) console.warn(`warning: ${file} is ${Buffer.byteLength(content)} bytes`);
}

// Open Graph image: rendered from an SVG with the system's sans-serif fonts (social crawlers need a raster).
const og = svg(
  1200,
  630,
  'Darko Digital',
  `<defs><linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.dark}"/><stop offset="1" stop-color="#2f3f8f"/></linearGradient></defs>` +
    rect(0, 0, 1200, 630, 'url(#og)') +
    circle(1080, 90, 220, C.green, ' opacity=".12"') +
    circle(90, 600, 160, C.blue, ' opacity=".35"') +
    rect(80, 90, 96, 96, C.blue, 26) +
    poly('M106 114h22c18 0 30 12 30 24s-12 24-30 24h-22z', C.white) +
    circle(130, 138, 9, C.green) +
    text(200, 160, 'Darko Digital', 76, C.white, 800, 'start') +
    text(80, 300, 'Webs inteligentes, apps y chatbots con IA', 48, C.white, 600, 'start') +
    text(80, 370, 'Marketing digital que se mide · Lima, Perú', 36, C.green, 500, 'start') +
    g(900, 390, 1.1, M.darky()),
);
fs.mkdirSync(path.join(OUT, 'og'), { recursive: true });
await sharp(Buffer.from(og))
  .png({ compressionLevel: 9 })
  .toFile(path.join(OUT, 'og', 'default.png'));
console.log(`wrote ${Object.keys(images).length} SVGs (largest ${largest} bytes) and og/default.png`);

// Browser icons from brand/icon.svg, in the app folder (Next's file convention links them from every page): a
// favicon.ico with 16, 32 and 48 px PNGs inside (what browsers ask for at /favicon.ico whatever the page links) and a
// 180 px apple-icon.png on the brand blue (iOS shows no transparency on the home screen).
const APP = path.join(process.cwd(), 'src', 'app');
const iconSvg = Buffer.from(images['brand/icon.svg']);
const icoSizes = [16, 32, 48];
const icoImages = await Promise.all(icoSizes.map((size) => sharp(iconSvg, { density: 384 }).resize(size, size).png().toBuffer()));
const icoHeader = Buffer.alloc(6);
icoHeader.writeUInt16LE(1, 2); // type: icon
icoHeader.writeUInt16LE(icoSizes.length, 4);
let icoOffset = icoHeader.length + 16 * icoSizes.length;
const icoDirectory = icoSizes.map((size, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(icoImages[index].length, 8);
  entry.writeUInt32LE(icoOffset, 12);
  icoOffset += icoImages[index].length;
  return entry;
});
fs.writeFileSync(path.join(APP, 'favicon.ico'), Buffer.concat([icoHeader, ...icoDirectory, ...icoImages]));
await sharp(iconSvg, { density: 384 }).resize(180, 180).flatten({ background: C.blue }).png({ compressionLevel: 9 }).toFile(path.join(APP, 'apple-icon.png'));
console.log('wrote src/app/favicon.ico and src/app/apple-icon.png');

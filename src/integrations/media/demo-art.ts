import sharp from 'sharp';

/**
 * The demo's photographs (issue 17): original drawings made here as SVG and rendered to PNG by
 * sharp — seascapes, a cenote, a jungle, a Mayan step pattern — so that galleries have something
 * of our own to show without any downloaded picture. Each is drawn from a seed, so the same
 * seed always gives the same bytes.
 */

type Scene = { name: string; svg: (w: number, h: number) => string };

const W = 1600;
const H = 1000;

/** A small deterministic random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function waves(w: number, h: number, top: number, color: string, seed: number, count = 6): string {
  const r = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = top + ((h - top) * i) / count;
    const amp = 6 + r() * 14;
    const len = 120 + r() * 160;
    let d = `M0 ${y}`;
    let k = 0;
    for (let x = 0; x <= w; x += len / 2)
      d += ` Q${x + len / 4} ${y + (k++ % 2 === 0 ? -amp : amp)} ${x + len / 2} ${y}`;
    out += `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${0.25 + r() * 0.3}" stroke-width="${2 + r() * 3}"/>`;
  }
  return out;
}

function palm(x: number, base: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = base - height;
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const angle = (-160 + i * 30) * (Math.PI / 180);
    const ex = topX + Math.cos(angle) * height * 0.45;
    const ey = topY + Math.sin(angle) * height * 0.25 + height * 0.12;
    leaves += `<path d="M${topX} ${topY} Q${(topX + ex) / 2} ${topY - height * 0.12} ${ex} ${ey}" stroke="#0b3b2e" stroke-width="${height * 0.05}" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="M${x} ${base} Q${x + lean * 0.3} ${base - height * 0.6} ${topX} ${topY}" stroke="#3b2a1a" stroke-width="${height * 0.04}" fill="none" stroke-linecap="round"/>${leaves}`;
}

const scenes: Scene[] = [
  {
    name: 'sunset-sea',
    svg: (w, h) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1e3a8a"/><stop offset="0.55" stop-color="#f97316"/><stop offset="1" stop-color="#fde68a"/>
      </linearGradient><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#083344"/>
      </linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <circle cx="${w * 0.62}" cy="${h * 0.58}" r="${h * 0.11}" fill="#fef3c7"/>
      <rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="url(#sea)"/>
      ${waves(w, h, h * 0.62, '#fde68a', 11, 9)}
      ${palm(w * 0.12, h * 1.02, h * 0.7, w * 0.06)}${palm(w * 0.2, h * 1.02, h * 0.55, w * 0.09)}
    </svg>`,
  },
  {
    name: 'turquoise-cove',
    svg: (w, h) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/>
      </linearGradient><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#06b6d4"/><stop offset="1" stop-color="#5eead4"/>
      </linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#sky)"/>
      <ellipse cx="${w * 0.3}" cy="${h * 0.2}" rx="${w * 0.09}" ry="${h * 0.04}" fill="#fff" opacity="0.9"/>
      <ellipse cx="${w * 0.72}" cy="${h * 0.14}" rx="${w * 0.12}" ry="${h * 0.05}" fill="#fff" opacity="0.8"/>
      <rect y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="url(#sea)"/>
      ${waves(w, h, h * 0.47, '#ffffff', 23, 7)}
      <path d="M0 ${h * 0.82} C ${w * 0.3} ${h * 0.72}, ${w * 0.6} ${h * 0.9}, ${w} ${h * 0.78} L ${w} ${h} L 0 ${h} Z" fill="#fde68a"/>
      ${palm(w * 0.85, h * 0.95, h * 0.6, -w * 0.07)}
    </svg>`,
  },
  {
    name: 'cenote',
    svg: (w, h) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <defs><radialGradient id="light" cx="0.5" cy="0" r="1">
        <stop offset="0" stop-color="#fef9c3"/><stop offset="0.4" stop-color="#14532d"/><stop offset="1" stop-color="#052e16"/>
      </radialGradient><linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#22d3ee"/><stop offset="1" stop-color="#0c4a6e"/>
      </linearGradient></defs>
      <rect width="${w}" height="${h}" fill="url(#light)"/>
      <path d="M${w * 0.42} 0 L${w * 0.3} ${h * 0.72} L${w * 0.7} ${h * 0.72} L${w * 0.58} 0 Z" fill="#fef9c3" opacity="0.18"/>
      <ellipse cx="${w / 2}" cy="${h * 0.8}" rx="${w * 0.42}" ry="${h * 0.14}" fill="url(#water)"/>
      ${Array.from({ length: 14 }, (_, i) => `<path d="M${(w / 14) * i + 40} 0 q 10 ${h * 0.2} -6 ${h * (0.25 + (i % 4) * 0.08)}" stroke="#166534" stroke-width="6" fill="none"/>`).join('')}
    </svg>`,
  },
  {
    name: 'mayan-steps',
    svg: (w, h) => {
      const steps = 7;
      let blocks = '';
      for (let i = 0; i < steps; i++) {
        const bw = w * 0.7 - i * (w * 0.08);
        const bh = h * 0.08;
        blocks += `<rect x="${(w - bw) / 2}" y="${h * 0.86 - (i + 1) * bh}" width="${bw}" height="${bh}" fill="${i % 2 ? '#a16207' : '#ca8a04'}" stroke="#713f12" stroke-width="3"/>`;
      }
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
        <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#99f6e4"/>
        </linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#sky)"/>
        ${blocks}
        <rect x="${w * 0.46}" y="${h * 0.86 - steps * h * 0.08 - h * 0.1}" width="${w * 0.08}" height="${h * 0.1}" fill="#78350f"/>
        <rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#14532d"/>
        ${Array.from({ length: 18 }, (_, i) => `<circle cx="${(w / 18) * i + 30}" cy="${h * 0.87}" r="${h * 0.05}" fill="#166534"/>`).join('')}
      </svg>`;
    },
  },
  {
    name: 'reef',
    svg: (w, h) => {
      const r = random(47);
      let fish = '';
      for (let i = 0; i < 16; i++) {
        const x = r() * w;
        const y = h * 0.15 + r() * h * 0.55;
        const s = 14 + r() * 26;
        const c = ['#f97316', '#facc15', '#f43f5e', '#a78bfa'][i % 4];
        fish += `<g transform="translate(${x} ${y})"><ellipse rx="${s}" ry="${s * 0.5}" fill="${c}"/><path d="M${s * 0.9} 0 l ${s * 0.6} ${-s * 0.4} l 0 ${s * 0.8} z" fill="${c}"/></g>`;
      }
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
        <defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#1e3a8a"/>
        </linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#deep)"/>
        ${fish}
        <path d="M0 ${h * 0.85} C ${w * 0.2} ${h * 0.7}, ${w * 0.35} ${h * 0.95}, ${w * 0.5} ${h * 0.8} S ${w * 0.8} ${h * 0.7}, ${w} ${h * 0.85} L ${w} ${h} L 0 ${h} Z" fill="#fb7185"/>
        <path d="M0 ${h * 0.92} C ${w * 0.3} ${h * 0.85}, ${w * 0.6} ${h}, ${w} ${h * 0.9} L ${w} ${h} L 0 ${h} Z" fill="#fde68a"/>
      </svg>`;
    },
  },
];

type Text3 = { es: string; en: string; pt: string };

/** What each drawing shows, in every language (the alt text the library requires). */
const ALT: Record<string, Text3> = {
  'sunset-sea': {
    es: 'Ilustración: atardecer sobre el mar Caribe con dos palmeras',
    en: 'Illustration: sunset over the Caribbean Sea with two palm trees',
    pt: 'Ilustração: pôr do sol sobre o mar do Caribe com duas palmeiras',
  },
  'turquoise-cove': {
    es: 'Ilustración: caleta de agua turquesa con playa de arena y una palmera',
    en: 'Illustration: turquoise cove with a sandy beach and a palm tree',
    pt: 'Ilustração: enseada de água turquesa com praia de areia e uma palmeira',
  },
  cenote: {
    es: 'Ilustración: cenote con luz que entra desde arriba y raíces colgantes',
    en: 'Illustration: a cenote lit from above with hanging roots',
    pt: 'Ilustração: cenote iluminado de cima com raízes pendentes',
  },
  'mayan-steps': {
    es: 'Ilustración: pirámide maya escalonada entre la selva',
    en: 'Illustration: a stepped Mayan pyramid in the jungle',
    pt: 'Ilustração: pirâmide maia em degraus na selva',
  },
  reef: {
    es: 'Ilustración: arrecife de coral con peces de colores',
    en: 'Illustration: coral reef with colourful fish',
    pt: 'Ilustração: recife de coral com peixes coloridos',
  },
};

export type DemoPicture = { name: string; scene: string; bytes: Uint8Array; alt: Text3 };

/** The demo's photographs as PNG files (each a few hundred kilobytes), drawn here. */
export async function demoPictures(): Promise<DemoPicture[]> {
  return Promise.all(
    scenes.map(async (scene) => ({
      name: `demo-${scene.name}.png`,
      scene: scene.name,
      alt: ALT[scene.name]!,
      bytes: new Uint8Array(
        await sharp(Buffer.from(scene.svg(W, H)))
          .png({ compressionLevel: 9 })
          .toBuffer(),
      ),
    })),
  );
}

export const DEMO_SCENES = scenes.map((s) => s.name);

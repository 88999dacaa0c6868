/**
 * Generated pictures: the app never hot-links images from the internet, and the same
 * input always draws the same picture, so browsers may cache them for long.
 */

const FONT = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
export const HOSPITAL_BLUE = '#1677ff';

const MALE_COLOURS = ['#1677ff', '#2f54eb', '#13a8a8', '#0958d9', '#08979c', '#1d39c4'];
const FEMALE_COLOURS = ['#eb2f96', '#c41d7f', '#9254de', '#722ed1', '#f759ab', '#d4380d'];
const COVER_COLOURS = ['#1677ff', '#13a8a8', '#fa8c16', '#52c41a', '#2f54eb', '#722ed1'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A stable small number from a string (FNV-1a), to pick colours. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const pick = (colours: readonly string[], key: string) => colours[hashOf(key) % colours.length]!;

/** Splits a title into at most `maxLines` lines of `perLine` characters, with an ellipsis. */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  for (let start = 0; start < chars.length && lines.length < maxLines; start += perLine) {
    lines.push(chars.slice(start, start + perLine).join(''));
  }
  if (chars.length > perLine * maxLines)
    lines[maxLines - 1] = `${[...lines[maxLines - 1]!].slice(0, perLine - 1).join('')}…`;
  return lines;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** The surname on a colour picked from the doctor's code, warm or cool by gender. */
export function doctorAvatarSvg(code: string, name: string, gender: 'MALE' | 'FEMALE'): string {
  const colour = pick(gender === 'FEMALE' ? FEMALE_COLOURS : MALE_COLOURS, code);
  const surname = escapeXml([...name][0] ?? '医');
  return svg(
    160,
    160,
    `<rect width="160" height="160" rx="80" fill="${colour}"/>` +
      `<clipPath id="round"><circle cx="80" cy="80" r="80"/></clipPath>` +
      `<circle cx="128" cy="34" r="46" fill="#ffffff" fill-opacity="0.12" clip-path="url(#round)"/>` +
      `<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="72" fill="#ffffff">${surname}</text>`,
  );
}

/** A calm hospital-blue banner: the slide's title beside a medical cross and soft circles. */
export function bannerSvg(title: string): string {
  const lines = wrap(title, 12, 2).map(escapeXml);
  const text = lines
    .map((line, index) => `<tspan x="56" dy="${index === 0 ? 0 : 56}">${line}</tspan>`)
    .join('');
  return svg(
    750,
    300,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#4096ff"/><stop offset="1" stop-color="${HOSPITAL_BLUE}"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#sky)"/>` +
      `<circle cx="660" cy="60" r="140" fill="#ffffff" fill-opacity="0.10"/>` +
      `<circle cx="580" cy="270" r="90" fill="#ffffff" fill-opacity="0.08"/>` +
      `<g transform="translate(590 105)" fill="#ffffff" fill-opacity="0.9">` +
      `<rect x="30" y="0" width="30" height="90" rx="6"/><rect x="0" y="30" width="90" height="30" rx="6"/></g>` +
      `<text y="${lines.length > 1 ? 130 : 160}" font-family="${FONT}" font-size="44" font-weight="600" fill="#ffffff">${text}</text>`,
  );
}

/** A news cover: the category on a band of its colour, the title below on white. */
export function newsCoverSvg(title: string, categoryName: string): string {
  const colour = pick(COVER_COLOURS, categoryName);
  const text = wrap(title, 9, 3)
    .map(escapeXml)
    .map((line, index) => `<tspan x="28" dy="${index === 0 ? 0 : 40}">${line}</tspan>`)
    .join('');
  return svg(
    320,
    240,
    `<rect width="320" height="240" fill="#f5f8ff"/>` +
      `<rect width="320" height="64" fill="${colour}"/>` +
      `<circle cx="290" cy="20" r="60" fill="#ffffff" fill-opacity="0.15"/>` +
      `<text x="28" y="42" font-family="${FONT}" font-size="24" font-weight="600" fill="#ffffff">${escapeXml(categoryName)}</text>` +
      `<text y="112" font-family="${FONT}" font-size="28" fill="#1f1f1f">${text}</text>`,
  );
}

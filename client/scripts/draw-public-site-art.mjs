// Draws the illustrations of the public site as small SVG files (no photos exist yet: real photos of the
// competition should replace the gallery pictures). Run: node client/scripts/draw-public-site-art.mjs
// Output: client/public/images/site/{gallery,scenes}/*.svg. Captions and alt texts live in the client's
// content files (features/public-site/content/pictures.ts), in both languages.
import fs from 'node:fs'
import path from 'node:path'

const out = path.resolve(import.meta.dirname, '../public/images/site')
const W = 480
const H = 320

const palette = {
  red: '#b8272c',
  redDark: '#8f1d22',
  gold: '#e0b24f',
  goldLight: '#f6d58e',
  ink: '#1e2537',
  teal: '#1f7a74',
  tealLight: '#cfe8e4',
  blue: '#2f5d9a',
  sky: '#dcebf7',
  paper: '#fbf7f0',
  cream: '#fff4dd',
  peach: '#ffe3ac',
  rose: '#f7d9d3',
  green: '#5a9a52',
  leaf: '#dcefd2',
  plum: '#6d3b6e',
  white: '#ffffff',
}
const skins = ['#f1c9a5', '#e0ac84', '#c98e64', '#f5d3b8']
const hairs = ['#2b2118', '#3b2a1e', '#1e1a17', '#5a3b22']

const r = (n) => Math.round(n * 10) / 10
const svg = (bg, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<rect width="${W}" height="${H}" fill="${bg}"/>${body}</svg>`
const text = (x, y, size, fill, content, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="middle" font-family="'Noto Serif SC','Songti SC','SimSun','WenQuanYi Zen Hei',serif" font-weight="700"${extra}>${content}</text>`

/** A child or adult, standing (or seated behind something) at x with feet at y. */
function person(x, y, { s = 1, shirt = palette.teal, skin = 0, hair = 0, arms = 'down', long = false } = {}) {
  const k = (n) => r(n * s)
  const head = y - k(112)
  const skinColor = skins[skin % skins.length]
  const hairColor = hairs[hair % hairs.length]
  const body = `<path d="M${r(x - k(30))},${y}C${r(x - k(30))},${r(y - k(60))} ${r(x - k(22))},${r(y - k(84))} ${x},${r(y - k(84))}C${r(x + k(22))},${r(y - k(84))} ${r(x + k(30))},${r(y - k(60))} ${r(x + k(30))},${y}Z" fill="${shirt}"/>`
  const neck = `<rect x="${r(x - k(6))}" y="${r(head + k(16))}" width="${k(12)}" height="${k(14)}" fill="${skinColor}"/>`
  const face = `<circle cx="${x}" cy="${head}" r="${k(20)}" fill="${skinColor}"/>`
  const hairPath = long
    ? `<path d="M${r(x - k(22))},${r(head + k(22))}C${r(x - k(26))},${r(head - k(14))} ${r(x - k(10))},${r(head - k(24))} ${x},${r(head - k(24))}C${r(x + k(10))},${r(head - k(24))} ${r(x + k(26))},${r(head - k(14))} ${r(x + k(22))},${r(head + k(22))}L${r(x + k(16))},${r(head + k(2))}C${r(x + k(6))},${r(head - k(6))} ${r(x - k(6))},${r(head - k(6))} ${r(x - k(16))},${r(head + k(2))}Z" fill="${hairColor}"/>`
    : `<path d="M${r(x - k(21))},${r(head + k(2))}C${r(x - k(22))},${r(head - k(18))} ${r(x - k(8))},${r(head - k(23))} ${x},${r(head - k(22))}C${r(x + k(12))},${r(head - k(23))} ${r(x + k(23))},${r(head - k(16))} ${r(x + k(21))},${r(head + k(2))}C${r(x + k(12))},${r(head - k(8))} ${r(x - k(12))},${r(head - k(8))} ${r(x - k(21))},${r(head + k(2))}Z" fill="${hairColor}"/>`
  const eyes = `<circle cx="${r(x - k(7))}" cy="${r(head + k(2))}" r="${k(2)}" fill="${palette.ink}"/><circle cx="${r(x + k(7))}" cy="${r(head + k(2))}" r="${k(2)}" fill="${palette.ink}"/><path d="M${r(x - k(6))},${r(head + k(10))}Q${x},${r(head + k(15))} ${r(x + k(6))},${r(head + k(10))}" stroke="${palette.ink}" stroke-width="${k(1.6)}" fill="none" stroke-linecap="round"/>`
  const armStroke = `stroke="${shirt}" stroke-width="${k(11)}" stroke-linecap="round" fill="none"`
  const hand = (hx, hy) => `<circle cx="${r(hx)}" cy="${r(hy)}" r="${k(6)}" fill="${skinColor}"/>`
  let armSvg = ''
  const sy = y - k(70)
  if (arms === 'up') {
    armSvg = `<path d="M${r(x - k(24))},${r(sy)}L${r(x - k(40))},${r(sy - k(52))}M${r(x + k(24))},${r(sy)}L${r(x + k(40))},${r(sy - k(52))}" ${armStroke}/>${hand(x - k(40), sy - k(58))}${hand(x + k(40), sy - k(58))}`
  } else if (arms === 'raise') {
    armSvg = `<path d="M${r(x + k(24))},${r(sy)}L${r(x + k(38))},${r(sy - k(56))}" ${armStroke}/>${hand(x + k(38), sy - k(62))}`
  } else if (arms === 'hold') {
    armSvg = `<path d="M${r(x - k(24))},${r(sy)}Q${r(x - k(30))},${r(sy + k(26))} ${r(x - k(10))},${r(sy + k(24))}M${r(x + k(24))},${r(sy)}Q${r(x + k(30))},${r(sy + k(26))} ${r(x + k(10))},${r(sy + k(24))}" ${armStroke}/>`
  }
  return body + armSvg + neck + face + hairPath + eyes
}

/** A 田字格 card with a character in it. */
function gridCard(
  x,
  y,
  size,
  character,
  { fill = palette.white, stroke = palette.red, ink = palette.ink } = {},
) {
  const h = size / 2
  return `<rect x="${r(x - h)}" y="${r(y - h)}" width="${size}" height="${size}" rx="${r(size * 0.06)}" fill="${fill}" stroke="${stroke}" stroke-width="${r(size * 0.035)}"/><path d="M${x},${r(y - h)}V${r(y + h)}M${r(x - h)},${y}H${r(x + h)}" stroke="${stroke}" stroke-width="${r(size * 0.015)}" stroke-dasharray="${r(size * 0.05)} ${r(size * 0.05)}" opacity=".6"/>${text(x, r(y + size * 0.26), r(size * 0.72), ink, character)}`
}

const sparkle = (x, y, s, fill) =>
  `<path transform="translate(${x},${y})" fill="${fill}" d="M0,-${s}Q${r(s * 0.18)},-${r(s * 0.18)} ${s},0Q${r(s * 0.18)},${r(s * 0.18)} 0,${s}Q-${r(s * 0.18)},${r(s * 0.18)} -${s},0Q-${r(s * 0.18)},-${r(s * 0.18)} 0,-${s}Z"/>`
const sparkles = (points) => points.map(([x, y, s, c]) => sparkle(x, y, s, c)).join('')
const ground = (fill, y = 268) => `<path d="M0,${y}Q240,${y - 16} 480,${y}V320H0Z" fill="${fill}"/>`
const sun = (x, y, rad, fill) => `<circle cx="${x}" cy="${y}" r="${rad}" fill="${fill}"/>`
const cloud = (x, y, s = 1, fill = palette.white) =>
  `<path d="M${x},${y}c${r(6 * s)},-${r(18 * s)} ${r(30 * s)},-${r(20 * s)} ${r(38 * s)},-${r(6 * s)}c${r(14 * s)},-${r(10 * s)} ${r(34 * s)},0 ${r(32 * s)},${r(14 * s)}c${r(12 * s)},${r(2 * s)} ${r(12 * s)},${r(18 * s)} 0,${r(18 * s)}h-${r(62 * s)}c-${r(14 * s)},0 -${r(18 * s)},-${r(22 * s)} -${r(8 * s)},-${r(26 * s)}z" fill="${fill}"/>`
const desk = (x, y, w, fill = '#c9925c') =>
  `<rect x="${x}" y="${y}" width="${w}" height="10" rx="3" fill="${fill}"/><rect x="${x + 8}" y="${y + 10}" width="6" height="${300 - y}" fill="${fill}" opacity=".8"/><rect x="${x + w - 14}" y="${y + 10}" width="6" height="${300 - y}" fill="${fill}" opacity=".8"/>`
const paper = (x, y, w, h, lines = 3) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${palette.white}" stroke="#d8cfbf"/>${Array.from({ length: lines }, (_, i) => `<path d="M${x + 5},${y + 7 + i * 6}h${w - 10}" stroke="#c9bfae" stroke-width="1.4"/>`).join('')}`
const trophy = (x, y, s = 1) =>
  `<g transform="translate(${x},${y}) scale(${s})"><path d="M-26,-70H26V-44C26,-22 12,-10 0,-10C-12,-10 -26,-22 -26,-44Z" fill="${palette.gold}"/><path d="M-26,-62C-46,-62 -46,-34 -22,-30M26,-62C46,-62 46,-34 22,-30" stroke="${palette.gold}" stroke-width="6" fill="none"/><rect x="-6" y="-12" width="12" height="18" fill="${palette.gold}"/><rect x="-22" y="4" width="44" height="12" rx="3" fill="${palette.redDark}"/>${sparkle(0, -46, 8, palette.white)}</g>`
const timer = (x, y, rad, label) =>
  `<circle cx="${x}" cy="${y}" r="${rad}" fill="${palette.white}" stroke="${palette.ink}" stroke-width="4"/><path d="M${x},${y - rad + 8}A${rad - 8},${rad - 8} 0 1 1 ${r(x - (rad - 8) * 0.87)},${r(y - (rad - 8) * 0.5)}" stroke="${palette.red}" stroke-width="6" fill="none" stroke-linecap="round"/>${text(x, y + rad * 0.22, rad * 0.62, palette.ink, label)}`
const screen = (x, y, w, h, inner) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${palette.ink}"/><rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="4" fill="${palette.paper}"/>${inner}`
const lantern = (x, y, s, fill) =>
  `<g transform="translate(${x},${y}) scale(${s})"><path d="M0,-40V-28" stroke="${palette.ink}" stroke-width="2"/><ellipse cx="0" cy="0" rx="24" ry="28" fill="${fill}"/><path d="M-10,-26Q-18,0 -10,26M10,-26Q18,0 10,26M0,-28V28" stroke="${palette.gold}" stroke-width="1.5" fill="none" opacity=".8"/><rect x="-10" y="-32" width="20" height="6" fill="${palette.gold}"/><rect x="-10" y="26" width="20" height="6" fill="${palette.gold}"/><path d="M0,32V50" stroke="${palette.gold}" stroke-width="3"/></g>`
const book = (x, y, w, h, cover, label) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${cover}"/><rect x="${x + 4}" y="${y + 4}" width="${w - 8}" height="${h - 8}" rx="2" fill="none" stroke="${palette.white}" stroke-opacity=".6"/>${label ? text(x + w / 2, y + h / 2 + 6, 16, palette.white, label) : ''}`
const bubble = (x, y, w, label, fill = palette.white, size = 20) =>
  `<rect x="${x - w / 2}" y="${y - 22}" width="${w}" height="36" rx="18" fill="${fill}"/><path d="M${x - 8},${y + 12}L${x - 14},${y + 26}L${x + 4},${y + 12}Z" fill="${fill}"/>${text(x, y + 3, size, palette.ink, label)}`
const flag = (x, y, fill, label) =>
  `<path d="M${x},${y}V${y + 120}" stroke="${palette.ink}" stroke-width="4"/><path d="M${x},${y}h70q-10,18 0,36h-70z" fill="${fill}"/>${label ? text(x + 32, y + 26, 20, palette.white, label) : ''}`
const confetti = (seed) => {
  const colors = [palette.red, palette.gold, palette.teal, palette.blue]
  let s = seed
  const rand = () => {
    s = (s * 9301 + 49297) % 233280
    return s / 233280
  }
  return Array.from({ length: 22 }, (_, i) => {
    const x = r(rand() * W)
    const y = r(rand() * 150)
    return `<rect x="${x}" y="${y}" width="6" height="11" rx="1.5" fill="${colors[i % 4]}" transform="rotate(${r(rand() * 90 - 45)} ${x} ${y})"/>`
  }).join('')
}

const scenes = {
  // 1 Preliminary paper test in a classroom
  'paper-test': () =>
    svg(
      palette.cream,
      `<rect x="60" y="34" width="360" height="110" rx="6" fill="${palette.teal}"/><rect x="66" y="40" width="348" height="98" rx="4" fill="#2c8a83"/>${text(170, 108, 52, palette.white, '汉字')}${text(330, 104, 28, palette.goldLight, '初赛 Prelim')}${person(120, 300, { s: 0.9, shirt: palette.red, skin: 0, hair: 0 })}${person(240, 300, { s: 0.9, shirt: palette.blue, skin: 1, hair: 1, long: true })}${person(360, 300, { s: 0.9, shirt: palette.green, skin: 3, hair: 2 })}${desk(70, 240, 100)}${desk(190, 240, 100)}${desk(310, 240, 100)}${paper(95, 226, 40, 16)}${paper(215, 226, 40, 16)}${paper(335, 226, 40, 16)}`,
    ),
  // 2 Listening part with headphones
  listening: () =>
    svg(
      palette.sky,
      `${sun(380, 70, 40, palette.peach)}${[0, 1, 2].map((i) => `<path d="M${300 + i * 22},${130 - i * 6}q14,30 0,60" stroke="${palette.blue}" stroke-width="5" fill="none" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`).join('')}${person(200, 320, { s: 1.35, shirt: palette.plum, skin: 0, hair: 1, long: true })}<path d="M170,150C170,112 230,112 230,150" stroke="${palette.ink}" stroke-width="7" fill="none"/><rect x="160" y="142" width="16" height="26" rx="6" fill="${palette.red}"/><rect x="224" y="142" width="16" height="26" rx="6" fill="${palette.red}"/>${gridCard(90, 110, 70, '听')}${sparkles(
        [
          [60, 230, 8, palette.gold],
          [420, 200, 10, palette.red],
        ],
      )}`,
    ),
  // 3 One-on-one spelling on stage
  'one-on-one': (ch = '森') =>
    svg(
      '#2a2f45',
      `<path d="M120,0L40,320H180Z" fill="${palette.goldLight}" opacity=".14"/><path d="M360,0L300,320H440Z" fill="${palette.goldLight}" opacity=".14"/>${screen(170, 30, 140, 110, gridCard(240, 85, 78, ch))}${timer(400, 70, 34, '60')}${person(110, 300, { s: 0.95, shirt: palette.red, skin: 1, hair: 0 })}${person(370, 300, { s: 0.95, shirt: palette.teal, skin: 3, hair: 3, long: true })}<rect x="70" y="232" width="80" height="68" rx="4" fill="${palette.redDark}"/><rect x="330" y="232" width="80" height="68" rx="4" fill="${palette.redDark}"/>${ground('#3b4260', 300)}`,
    ),
  // 4 Judges' table with score cards
  judges: () =>
    svg(
      palette.paper,
      `<rect x="30" y="40" width="420" height="60" rx="6" fill="${palette.red}"/>${text(240, 80, 26, palette.white, '评委席 · Judges')}${person(130, 280, { s: 0.9, shirt: palette.ink, skin: 0, hair: 2 })}${person(240, 280, { s: 0.9, shirt: palette.blue, skin: 1, hair: 3, long: true, arms: 'raise' })}${person(350, 280, { s: 0.9, shirt: palette.plum, skin: 2, hair: 0 })}<rect x="40" y="238" width="400" height="82" fill="#c9925c"/><rect x="40" y="238" width="400" height="10" fill="#a8743f"/><rect x="262" y="126" width="44" height="34" rx="3" fill="${palette.white}" stroke="${palette.teal}" stroke-width="3"/>${text(284, 151, 22, palette.teal, '✓')}${paper(100, 250, 60, 24)}${paper(320, 250, 60, 24)}`,
    ),
  // 5 Speed spell: a team around a screen of components
  'speed-spell': () =>
    svg(
      palette.tealLight,
      `${screen(140, 24, 200, 120, `${gridCard(190, 84, 56, '氵', { stroke: palette.teal })}${text(240, 96, 30, palette.ink, '+')}${gridCard(290, 84, 56, '每', { stroke: palette.teal })}`)}${timer(400, 74, 32, '2′')}${person(90, 310, { s: 0.85, shirt: palette.red, skin: 0, hair: 1, arms: 'raise' })}${person(180, 310, { s: 0.85, shirt: palette.gold, skin: 1, hair: 0, long: true })}${person(300, 310, { s: 0.85, shirt: palette.blue, skin: 3, hair: 2 })}${person(390, 310, { s: 0.85, shirt: palette.green, skin: 2, hair: 3, long: true, arms: 'up' })}${sparkles(
        [
          [60, 60, 9, palette.gold],
          [440, 180, 7, palette.red],
        ],
      )}`,
    ),
  // 6 Magic components: 5x4 grid and a buzzer
  'magic-components': () => {
    const parts = [
      '木',
      '口',
      '日',
      '氵',
      '亻',
      '月',
      '土',
      '女',
      '子',
      '艹',
      '扌',
      '火',
      '心',
      '言',
      '目',
      '禾',
      '门',
      '马',
      '石',
      '王',
    ]
    const cells = parts
      .map((p, i) => {
        const cx = 70 + (i % 5) * 58
        const cy = 58 + Math.floor(i / 5) * 58
        const on = i === 0 || i === 8
        return `<rect x="${cx - 25}" y="${cy - 25}" width="50" height="50" rx="6" fill="${on ? palette.gold : palette.white}" stroke="${palette.teal}" stroke-width="2"/>${text(cx, cy + 11, 30, palette.ink, p)}`
      })
      .join('')
    return svg(
      palette.leaf,
      `${cells}<ellipse cx="410" cy="250" rx="46" ry="16" fill="${palette.ink}"/><path d="M372,250V236C372,206 448,206 448,236V250Z" fill="${palette.red}"/>${text(410, 180, 26, palette.ink, '3s')}${sparkles(
        [
          [410, 120, 12, palette.gold],
          [450, 60, 8, palette.teal],
        ],
      )}`,
    )
  },
  // 7 Past and present: seal script to modern character
  'past-present': () =>
    svg(
      '#f3ead8',
      `<rect x="50" y="60" width="150" height="190" rx="10" fill="#e5d3b0" stroke="#a8743f" stroke-width="3"/><path d="M95,110C95,90 150,90 150,110V140M95,110V200M150,140H95M120,110V230M90,230C110,215 135,215 160,230" stroke="${palette.redDark}" stroke-width="8" fill="none" stroke-linecap="round"/>${text(125, 284, 18, '#7a5a35', '古 · Ancient')}<path d="M218,156H262" stroke="${palette.ink}" stroke-width="5" stroke-linecap="round"/><path d="M254,144L268,156L254,168" stroke="${palette.ink}" stroke-width="5" fill="none" stroke-linecap="round"/>${gridCard(355, 155, 150, '马')}${text(355, 284, 18, palette.teal, '今 · Modern')}`,
    ),
  // 8 Show and spell: idiom grid 3x3
  'show-spell': () => {
    const grid = ['画', '龙', '点', '睛', '山', '水', '天', '心', '书']
      .map((c, i) => {
        const cx = 260 + (i % 3) * 64
        const cy = 70 + Math.floor(i / 3) * 64
        const on = i < 4
        return `<rect x="${cx - 28}" y="${cy - 28}" width="56" height="56" rx="6" fill="${on ? palette.red : palette.white}" stroke="${palette.red}" stroke-width="2"/>${text(cx, cy + 12, 32, on ? palette.white : palette.ink, c)}`
      })
      .join('')
    return svg(
      palette.rose,
      `${grid}${person(110, 310, { s: 1.05, shirt: palette.blue, skin: 0, hair: 0, arms: 'raise' })}<path d="M40,40h110v70h-110z" fill="${palette.white}" stroke="${palette.gold}" stroke-width="3"/><path d="M58,96q20,-40 40,-20t36,-20" stroke="${palette.teal}" stroke-width="5" fill="none"/><circle cx="128" cy="58" r="6" fill="${palette.red}"/>`,
    )
  },
  // 9 Award ceremony on the podium
  podium: () =>
    svg(
      palette.cream,
      `${confetti(7)}<rect x="180" y="196" width="120" height="124" fill="${palette.red}"/><rect x="60" y="230" width="120" height="90" fill="${palette.teal}"/><rect x="300" y="250" width="120" height="70" fill="${palette.blue}"/>${text(240, 250, 44, palette.white, '1')}${text(120, 284, 38, palette.white, '2')}${text(360, 298, 34, palette.white, '3')}${person(240, 196, { s: 0.8, shirt: palette.gold, skin: 1, hair: 0, arms: 'up' })}${person(120, 230, { s: 0.8, shirt: palette.plum, skin: 0, hair: 1, long: true })}${person(360, 250, { s: 0.8, shirt: palette.green, skin: 3, hair: 2, arms: 'raise' })}`,
    ),
  // 10 Certificate with a seal
  certificate: () =>
    svg(
      palette.tealLight,
      `<rect x="70" y="40" width="340" height="240" rx="8" fill="${palette.paper}" stroke="${palette.gold}" stroke-width="6"/><rect x="86" y="56" width="308" height="208" fill="none" stroke="${palette.gold}" stroke-width="1.5"/>${text(240, 104, 30, palette.red, '荣誉证书')}${text(240, 132, 16, palette.ink, 'CERTIFICATE OF HONOUR')}<path d="M140,168h200M160,194h160M180,220h120" stroke="#cbbfa8" stroke-width="4" stroke-linecap="round"/><circle cx="340" cy="234" r="30" fill="none" stroke="${palette.red}" stroke-width="4"/>${text(340, 244, 22, palette.red, '赛')}`,
    ),
  // 11 Calligraphy workshop
  calligraphy: () =>
    svg(
      palette.paper,
      `<rect x="150" y="40" width="180" height="240" fill="${palette.white}" stroke="#ddd2bf" stroke-width="2"/>${text(240, 210, 150, palette.ink, '永')}<path d="M400,60L330,220" stroke="#8b5a2b" stroke-width="12" stroke-linecap="round"/><path d="M330,220l-10,30l22,-22z" fill="${palette.ink}"/><ellipse cx="90" cy="250" rx="44" ry="16" fill="${palette.ink}"/><ellipse cx="90" cy="246" rx="36" ry="10" fill="#3b4260"/><rect x="50" y="80" width="60" height="16" rx="4" fill="${palette.red}"/>${text(80, 130, 20, palette.redDark, '书法')}`,
    ),
  // 12 Bilingual club chat
  'bilingual-club': () =>
    svg(
      palette.sky,
      `${bubble(140, 70, 120, '你好！')}${bubble(340, 70, 130, 'Hello!', palette.goldLight)}${person(140, 310, { s: 1.05, shirt: palette.red, skin: 0, hair: 0, arms: 'raise' })}${person(340, 310, { s: 1.05, shirt: palette.teal, skin: 2, hair: 3, long: true })}${gridCard(240, 170, 60, '友')}${sparkles([[240, 110, 9, palette.gold]])}`,
    ),
  // 13 Study tour at the Great Wall
  'great-wall': () =>
    svg(
      palette.sky,
      `${sun(400, 60, 30, palette.peach)}${cloud(70, 70, 1)}<path d="M0,220L80,170L160,200L260,140L360,180L480,120V320H0Z" fill="${palette.green}" opacity=".55"/><path d="M0,232L80,182L160,212L260,152L360,192L480,132" stroke="#b59a74" stroke-width="16" fill="none" stroke-linejoin="round"/><rect x="244" y="112" width="34" height="40" fill="#b59a74"/><rect x="240" y="104" width="42" height="10" fill="#9c8260"/>${person(110, 320, { s: 0.75, shirt: palette.red, skin: 0, hair: 1, arms: 'up' })}${person(180, 320, { s: 0.75, shirt: palette.blue, skin: 2, hair: 0 })}${flag(330, 200, palette.red, '游学')}`,
    ),
  // 14 Study tour in a garden with a pavilion
  garden: () =>
    svg(
      palette.leaf,
      `<path d="M0,250Q120,230 240,250T480,250V320H0Z" fill="#9cc8d8"/><path d="M240,60L160,110H320Z" fill="${palette.redDark}"/><path d="M150,108Q240,90 330,108L320,118H160Z" fill="${palette.ink}"/><rect x="180" y="118" width="10" height="92" fill="${palette.red}"/><rect x="290" y="118" width="10" height="92" fill="${palette.red}"/><rect x="166" y="206" width="148" height="12" fill="#b59a74"/><path d="M60,210Q60,150 90,130Q120,150 120,210Z" fill="${palette.green}"/><path d="M380,214Q380,140 420,120Q460,150 450,214Z" fill="${palette.green}"/>${person(400, 320, { s: 0.7, shirt: palette.gold, skin: 1, hair: 2, long: true })}${person(90, 320, { s: 0.7, shirt: palette.teal, skin: 3, hair: 0, arms: 'raise' })}`,
    ),
  // 15 Parents cheering in the audience
  audience: () =>
    svg(
      '#2a2f45',
      `<rect x="0" y="0" width="480" height="120" fill="${palette.redDark}"/>${text(240, 72, 30, palette.goldLight, '加油！Go for it!')}${person(80, 330, { s: 0.9, shirt: palette.teal, skin: 0, hair: 0, arms: 'up' })}${person(180, 330, { s: 0.9, shirt: palette.gold, skin: 1, hair: 1, long: true, arms: 'raise' })}${person(290, 330, { s: 0.9, shirt: palette.blue, skin: 2, hair: 2 })}${person(400, 330, { s: 0.9, shirt: palette.rose, skin: 3, hair: 3, long: true, arms: 'up' })}${sparkles(
        [
          [40, 150, 8, palette.gold],
          [440, 160, 10, palette.gold],
          [240, 150, 6, palette.white],
        ],
      )}`,
    ),
  // 16 Volunteers at the welcome desk
  volunteers: () =>
    svg(
      palette.cream,
      `<rect x="40" y="40" width="400" height="54" rx="6" fill="${palette.teal}"/>${text(240, 76, 24, palette.white, '签到处 · Check-in')}${person(150, 250, { s: 0.9, shirt: palette.red, skin: 0, hair: 1, long: true, arms: 'raise' })}${person(320, 250, { s: 0.9, shirt: palette.red, skin: 2, hair: 0 })}<rect x="40" y="230" width="400" height="90" fill="#c9925c"/><rect x="40" y="230" width="400" height="10" fill="#a8743f"/>${paper(90, 250, 70, 30, 4)}${paper(300, 250, 70, 30, 4)}<rect x="200" y="244" width="60" height="40" rx="4" fill="${palette.white}"/>${text(230, 272, 20, palette.red, '♥')}`,
    ),
  // 17 Online practice on a tablet
  tablet: () =>
    svg(
      palette.tealLight,
      `<rect x="120" y="40" width="240" height="200" rx="18" fill="${palette.ink}"/><rect x="134" y="54" width="212" height="172" rx="8" fill="${palette.paper}"/>${gridCard(200, 120, 76, '学')}<rect x="256" y="86" width="72" height="12" rx="6" fill="${palette.teal}"/><rect x="256" y="108" width="56" height="12" rx="6" fill="${palette.gold}"/><rect x="256" y="130" width="64" height="12" rx="6" fill="${palette.rose}"/><rect x="160" y="180" width="160" height="24" rx="12" fill="${palette.red}"/>${text(240, 198, 14, palette.white, 'xué · to learn')}<path d="M330,260L390,200" stroke="${palette.ink}" stroke-width="8" stroke-linecap="round"/>${sparkles(
        [
          [80, 80, 10, palette.gold],
          [410, 90, 8, palette.red],
        ],
      )}`,
    ),
  // 18 Reading bilingual books in the library
  library: () =>
    svg(
      palette.paper,
      `<rect x="30" y="30" width="420" height="150" fill="#c9925c"/>${[0, 1, 2].map((row) => `<rect x="30" y="${76 + row * 50}" width="420" height="6" fill="#a8743f"/>`).join('')}${Array.from(
        { length: 27 },
        (_, i) => {
          const row = Math.floor(i / 9)
          const colors = [palette.red, palette.teal, palette.blue, palette.gold, palette.plum, palette.green]
          return `<rect x="${42 + (i % 9) * 45}" y="${38 + row * 50}" width="${30 + (i % 3) * 4}" height="38" fill="${colors[(i * 5) % 6]}"/>`
        },
      ).join(
        '',
      )}${person(160, 320, { s: 0.95, shirt: palette.blue, skin: 1, hair: 0, arms: 'hold' })}${person(320, 320, { s: 0.95, shirt: palette.gold, skin: 0, hair: 1, long: true, arms: 'hold' })}${book(140, 238, 40, 30, palette.red, '书')}${book(300, 238, 40, 30, palette.teal, 'Aa')}`,
    ),
  // 19 Lantern carnival
  lanterns: () =>
    svg(
      '#232946',
      `<path d="M0,40Q240,90 480,40" stroke="${palette.goldLight}" stroke-width="2" fill="none"/>${lantern(90, 100, 1.1, palette.red)}${lantern(200, 120, 0.9, palette.gold)}${lantern(300, 118, 1, palette.red)}${lantern(400, 96, 0.9, palette.redDark)}${person(160, 330, { s: 0.85, shirt: palette.red, skin: 0, hair: 1, arms: 'up' })}${person(320, 330, { s: 0.85, shirt: palette.teal, skin: 2, hair: 2, long: true, arms: 'raise' })}${sparkles(
        [
          [40, 200, 6, palette.goldLight],
          [450, 220, 7, palette.goldLight],
          [240, 200, 5, palette.white],
        ],
      )}`,
    ),
  // 20 Team photo with banner
  'team-photo': () =>
    svg(
      palette.sky,
      `<rect x="60" y="40" width="360" height="60" rx="6" fill="${palette.red}"/>${text(240, 80, 26, palette.white, '汉字战队 · Team Hanzi')}${[0, 1, 2, 3, 4, 5, 6].map((i) => person(66 + i * 58, 320, { s: 0.72, shirt: i === 3 ? palette.gold : palette.teal, skin: i, hair: i, long: i % 2 === 1, arms: i === 0 || i === 6 ? 'raise' : 'down' })).join('')}`,
    ),
  // 21 Coaches' training at a whiteboard
  'coach-training': () =>
    svg(
      palette.paper,
      `<rect x="40" y="34" width="260" height="170" rx="6" fill="${palette.white}" stroke="${palette.ink}" stroke-width="4"/>${text(110, 120, 60, palette.red, '亻')}${text(170, 120, 40, palette.ink, '+')}${text(230, 120, 60, palette.teal, '木')}${text(170, 180, 28, palette.ink, '= 休')}${person(360, 300, { s: 1, shirt: palette.plum, skin: 1, hair: 2, long: true, arms: 'raise' })}${person(110, 330, { s: 0.7, shirt: palette.blue, skin: 0, hair: 0 })}${person(200, 330, { s: 0.7, shirt: palette.green, skin: 3, hair: 1 })}`,
    ),
  // 22 Registration on the phone (mini-program)
  'phone-register': () =>
    svg(
      palette.rose,
      `<rect x="170" y="24" width="140" height="272" rx="22" fill="${palette.ink}"/><rect x="180" y="44" width="120" height="232" rx="10" fill="${palette.white}"/>${Array.from({ length: 36 }, (_, i) => ((i * 7) % 5 < 2 || i % 7 === 0 ? `<rect x="${200 + (i % 6) * 13}" y="${80 + Math.floor(i / 6) * 13}" width="12" height="12" fill="${palette.ink}"/>` : '')).join('')}<rect x="198" y="78" width="28" height="28" fill="none" stroke="${palette.ink}" stroke-width="4"/><rect x="254" y="78" width="28" height="28" fill="none" stroke="${palette.ink}" stroke-width="4"/><rect x="198" y="134" width="28" height="28" fill="none" stroke="${palette.ink}" stroke-width="4"/><rect x="196" y="200" width="88" height="30" rx="15" fill="${palette.green}"/>${text(240, 221, 15, palette.white, '报名 Sign up')}${person(90, 310, { s: 0.9, shirt: palette.teal, skin: 1, hair: 1, long: true, arms: 'raise' })}${sparkles(
        [
          [380, 80, 12, palette.gold],
          [410, 200, 8, palette.red],
        ],
      )}`,
    ),
  // 23 National finals with stage lights and trophy
  finals: () =>
    svg(
      '#1b1f33',
      `<path d="M80,0L20,260H160Z" fill="${palette.goldLight}" opacity=".16"/><path d="M400,0L320,260H460Z" fill="${palette.goldLight}" opacity=".16"/><path d="M240,0L180,260H300Z" fill="${palette.white}" opacity=".1"/>${trophy(240, 220, 1.6)}${text(240, 60, 30, palette.goldLight, '全国总决赛')}${text(240, 90, 16, palette.white, 'NATIONAL FINALS · 2025.10')}<rect x="0" y="260" width="480" height="60" fill="${palette.redDark}"/>${sparkles(
        [
          [120, 140, 8, palette.gold],
          [360, 150, 10, palette.gold],
          [300, 110, 5, palette.white],
        ],
      )}`,
    ),
  // 24 Sister schools exchange
  'sister-schools': () =>
    svg(
      palette.cream,
      `<path d="M40,150L110,100L180,150V250H40Z" fill="${palette.teal}"/><rect x="96" y="190" width="28" height="60" fill="${palette.paper}"/><path d="M300,150L370,100L440,150V250H300Z" fill="${palette.red}"/><rect x="356" y="190" width="28" height="60" fill="${palette.paper}"/>${person(200, 300, { s: 0.85, shirt: palette.blue, skin: 0, hair: 0 })}${person(280, 300, { s: 0.85, shirt: palette.gold, skin: 2, hair: 1, long: true })}<path d="M222,236Q240,226 258,236" stroke="${skins[1]}" stroke-width="10" stroke-linecap="round" fill="none"/>${bubble(240, 60, 150, '姊妹学校 ♥', palette.white, 18)}${ground(palette.leaf, 280)}`,
    ),
}

/** The 24 gallery pictures, in the order of the captions in the client's pictures content. */
export const galleryOrder = [
  'paper-test',
  'listening',
  'one-on-one',
  'judges',
  'speed-spell',
  'magic-components',
  'past-present',
  'show-spell',
  'podium',
  'certificate',
  'calligraphy',
  'bilingual-club',
  'great-wall',
  'garden',
  'audience',
  'volunteers',
  'tablet',
  'library',
  'lanterns',
  'team-photo',
  'coach-training',
  'phone-register',
  'finals',
  'sister-schools',
]

fs.mkdirSync(path.join(out, 'gallery'), { recursive: true })
let total = 0
galleryOrder.forEach((name, index) => {
  const file = path.join(out, 'gallery', `${String(index + 1).padStart(2, '0')}-${name}.svg`)
  const content = scenes[name]()
  fs.writeFileSync(file, content)
  total += content.length
})
// Portraits of the committee (illustrations, not likenesses of anyone).
const portraitStyles = [
  { bg: palette.rose, shirt: palette.red, skin: 0, hair: 0, long: true },
  { bg: palette.sky, shirt: palette.blue, skin: 3, hair: 3, long: true },
  { bg: palette.cream, shirt: palette.ink, skin: 1, hair: 2 },
  { bg: palette.leaf, shirt: palette.teal, skin: 0, hair: 1, long: true },
  { bg: palette.tealLight, shirt: palette.plum, skin: 2, hair: 0 },
  { bg: palette.peach, shirt: palette.green, skin: 3, hair: 1, long: true },
]
fs.mkdirSync(path.join(out, 'people'), { recursive: true })
portraitStyles.forEach(({ bg, ...look }, index) => {
  const content = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="${bg}"/>${person(80, 200, { s: 1.25, ...look })}</svg>`
  fs.writeFileSync(path.join(out, 'people', `member-${index + 1}.svg`), content)
  total += content.length
})
console.log(
  `${galleryOrder.length} pictures, ${Math.round(total / 1024)} KB in ${path.relative(process.cwd(), out)}`,
)

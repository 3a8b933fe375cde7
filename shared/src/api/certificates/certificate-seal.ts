/**
 * The organising committee's seal, pressed over the signature line of every certificate. It is one SVG
 * that the picture (drawn in the browser) and the PDF (drawn by the server) both place where the
 * layout says; browsers roughen it with the ink filter, the PDF prints it clean.
 */
const SEAL_FONT = "'Noto Serif CJK SC','Source Han Serif SC','WenQuanYi Zen Hei',serif"
export const SEAL_COLOR = '#c8241c'
/** Width and height of the seal's square, in the certificate's units. */
export const SEAL_SIZE = 128

export const certificateSealSvg = [
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SEAL_SIZE}" height="${SEAL_SIZE}" viewBox="-64 -64 128 128">`,
  '<title>组委会印章 Seal of the Organising Committee</title>',
  '<defs><filter id="ink" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="1.1" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -5 3.9"/><feComposite in="SourceGraphic" operator="in"/></filter></defs>',
  `<g transform="rotate(-8)" filter="url(#ink)" opacity=".9" fill="${SEAL_COLOR}">`,
  `<circle r="60" fill="none" stroke="${SEAL_COLOR}" stroke-width="5"/>`,
  `<circle r="53" fill="none" stroke="${SEAL_COLOR}" stroke-width="1.2"/>`,
  '<path id="sa" d="M-36,24A43,43 0 1,1 36,24" fill="none"/>',
  `<text font-family="${SEAL_FONT}" font-size="13.5" font-weight="bold" letter-spacing="1.5"><textPath xlink:href="#sa" startOffset="50%" text-anchor="middle">中英双语汉字拼写大赛</textPath></text>`,
  '<path d="M0,-16L4.1,-5.6L15.2,-4.9L6.6,2.2L9.4,12.9L0,6.9L-9.4,12.9L-6.6,2.2L-15.2,-4.9L-4.1,-5.6Z"/>',
  `<text y="34" x="2" font-family="${SEAL_FONT}" font-size="14" font-weight="bold" text-anchor="middle" letter-spacing="3">组委会</text>`,
  '</g></svg>',
].join('')

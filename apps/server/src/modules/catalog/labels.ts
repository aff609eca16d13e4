import { tr } from '@counterpart/domain/i18n/translate'
import { toBuffer } from 'bwip-js/node'
import type { LabelSymbology } from '@counterpart/domain/schemas/catalog'
import { ValidationError } from '../../platform/errors.ts'

/**
 * Barcode label images (spec 001 §2, §9) rendered with bwip-js:
 * - C39: Code 39, the 43 characters of the standard set (digits, upper-case letters, - . space $ / + %);
 * - C39+: Code 39 with its modulo-43 check character;
 * - C39E: Code 39 extended (code39ext), any ASCII character as a pair of Code 39 characters;
 * - C128: Code 128, bwip-js choosing the code sets (B for text, C for digit runs);
 * - C128A: Code 128 held in code set A from the start (Start A, codeword 103). bwip-js has no option to
 *   force a set, so the codewords are computed here and given in its raw mode (`^NNN` each); bwip-js
 *   adds the check character and the stop. Set A has upper case, digits, punctuation and control codes,
 *   no lower case.
 */
const CODE39_CHARS = /^[0-9A-Z\-. $/+%]+$/
const ASCII = /^[\x00-\x7f]+$/ // eslint-disable-line no-control-regex -- Code 39 extended encodes the whole 7-bit set

type RenderOptions = Parameters<typeof toBuffer>[0] & { raw?: boolean }

/** Code 128 set A codewords of a text, Start A first; null when a character is not in set A. */
export function code128ACodewords(text: string): number[] | null {
  const codewords = [103]
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code >= 32 && code <= 95) codewords.push(code - 32)
    else if (code >= 0 && code < 32) codewords.push(code + 64)
    else return null
  }
  return codewords
}

export function labelOptions(symbology: LabelSymbology, text: string): RenderOptions {
  const common = {
    scale: 2,
    height: 12,
    includetext: false,
    paddingwidth: 4,
    paddingheight: 2,
    backgroundcolor: 'FFFFFF',
  }
  switch (symbology) {
    case 'C39':
    case 'C39+':
      if (!CODE39_CHARS.test(text)) {
        throw ValidationError.field('symbology', tr('messages:server.barcode.code39', { symbology, text }))
      }
      return { ...common, bcid: 'code39', text, includecheck: symbology === 'C39+' }
    case 'C39E':
      if (!ASCII.test(text)) throw ValidationError.field('symbology', tr('messages:server.barcode.code39e', { text }))
      return { ...common, bcid: 'code39ext', text }
    case 'C128':
      return { ...common, bcid: 'code128', text }
    case 'C128A': {
      const codewords = code128ACodewords(text)
      if (!codewords) {
        throw ValidationError.field('symbology', tr('messages:server.barcode.code128a', { text }))
      }
      return {
        ...common,
        bcid: 'code128',
        text: codewords.map((cw) => `^${String(cw).padStart(3, '0')}`).join(''),
        raw: true,
      }
    }
  }
}

/** The label's barcode as a PNG data URL. */
export async function renderLabel(symbology: LabelSymbology, text: string): Promise<string> {
  const png = await toBuffer(labelOptions(symbology, text))
  return `data:image/png;base64,${png.toString('base64')}`
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { create, type Font } from 'fontkit'

/**
 * The fonts a slip is drawn in when it prints as an image, and an A4 PDF is set in: Noto Sans for Latin, Greek and Cyrillic, and Noto
 * Sans Arabic for what Noto Sans lacks (Arabic, Persian, Urdu). TTF files from npm packages (OFL), resolved
 * through Node's own resolution from this module: the server bundle keeps node_modules as imports, so the
 * same lookup finds them from src/ under tsx and from dist/main.mjs.
 */

export interface FontFace {
  regular: Font
  bold: Font
}

export interface SlipFonts {
  latin: FontFace
  arabic: FontFace
}

const FILES = {
  latinRegular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  latinBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  arabicRegular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  arabicBold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
} as const

const resolve = createRequire(import.meta.url).resolve

function openFont(specifier: string): Font {
  const opened = create(readFileSync(resolve(specifier)))
  // A .ttf is one font; a collection (.ttc) would need a name to pick one, and these files are none.
  if (!('unitsPerEm' in opened)) throw new Error(`${specifier} is a font collection, not a font`)
  return opened
}

let loaded: SlipFonts | null = null
let files: Record<keyof typeof FILES, Buffer> | null = null

/**
 * The same four files as bytes, for pdfkit to embed in an A4 PDF (it shapes with fontkit itself and subsets
 * what a document uses); read once and kept for the life of the process.
 */
export function fontFiles(): Record<keyof typeof FILES, Buffer> {
  files ??= {
    latinRegular: readFileSync(resolve(FILES.latinRegular)),
    latinBold: readFileSync(resolve(FILES.latinBold)),
    arabicRegular: readFileSync(resolve(FILES.arabicRegular)),
    arabicBold: readFileSync(resolve(FILES.arabicBold)),
  }
  return files
}

/** The four faces, read from disk on the first slip or PDF drawn and kept for the life of the process. */
export function slipFonts(): SlipFonts {
  loaded ??= {
    latin: { regular: openFont(FILES.latinRegular), bold: openFont(FILES.latinBold) },
    arabic: { regular: openFont(FILES.arabicRegular), bold: openFont(FILES.arabicBold) },
  }
  return loaded
}

import type { SettingsService } from '../settings/service.ts'
import { paperDotsOf } from './escpos-encode.ts'
import type { PrintDocument, PrinterSetup } from './print-document.ts'
import type { Bitmap } from './raster/bitmap.ts'
import { logoImage } from './raster/logo-image.ts'

export interface LogoSource {
  settings: SettingsService
  /** The folder /uploads/ addresses are served from (the upload store's public root). */
  publicRoot: string
}

/**
 * The shop's logo for a printer's paper, or null when the shop has none or it cannot be read. Slips print the
 * billing logo, as the invoice does, and the app logo when there is no billing logo.
 */
export async function shopLogo(source: LogoSource, printer: PrinterSetup): Promise<Bitmap | null> {
  try {
    const { logo, logoBill } = await source.settings.get()
    return await logoImage(source.publicRoot, logoBill || logo, paperDotsOf(printer.paper_width))
  } catch {
    // A slip without its logo beats a slip that does not print.
    return null
  }
}

/** The logo a document prints: none when it has no logo block (a drawer opening, a device label). */
export async function slipLogo(
  source: LogoSource,
  printer: PrinterSetup,
  document: PrintDocument,
): Promise<Bitmap | null> {
  return document.blocks.some((block) => block.type === 'logo') ? shopLogo(source, printer) : null
}

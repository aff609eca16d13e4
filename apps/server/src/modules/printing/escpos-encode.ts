import ReceiptPrinterEncoder, { type Alignment, type TableColumn } from '@point-of-sale/receipt-printer-encoder'
import { PRINTER_CODE_PAGES } from '@counterpart/domain/schemas/printing'
import type { PrintAlign, PrintBlock, PrintDocument, PrinterSetup } from './print-document.ts'
import { stackBitmaps, type Bitmap } from './raster/bitmap.ts'
import { codePageHolds } from './raster/code-page-fit.ts'
import { rasterStrips } from './raster/escpos-raster.ts'
import { blockImage, isTextBlock, slipDirection, type SlipLayout, type TextBlock } from './raster/layout-blocks.ts'

/**
 * Blocks to ESC/POS (issue 33) through a maintained encoder: text in the printer's code page, rows laid out
 * to the paper's width (48 columns on 80 mm, 32 on 58 mm), CODE128 and QR codes, the cut, the drawer's pulse.
 * Text the code page cannot hold (Arabic, Hebrew, Chinese, Greek on cp437 ...), all text of a printer set to
 * raster, and the logo print as pictures drawn here (raster/), sent as `GS v 0` strips.
 */

/** What a document needs beside its blocks, loaded by the caller (the encoder itself reads nothing). */
export interface EncodeOptions {
  /** The shop's logo for this printer's paper (raster/logo-image.ts); without it a logo block prints nothing. */
  logo?: Bitmap | null
}

/** ESC p m t1 t2: a pulse on the drawer kick connector's pin 2 (m = 0) or pin 5 (m = 1), 50 ms on, 500 ms off. */
export function drawerPulse(pin: number): Uint8Array {
  return Uint8Array.from([0x1b, 0x70, pin === 5 ? 1 : 0, 25, 250])
}

/** Characters per line in the printer's normal font: 48 on 80 mm paper, 32 on 58 mm. */
export const columnsOf = (paperWidth: number) => (paperWidth === 58 ? 32 : 48)

/** Dots across the printable width at 203 dpi: 576 on 80 mm paper (72 mm printed), 384 on 58 mm (48 mm). */
export const paperDotsOf = (paperWidth: number) => (paperWidth === 58 ? 384 : 576)

/** Text mode lays out left to right: a slip's start is the paper's left. */
const alignment: Record<PrintAlign, Alignment> = { start: 'left', center: 'center', end: 'right' }

const codePageOf = (printer: PrinterSetup) => PRINTER_CODE_PAGES.find((page) => page === printer.code_page) ?? 'cp437'

function encoderFor(printer: PrinterSetup) {
  return new ReceiptPrinterEncoder({ language: 'esc-pos', columns: columnsOf(printer.paper_width) })
    .initialize()
    .codepage(codePageOf(printer))
}

/** Every character a text block would send as text. */
function textOf(block: TextBlock): string {
  if (block.type === 'heading' || block.type === 'text') return block.text
  return block.type === 'row' ? block.label + block.value : ''
}

/** The label to the start, the value to the end, the value given up to 16 columns (half a 32-column line). */
function rowLayout(columns: number): TableColumn[] {
  const value = Math.min(16, Math.floor(columns / 2))
  return [
    { width: columns - value - 1, marginRight: 1 },
    { width: value, align: 'right' },
  ]
}

function encodeBlock(encoder: ReceiptPrinterEncoder, block: PrintBlock, columns: number) {
  switch (block.type) {
    case 'heading':
      encoder.align('center').bold(true).size(2, 2).line(block.text).size(1, 1).bold(false).align('left')
      return
    case 'text':
      encoder.align(alignment[block.align ?? 'start']).bold(block.bold === true)
      if (block.wide) encoder.size(2, 1)
      encoder.line(block.text)
      if (block.wide) encoder.size(1, 1)
      encoder.bold(false).align('left')
      return
    case 'row':
      encoder
        .bold(block.bold === true)
        .table(rowLayout(columns), [[block.label, block.value]])
        .bold(false)
      return
    case 'rule':
      encoder.rule()
      return
    case 'feed':
      encoder.newline(block.lines)
      return
    case 'barcode':
      encoder.align('center').barcode(block.value, 'code128', { height: 60, text: 'below' }).align('left')
      return
    case 'qr':
      encoder.align('center').qrcode(block.value, { model: 2, size: 6, errorlevel: 'm' }).align('left')
      return
    case 'logo':
      // A picture: encodeDocument draws it.
      return
  }
}

/** A document's bytes for one printer: its blocks, the cut, then the drawer's pulse when it opens. */
export function encodeDocument(
  printer: PrinterSetup,
  document: PrintDocument,
  options: EncodeOptions = {},
): Uint8Array {
  const pulse = document.openDrawer ? drawerPulse(printer.drawer_pin) : new Uint8Array()
  if (document.blocks.length === 0 && !document.cut) return pulse
  const columns = columnsOf(printer.paper_width)
  const codePage = codePageOf(printer)
  const encoder = encoderFor(printer)
  const layout: SlipLayout = {
    width: paperDotsOf(printer.paper_width),
    direction: slipDirection(document),
    paragraph: document.direction ?? 'auto',
  }
  // Pictures next to each other go as one, cut into strips only where the printer's buffer needs it.
  let pictures: Bitmap[] = []
  const sendPictures = () => {
    if (pictures.length > 0) encoder.raw(rasterStrips(stackBitmaps(layout.width, pictures)))
    pictures = []
  }
  for (const block of document.blocks) {
    if (block.type === 'logo') {
      if (options.logo) pictures.push(options.logo)
    } else if (isTextBlock(block) && (printer.mode === 'raster' || !codePageHolds(codePage, textOf(block)))) {
      pictures.push(blockImage(block, layout))
    } else {
      sendPictures()
      encodeBlock(encoder, block, columns)
    }
  }
  sendPictures()
  if (document.cut) encoder.newline(2).cut()
  const bytes = encoder.encode()
  const all = new Uint8Array(bytes.length + pulse.length)
  all.set(bytes)
  all.set(pulse, bytes.length)
  return all
}

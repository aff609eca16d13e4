import { tr } from '@counterpart/domain/i18n/translate'
import { columnsOf } from '../escpos-encode.ts'
import type { PrintDocument, PrinterSetup } from '../print-document.ts'
import { printedAt } from './printed-at.ts'

/** The test page: shop and printer names, a full line in each width the paper takes, a barcode. */
export function testPageDocument(printer: PrinterSetup, shopName: string, at: string): PrintDocument {
  const columns = columnsOf(printer.paper_width)
  return {
    blocks: [
      { type: 'logo' },
      { type: 'heading', text: shopName },
      { type: 'text', text: tr('documents:testPage', { name: printer.name }), align: 'center' },
      { type: 'text', text: printedAt(at), align: 'center' },
      { type: 'feed', lines: 1 },
      // A full line of the normal font: a line cut short means the paper width is set wrong.
      { type: 'text', text: '1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns) },
      { type: 'text', text: 'ABCDEFGHIJ'.repeat(Math.ceil(columns / 20)).slice(0, columns / 2), wide: true },
      { type: 'rule' },
      {
        type: 'text',
        text:
          printer.mode === 'raster'
            ? tr('documents:testPageRaster', { width: printer.paper_width, columns })
            : tr('documents:testPageCodePage', { width: printer.paper_width, columns, codePage: printer.code_page }),
      },
      { type: 'feed', lines: 1 },
      { type: 'barcode', value: 'TEST-PAGE' },
    ],
    cut: true,
    openDrawer: false,
  }
}

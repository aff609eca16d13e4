import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useConfigs } from '../lib/app-configuration.ts'
import { PrintLayout } from './print-layout.tsx'
import { QueryStatus } from './query-status.tsx'
import { usePrintFooter } from '../lib/use-print-footer.ts'
import { uploadUrl } from '../lib/upload-url.ts'
import { usePaperTranslation } from '../lib/i18n/paper.tsx'

/**
 * A number, an amount with its sign, a phone, a code (IMEI, SKU, transaction number) or a date: kept whole
 * and left-to-right inside right-to-left text. Without it a right-to-left receipt prints "+1 555 0100" as
 * "0100 555 1+" and "- $1.95" as "$1.95 -".
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>
}

/** The shop's logo, name, address and phone at the top of a printed receipt. */
export function ReceiptHeader({ title }: { title: string }) {
  const configs = useConfigs()
  const logo = uploadUrl(configs.logoBill || configs.logo)
  const address = [configs.address_1, configs.address_2, configs.address_3].filter(Boolean)
  return (
    <Box sx={{ textAlign: 'center', mb: 1 }}>
      {logo && configs.billLogo && (
        <Box
          component="img"
          src={logo}
          alt=""
          sx={{
            width: configs.billLogoWidth || 70,
            height: configs.billLogoHeight || 70,
            objectFit: 'contain',
            borderRadius: configs.billLogoRound ? '50%' : 0,
          }}
        />
      )}
      {configs.billAppName && (
        <Typography sx={{ fontWeight: 700, fontSize: 16 }} component="div">
          {configs.site_name}
        </Typography>
      )}
      {configs.billAddress &&
        address.map((line) => (
          <Typography key={line} sx={{ fontSize: 11 }} component="div">
            <bdi>{line}</bdi>
          </Typography>
        ))}
      {configs.billPhone && configs.phone && (
        <Typography sx={{ fontSize: 11 }} component="div">
          <Ltr>{configs.phone}</Ltr>
        </Typography>
      )}
      <ReceiptDivider />
      <Typography component="h1" sx={{ fontWeight: 700, fontSize: 14, textTransform: 'uppercase' }}>
        {title}
      </Typography>
    </Box>
  )
}

/** The terms are rich text from the settings; a receipt prints their words only, never their markup. */
function termsText(terms: string | undefined): string {
  if (!terms?.trim()) return ''
  const document = new DOMParser().parseFromString(terms, 'text/html')
  document.querySelectorAll('p, br, li, div').forEach((node) => node.append('\n'))
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim()
}

/**
 * The vendor credit line of every print view (spec 001 §9), unless the owner licence unlocks its
 * removal: the server decides (GET /api/print-footer), so every print follows the same rule.
 */
export function VendorCredit() {
  const footer = usePrintFooter()
  if (!footer.data?.vendorCredit) return null
  return (
    // dir="auto": the sentence keeps its closing "!" or "." at its own end inside a right-to-left receipt.
    <Typography sx={{ mt: 1, fontSize: 9, textAlign: 'center', color: '#555' }} data-testid="vendor-credit" dir="auto">
      {footer.data.text}
    </Typography>
  )
}

/** Terms and the vendor credit unless the owner licence (ownnerInfo) unlocks it (spec 001 §9). */
export function ReceiptFooter({ terms }: { terms?: string }) {
  const configs = useConfigs()
  const text = termsText(terms)
  return (
    <Box sx={{ mt: 2 }}>
      {text && (
        <Typography
          component="div"
          sx={{ fontSize: configs.billTermsFontSize || 8, whiteSpace: 'pre-line' }}
          dir="auto"
        >
          {text}
        </Typography>
      )}
      <VendorCredit />
    </Box>
  )
}

/** The black rule between the parts of a printed receipt. */
export function ReceiptDivider() {
  return <Divider sx={{ my: 1, borderColor: '#000' }} />
}

/**
 * A label and value on one line of a receipt. Both are isolated, so an English label and its value stay in
 * their own order on a right-to-left receipt; a number, amount, phone or code value says `ltr` (it is then
 * wrapped in `Ltr`).
 */
export function ReceiptRow({
  label,
  children,
  strong = false,
  ltr = false,
}: {
  label: string
  children: ReactNode
  strong?: boolean
  ltr?: boolean
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }}>
      <bdi>{label}</bdi>
      <bdi style={{ textAlign: 'end' }}>{ltr ? <Ltr>{children}</Ltr> : children}</bdi>
    </Box>
  )
}

export interface ReceiptItem {
  key: string | number
  name: string
  /** A smaller line under the name (IMEI and serial, SKU); none when undefined. Codes in it go in `Ltr`. */
  detail?: ReactNode
  qty: number
  /** The formatted unit price or cost. */
  price: string
  /** The formatted line total. */
  total: string
}

/** The lines of a printed slip: item, quantity, unit price (or cost) and total, numbers to the right. */
export function ReceiptItems({
  label,
  priceLabel,
  fontSize,
  items,
}: {
  /** Names the table for assistive technology. */
  label: string
  /** The unit column's heading: "Price" on a bill, "Cost" on a purchase. */
  priceLabel: string
  fontSize: number
  items: readonly ReceiptItem[]
}) {
  const { t } = usePaperTranslation('common')
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize }} aria-label={label}>
      <thead>
        <tr>
          <Box component="th" sx={{ textAlign: 'start' }}>
            {t('common:receipt.item')}
          </Box>
          {[t('common:receipt.qty'), priceLabel, t('common:receipt.total')].map((heading) => (
            <Box key={heading} component="th" sx={{ textAlign: 'end' }}>
              {heading}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <td>
              <bdi>{item.name}</bdi>
              {item.detail !== undefined && (
                <Box component="div" sx={{ fontSize: 9 }}>
                  {item.detail}
                </Box>
              )}
            </td>
            {[item.qty, item.price, item.total].map((value, index) => (
              <Box key={index} component="td" sx={{ textAlign: 'end' }}>
                <Ltr>{value}</Ltr>
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  )
}

/**
 * The print view of one record (a bill, a repair job, a purchase): the print frame, the record's loading
 * state ("Loading the bill"), then, once it is there, the shop's header over the receipt's title, what
 * `children` prints of the record, and the footer with the terms.
 */
export function RecordReceipt<Data>({
  query,
  record,
  backTo,
  title,
  terms,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: Data | undefined }
  /** The record's name in the loading and error messages. */
  record: string
  /** Where Back goes (PrintLayout). */
  backTo?: string
  title: string
  terms?: string
  children: (data: Data) => ReactNode
}) {
  return (
    <PrintLayout backTo={backTo}>
      <QueryStatus query={query} record={record} />
      {query.data !== undefined && (
        <>
          <ReceiptHeader title={title} />
          {children(query.data)}
          <ReceiptFooter terms={terms} />
        </>
      )}
    </PrintLayout>
  )
}

import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn'
import DeleteIcon from '@mui/icons-material/Delete'
import EmailIcon from '@mui/icons-material/Email'
import LocalShippingIcon from '@mui/icons-material/LocalShipping'
import PrintIcon from '@mui/icons-material/Print'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { OrderListRow } from '@counterpart/domain/schemas/orders'
import { MESSAGES } from '@counterpart/domain/messages'
import { holdsGate, type Gate } from '@counterpart/domain/permissions'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf, type RouteName } from '../../lib/paths.ts'
import { RowActions, type RowActionItem } from '../../components/row-actions.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { useAppSession } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteOrder } from './api/delete-order.ts'
import { EmailInvoiceDialog } from '../../components/email-invoice-form.tsx'

/** Spec 002 §8: the warning before a sale or refund leaves Transactions. */
export const REMOVE_ORDER_WARNING = 'Warning: Are you sure to remove ?'

type Kind = 'salling' | 'refunding' | 'purchasing'

/** One order of each tab, as the removal's dialog names it. */
const ONE_OF: Record<Kind, string> = { salling: 'Sale', refunding: 'Refund', purchasing: 'Purchase' }

const TABS: { kind: Kind; name: string; label: string; gate: Gate }[] = [
  { kind: 'salling', name: 'SaleTransaction', label: 'Sales', gate: 'saleList' },
  { kind: 'refunding', name: 'RefundTransaction', label: 'Refunds', gate: 'refundList' },
  { kind: 'purchasing', name: 'PurchaseTransaction', label: 'Purchases', gate: 'purchaseList' },
]

function link(name: RouteName, params: Record<string, string | number>): string {
  return pathOf(name, params)
}

/**
 * Transactions (spec 002 §2.6): SaleTransaction, RefundTransaction and PurchaseTransaction, each a paged
 * table of orders with its row actions; removing a sale or refund asks 'Warning: Are you sure to remove ?'.
 */
export function TransactionsPage() {
  const { actions } = useAppSession()
  const can = (gate: Gate) => holdsGate(actions, gate)
  const tabs = TABS.filter((tab) => can(tab.gate))
  const [current, setCurrent] = useState(0)
  const { money, date } = useFormatters()
  const deletion = useConfirmedDelete<OrderListRow>(useDeleteOrder(), {
    message: REMOVE_ORDER_WARNING,
    describe: (row) => (
      <>
        {ONE_OF[(tabs[current] ?? tabs[0])?.kind ?? 'salling']} <bdi>{row.key}</bdi>
        {row.party && (
          <>
            , <bdi>{row.party}</bdi>
          </>
        )}
        , <bdi>{money(row.totalAmount)}</bdi>
      </>
    ),
  })
  const [emailing, setEmailing] = useState<{ id: number; email: string } | null>(null)
  const tab = tabs[current] ?? tabs[0]
  if (!tab) return <Alert severity="warning">{MESSAGES.forbidden}</Alert>

  const columns: Column<OrderListRow>[] = [
    { key: 'created_at', label: 'Date', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
    { key: 'key', label: 'Transaction', sortable: true, nowrap: true },
    ...(tab.kind === 'purchasing'
      ? [{ key: 'reference', label: 'Reference', sortable: true, maxWidth: 140 } satisfies Column<OrderListRow>]
      : []),
    // One line per row at 1024 px: long names are cut short, and Items and By wait for a wider window.
    { key: 'party', label: tab.kind === 'purchasing' ? 'Supplier' : 'Customer', maxWidth: { xs: 160, lg: 260 } },
    { key: 'totalItems', label: 'Items', sortable: true, align: 'right', hideBelow: 'lg' },
    { key: 'totalAmount', label: 'Total', sortable: true, align: 'right', render: (row) => money(row.totalAmount) },
    {
      key: 'method',
      label: 'Payment',
      sortable: true,
      render: (row) => (
        <Chip
          size="small"
          label={row.method ? 'Live' : 'Due'}
          color={row.method ? 'success' : 'warning'}
          variant="outlined"
        />
      ),
    },
    { key: 'by', label: 'By', hideBelow: 'xl', maxWidth: 160 },
  ]

  function rowActions(row: OrderListRow) {
    return <RowActions menuLabel={`More actions for ${row.key}`} actions={rowActionItems(row)} />
  }

  // The rest of a sale's six actions go into the ⋯ menu, so a row stays one line high at 1024 px.
  function rowActionItems(row: OrderListRow): (RowActionItem | false)[] {
    const remove: RowActionItem | false = can('orderRemove') && {
      title: 'Remove',
      color: 'error',
      icon: DeleteIcon,
      onClick: () => deletion.ask(row),
    }
    if (tab?.kind === 'salling') {
      return [
        can('saleDetails') && { title: 'Sale detail', to: link('SaleDetail', { id: row.id }), icon: VisibilityIcon },
        can('salePrint') && { title: 'Print', to: link('PrintSale', { id: row.id }), icon: PrintIcon },
        can('salePrint') && {
          title: 'Shipping address',
          to: link('ShippingAddress', { id: row.id }),
          icon: LocalShippingIcon,
        },
        can('saleRefund') && { title: 'Refund', to: link('PosSale', { trax: row.key }), icon: AssignmentReturnIcon },
        can('saleEmail') && {
          title: 'Email invoice',
          icon: EmailIcon,
          onClick: () => setEmailing({ id: row.id, email: row.partyEmail }),
        },
        remove,
      ]
    }
    if (tab?.kind === 'refunding') {
      return [
        can('refundDetails') && {
          title: 'Refund detail',
          to: link('RefundDetail', { id: row.id }),
          icon: VisibilityIcon,
        },
        can('refundPrint') && { title: 'Print', to: link('PrintRefund', { id: row.id }), icon: PrintIcon },
        remove,
      ]
    }
    return [
      can('purchaseDetails') && {
        title: 'Purchase details',
        to: link('PurchaseTransactionDetails', { id: row.id }),
        icon: VisibilityIcon,
      },
      can('purchasePrint') && { title: 'Print', to: link('PrintPurchase', { id: row.id }), icon: PrintIcon },
    ]
  }

  const toolbar =
    tab.kind === 'salling' && can('saleCreate') ? (
      <Button variant="contained" startIcon={<AddShoppingCartIcon />} component={RouterLink} to={pathOf('PosSale')}>
        New Sale
      </Button>
    ) : tab.kind === 'purchasing' && can('purchaseCreate') ? (
      <Button variant="contained" startIcon={<AddShoppingCartIcon />} component={RouterLink} to={pathOf('Buy')}>
        Add Purchase
      </Button>
    ) : undefined

  return (
    <Paper sx={{ p: 2 }}>
      <Tabs
        value={Math.min(current, tabs.length - 1)}
        onChange={(_event, next: number) => setCurrent(next)}
        sx={{ mb: 2 }}
      >
        {tabs.map((item) => (
          <Tab key={item.kind} label={item.label} id={item.name} />
        ))}
      </Tabs>
      <ServerDataTable<OrderListRow>
        key={tab.kind}
        path="/order"
        params={{ filter: tab.kind }}
        columns={columns}
        label={`${tab.label} transactions`}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={rowActions}
        toolbar={toolbar}
      />
      {deletion.dialog}
      {emailing !== null && (
        <EmailInvoiceDialog orderId={emailing.id} email={emailing.email} onClose={() => setEmailing(null)} />
      )}
    </Paper>
  )
}

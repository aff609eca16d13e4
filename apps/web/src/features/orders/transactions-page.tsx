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
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf, type RouteName } from '../../lib/paths.ts'
import { RowActions, type RowActionItem } from '../../components/row-actions.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { useAppSession } from '../../lib/app-configuration.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteOrder } from './api/delete-order.ts'
import { EmailInvoiceDialog } from '../../components/email-invoice-form.tsx'

type Kind = 'salling' | 'refunding' | 'purchasing'

/** One order of each tab, as the removal's dialog names it (with its key, party and total). */
const ONE_OF: Record<Kind, { plain: string; withParty: string }> = {
  salling: { plain: 'orders:transactions.describe.sale', withParty: 'orders:transactions.describeParty.sale' },
  refunding: { plain: 'orders:transactions.describe.refund', withParty: 'orders:transactions.describeParty.refund' },
  purchasing: {
    plain: 'orders:transactions.describe.purchase',
    withParty: 'orders:transactions.describeParty.purchase',
  },
}

/** The tabs; label and tableLabel are translation keys, read where they are drawn. */
const TABS: { kind: Kind; name: string; label: string; tableLabel: string; gate: Gate }[] = [
  {
    kind: 'salling',
    name: 'SaleTransaction',
    label: 'orders:tabs.sales',
    tableLabel: 'orders:tabs.salesTable',
    gate: 'saleList',
  },
  {
    kind: 'refunding',
    name: 'RefundTransaction',
    label: 'orders:tabs.refunds',
    tableLabel: 'orders:tabs.refundsTable',
    gate: 'refundList',
  },
  {
    kind: 'purchasing',
    name: 'PurchaseTransaction',
    label: 'orders:tabs.purchases',
    tableLabel: 'orders:tabs.purchasesTable',
    gate: 'purchaseList',
  },
]

function link(name: RouteName, params: Record<string, string | number>): string {
  return pathOf(name, params)
}

/**
 * Transactions (spec 002 §2.6): SaleTransaction, RefundTransaction and PurchaseTransaction, each a paged
 * table of orders with its row actions; removing a sale or refund asks 'Warning: Are you sure to remove ?'.
 */
export function TransactionsPage() {
  const { t } = useTranslation('orders')
  const { actions } = useAppSession()
  const can = (gate: Gate) => holdsGate(actions, gate)
  const tabs = TABS.filter((tab) => can(tab.gate))
  const [current, setCurrent] = useState(0)
  const { money, date } = useFormatters()
  const deletion = useConfirmedDelete<OrderListRow>(useDeleteOrder(), {
    // Spec 002 §8: the warning before a sale or refund leaves Transactions.
    message: t('orders:transactions.removeWarning'),
    confirmLabel: t('orders:actions.remove'),
    describe: (row) => {
      const one = ONE_OF[(tabs[current] ?? tabs[0])?.kind ?? 'salling']
      return (
        <Trans
          i18nKey={row.party ? one.withParty : one.plain}
          values={{ key: row.key, party: row.party, total: money(row.totalAmount) }}
          components={{ b: <bdi /> }}
        />
      )
    },
  })
  const [emailing, setEmailing] = useState<{ id: number; email: string } | null>(null)
  const tab = tabs[current] ?? tabs[0]
  if (!tab) return <Alert severity="warning">{MESSAGES.forbidden}</Alert>

  const columns: Column<OrderListRow>[] = [
    {
      key: 'created_at',
      label: t('orders:columns.date'),
      sortable: true,
      nowrap: true,
      render: (row) => date(row.created_at),
    },
    { key: 'key', label: t('orders:columns.transaction'), sortable: true, nowrap: true },
    ...(tab.kind === 'purchasing'
      ? [
          {
            key: 'reference',
            label: t('orders:columns.reference'),
            sortable: true,
            maxWidth: 140,
          } satisfies Column<OrderListRow>,
        ]
      : []),
    // One line per row at 1024 px: long names are cut short, and Items and By wait for a wider window.
    {
      key: 'party',
      label: tab.kind === 'purchasing' ? t('orders:columns.supplier') : t('orders:columns.customer'),
      maxWidth: { xs: 160, lg: 260 },
    },
    { key: 'totalItems', label: t('orders:columns.items'), sortable: true, align: 'right', hideBelow: 'lg' },
    {
      key: 'totalAmount',
      label: t('orders:columns.total'),
      sortable: true,
      align: 'right',
      render: (row) => money(row.totalAmount),
    },
    {
      key: 'method',
      label: t('orders:columns.payment'),
      sortable: true,
      render: (row) => (
        <Chip
          size="small"
          label={row.method ? t('orders:payment.live') : t('orders:payment.due')}
          color={row.method ? 'success' : 'warning'}
          variant="outlined"
        />
      ),
    },
    { key: 'by', label: t('orders:columns.by'), hideBelow: 'xl', maxWidth: 160 },
  ]

  function rowActions(row: OrderListRow) {
    return <RowActions menuLabel={t('orders:actions.more', { key: row.key })} actions={rowActionItems(row)} />
  }

  // The rest of a sale's six actions go into the ⋯ menu, so a row stays one line high at 1024 px.
  function rowActionItems(row: OrderListRow): (RowActionItem | false)[] {
    const remove: RowActionItem | false = can('orderRemove') && {
      title: t('orders:actions.remove'),
      color: 'error',
      icon: DeleteIcon,
      onClick: () => deletion.ask(row),
    }
    if (tab?.kind === 'salling') {
      return [
        can('saleDetails') && {
          title: t('orders:actions.saleDetail'),
          to: link('SaleDetail', { id: row.id }),
          icon: VisibilityIcon,
        },
        can('salePrint') && {
          title: t('orders:actions.print'),
          to: link('PrintSale', { id: row.id }),
          icon: PrintIcon,
        },
        can('salePrint') && {
          title: t('orders:actions.shippingAddress'),
          to: link('ShippingAddress', { id: row.id }),
          icon: LocalShippingIcon,
        },
        can('saleRefund') && {
          title: t('orders:actions.refund'),
          to: link('PosSale', { trax: row.key }),
          icon: AssignmentReturnIcon,
        },
        can('saleEmail') && {
          title: t('orders:actions.emailInvoice'),
          icon: EmailIcon,
          onClick: () => setEmailing({ id: row.id, email: row.partyEmail }),
        },
        remove,
      ]
    }
    if (tab?.kind === 'refunding') {
      return [
        can('refundDetails') && {
          title: t('orders:actions.refundDetail'),
          to: link('RefundDetail', { id: row.id }),
          icon: VisibilityIcon,
        },
        can('refundPrint') && {
          title: t('orders:actions.print'),
          to: link('PrintRefund', { id: row.id }),
          icon: PrintIcon,
        },
        remove,
      ]
    }
    return [
      can('purchaseDetails') && {
        title: t('orders:actions.purchaseDetails'),
        to: link('PurchaseTransactionDetails', { id: row.id }),
        icon: VisibilityIcon,
      },
      can('purchasePrint') && {
        title: t('orders:actions.print'),
        to: link('PrintPurchase', { id: row.id }),
        icon: PrintIcon,
      },
    ]
  }

  const toolbar =
    tab.kind === 'salling' && can('saleCreate') ? (
      <Button variant="contained" startIcon={<AddShoppingCartIcon />} component={RouterLink} to={pathOf('PosSale')}>
        {t('orders:transactions.newSale')}
      </Button>
    ) : tab.kind === 'purchasing' && can('purchaseCreate') ? (
      <Button variant="contained" startIcon={<AddShoppingCartIcon />} component={RouterLink} to={pathOf('Buy')}>
        {t('orders:transactions.addPurchase')}
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
          <Tab key={item.kind} label={t(item.label)} id={item.name} />
        ))}
      </Tabs>
      <ServerDataTable<OrderListRow>
        key={tab.kind}
        path="/order"
        params={{ filter: tab.kind }}
        columns={columns}
        label={t(tab.tableLabel)}
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

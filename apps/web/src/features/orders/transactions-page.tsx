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
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Tooltip from '@mui/material/Tooltip'
import type { OrderListRow } from '@counterpart/domain/schemas/orders'
import { MESSAGES } from '@counterpart/domain/messages'
import { holdsGate, type Gate } from '@counterpart/domain/permissions'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf, type RouteName } from '../../app/routes.tsx'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useAppSession } from '../../lib/app-configuration.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteOrder } from './api/delete-order.ts'
import { EmailInvoiceDialog } from './components/email-invoice-form.tsx'

/** Spec 002 §8: the warning before a sale or refund leaves Transactions. */
export const REMOVE_ORDER_WARNING = 'Warning: Are you sure to remove ?'

type Kind = 'salling' | 'refunding' | 'purchasing'

const TABS: { kind: Kind; name: string; label: string; gate: Gate }[] = [
  { kind: 'salling', name: 'SaleTransaction', label: 'Sales', gate: 'saleList' },
  { kind: 'refunding', name: 'RefundTransaction', label: 'Refunds', gate: 'refundList' },
  { kind: 'purchasing', name: 'PurchaseTransaction', label: 'Purchases', gate: 'purchaseList' },
]

function Action({ title, to, icon }: { title: string; to: string; icon: ReactNode }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" component={RouterLink} to={to} aria-label={title}>
        {icon}
      </IconButton>
    </Tooltip>
  )
}

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
  const [removing, setRemoving] = useState<OrderListRow | null>(null)
  const [emailing, setEmailing] = useState<number | null>(null)
  const remove = useDeleteOrder()
  const { money, date } = useFormatters()
  const tab = tabs[current] ?? tabs[0]
  if (!tab) return <Alert severity="warning">{MESSAGES.forbidden}</Alert>

  const columns: Column<OrderListRow>[] = [
    { key: 'created_at', label: 'Date', sortable: true, render: (row) => date(row.created_at) },
    { key: 'key', label: 'Transaction', sortable: true },
    ...(tab.kind === 'purchasing'
      ? [{ key: 'reference', label: 'Reference', sortable: true } satisfies Column<OrderListRow>]
      : []),
    { key: 'party', label: tab.kind === 'purchasing' ? 'Supplier' : 'Customer' },
    { key: 'totalItems', label: 'Items', sortable: true, align: 'right' },
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
    { key: 'by', label: 'By' },
  ]

  function rowActions(row: OrderListRow) {
    if (tab?.kind === 'salling') {
      return (
        <>
          {can('saleDetails') && (
            <Action
              title="Sale detail"
              to={link('SaleDetail', { id: row.id })}
              icon={<VisibilityIcon fontSize="small" />}
            />
          )}
          {can('salePrint') && (
            <Action title="Print" to={link('PrintSale', { id: row.id })} icon={<PrintIcon fontSize="small" />} />
          )}
          {can('salePrint') && (
            <Action
              title="Shipping address"
              to={link('ShippingAddress', { id: row.id })}
              icon={<LocalShippingIcon fontSize="small" />}
            />
          )}
          {can('saleRefund') && (
            <Action
              title="Refund"
              to={link('PosSale', { trax: row.key })}
              icon={<AssignmentReturnIcon fontSize="small" />}
            />
          )}
          {can('saleEmail') && (
            <Tooltip title="Email invoice">
              <IconButton size="small" aria-label="Email invoice" onClick={() => setEmailing(row.id)}>
                <EmailIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {can('orderRemove') && (
            <Tooltip title="Remove">
              <IconButton size="small" color="error" aria-label="Remove" onClick={() => setRemoving(row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      )
    }
    if (tab?.kind === 'refunding') {
      return (
        <>
          {can('refundDetails') && (
            <Action
              title="Refund detail"
              to={link('RefundDetail', { id: row.id })}
              icon={<VisibilityIcon fontSize="small" />}
            />
          )}
          {can('refundPrint') && (
            <Action title="Print" to={link('PrintRefund', { id: row.id })} icon={<PrintIcon fontSize="small" />} />
          )}
          {can('orderRemove') && (
            <Tooltip title="Remove">
              <IconButton size="small" color="error" aria-label="Remove" onClick={() => setRemoving(row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      )
    }
    return (
      <>
        {can('purchaseDetails') && (
          <Action
            title="Purchase details"
            to={link('PurchaseTransactionDetails', { id: row.id })}
            icon={<VisibilityIcon fontSize="small" />}
          />
        )}
        {can('purchasePrint') && (
          <Action title="Print" to={link('PrintPurchase', { id: row.id })} icon={<PrintIcon fontSize="small" />} />
        )}
      </>
    )
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
      <ConfirmDialog
        open={removing !== null}
        message={REMOVE_ORDER_WARNING}
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              showSnackbar(answer.message, 'success')
              setRemoving(null)
            },
            onError: () => setRemoving(null),
          })
        }}
      />
      {emailing !== null && <EmailInvoiceDialog orderId={emailing} onClose={() => setEmailing(null)} />}
    </Paper>
  )
}

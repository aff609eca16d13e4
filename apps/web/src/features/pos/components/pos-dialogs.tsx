import CloseIcon from '@mui/icons-material/Close'
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import type { PosCustomer } from '@counterpart/domain/schemas/contacts'
import type { PosCustomProduct, PosProduct } from '@counterpart/domain/schemas/pos'
import { Suspense, useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { usePosAddOns } from '../pos-add-ons.ts'
import { NewCustomerForm } from './new-customer-form.tsx'
import { ProductSearchTab } from './product-search-tab.tsx'
import { useTranslation } from 'react-i18next'

interface TabSpec {
  label: string
  allowed: boolean
  render: () => ReactNode
}

function FullScreenTabs({
  title,
  tabs,
  initial,
  onClose,
}: {
  title: string
  tabs: TabSpec[]
  initial?: string
  onClose: () => void
}) {
  const visible = tabs.filter((tab) => tab.allowed)
  const [current, setCurrent] = useState(
    Math.max(
      0,
      visible.findIndex((tab) => tab.label === initial),
    ),
  )
  const tab = visible[current]
  const { t } = useTranslation('pos')
  return (
    <Dialog fullScreen open onClose={onClose} aria-label={title}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar variant="dense">
          <Typography variant="h6" sx={{ mr: 2 }}>
            {title}
          </Typography>
          <Tabs
            value={current}
            onChange={(_event, next: number) => setCurrent(next)}
            variant="scrollable"
            sx={{ flex: 1 }}
          >
            {visible.map((item) => (
              <Tab key={item.label} label={item.label} />
            ))}
          </Tabs>
          <IconButton edge="end" onClick={onClose} aria-label={t('common:actions.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Suspense fallback={<CircularProgress aria-label={t('pos:dialogs.loading')} />}>{tab?.render()}</Suspense>
      </Box>
    </Dialog>
  )
}

/** The Add dialog (spec 001 §2): Add Repair, New Bill, Buy From Customer and New Customer. */
export function AddDialog({
  onClose,
  onCustomer,
}: {
  onClose: () => void
  onCustomer: (customer: PosCustomer) => void
}) {
  const { RepairForm, BillForm, CustomProductForm } = usePosAddOns()
  const canRepair = useCan('repairManage')
  const canBill = useCan('billManage')
  const canBuy = useCan('customProductManage')
  const canCustomer = useCan('customerCreate')
  const { t } = useTranslation('pos')
  const saved = (message: string) => () => {
    showSnackbar(message, 'success')
    onClose()
  }
  return (
    <FullScreenTabs
      title={t('pos:terminal.add')}
      initial={t('pos:dialogs.newCustomer')}
      onClose={onClose}
      tabs={[
        {
          label: t('pos:dialogs.addRepair'),
          allowed: canRepair,
          render: () => <RepairForm repair={null} onSaved={saved(t('pos:dialogs.repairSaved'))} onCancel={onClose} />,
        },
        {
          label: t('pos:dialogs.newBill'),
          allowed: canBill,
          render: () => <BillForm bill={null} onSaved={saved(t('pos:dialogs.billSaved'))} onCancel={onClose} />,
        },
        {
          label: t('pos:dialogs.buyFromCustomer'),
          allowed: canBuy,
          render: () => <CustomProductForm item={null} onSaved={saved(t('pos:dialogs.itemSaved'))} />,
        },
        {
          label: t('pos:dialogs.newCustomer'),
          allowed: canCustomer,
          render: () => (
            <NewCustomerForm
              onCreated={(customer) => {
                // Spec 001 §7: after creating a customer the terminal comes back, with the customer chosen.
                onCustomer(customer)
                onClose()
              }}
            />
          ),
        },
      ]}
    />
  )
}

function toCustomTile(item: { id: number; key: string; model: string; price: number; imie: string }): PosCustomProduct {
  return {
    id: item.id,
    custom: true,
    name: item.model,
    model: item.model,
    image: null,
    price: item.price,
    barcode: item.key,
    imei: item.imie,
    qty: 1,
  }
}

/** Advanced search (spec 001 §2): Product Search, Custom Product Search and Repair Search. */
export function AdvancedSearchDialog({
  onClose,
  onPick,
}: {
  onClose: () => void
  onPick: (product: PosProduct | PosCustomProduct) => void
}) {
  const { CustomProductSearch, RepairSearch } = usePosAddOns()
  const canCustom = useCan('customProductManage')
  const { t } = useTranslation('pos')
  const canRepair = useCan('repairManage')
  const add = (product: PosProduct | PosCustomProduct) => {
    onPick(product)
    showSnackbar(t('pos:dialogs.added', { name: product.name }), 'success')
  }
  return (
    <FullScreenTabs
      title={t('pos:terminal.advancedSearch')}
      onClose={onClose}
      tabs={[
        { label: t('pos:dialogs.productSearch'), allowed: true, render: () => <ProductSearchTab onPick={add} /> },
        {
          label: t('pos:dialogs.customProductSearch'),
          allowed: canCustom,
          render: () => (
            <CustomProductSearch
              action={(item) => (
                <Button
                  size="small"
                  startIcon={<AddShoppingCartIcon />}
                  disabled={item.isSold === 1}
                  onClick={() => add(toCustomTile(item))}
                >
                  {t('pos:terminal.add')}
                </Button>
              )}
            />
          ),
        },
        {
          label: t('pos:dialogs.repairSearch'),
          allowed: canRepair,
          render: () => (
            <RepairSearch
              action={(item) => (
                <Button size="small" component={RouterLink} to={pathOf('RepairForm', { id: item.id })}>
                  {t('pos:dialogs.open')}
                </Button>
              )}
            />
          ),
        },
      ]}
    />
  )
}

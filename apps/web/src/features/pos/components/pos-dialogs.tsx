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
          <IconButton edge="end" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Suspense fallback={<CircularProgress aria-label="Loading" />}>{tab?.render()}</Suspense>
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
  const saved = (what: string) => () => {
    showSnackbar(`${what} has been saved.`, 'success')
    onClose()
  }
  return (
    <FullScreenTabs
      title="Add"
      initial="New Customer"
      onClose={onClose}
      tabs={[
        {
          label: 'Add Repair',
          allowed: canRepair,
          render: () => <RepairForm repair={null} onSaved={saved('Repair')} onCancel={onClose} />,
        },
        {
          label: 'New Bill',
          allowed: canBill,
          render: () => <BillForm bill={null} onSaved={saved('Bill')} onCancel={onClose} />,
        },
        {
          label: 'Buy From Customer',
          allowed: canBuy,
          render: () => <CustomProductForm item={null} onSaved={saved('Item')} />,
        },
        {
          label: 'New Customer',
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
  const canRepair = useCan('repairManage')
  const add = (product: PosProduct | PosCustomProduct) => {
    onPick(product)
    showSnackbar(`${product.name} added to the cart.`, 'success')
  }
  return (
    <FullScreenTabs
      title="Advanced search"
      onClose={onClose}
      tabs={[
        { label: 'Product Search', allowed: true, render: () => <ProductSearchTab onPick={add} /> },
        {
          label: 'Custom Product Search',
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
                  Add
                </Button>
              )}
            />
          ),
        },
        {
          label: 'Repair Search',
          allowed: canRepair,
          render: () => (
            <RepairSearch
              action={(item) => (
                <Button size="small" component={RouterLink} to={pathOf('RepairForm', { id: item.id })}>
                  Open
                </Button>
              )}
            />
          ),
        },
      ]}
    />
  )
}

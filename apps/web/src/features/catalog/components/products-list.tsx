import AddIcon from '@mui/icons-material/Add'
import DownloadIcon from '@mui/icons-material/Download'
import UploadIcon from '@mui/icons-material/Upload'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import InventoryIcon from '@mui/icons-material/Inventory2'
import PrintIcon from '@mui/icons-material/Print'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { AVATAR_MAX_PX } from '@counterpart/domain/constants'
import type { CategoryTreeNode, ProductListRow } from '@counterpart/domain/schemas/catalog'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import { RowActions } from '../../../components/row-actions.tsx'
import { ServerDataTable, type Column } from '../../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx'
import { useRowImageUpload } from '../../../components/use-row-image-upload.tsx'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { uploadUrl } from '../../../lib/upload-url.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useCategories } from '../api/get-categories.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
import { productExportUrl } from '../api/product-files.ts'
import { PRODUCT_LIST_PATH } from '../api/get-products.ts'
import { useToggleProductDiscount } from '../api/toggle-product-discount.ts'
import { useToggleProductSaleState } from '../api/toggle-product-sale-state.ts'
import { useUploadProductImage } from '../api/upload-product-image.ts'
import { ProductImportDialog } from './product-import-dialog.tsx'
import { PRODUCT_TYPE_KEYS } from '../../../components/product-type-keys.ts'

/** The category tree as one list for a select, each name indented under its parent. */
function flatCategories(nodes: readonly CategoryTreeNode[], depth = 0): { id: number; name: string; depth: number }[] {
  return nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flatCategories(node.children, depth + 1)])
}

/**
 * ProductsList (spec 000 §2 "Products list"): inline image, discount and state; edit, label, details,
 * delete. Issue 28, item 14 adds the price the till sells at, the stock on hand and the category, a
 * category filter, the CSV export of what the list shows and the CSV import.
 */
export function ProductsList() {
  const { date, money } = useFormatters()
  const { t } = useTranslation('catalog')
  const [categoryId, setCategoryId] = useState<number | null>(null)
  const [importOpen, setImportOpen] = useState(false)
  const categories = flatCategories(useCategories().data ?? [])
  const deletion = useConfirmedDelete<ProductListRow>(useDeleteProduct(), {
    describe: (row) => (
      <Trans i18nKey="catalog:list.deleteWhat" values={{ name: row.name }} components={{ b: <bdi /> }} />
    ),
  })
  const image = useRowImageUpload(useUploadProductImage(), t('catalog:list.imageFile'))
  const toggleState = useToggleProductSaleState()
  const toggleDiscount = useToggleProductDiscount()
  const canCreate = useCan('productCreate')
  const canEdit = useCan('productEdit')
  const canLabel = useCan('productLabel')
  const canSee = useCan('productDetail')
  const canRemove = useCan('productRemove')

  const columns: readonly Column<ProductListRow>[] = [
    // A narrower window keeps the image, name, code, the two switches and the actions; the rest waits.
    {
      key: 'type',
      label: t('catalog:list.columns.type'),
      sortable: true,
      hideBelow: 'xl',
      render: (row) => t(PRODUCT_TYPE_KEYS[row.type]),
    },
    {
      key: 'image',
      label: t('catalog:list.columns.image'),
      render: (row) =>
        canEdit ? (
          <Tooltip title={t('catalog:list.uploadImage')}>
            <IconButton
              aria-label={t('catalog:list.uploadImageFor', { name: row.name })}
              size="small"
              onClick={() => image.pick(row.id)}
            >
              <ProductAvatar row={row} />
            </IconButton>
          </Tooltip>
        ) : (
          <ProductAvatar row={row} />
        ),
    },
    {
      key: 'created_at',
      label: t('catalog:list.columns.addedAt'),
      sortable: true,
      nowrap: true,
      hideBelow: 'xl',
      render: (row) => date(row.created_at),
    },
    { key: 'name', label: t('catalog:list.columns.name'), sortable: true, maxWidth: { xs: 140, lg: 240 } },
    { key: 'sku', label: t('catalog:list.columns.sku'), sortable: true, nowrap: true, hideBelow: 'sm' },
    { key: 'barcode', label: t('catalog:list.columns.upc'), sortable: true, nowrap: true, hideBelow: 'xl' },
    {
      key: 'category',
      label: t('catalog:list.columns.category'),
      // The filter above names the category too; a laptop keeps the figures and the switches.
      hideBelow: 'xl',
      maxWidth: 160,
      render: (row) => row.category ?? '',
    },
    {
      key: 'salePrice',
      label: t('catalog:list.columns.price'),
      sortable: true,
      align: 'right',
      render: (row) => <bdi>{money(row.salePrice)}</bdi>,
    },
    {
      key: 'stockOnHand',
      label: t('catalog:list.columns.stock'),
      sortable: true,
      align: 'right',
      hideBelow: 'sm',
      render: (row) =>
        row.stockOnHand === null ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('catalog:list.service')}
          </Typography>
        ) : (
          // Nothing left to sell: amber, as DESIGN.md colours what is due or low.
          <Typography
            component="span"
            variant="body2"
            sx={row.stockOnHand <= 0 ? { color: 'warning.main' } : undefined}
          >
            <bdi>{row.stockOnHand}</bdi>
          </Typography>
        ),
    },
    {
      key: 'discounted',
      label: t('catalog:list.columns.discounted'),
      sortable: true,
      render: (row) => (
        <OnOffSelect
          value={row.discounted}
          labels={[t('catalog:list.yes'), t('catalog:list.no')]}
          name={t('catalog:list.discountedFor', { name: row.name })}
          disabled={!canEdit}
          onChange={(discounted) =>
            toggleDiscount.mutate(
              { id: row.id, discounted },
              { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
            )
          }
        />
      ),
    },
    {
      key: 'state',
      label: t('catalog:list.columns.state'),
      sortable: true,
      render: (row) => (
        <OnOffSelect
          value={row.state}
          labels={[t('catalog:list.active'), t('catalog:list.inactive')]}
          name={t('catalog:list.stateOf', { name: row.name })}
          disabled={!canEdit}
          onChange={(state) =>
            toggleState.mutate(
              { id: row.id, state },
              { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
            )
          }
        />
      ),
    },
  ]

  return (
    <>
      {image.input}
      <ServerDataTable<ProductListRow>
        path={PRODUCT_LIST_PATH}
        label={t('catalog:list.label')}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        params={{ category_id: categoryId ?? undefined }}
        toolbar={({ search }) => (
          <>
            <TextField
              select
              size="small"
              label={t('catalog:list.columns.category')}
              value={categoryId ?? ''}
              onChange={(event) => setCategoryId(event.target.value === '' ? null : Number(event.target.value))}
              sx={{ minWidth: 180, maxWidth: '100%' }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('catalog:list.allCategories')}</MenuItem>
              {categories.map((category) => (
                <MenuItem key={category.id} value={category.id} sx={{ ps: 2 + category.depth * 2 }}>
                  {category.name}
                </MenuItem>
              ))}
            </TextField>
            <Button startIcon={<DownloadIcon />} href={productExportUrl({ search, category_id: categoryId })} download>
              {t('catalog:list.exportCsv')}
            </Button>
            {canCreate && (
              <Button startIcon={<UploadIcon />} onClick={() => setImportOpen(true)}>
                {t('catalog:list.import')}
              </Button>
            )}
            {canCreate && (
              <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('AddNewProduct')}>
                {t('catalog:list.newProduct')}
              </Button>
            )}
          </>
        )}
        rowActions={(row) => (
          <RowActions
            menuLabel={t('catalog:list.moreActions', { name: row.name })}
            actions={[
              canSee && {
                title: t('catalog:list.details'),
                label: t('catalog:list.detailsOf', { name: row.name }),
                icon: VisibilityIcon,
                to: pathOf('ProductDetail', { id: row.id }),
              },
              canEdit && {
                title: t('catalog:actions.edit'),
                label: t('catalog:list.editName', { name: row.name }),
                icon: EditIcon,
                to: pathOf('EditProduct', { id: row.id }),
              },
              canLabel && {
                title: t('catalog:list.printLabel'),
                label: t('catalog:list.printLabelOf', { name: row.name }),
                icon: PrintIcon,
                to: pathOf('ProductLabel', { id: row.id }),
              },
              canRemove && {
                title: t('catalog:list.remove'),
                label: t('catalog:list.removeName', { name: row.name }),
                icon: DeleteIcon,
                color: 'error',
                onClick: () => deletion.ask(row),
              },
            ]}
          />
        )}
      />
      {deletion.dialog}
      {canCreate && <ProductImportDialog open={importOpen} onClose={() => setImportOpen(false)} />}
    </>
  )
}

function ProductAvatar({ row }: { row: ProductListRow }) {
  return (
    <Avatar
      variant="rounded"
      src={uploadUrl(row.image)}
      alt={row.name}
      sx={{ width: AVATAR_MAX_PX * 0.8, height: AVATAR_MAX_PX * 0.8 }}
    >
      <InventoryIcon fontSize="small" />
    </Avatar>
  )
}

/** A row's on/off switch as a compact select (1 or 0), named for the row so a screen reader says which. */
function OnOffSelect({
  value,
  labels: [on, off],
  name,
  disabled,
  onChange,
}: {
  value: number
  labels: readonly [on: string, off: string]
  name: string
  disabled: boolean
  onChange: (value: 0 | 1) => void
}) {
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value}
      disabled={disabled}
      slotProps={{ htmlInput: { 'aria-label': name } }}
      onChange={(event) => onChange(Number(event.target.value) === 1 ? 1 : 0)}
    >
      <MenuItem value={1}>{on}</MenuItem>
      <MenuItem value={0}>{off}</MenuItem>
    </TextField>
  )
}

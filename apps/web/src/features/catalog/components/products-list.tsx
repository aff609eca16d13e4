import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import InventoryIcon from '@mui/icons-material/Inventory2'
import PrintIcon from '@mui/icons-material/Print'
import VisibilityIcon from '@mui/icons-material/Visibility'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import { AVATAR_MAX_PX } from '@counterpart/domain/constants'
import { MESSAGES } from '@counterpart/domain/messages'
import type { ProductListRow } from '@counterpart/domain/schemas/catalog'
import { useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../app/routes.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ServerDataTable, type Column } from '../../../components/server-data-table.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { uploadUrl } from '../../../lib/upload-url.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useDeleteProduct } from '../api/delete-product.ts'
import { PRODUCT_LIST_PATH } from '../api/get-products.ts'
import { useToggleProductDiscount } from '../api/toggle-product-discount.ts'
import { useToggleProductSaleState } from '../api/toggle-product-sale-state.ts'
import { useUploadProductImage } from '../api/upload-product-image.ts'

/** ProductsList (spec 000 §2 "Products list"): inline image, discount and state; edit, label, details, delete. */
export function ProductsList() {
  const { date } = useFormatters()
  const [removing, setRemoving] = useState<ProductListRow | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const imageFor = useRef<number | null>(null)
  const uploadImage = useUploadProductImage()
  const toggleState = useToggleProductSaleState()
  const toggleDiscount = useToggleProductDiscount()
  const remove = useDeleteProduct()
  const canCreate = useCan('productCreate')
  const canEdit = useCan('productEdit')
  const canLabel = useCan('productLabel')
  const canSee = useCan('productDetail')
  const canRemove = useCan('productRemove')

  function pickImage(id: number) {
    imageFor.current = id
    fileInput.current?.click()
  }

  function uploadPicked(file: File | undefined) {
    const id = imageFor.current
    if (!file || id === null) return
    uploadImage.mutate(
      { id, file },
      {
        onSuccess: (answer) => showSnackbar(answer.message, 'success'),
        onError: (error) => {
          if (isApiError(error) && error.status === 422)
            showSnackbar(error.errors?.image?.[0] ?? error.message, 'error')
        },
      },
    )
  }

  const columns: readonly Column<ProductListRow>[] = [
    { key: 'type', label: 'Type', sortable: true },
    {
      key: 'image',
      label: 'Image',
      render: (row) =>
        canEdit ? (
          <Tooltip title="Upload a new image">
            <IconButton aria-label={`Upload an image for ${row.name}`} size="small" onClick={() => pickImage(row.id)}>
              <ProductAvatar row={row} />
            </IconButton>
          </Tooltip>
        ) : (
          <ProductAvatar row={row} />
        ),
    },
    { key: 'created_at', label: 'Added At', sortable: true, render: (row) => date(row.created_at) },
    { key: 'name', label: 'Product Name', sortable: true },
    { key: 'sku', label: 'SKU', sortable: true },
    { key: 'barcode', label: 'UPC', sortable: true },
    {
      key: 'discounted',
      label: 'Discounted',
      sortable: true,
      render: (row) => (
        <TextField
          select
          size="small"
          variant="standard"
          value={row.discounted}
          disabled={!canEdit}
          slotProps={{ htmlInput: { 'aria-label': `Discounted for ${row.name}` } }}
          onChange={(event) =>
            toggleDiscount.mutate(
              { id: row.id, discounted: Number(event.target.value) === 1 ? 1 : 0 },
              { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
            )
          }
        >
          <MenuItem value={1}>Yes</MenuItem>
          <MenuItem value={0}>No</MenuItem>
        </TextField>
      ),
    },
    {
      key: 'state',
      label: 'State',
      sortable: true,
      render: (row) => (
        <TextField
          select
          size="small"
          variant="standard"
          value={row.state}
          disabled={!canEdit}
          slotProps={{ htmlInput: { 'aria-label': `State of ${row.name}` } }}
          onChange={(event) =>
            toggleState.mutate(
              { id: row.id, state: Number(event.target.value) === 1 ? 1 : 0 },
              { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
            )
          }
        >
          <MenuItem value={1}>Active</MenuItem>
          <MenuItem value={0}>Inactive</MenuItem>
        </TextField>
      ),
    },
  ]

  function confirmDelete() {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: (answer) => showSnackbar(answer.message, 'success'),
      onSettled: () => setRemoving(null),
    })
  }

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label="Product image file"
        onChange={(event) => {
          uploadPicked(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <ServerDataTable<ProductListRow>
        path={PRODUCT_LIST_PATH}
        label="Products"
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('AddNewProduct')}>
              New Product
            </Button>
          )
        }
        rowActions={(row) => (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            {canEdit && (
              <Tooltip title="Edit">
                <IconButton
                  aria-label={`Edit ${row.name}`}
                  component={RouterLink}
                  to={pathOf('EditProduct', { id: row.id })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canLabel && (
              <Tooltip title="Print product label">
                <IconButton
                  aria-label={`Print label of ${row.name}`}
                  component={RouterLink}
                  to={pathOf('ProductLabel', { id: row.id })}
                >
                  <PrintIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canSee && (
              <Tooltip title="Details">
                <IconButton
                  aria-label={`Details of ${row.name}`}
                  component={RouterLink}
                  to={pathOf('ProductDetail', { id: row.id })}
                >
                  <VisibilityIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canRemove && (
              <Tooltip title="Remove">
                <IconButton aria-label={`Remove ${row.name}`} color="error" onClick={() => setRemoving(row)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        message={MESSAGES.confirmRemove}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setRemoving(null)}
      />
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

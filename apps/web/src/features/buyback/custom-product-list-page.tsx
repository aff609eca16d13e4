import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import InfoIcon from '@mui/icons-material/Info'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import PrintIcon from '@mui/icons-material/Print'
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { MESSAGES } from '@counterpart/domain/messages'
import type { CustomProductListRow } from '@counterpart/domain/schemas/buyback'
import { useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../app/routes.tsx'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteCustomProduct } from './api/delete-custom-product.ts'
import { useDownloadCustomBuyInvoice } from './api/export-custom-buy-invoice.ts'
import { CUSTOM_PRODUCT_LIST_PATH } from './api/get-custom-products.ts'
import { useUploadCustomProductImage } from './api/upload-custom-product-image.ts'

/** The Buy From Customer list (spec 001 §2), route CustomProductList. */
export function CustomProductListPage() {
  const { money, date } = useFormatters()
  const [removing, setRemoving] = useState<CustomProductListRow | null>(null)
  const deleteItem = useDeleteCustomProduct()
  const uploadImage = useUploadCustomProductImage()
  const download = useDownloadCustomBuyInvoice()
  const fileInput = useRef<HTMLInputElement>(null)
  const imageFor = useRef<number | null>(null)

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

  const columns: readonly Column<CustomProductListRow>[] = [
    { key: 'created_at', label: 'Date', sortable: true, render: (row) => date(row.created_at) },
    {
      key: 'image',
      label: 'Image',
      render: (row) => (
        <Tooltip title="Upload a new image">
          <IconButton aria-label={`Upload an image for ${row.model}`} onClick={() => pickImage(row.id)} size="small">
            <Avatar variant="rounded" src={uploadUrl(row.image)} alt={row.model}>
              <PhoneAndroidIcon />
            </Avatar>
          </IconButton>
        </Tooltip>
      ),
    },
    { key: 'fullName', label: 'Customer Name', sortable: true },
    { key: 'phone', label: 'Phone', sortable: true },
    { key: 'model', label: 'Device Model', sortable: true },
    { key: 'imei', label: 'IMEI', sortable: true },
    { key: 'cost', label: 'Cost', sortable: true, align: 'right', render: (row) => money(row.cost) },
    { key: 'price', label: 'Price', sortable: true, align: 'right', render: (row) => money(row.price) },
  ]

  function confirmDelete() {
    if (!removing) return
    deleteItem.mutate(removing.id, {
      onSuccess: (answer) => showSnackbar(answer.message, 'success'),
      onSettled: () => setRemoving(null),
    })
  }

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Buy From Customer
      </Typography>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label="New image"
        onChange={(event) => {
          uploadPicked(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <ServerDataTable<CustomProductListRow>
        path={CUSTOM_PRODUCT_LIST_PATH}
        label="Items bought from customers"
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('CustomProductForm')}>
            Buy From Customer
          </Button>
        }
        rowActions={(row) => (
          <>
            <Tooltip title="Edit">
              <IconButton
                aria-label={`Edit ${row.model}`}
                component={RouterLink}
                to={pathOf('CustomProductForm', { id: row.id })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Print">
              <IconButton
                aria-label={`Print ${row.model}`}
                component={RouterLink}
                to={pathOf('CustomPurchasePrint', { id: row.id })}
              >
                <PrintIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Download PDF">
              <IconButton
                aria-label={`Download the PDF of ${row.model}`}
                disabled={download.isPending && download.variables === row.id}
                onClick={() => download.mutate(row.id)}
              >
                <PictureAsPdfIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Details">
              <IconButton
                aria-label={`Details of ${row.model}`}
                component={RouterLink}
                to={pathOf('CustomProductDetails', { id: row.id })}
              >
                <InfoIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${row.model}`} color="error" onClick={() => setRemoving(row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        message={MESSAGES.confirmRemove}
        confirmLabel="Remove"
        busy={deleteItem.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}

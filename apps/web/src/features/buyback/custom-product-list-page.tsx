import AddIcon from '@mui/icons-material/Add'
import DownloadIcon from '@mui/icons-material/Download'
import InfoIcon from '@mui/icons-material/Info'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { CustomProductListRow } from '@counterpart/domain/schemas/buyback'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { RowAction, DeleteRowAction, EditRowAction, PrintRowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { useRowImageUpload } from '../../components/use-row-image-upload.tsx'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteCustomProduct } from './api/delete-custom-product.ts'
import { useDownloadCustomBuyInvoice } from './api/export-custom-buy-invoice.ts'
import { CUSTOM_PRODUCT_LIST_PATH } from './api/get-custom-products.ts'
import { useUploadCustomProductImage } from './api/upload-custom-product-image.ts'
import { PoliceRegisterDialog } from './components/police-register-dialog.tsx'

/** The Buy From Customer list (spec 001 §2), route CustomProductList. */
export function CustomProductListPage() {
  const { money, date } = useFormatters()
  const deletion = useConfirmedDelete<CustomProductListRow>(useDeleteCustomProduct(), {
    describe: (row) => (
      <>
        <bdi>{row.model}</bdi>, bought from <bdi>{row.fullName}</bdi>
      </>
    ),
  })
  const image = useRowImageUpload(useUploadCustomProductImage(), 'New image')
  const download = useDownloadCustomBuyInvoice()
  const [registerOpen, setRegisterOpen] = useState(false)

  const columns: readonly Column<CustomProductListRow>[] = [
    { key: 'created_at', label: 'Date', sortable: true, nowrap: true, render: (row) => date(row.created_at) },
    {
      key: 'image',
      label: 'Image',
      render: (row) => (
        <Tooltip title="Upload a new image">
          <IconButton aria-label={`Upload an image for ${row.model}`} onClick={() => image.pick(row.id)} size="small">
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

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Buy From Customer
      </Typography>
      {image.input}
      <ServerDataTable<CustomProductListRow>
        path={CUSTOM_PRODUCT_LIST_PATH}
        label="Items bought from customers"
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('CustomProductForm')}>
              Buy From Customer
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setRegisterOpen(true)}>
              Police register
            </Button>
          </Stack>
        }
        rowActions={(row) => (
          <>
            <EditRowAction label={`Edit ${row.model}`} to={pathOf('CustomProductForm', { id: row.id })} />
            <PrintRowAction label={`Print ${row.model}`} to={pathOf('CustomPurchasePrint', { id: row.id })} />
            <RowAction
              title="Download PDF"
              label={`Download the PDF of ${row.model}`}
              icon={PictureAsPdfIcon}
              disabled={download.isPending && download.variables === row.id}
              onClick={() => download.mutate(row.id)}
            />
            <RowAction
              title="Details"
              label={`Details of ${row.model}`}
              icon={InfoIcon}
              to={pathOf('CustomProductDetails', { id: row.id })}
            />
            <DeleteRowAction label={`Delete ${row.model}`} onClick={() => deletion.ask(row)} />
          </>
        )}
      />
      {deletion.dialog}
      {registerOpen && <PoliceRegisterDialog open onClose={() => setRegisterOpen(false)} />}
    </>
  )
}

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
import { Trans, useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('buyback')
  const { money, date } = useFormatters()
  const deletion = useConfirmedDelete<CustomProductListRow>(useDeleteCustomProduct(), {
    describe: (row) => (
      <Trans
        i18nKey="buyback:list.deleteDescribe"
        values={{ model: row.model, name: row.fullName }}
        components={{ b: <bdi /> }}
      />
    ),
  })
  const image = useRowImageUpload(useUploadCustomProductImage(), t('buyback:list.newImage'))
  const download = useDownloadCustomBuyInvoice()
  const [registerOpen, setRegisterOpen] = useState(false)

  const columns: readonly Column<CustomProductListRow>[] = [
    {
      key: 'created_at',
      label: t('buyback:columns.date'),
      sortable: true,
      nowrap: true,
      render: (row) => date(row.created_at),
    },
    {
      key: 'image',
      label: t('buyback:columns.image'),
      render: (row) => (
        <Tooltip title={t('buyback:list.uploadTooltip')}>
          <IconButton
            aria-label={t('buyback:list.uploadFor', { model: row.model })}
            onClick={() => image.pick(row.id)}
            size="small"
          >
            <Avatar variant="rounded" src={uploadUrl(row.image)} alt={row.model}>
              <PhoneAndroidIcon />
            </Avatar>
          </IconButton>
        </Tooltip>
      ),
    },
    { key: 'fullName', label: t('buyback:columns.customerName'), sortable: true },
    { key: 'phone', label: t('buyback:columns.phone'), sortable: true },
    { key: 'model', label: t('buyback:columns.deviceModel'), sortable: true },
    { key: 'imei', label: 'IMEI', sortable: true },
    { key: 'cost', label: t('buyback:columns.cost'), sortable: true, align: 'right', render: (row) => money(row.cost) },
    {
      key: 'price',
      label: t('buyback:columns.price'),
      sortable: true,
      align: 'right',
      render: (row) => money(row.price),
    },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('buyback:list.title')}
      </Typography>
      {image.input}
      <ServerDataTable<CustomProductListRow>
        path={CUSTOM_PRODUCT_LIST_PATH}
        label={t('buyback:list.tableLabel')}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        toolbar={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={pathOf('CustomProductForm')}>
              {t('buyback:list.title')}
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setRegisterOpen(true)}>
              {t('buyback:police.title')}
            </Button>
          </Stack>
        }
        rowActions={(row) => (
          <>
            <EditRowAction
              label={t('buyback:list.editRow', { model: row.model })}
              to={pathOf('CustomProductForm', { id: row.id })}
            />
            <PrintRowAction
              label={t('buyback:list.printRow', { model: row.model })}
              to={pathOf('CustomPurchasePrint', { id: row.id })}
            />
            <RowAction
              title={t('buyback:list.downloadPdf')}
              label={t('buyback:list.downloadPdfOf', { model: row.model })}
              icon={PictureAsPdfIcon}
              disabled={download.isPending && download.variables === row.id}
              onClick={() => download.mutate(row.id)}
            />
            <RowAction
              title={t('buyback:list.details')}
              label={t('buyback:list.detailsOf', { model: row.model })}
              icon={InfoIcon}
              to={pathOf('CustomProductDetails', { id: row.id })}
            />
            <DeleteRowAction
              label={t('buyback:list.deleteRow', { model: row.model })}
              onClick={() => deletion.ask(row)}
            />
          </>
        )}
      />
      {deletion.dialog}
      {registerOpen && <PoliceRegisterDialog open onClose={() => setRegisterOpen(false)} />}
    </>
  )
}

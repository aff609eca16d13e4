import EditIcon from '@mui/icons-material/Edit'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import PrintIcon from '@mui/icons-material/Print'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { BUYBACK_LABELS, BUYBACK_PAID_BY, CHECK_RESULT_TEXT } from '@counterpart/domain/schemas/buyback'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../lib/paths.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDownloadCustomBuyInvoice } from './api/export-custom-buy-invoice.ts'
import { useCustomProduct } from './api/get-custom-product.ts'
import { useIdParam } from '../../lib/use-id-param.ts'
import { DeviceUnitsPanel } from '../../components/device-units-panel.tsx'
import { RecordHistory } from '../../components/record-history.tsx'
import { ReprintButton } from '../../components/reprint-button.tsx'

/** custom-product-details/{id}: the purchase with its signature, photo and identity document. */
export function CustomProductDetailsPage() {
  const { t } = useTranslation('buyback')
  const item = useCustomProduct(useIdParam())
  const download = useDownloadCustomBuyInvoice()
  const { money, date } = useFormatters()
  const data = item.data

  if (item.isPending) return <CircularProgress aria-label={t('buyback:details.loading')} />
  if (!data) return <Alert severity="error">{t('buyback:details.loadFailed')}</Alert>

  return (
    <>
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          {data.model}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={pathOf('CustomProductList')}>
            {t('buyback:details.back')}
          </Button>
          <Button startIcon={<EditIcon />} component={RouterLink} to={pathOf('CustomProductForm', { id: data.id })}>
            {t('buyback:details.edit')}
          </Button>
          <Button startIcon={<PrintIcon />} component={RouterLink} to={pathOf('CustomPurchasePrint', { id: data.id })}>
            {t('buyback:details.print')}
          </Button>
          <ReprintButton kind="buyback" documentId={data.id} variant="text" />
          <Button
            startIcon={<PictureAsPdfIcon />}
            onClick={() => download.mutate(data.id)}
            loading={download.isPending}
          >
            PDF
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('buyback:columns.customer')}
              </Typography>
              <Field label={t('buyback:details.name')}>{data.fullName}</Field>
              <Field label={t('buyback:columns.phone')}>{data.phone}</Field>
              <Field label={t('buyback:details.address')}>{data.address || '-'}</Field>
              {(data.idType || data.idNumber) && (
                <Field label={t('buyback:details.id')}>
                  {data.idType} <bdi>{data.idNumber}</bdi>
                </Field>
              )}
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
                {t('buyback:details.signature')}
              </Typography>
              {data.sign ? (
                <Box
                  component="img"
                  src={data.sign}
                  alt={t('buyback:details.customerSignature')}
                  sx={{ maxWidth: '100%', bgcolor: '#fff', border: 1, borderColor: 'divider' }}
                />
              ) : (
                <Typography color="text.secondary">{t('buyback:details.noSignature')}</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {t('buyback:details.device')}
                </Typography>
                <Chip
                  color={data.isSold ? 'default' : 'success'}
                  label={data.isSold ? t('buyback:state.sold') : t('buyback:state.notSold')}
                />
              </Stack>
              {data.image && (
                <Box
                  component="img"
                  src={uploadUrl(data.image)}
                  alt={data.model}
                  sx={{ maxWidth: 160, maxHeight: 160, mb: 1 }}
                />
              )}
              <Field label={t('buyback:columns.model')}>{data.model}</Field>
              <Field label="IMEI">{data.imei || '-'}</Field>
              <Field label={t('buyback:columns.barcode')}>{data.barcode}</Field>
              <Field label={t('buyback:columns.cost')}>{money(data.cost)}</Field>
              {data.gateway && (
                <Field label={BUYBACK_LABELS.gateway}>
                  {(BUYBACK_PAID_BY as Readonly<Record<string, string>>)[data.gateway] ?? data.gateway}
                </Field>
              )}
              <Field label={t('buyback:columns.price')}>{money(data.price)}</Field>
              <Field label={t('buyback:details.boughtOn')}>{date(data.created_at)}</Field>
              <Field label={t('buyback:details.stolenCheck')}>
                {data.checkResult
                  ? `${(CHECK_RESULT_TEXT as Readonly<Record<string, string>>)[data.checkResult] ?? data.checkResult}${
                      data.checkService ? ` · ${data.checkService}` : ''
                    }`
                  : t('buyback:details.notRecorded')}
                {data.checkReference && (
                  <>
                    {' · '}
                    <bdi>{data.checkReference}</bdi>
                  </>
                )}
              </Field>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Accordion variant="outlined" disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t('buyback:details.customerPhoto')}</AccordionSummary>
            <AccordionDetails>
              {data.photo ? (
                <Box
                  component="img"
                  src={data.photo}
                  alt={t('buyback:details.customerPhoto')}
                  sx={{ maxWidth: '100%', maxHeight: 400 }}
                />
              ) : (
                <Typography color="text.secondary">{t('buyback:details.noPhoto')}</Typography>
              )}
            </AccordionDetails>
          </Accordion>
          <Accordion variant="outlined" disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t('buyback:details.identity')}</AccordionSummary>
            <AccordionDetails>
              {data.docs ? (
                <Box
                  component="img"
                  src={data.docs}
                  alt={t('buyback:details.identity')}
                  sx={{ maxWidth: '100%', maxHeight: 400 }}
                />
              ) : (
                <Typography color="text.secondary">{t('buyback:details.noIdentity')}</Typography>
              )}
            </AccordionDetails>
          </Accordion>
          <Accordion variant="outlined" disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t('buyback:details.checkShot')}</AccordionSummary>
            <AccordionDetails>
              {data.checkShot ? (
                <Box
                  component="img"
                  src={data.checkShot}
                  alt={t('buyback:details.checkShot')}
                  sx={{ maxWidth: '100%', maxHeight: 400 }}
                />
              ) : (
                <Typography color="text.secondary">{t('buyback:details.noScreenshot')}</Typography>
              )}
            </AccordionDetails>
          </Accordion>
        </Grid>
      </Grid>
      <Box sx={{ mt: 2 }}>
        <DeviceUnitsPanel
          filter={{ document_type: 'buyback', document_id: data.id }}
          title={t('buyback:details.device')}
        />
      </Box>
      <RecordHistory entity="custom-product" id={data.id} sx={{ mt: 2 }} />
    </>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ py: 0.25 }}>
      <Typography color="text.secondary" sx={{ minWidth: 90 }}>
        {label}
      </Typography>
      <Typography>{children}</Typography>
    </Stack>
  )
}

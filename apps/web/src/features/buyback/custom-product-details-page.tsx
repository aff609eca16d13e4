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
  const item = useCustomProduct(useIdParam())
  const download = useDownloadCustomBuyInvoice()
  const { money, date } = useFormatters()
  const data = item.data

  if (item.isPending) return <CircularProgress aria-label="Loading the item" />
  if (!data) return <Alert severity="error">The item could not be loaded.</Alert>

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
            Back
          </Button>
          <Button startIcon={<EditIcon />} component={RouterLink} to={pathOf('CustomProductForm', { id: data.id })}>
            Edit
          </Button>
          <Button startIcon={<PrintIcon />} component={RouterLink} to={pathOf('CustomPurchasePrint', { id: data.id })}>
            Print
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
                Customer
              </Typography>
              <Field label="Name">{data.fullName}</Field>
              <Field label="Phone">{data.phone}</Field>
              <Field label="Address">{data.address || '-'}</Field>
              {(data.idType || data.idNumber) && (
                <Field label="ID">
                  {data.idType} <bdi>{data.idNumber}</bdi>
                </Field>
              )}
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
                Signature
              </Typography>
              {data.sign ? (
                <Box
                  component="img"
                  src={data.sign}
                  alt="Customer signature"
                  sx={{ maxWidth: '100%', bgcolor: '#fff', border: 1, borderColor: 'divider' }}
                />
              ) : (
                <Typography color="text.secondary">No signature</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Device
                </Typography>
                <Chip color={data.isSold ? 'default' : 'success'} label={data.isSold ? 'Sold' : 'Not Sold'} />
              </Stack>
              {data.image && (
                <Box
                  component="img"
                  src={uploadUrl(data.image)}
                  alt={data.model}
                  sx={{ maxWidth: 160, maxHeight: 160, mb: 1 }}
                />
              )}
              <Field label="Model">{data.model}</Field>
              <Field label="IMEI">{data.imei || '-'}</Field>
              <Field label="Barcode">{data.barcode}</Field>
              <Field label="Cost">{money(data.cost)}</Field>
              {data.gateway && (
                <Field label={BUYBACK_LABELS.gateway}>
                  {(BUYBACK_PAID_BY as Readonly<Record<string, string>>)[data.gateway] ?? data.gateway}
                </Field>
              )}
              <Field label="Price">{money(data.price)}</Field>
              <Field label="Bought on">{date(data.created_at)}</Field>
              <Field label="Stolen check">
                {data.checkResult
                  ? `${(CHECK_RESULT_TEXT as Readonly<Record<string, string>>)[data.checkResult] ?? data.checkResult}${
                      data.checkService ? ` · ${data.checkService}` : ''
                    }`
                  : 'Not recorded'}
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
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>Customer photo</AccordionSummary>
            <AccordionDetails>
              {data.photo ? (
                <Box component="img" src={data.photo} alt="Customer photo" sx={{ maxWidth: '100%', maxHeight: 400 }} />
              ) : (
                <Typography color="text.secondary">No photo</Typography>
              )}
            </AccordionDetails>
          </Accordion>
          <Accordion variant="outlined" disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>Identity document</AccordionSummary>
            <AccordionDetails>
              {data.docs ? (
                <Box
                  component="img"
                  src={data.docs}
                  alt="Identity document"
                  sx={{ maxWidth: '100%', maxHeight: 400 }}
                />
              ) : (
                <Typography color="text.secondary">No identity document</Typography>
              )}
            </AccordionDetails>
          </Accordion>
          <Accordion variant="outlined" disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>Stolen-device check screenshot</AccordionSummary>
            <AccordionDetails>
              {data.checkShot ? (
                <Box
                  component="img"
                  src={data.checkShot}
                  alt="Stolen-device check screenshot"
                  sx={{ maxWidth: '100%', maxHeight: 400 }}
                />
              ) : (
                <Typography color="text.secondary">No screenshot</Typography>
              )}
            </AccordionDetails>
          </Accordion>
        </Grid>
      </Grid>
      <Box sx={{ mt: 2 }}>
        <DeviceUnitsPanel filter={{ document_type: 'buyback', document_id: data.id }} title="Device" />
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

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { fromCents, toCents } from '@counterpart/domain/money'
import { REPAIR_LABELS, repairInputSchema, type RepairRecord } from '@counterpart/domain/schemas/repairs'
import { isUnderWarranty } from '@counterpart/domain/repair-estimates'
import type { RepairDetailAnswer } from '@counterpart/domain/schemas/repair-estimates'
import type { RepairPriority } from '@counterpart/domain/repair-workflow'
import {
  DEFAULT_DEPOSIT_GATEWAY,
  REPAIR_DEPOSIT_GATEWAYS,
  REPAIR_DEPOSIT_LABELS,
  type RepairDepositGateway,
} from '@counterpart/domain/schemas/repair-deposits'
import { paymentMethodLabel } from '@counterpart/domain/schemas/tenders'
import { useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { useWatch } from 'react-hook-form'
import { FormActions } from '../../../components/form-actions.tsx'
import { bindTextFields, CELL, FormAmountField } from '../../../components/form-text-field.tsx'
import { TotalLine } from '../../../components/total-line.tsx'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { applyServerErrors, serverFieldErrors } from '../../../lib/form-errors.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useCreateRepair } from '../api/create-repair.ts'
import { useUpdateRepair } from '../api/update-repair.ts'
import { liveRepairTotals, totalsForWire } from './repair-totals.ts'
import { recordTexts, useZodForm } from '../../../lib/use-zod-form.ts'
import { ImeiCheck } from '../../../components/imei-check.tsx'
import { RepairFlowFields, type RepairFlowValues, flowValuesOf, flowForWire } from './repair-flow-fields.tsx'

export interface RepairFormValues {
  name: string
  email: string
  phone: string
  address: string
  issue: string
  deviceName: string
  imei: string
  sNumber: string
  /** Keeps an IMEI whose check digit is wrong (issue 29): sent only when the warning shows. */
  imeiOverrideReason: string
  charges: string
  taxRate: string
  prePaid: string
}

function defaults(
  repair: RepairRecord | null,
  defaultTaxRate: number,
  comeBack: ComeBack | null = null,
): RepairFormValues {
  // A come-back starts as its original's customer and device; under warranty its work is not charged.
  const source = repair ?? comeBack?.original ?? null
  return {
    ...recordTexts(source, ['name', 'email', 'phone', 'address', 'deviceName', 'imei', 'sNumber']),
    issue: repair?.issue ?? '',
    charges: repair ? String(repair.charges) : comeBack?.underWarranty ? '0' : '',
    taxRate: String(repair ? repair.taxRate : defaultTaxRate),
    prePaid: repair ? String(repair.prePaid) : '0',
    imeiOverrideReason: '',
  }
}

/** The repair a new job comes back for (issue 30, item 7), and whether its warranty still runs. */
interface ComeBack {
  original: RepairRecord
  underWarranty: boolean
  until: string | null
}

function comeBackOf(original: RepairDetailAnswer | null | undefined): ComeBack | null {
  if (!original) return null
  return { original, until: original.warrantyUntil, underWarranty: isUnderWarranty(original.warrantyUntil) }
}

interface RepairFormProps {
  /** The job being edited, or null for a new one; with its technician, priority and promise when known. */
  repair:
    | (RepairRecord & {
        technician?: { id: number; name: string } | null
        priority?: RepairPriority
        promisedAt?: string | null
      })
    | null
  /** After a save: the id of the job (new or edited). */
  onSaved: (id: number) => void
  onCancel?: () => void
  /** A new job opened as a come-back of this repair (issue 30, item 7). */
  comeBackOf?: RepairDetailAnswer | null
}

/** The repair form (spec 001 §2 Repairs): add or edit; also meant for the POS Add dialog's Add Repair tab. */
export function RepairForm({ repair, onSaved, onCancel, comeBackOf: original = null }: RepairFormProps) {
  const { t } = useTranslation('repairs')
  const { defaultTaxRate } = useConfigs()
  const { money, date } = useFormatters()
  const comeBack = repair ? null : comeBackOf(original)
  const form = useZodForm(repairInputSchema, {
    defaultValues: defaults(repair, defaultTaxRate, comeBack),
  })
  const createRepair = useCreateRepair()
  const updateRepair = useUpdateRepair()
  const saving = createRepair.isPending || updateRepair.isPending
  const [charges, taxRate, prePaid] = useWatch({ control: form.control, name: ['charges', 'taxRate', 'prePaid'] })
  const totals = liveRepairTotals({ charges, taxRate, prePaid })
  // Issue 30's optional fields sit beside the spec's form: left untouched they are not sent at all.
  const [flow, setFlow] = useState<RepairFlowValues>(() => flowValuesOf(repair))
  // Issue 31: a change of Paid in advance is money taken (or paid back) now, by the way chosen here.
  const [prePaidGateway, setPrePaidGateway] = useState<RepairDepositGateway>(DEFAULT_DEPOSIT_GATEWAY)
  // The way it is paid is kept beside the form: its server message (or the customer store credit needs) shows here.
  const [depositError, setDepositError] = useState<string | undefined>()
  const savedPrePaid = toCents(repair?.prePaid ?? 0)
  const prePaidCents = totals ? totals.prePaid : savedPrePaid
  const depositChange = prePaidCents - savedPrePaid

  const submit = form.handleSubmit(async (values) => {
    const payload = repairInputSchema.parse(values)
    const computed = liveRepairTotals(payload)
    const input = {
      ...payload,
      ...(computed ? totalsForWire(computed) : {}),
      ...flowForWire(flow, repair),
      ...(comeBack ? { warrantyOf: comeBack.original.id } : {}),
      ...(computed && computed.prePaid !== savedPrePaid ? { prePaidGateway } : {}),
    }
    try {
      if (repair) {
        const answer = await updateRepair.mutateAsync({ id: repair.id, input })
        showSnackbar(answer.message, 'success')
        onSaved(repair.id)
      } else {
        const answer = await createRepair.mutateAsync(input)
        showSnackbar(answer.message, 'success')
        form.reset(defaults(null, defaultTaxRate))
        setFlow(flowValuesOf(null))
        setPrePaidGateway(DEFAULT_DEPOSIT_GATEWAY)
        onSaved(answer.id)
      }
    } catch (error) {
      applyServerErrors(error, form)
      const fields = serverFieldErrors(error)
      setDepositError(fields.prePaidGateway ?? fields.customerId)
    }
  })

  const field = bindTextFields(form.control, REPAIR_LABELS)
  // Built before the JSX: the field names are keys of the form, not text.
  const inputs = {
    name: field('name', { cell: CELL.half, required: true }),
    phone: field('phone', { cell: CELL.half, required: true }),
    email: field('email', { cell: CELL.half, type: 'email' }),
    address: field('address', { cell: CELL.half }),
    deviceName: field('deviceName', { cell: CELL.third, required: true }),
    imei: field('imei', { cell: CELL.third }),
    sNumber: field('sNumber', { cell: CELL.third }),
    issue: field('issue', { cell: 12, required: true, multiline: true, minRows: 3 }),
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
              {t('repairs:form.customerAndDevice')}
            </Typography>
            <Grid container spacing={2}>
              {inputs.name}
              {inputs.phone}
              {inputs.email}
              {inputs.address}
              {inputs.deviceName}
              {inputs.imei}
              {inputs.sNumber}
              <ImeiCheck form={form} imei="imei" model="deviceName" reasonLabel={REPAIR_LABELS.imeiOverrideReason} />
              {inputs.issue}
            </Grid>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
              {t('repairs:columns.charges')}
            </Typography>
            <Stack spacing={2}>
              {comeBack && (
                <Alert severity={comeBack.underWarranty ? 'info' : 'warning'}>
                  {comeBack.underWarranty && comeBack.until ? (
                    <Trans
                      i18nKey="repairs:form.comeBackUnderWarranty"
                      values={{ key: comeBack.original.key, until: date(comeBack.until) }}
                      components={{ b: <bdi /> }}
                    />
                  ) : (
                    <Trans
                      i18nKey="repairs:form.comeBackWarrantyEnded"
                      values={{ key: comeBack.original.key }}
                      components={{ b: <bdi /> }}
                    />
                  )}
                </Alert>
              )}
              <FormAmountField control={form.control} name="charges" label={REPAIR_LABELS.charges} required />
              <FormAmountField control={form.control} name="taxRate" label={`${REPAIR_LABELS.taxRate} (%)`} />
              <FormAmountField control={form.control} name="prePaid" label={REPAIR_LABELS.prePaid} />
              {depositChange !== 0 && (
                <TextField
                  select
                  size="small"
                  label={depositChange > 0 ? REPAIR_DEPOSIT_LABELS.prePaidGateway : t('repairs:form.payBackBy')}
                  value={prePaidGateway}
                  onChange={(event) => {
                    const value = REPAIR_DEPOSIT_GATEWAYS.find((gateway) => gateway === event.target.value)
                    if (value) setPrePaidGateway(value)
                  }}
                  error={depositError !== undefined}
                  helperText={
                    depositError ??
                    t(depositChange > 0 ? 'repairs:form.takenNow' : 'repairs:form.paidBackNow', {
                      amount: money(fromCents(Math.abs(depositChange))),
                    })
                  }
                >
                  {REPAIR_DEPOSIT_GATEWAYS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {paymentMethodLabel(value)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Box aria-live="polite">
                <TotalLine label={t('repairs:totals.tax')} value={totals ? money(fromCents(totals.taxAmount)) : '-'} />
                <TotalLine
                  label={t('repairs:totals.total')}
                  value={totals ? money(fromCents(totals.totalAmount)) : '-'}
                  strong
                />
                <TotalLine
                  label={t('repairs:columns.due')}
                  value={totals ? money(fromCents(totals.due)) : '-'}
                  strong
                />
              </Box>
            </Stack>
          </Paper>
          <RepairFlowFields values={flow} current={repair?.technician ?? null} onChange={setFlow} />
        </Grid>
      </Grid>
      <FormActions
        submitLabel={repair ? t('repairs:form.update') : t('repairs:form.save')}
        loading={saving}
        onCancel={onCancel}
      />
    </Box>
  )
}

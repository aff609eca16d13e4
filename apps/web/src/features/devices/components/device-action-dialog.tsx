import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import {
  DEVICE_MANAGE_LABELS,
  DEVICE_RELEASE_LABELS,
  deviceReleaseSchema,
  deviceReserveSchema,
  deviceScrapSchema,
  deviceTransferSchema,
  deviceUpdateSchema,
  GRADE_SUGGESTIONS,
  type DeviceDetail,
} from '@counterpart/domain/schemas/devices'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { bindSelectFields } from '../../../components/form-choice-fields.tsx'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { bindTextFields, CELL } from '../../../components/form-text-field.tsx'
import { useWarehouseOptions } from '../../../lib/queries/warehouses.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'
import { useManageDevice, type DeviceAction } from '../api/manage-device.ts'

export type DeviceDialogKind = 'update' | 'reserve' | 'scrap' | 'transfer' | 'release'

type Unit = DeviceDetail['item']

interface FrameProps {
  title: string
  intro: string
  confirm: string
  danger?: boolean
  pending: boolean
  otherErrors: string[]
  onSubmit: () => void
  onClose: () => void
  children: ReactNode
}

function DialogFrame({ title, intro, confirm, danger, pending, otherErrors, onSubmit, onClose, children }: FrameProps) {
  const { t } = useTranslation('devices')
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby="device-action-title" maxWidth="sm" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <DialogTitle id="device-action-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <FormErrorsAlert messages={otherErrors} />
          <Grid container spacing={2}>
            {children}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('devices:dialogs.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** Sends an action's checked values; the server's 422 lands under the fields, the rest above them. */
function useDeviceSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, Values>,
  unit: Unit,
  toAction: (values: Values) => DeviceAction,
  onClose: () => void,
) {
  const manage = useManageDevice()
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const answer = await manage.mutateAsync({ id: unit.id, action: toAction(values) })
    showSnackbar(answer.message, 'success')
    onClose()
  })
  return { submit, otherErrors, pending: manage.isPending }
}

/** The passport's actions for holders of Device Manage: grade and warranty, reserve, transfer, scrap. */
export function DeviceActionDialog({
  unit,
  kind,
  onClose,
}: {
  unit: Unit
  kind: DeviceDialogKind
  onClose: () => void
}) {
  switch (kind) {
    case 'update':
      return <UpdateDialog unit={unit} onClose={onClose} />
    case 'reserve':
      return <ReserveDialog unit={unit} onClose={onClose} />
    case 'scrap':
      return <ScrapDialog unit={unit} onClose={onClose} />
    case 'transfer':
      return <TransferDialog unit={unit} onClose={onClose} />
    case 'release':
      return <ReleaseDialog unit={unit} onClose={onClose} />
  }
}

function UpdateDialog({ unit, onClose }: { unit: Unit; onClose: () => void }) {
  const form = useZodForm(deviceUpdateSchema, {
    defaultValues: { grade: unit.grade, warranty_until: unit.warranty_until ?? '' },
  })
  const { submit, otherErrors, pending } = useDeviceSubmit(
    form,
    unit,
    (values) => ({ kind: 'update', body: deviceUpdateSchema.parse(values) }),
    onClose,
  )
  const field = bindTextFields(form.control, DEVICE_MANAGE_LABELS)
  const { t } = useTranslation('devices')
  const gradeField = field('grade', {
    cell: CELL.half,
    helperText: t('devices:dialogs.update.gradeHelp', { examples: GRADE_SUGGESTIONS.join(', ') }),
    slotProps: { htmlInput: { maxLength: 16 } },
  })
  const warrantyField = field('warranty_until', {
    cell: CELL.half,
    type: 'date',
    slotProps: { inputLabel: { shrink: true } },
  })
  return (
    <DialogFrame
      title={t('devices:dialogs.update.title')}
      intro={t('devices:dialogs.update.intro')}
      confirm={t('devices:dialogs.update.confirm')}
      pending={pending}
      otherErrors={otherErrors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {gradeField}
      {warrantyField}
    </DialogFrame>
  )
}

function ReserveDialog({ unit, onClose }: { unit: Unit; onClose: () => void }) {
  const form = useZodForm(deviceReserveSchema, { defaultValues: { note: '' } })
  const { submit, otherErrors, pending } = useDeviceSubmit(
    form,
    unit,
    (values) => ({ kind: 'reserve', body: deviceReserveSchema.parse(values) }),
    onClose,
  )
  const field = bindTextFields(form.control, DEVICE_MANAGE_LABELS)
  const { t } = useTranslation('devices')
  const noteField = field('note', { helperText: t('devices:dialogs.reserve.noteHelp'), autoFocus: true })
  return (
    <DialogFrame
      title={t('devices:dialogs.reserve.title')}
      intro={t('devices:dialogs.reserve.intro')}
      confirm={t('devices:dialogs.reserve.confirm')}
      pending={pending}
      otherErrors={otherErrors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {noteField}
    </DialogFrame>
  )
}

function ScrapDialog({ unit, onClose }: { unit: Unit; onClose: () => void }) {
  const form = useZodForm(deviceScrapSchema, { defaultValues: { reason: '' } })
  const { submit, otherErrors, pending } = useDeviceSubmit(
    form,
    unit,
    (values) => ({ kind: 'scrap', body: deviceScrapSchema.parse(values) }),
    onClose,
  )
  const field = bindTextFields(form.control, DEVICE_MANAGE_LABELS)
  const { t } = useTranslation('devices')
  const reasonField = field('reason', { autoFocus: true })
  return (
    <DialogFrame
      title={t('devices:dialogs.scrap.title')}
      intro={t('devices:dialogs.scrap.intro')}
      confirm={t('devices:dialogs.scrap.confirm')}
      danger
      pending={pending}
      otherErrors={otherErrors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {reasonField}
    </DialogFrame>
  )
}

function TransferDialog({ unit, onClose }: { unit: Unit; onClose: () => void }) {
  const warehouses = useWarehouseOptions()
  const form = useZodForm(deviceTransferSchema, { defaultValues: { warehouse_id: '' } })
  const { submit, otherErrors, pending } = useDeviceSubmit(
    form,
    unit,
    (values) => ({ kind: 'transfer', body: deviceTransferSchema.parse(values) }),
    onClose,
  )
  const select = bindSelectFields(form.control, DEVICE_MANAGE_LABELS)
  const choices = (warehouses.data ?? [])
    .filter((warehouse) => warehouse.id !== unit.warehouse_id)
    .map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))
  const { t } = useTranslation('devices')
  const warehouseSelect = select('warehouse_id', choices, {})
  return (
    <DialogFrame
      title={t('devices:dialogs.transfer.title')}
      intro={
        unit.warehouseName
          ? t('devices:dialogs.transfer.isIn', { warehouse: unit.warehouseName })
          : t('devices:dialogs.transfer.noWarehouse')
      }
      confirm={t('devices:dialogs.transfer.confirm')}
      pending={pending}
      otherErrors={otherErrors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {warehouseSelect}
    </DialogFrame>
  )
}

function ReleaseDialog({ unit, onClose }: { unit: Unit; onClose: () => void }) {
  const form = useZodForm(deviceReleaseSchema, { defaultValues: { reason: '' } })
  const { submit, otherErrors, pending } = useDeviceSubmit(
    form,
    unit,
    (values) => ({ kind: 'release', body: deviceReleaseSchema.parse(values) }),
    onClose,
  )
  const field = bindTextFields(form.control, DEVICE_RELEASE_LABELS)
  const { t } = useTranslation('devices')
  const reasonField = field('reason', { autoFocus: true, helperText: t('devices:dialogs.release.reasonHelp') })
  return (
    <DialogFrame
      title={t('devices:dialogs.release.title')}
      intro={t('devices:dialogs.release.intro')}
      confirm={t('devices:dialogs.release.confirm')}
      pending={pending}
      otherErrors={otherErrors}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {reasonField}
    </DialogFrame>
  )
}

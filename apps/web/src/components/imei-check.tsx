import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form'
import type { DeviceModels } from '@counterpart/domain/schemas/devices'
import { api } from '../lib/api.ts'
import { useCan } from '../lib/app-configuration.ts'
import { imeiWarning, tacToSuggest } from '../lib/imei-warning.ts'
import { FormTextField } from './form-text-field.tsx'
import { Trans, useTranslation } from 'react-i18next'

/** The fields a form with an IMEI check has: the IMEI, the model it may fill, and the override reason. */
interface ImeiFields extends FieldValues {
  imeiOverrideReason: string
}

interface ImeiCheckProps<T extends ImeiFields> {
  form: UseFormReturn<T>
  /** The IMEI field's and the model field's names in the form. */
  imei: Path<T>
  model: Path<T>
  reasonLabel: string
}

/**
 * Under an IMEI field (issue 29 item 5): a wrong check digit is warned of with the right IMEI, taken in one
 * click, or kept with a reason (the server records it, for someone with the Device Override switch). A
 * valid IMEI whose TAC the shop has seen fills an empty model with the model seen last.
 */
export function ImeiCheck<T extends ImeiFields>({ form, imei, model, reasonLabel }: ImeiCheckProps<T>) {
  const { t } = useTranslation('common')
  const typed = String(useWatch({ control: form.control, name: imei }) ?? '')
  const warning = imeiWarning(typed)
  const tac = tacToSuggest(typed)
  const canView = useCan('deviceView')
  const models = useQuery({
    queryKey: ['/devices/models', tac],
    queryFn: () => api.get<DeviceModels>(`/devices/models?tac=${tac ?? ''}`),
    enabled: tac !== null && canView,
    staleTime: 60_000,
  })
  const seen = models.data?.models[0]
  useEffect(() => {
    if (seen && !String(form.getValues(model) ?? '').trim()) {
      form.setValue(model, seen as PathValue<T, Path<T>>, { shouldDirty: true })
    }
  }, [seen, form, model])
  if (!warning) return null
  return (
    <Grid size={12}>
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => form.setValue(imei, warning.suggested as PathValue<T, Path<T>>, { shouldDirty: true })}
          >
            <Trans t={t} i18nKey="common:imei.use" values={{ imei: warning.suggested }} components={{ b: <bdi /> }} />
          </Button>
        }
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {warning.message}
      </Alert>
      <FormTextField
        control={form.control as Control<T>}
        name={'imeiOverrideReason' as Path<T>}
        label={reasonLabel}
        helperText={t('common:imei.overrideHint')}
        fullWidth
      />
    </Grid>
  )
}

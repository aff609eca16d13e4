import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useSubmitWithServerErrors } from '../lib/use-zod-form.ts'
import { FormActions, FormErrorsAlert } from './form-actions.tsx'
import { useTranslation } from 'react-i18next'

interface FormCardProps<Values extends FieldValues, Context> {
  form: UseFormReturn<Values, Context, Values>
  /** Saves the checked values; a 422 it throws is put under the fields (the rest above them). */
  save: (values: Values) => Promise<unknown>
  /** The Save button waits greyed out while the record is saved. */
  busy: boolean
  /** The Cancel button (or link) before Save. */
  cancel: ReactNode
  /** The fields, each in its grid cell. */
  children: ReactNode
}

/**
 * A record's form on one outlined card (a category, a contact, a warehouse): the server's messages no
 * field takes above it, the fields on a grid, then Cancel and Save.
 */
export function FormCard<Values extends FieldValues, Context>({
  form,
  save,
  busy,
  cancel,
  children,
}: FormCardProps<Values, Context>) {
  const { t } = useTranslation('common')
  const { submit, otherErrors } = useSubmitWithServerErrors(form, save)
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorsAlert messages={otherErrors} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Grid container spacing={2}>
          {children}
        </Grid>
        <FormActions submitLabel={t('common:actions.save')} disabled={busy}>
          {cancel}
        </FormActions>
      </Paper>
    </Box>
  )
}

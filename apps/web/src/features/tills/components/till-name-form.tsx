import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { TILL_LABELS, tillInputSchema, type TillRecord } from '@counterpart/domain/schemas/tills'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { FormTextField } from '../../../components/form-text-field.tsx'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'
import { useAddTill } from '../api/add-till.ts'
import { useRenameTill } from '../api/rename-till.ts'
import { useTranslation } from 'react-i18next'

interface TillNameFormProps {
  /** The till to rename; a new till when left out. */
  till?: TillRecord
  /** After the save, with the till's id. */
  onSaved: (id: number) => void
  onCancel?: () => void
}

/** A till's name: adds a till (general settings) or renames one. */
export function TillNameForm({ till, onSaved, onCancel }: TillNameFormProps) {
  const add = useAddTill()
  const { t } = useTranslation('tills')
  const rename = useRenameTill()
  const form = useZodForm(tillInputSchema, { defaultValues: { name: till?.name ?? '' } })
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    if (till) {
      const answer = await rename.mutateAsync({ id: till.id, input: values })
      showSnackbar(answer.message)
      onSaved(till.id)
    } else {
      const answer = await add.mutateAsync(values)
      showSnackbar(answer.message)
      onSaved(answer.id)
    }
  })
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormErrorsAlert messages={otherErrors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={form.control}
          name="name"
          label={TILL_LABELS.name}
          placeholder={t('tills:name.placeholder')}
          required
          autoFocus={till !== undefined}
          sx={{ flex: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: { sm: 1 } }}>
          {onCancel && <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>}
          <Button type="submit" variant="contained" loading={add.isPending || rename.isPending}>
            {till ? t('common:actions.save') : t('tills:name.add')}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}

/** The same form in a dialog: Add a till from the page's header, or Rename the chosen one. */
export function TillNameDialog({
  till,
  onSaved,
  onClose,
}: Omit<TillNameFormProps, 'onCancel'> & { onClose: () => void }) {
  const { t } = useTranslation('tills')
  return (
    <Dialog open onClose={onClose} aria-labelledby="till-name-title" maxWidth="xs" fullWidth>
      <DialogTitle id="till-name-title">
        {till ? t('tills:name.rename', { name: till.name }) : t('tills:name.addTitle')}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <TillNameForm till={till} onSaved={onSaved} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  )
}

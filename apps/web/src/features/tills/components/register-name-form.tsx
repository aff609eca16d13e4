import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { REGISTER_LABELS, registerInputSchema, type RegisterRecord } from '@counterpart/domain/schemas/registers'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { FormTextField } from '../../../components/form-text-field.tsx'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'
import { useAddRegister } from '../api/add-register.ts'
import { useRenameRegister } from '../api/rename-register.ts'

interface RegisterNameFormProps {
  /** The till to rename; a new till when left out. */
  register?: RegisterRecord
  /** After the save, with the till's id. */
  onSaved: (id: number) => void
  onCancel?: () => void
}

/** A till's name: adds a till (general settings) or renames one. */
export function RegisterNameForm({ register, onSaved, onCancel }: RegisterNameFormProps) {
  const add = useAddRegister()
  const rename = useRenameRegister()
  const form = useZodForm(registerInputSchema, { defaultValues: { name: register?.name ?? '' } })
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    if (register) {
      const answer = await rename.mutateAsync({ id: register.id, input: values })
      showSnackbar(answer.message)
      onSaved(register.id)
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
          label={REGISTER_LABELS.name}
          placeholder="Till 1"
          required
          autoFocus={register !== undefined}
          sx={{ flex: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: { sm: 1 } }}>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          <Button type="submit" variant="contained" loading={add.isPending || rename.isPending}>
            {register ? 'Save' : 'Add till'}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}

/** The same form in a dialog: Add a till from the page's header, or Rename the chosen one. */
export function RegisterNameDialog({
  register,
  onSaved,
  onClose,
}: Omit<RegisterNameFormProps, 'onCancel'> & { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="register-name-title" maxWidth="xs" fullWidth>
      <DialogTitle id="register-name-title">{register ? `Rename ${register.name}` : 'Add a till'}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <RegisterNameForm register={register} onSaved={onSaved} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  )
}

import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { REGISTER_LABELS, openSessionSchema, type RegisterRecord } from '@counterpart/domain/schemas/registers'
import { FormErrorsAlert } from '../../../components/form-actions.tsx'
import { FormAmountField } from '../../../components/form-text-field.tsx'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useSubmitWithServerErrors, useZodForm } from '../../../lib/use-zod-form.ts'
import { useOpenSession } from '../api/open-session.ts'

/** A closed till: count the float put in the drawer and open a session with it. */
export function OpenSessionForm({ register }: { register: RegisterRecord }) {
  const open = useOpenSession()
  const form = useZodForm(openSessionSchema, { defaultValues: { openingFloat: '' } })
  const { submit, otherErrors } = useSubmitWithServerErrors(form, async (values) => {
    const answer = await open.mutateAsync({ registerId: register.id, input: openSessionSchema.parse(values) })
    showSnackbar(answer.message, 'success')
  })
  return (
    <Paper component="section" aria-labelledby="open-session-title" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="open-session-title">
        Open a session on <bdi>{register.name}</bdi>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Count the notes and coins you put in the drawer to start the day: that is the opening float.
      </Typography>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Open a session">
        <FormErrorsAlert messages={otherErrors} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormAmountField
            control={form.control}
            name="openingFloat"
            label={REGISTER_LABELS.openingFloat}
            step="0.01"
            required
            autoFocus
            sx={{ maxWidth: { sm: 240 } }}
          />
          <Button type="submit" variant="contained" size="large" loading={open.isPending} sx={{ minHeight: 56 }}>
            Open session
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}

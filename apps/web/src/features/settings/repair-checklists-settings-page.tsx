import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  DEFAULT_CHECKLIST_ITEMS,
  REPAIR_EVIDENCE_LABELS as LABELS,
  type ChecklistCategory,
} from '@counterpart/domain/schemas/repair-evidence'
import { useState, type FormEvent } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import {
  useChecklistCategories,
  useRemoveChecklistCategory,
  useSaveChecklistCategory,
} from '../../lib/queries/repair-settings.ts'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useTranslation } from 'react-i18next'

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

/**
 * Settings › Repair checklists (issue 30, item 6): the device categories and what each one's checklist
 * checks, at intake and after the repair.
 */
export function RepairChecklistsSettingsPage() {
  const { t } = useTranslation('settings')
  const categories = useChecklistCategories()
  const [adding, setAdding] = useState(false)

  return (
    <SettingsLayout title={t('settings:sections.repairChecklists')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('settings:checklists.intro')}
        </Typography>
        {(categories.data ?? []).map((category) => (
          <CategoryForm key={`${category.id}-${category.updated_at}`} category={category} />
        ))}
        {adding ? (
          <CategoryForm category={null} onDone={() => setAdding(false)} />
        ) : (
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('settings:checklists.add')}
            </Button>
          </Box>
        )}
      </Stack>
    </SettingsLayout>
  )
}

function CategoryForm({ category, onDone }: { category: ChecklistCategory | null; onDone?: () => void }) {
  const { t } = useTranslation('settings')
  const [name, setName] = useState(category?.name ?? '')
  const [items, setItems] = useState((category?.items ?? DEFAULT_CHECKLIST_ITEMS).join('\n'))
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  const [removing, setRemoving] = useState(false)
  const save = useSaveChecklistCategory()
  const remove = useRemoveChecklistCategory()

  function submit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    save.mutate(
      { id: category?.id ?? null, input: { name, items: linesOf(items) } },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          onDone?.()
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors)
        },
      },
    )
  }

  const itemError = Object.entries(errors).find(([field]) => field.startsWith('items'))?.[1][0]

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={
          category ? t('settings:checklists.category', { name: category.name }) : t('settings:checklists.new')
        }
      >
        <Stack spacing={2}>
          <TextField
            size="small"
            label={LABELS.name}
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name?.[0]}
          />
          <TextField
            label={t('settings:checklists.itemsLabel', { label: LABELS.items })}
            value={items}
            multiline
            minRows={4}
            onChange={(event) => setItems(event.target.value)}
            error={Boolean(itemError)}
            helperText={itemError}
          />
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {category && (
              <Button color="error" onClick={() => setRemoving(true)}>
                {t('common:actions.delete')}
              </Button>
            )}
            {!category && <Button onClick={onDone}>{t('common:actions.cancel')}</Button>}
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {category && (
        <ConfirmDialog
          open={removing}
          title={t('settings:checklists.deleteTitle', { name: category.name })}
          message={t('settings:checklists.deleteMessage')}
          confirmLabel={t('common:actions.delete')}
          onCancel={() => setRemoving(false)}
          onConfirm={() =>
            remove.mutate(category.id, {
              onSuccess: (answer) => {
                showSnackbar(answer.message, 'success')
                setRemoving(false)
              },
            })
          }
        />
      )}
    </Paper>
  )
}

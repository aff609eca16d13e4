import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { QUICKBOOKS_DATE_ORDERS } from '@counterpart/domain/journal'
import { JOURNAL_ACCOUNT_LABELS as LABELS, type JournalAccountsResponse } from '@counterpart/domain/schemas/journal'
import { useState, type FormEvent } from 'react'
import { FormErrorsAlert } from '../../components/form-actions.tsx'
import { isApiError, type FieldErrors } from '../../lib/api-error.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { useJournalAccounts, useSaveJournalAccounts } from './api/journal-accounts.ts'
import { SettingsLayout } from './components/settings-layout.tsx'
import { useTranslation } from 'react-i18next'

type Row = JournalAccountsResponse['accounts'][number]

/** A row's two fields, by name (field names, not words). */
const CODE = 'code'
const NAME = 'name'

/**
 * Settings › Journal accounts (issue 31, item 7; gate accountsManage): the account each journal role posts to,
 * as the accountant's chart names it. An empty code keeps the default shown in grey (after Xero's standard
 * chart, docs/money.md).
 */
export function JournalAccountsSettingsPage() {
  const { t } = useTranslation('settings')
  const accounts = useJournalAccounts()
  return (
    <SettingsLayout title={t('settings:sections.journalAccounts')}>
      {accounts.data ? (
        // Keyed by what was loaded, so a save's fresh answer starts the form again from the stored map.
        <AccountsForm key={JSON.stringify(accounts.data)} data={accounts.data} />
      ) : (
        <Typography color="text.secondary">{t('settings:journal.loading')}</Typography>
      )}
    </SettingsLayout>
  )
}

function AccountsForm({ data }: { data: JournalAccountsResponse }) {
  const { t } = useTranslation('settings')
  const [rows, setRows] = useState(() =>
    data.accounts.map((row) => ({ role: row.role, code: row.code, name: row.name })),
  )
  const [xeroTaxRate, setXeroTaxRate] = useState(data.xeroTaxRate)
  const [quickbooksDateOrder, setQuickbooksDateOrder] = useState(data.quickbooksDateOrder)
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = useSaveJournalAccounts()

  function change(index: number, field: 'code' | 'name', value: string) {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setErrors({})
    save.mutate(
      { accounts: rows, xeroTaxRate, quickbooksDateOrder },
      {
        onSuccess: (answer) => showSnackbar(answer.message, 'success'),
        onError: (error) => {
          if (isApiError(error)) setErrors(error.errors ?? {})
        },
      },
    )
  }

  const fieldError = (index: number, field: 'code' | 'name') => errors[`accounts.${index}.${field}`]?.[0]
  // Messages that belong to no row's field (the list itself) show above the list.
  const others = Object.entries(errors)
    .filter(([key]) => !/^accounts\.\d+\./.test(key) && key !== 'xeroTaxRate' && key !== 'quickbooksDateOrder')
    .flatMap(([, messages]) => messages)

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary">
        {t('settings:journal.intro')}
      </Typography>
      <FormErrorsAlert messages={others} mb={0} />
      <Paper variant="outlined">
        {data.accounts.map((account: Row, index) => {
          const codeError = fieldError(index, CODE)
          const nameError = fieldError(index, NAME)
          return (
            <Box key={account.role}>
              {index > 0 && <Divider />}
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={1.5}
                sx={{ p: 1.5, alignItems: { md: 'flex-start' } }}
              >
                <Box sx={{ flex: { md: '1 1 40%' }, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="h2">
                    <bdi>{account.label}</bdi>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {account.holds}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1.5} sx={{ flex: { md: '1 1 60%' }, minWidth: 0 }}>
                  <TextField
                    size="small"
                    label={LABELS.code}
                    value={rows[index]?.code ?? ''}
                    onChange={(event) => change(index, 'code', event.target.value)}
                    placeholder={account.defaultCode}
                    error={Boolean(codeError)}
                    helperText={codeError ?? t('settings:journal.default', { code: account.defaultCode })}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: {
                        'aria-label': t('settings:labelledValue', { label: LABELS.code, value: account.label }),
                        dir: 'ltr',
                      },
                    }}
                    sx={{ width: 140, flexShrink: 0 }}
                  />
                  <TextField
                    size="small"
                    label={LABELS.name}
                    value={rows[index]?.name ?? ''}
                    onChange={(event) => change(index, 'name', event.target.value)}
                    placeholder={account.defaultName}
                    error={Boolean(nameError)}
                    helperText={nameError}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: {
                        'aria-label': t('settings:labelledValue', { label: LABELS.name, value: account.label }),
                      },
                    }}
                    sx={{ flex: 1, minWidth: 0 }}
                  />
                </Stack>
              </Stack>
            </Box>
          )
        })}
      </Paper>
      <TextField
        size="small"
        label={LABELS.xeroTaxRate}
        value={xeroTaxRate}
        onChange={(event) => setXeroTaxRate(event.target.value)}
        error={Boolean(errors.xeroTaxRate)}
        helperText={errors.xeroTaxRate?.[0] ?? t('settings:journal.xeroTaxHint')}
        sx={{ maxWidth: 480 }}
      />
      <TextField
        select
        size="small"
        label={LABELS.quickbooksDateOrder}
        value={quickbooksDateOrder}
        onChange={(event) => setQuickbooksDateOrder(event.target.value === 'DD/MM/YYYY' ? 'DD/MM/YYYY' : 'MM/DD/YYYY')}
        error={Boolean(errors.quickbooksDateOrder)}
        helperText={errors.quickbooksDateOrder?.[0] ?? t('settings:journal.quickbooksDateHint')}
        sx={{ maxWidth: 480 }}
      >
        {QUICKBOOKS_DATE_ORDERS.map((order) => (
          <MenuItem key={order} value={order}>
            <bdi>{order}</bdi>
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('common:actions.save')}
        </Button>
      </Box>
    </Stack>
  )
}

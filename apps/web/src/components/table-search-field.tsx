import SearchIcon from '@mui/icons-material/Search'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { MESSAGES } from '@counterpart/domain/messages'
import { useTranslation } from 'react-i18next'

interface TableSearchFieldProps {
  value: string
  invalid: boolean
  label?: string
  onChange: (value: string) => void
}

export function TableSearchField({ value, invalid, label, onChange }: TableSearchFieldProps) {
  const { t } = useTranslation('common')
  return (
    <TextField
      size="small"
      type="search"
      label={label ?? t('common:actions.search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={invalid ? MESSAGES.invalidSearch : undefined}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        // The server refuses longer search texts; stopping at the limit beats an error after typing.
        htmlInput: { maxLength: 100 },
      }}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
    />
  )
}

import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { UseMutationResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface KeySearchColumn<Item> {
  label: string
  align?: 'right'
  render: (item: Item) => ReactNode
}

interface KeySearchProps<Item extends { id: number }> {
  /** The search box's label: what the key may be. */
  label: string
  /** The search endpoint's mutation: it takes the trimmed key and answers the items found. */
  search: UseMutationResult<{ items: Item[] }, Error, string>
  /** Shown when nothing matches; a function is given the trimmed key. */
  emptyText: string | ((key: string) => string)
  /** Names the results table. */
  tableLabel: string
  columns: readonly KeySearchColumn<Item>[]
  /** An action per found item, in a last column (the POS adds it to the cart). */
  action?: (item: Item) => ReactNode
  /** The search box takes the focus when shown (the first tab of a dialog). */
  autoFocus?: boolean
  /** Caps the search box's width, in px; it fills the row otherwise. */
  fieldMaxWidth?: number
  /** Many columns: rows light up under the pointer and the table scrolls sideways in its own box. */
  wide?: boolean
}

/**
 * A search run on demand (spec 001 §5): the button waits for a key, the key is sent trimmed, and clearing
 * the key clears the results. The items found are listed in a table.
 */
export function KeySearch<Item extends { id: number }>({
  label,
  search,
  emptyText,
  tableLabel,
  columns,
  action,
  autoFocus,
  fieldMaxWidth,
  wide = false,
}: KeySearchProps<Item>) {
  const { t } = useTranslation('common')
  const [key, setKey] = useState('')
  const items = search.data?.items

  function changeKey(value: string) {
    setKey(value)
    if (value.trim() === '') search.reset()
  }

  return (
    <Box>
      <Stack
        direction="row"
        spacing={1}
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          if (key.trim()) search.mutate(key.trim())
        }}
      >
        <TextField
          size="small"
          label={label}
          value={key}
          autoFocus={autoFocus}
          onChange={(event) => changeKey(event.target.value)}
          sx={{ flexGrow: 1, maxWidth: fieldMaxWidth }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={key.trim() === ''}
          loading={search.isPending}
        >
          {t('common:actions.search')}
        </Button>
      </Stack>
      {items && items.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {typeof emptyText === 'function' ? emptyText(key.trim()) : emptyText}
        </Typography>
      )}
      {items && items.length > 0 && (
        <Box sx={{ mt: 2, overflowX: wide ? 'auto' : undefined }}>
          <Table size="small" aria-label={tableLabel}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align}>
                    {column.label}
                  </TableCell>
                ))}
                {action && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover={wide}>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.align}>
                      {column.render(item)}
                    </TableCell>
                  ))}
                  {action && <TableCell align="right">{action(item)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}

import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { RepairSearchItem } from '@counterpart/domain/schemas/repairs'
import { useState, type ReactNode } from 'react'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchRepairs } from '../api/search-repairs.ts'

interface RepairSearchProps {
  /** An action per found job (the POS adds it to the cart; elsewhere it opens the job). */
  action?: (item: RepairSearchItem) => ReactNode
}

/** The Repair Search tab of the POS advanced search (spec 001 §2, §5: disabled while the key is empty). */
export function RepairSearch({ action }: RepairSearchProps) {
  const [key, setKey] = useState('')
  const search = useSearchRepairs()
  const { money, date } = useFormatters()
  const items = search.data?.items

  function changeKey(value: string) {
    setKey(value)
    // Spec 001 §5: clearing the key clears the results.
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
          label="Repair ID, name, phone, device or IMEI"
          value={key}
          onChange={(e) => changeKey(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={key.trim() === ''}
          loading={search.isPending}
        >
          Search
        </Button>
      </Stack>
      {items && items.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No repair found.
        </Typography>
      )}
      {items && items.length > 0 && (
        <Table size="small" sx={{ mt: 2 }} aria-label="Repairs found">
          <TableHead>
            <TableRow>
              <TableCell>Added at</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>Device</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Due</TableCell>
              {action && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{date(item.created_at)}</TableCell>
                <TableCell>{item.key}</TableCell>
                <TableCell>{item.name}</TableCell>
                <TableCell>{item.phone}</TableCell>
                <TableCell>{item.deviceName}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={item.status === 1 ? 'success' : 'warning'}
                    label={item.status === 1 ? 'Completed' : 'Pending'}
                  />
                </TableCell>
                <TableCell align="right">{money(item.due)}</TableCell>
                {action && <TableCell align="right">{action(item)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}

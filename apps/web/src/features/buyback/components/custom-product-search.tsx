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
import type { CustomProductSearchItem } from '@counterpart/domain/schemas/buyback'
import { useState, type ReactNode } from 'react'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchCustomProducts } from '../api/search-custom-products.ts'

/** The Custom Product Search tab of the POS advanced search (spec 001 §2, §3 result shape, §5). */
export function CustomProductSearch({ action }: { action?: (item: CustomProductSearchItem) => ReactNode }) {
  const [key, setKey] = useState('')
  const search = useSearchCustomProducts()
  const { money, date } = useFormatters()
  const items = search.data?.items

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
          label="Name, phone, model, IMEI or barcode"
          value={key}
          onChange={(event) => {
            setKey(event.target.value)
            if (event.target.value.trim() === '') search.reset()
          }}
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
          No item found.
        </Typography>
      )}
      {items && items.length > 0 && (
        <Table size="small" sx={{ mt: 2 }} aria-label="Items bought from customers">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Barcode</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>IMEI</TableCell>
              <TableCell>Model</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell>State</TableCell>
              {action && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{date(item.created_at)}</TableCell>
                <TableCell>{item.key}</TableCell>
                <TableCell>{item.fullName}</TableCell>
                <TableCell>{item.phone}</TableCell>
                <TableCell>{item.imie}</TableCell>
                <TableCell>{item.model}</TableCell>
                <TableCell align="right">{money(item.price)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={item.isSold ? 'default' : 'success'}
                    label={item.isSold ? 'Sold' : 'Not Sold'}
                  />
                </TableCell>
                {action && <TableCell align="right">{action(item)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}

import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart'
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
import { MESSAGES } from '@counterpart/domain/messages'
import type { PosCustomProduct, PosProduct } from '@counterpart/domain/schemas/pos'
import { useState } from 'react'
import { useConfigs } from '../../../lib/app-configuration.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useSearchProducts } from '../api/search-products.ts'
import { tileDisabled } from './product-picker.tsx'

/** The advanced search's Product Search tab (spec 001 §2, §3 result shape, §5): disabled while the key is empty. */
export function ProductSearchTab({ onPick }: { onPick: (product: PosProduct | PosCustomProduct) => void }) {
  const [key, setKey] = useState('')
  const search = useSearchProducts()
  const { overSelling } = useConfigs()
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
        sx={{ mb: 2 }}
      >
        <TextField
          size="small"
          label="Name, SKU or barcode"
          value={key}
          autoFocus
          onChange={(event) => {
            setKey(event.target.value)
            // Spec 001 §5: clearing the key clears the results.
            if (event.target.value.trim() === '') search.reset()
          }}
          sx={{ flex: 1, maxWidth: 420 }}
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
        <Typography color="text.secondary">{MESSAGES.noSearchResult(key.trim())}</Typography>
      )}
      {items && items.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Product search results">
            <TableHead>
              <TableRow>
                <TableCell>Added</TableCell>
                <TableCell>SKU</TableCell>
                <TableCell>Barcode</TableCell>
                <TableCell>Name</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell>IMEI</TableCell>
                <TableCell>SN #</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell>{date(item.created_at)}</TableCell>
                  <TableCell>{item.sku}</TableCell>
                  <TableCell>{item.barcode}</TableCell>
                  <TableCell>{item.name}</TableCell>
                  <TableCell align="right">{money(item.price)}</TableCell>
                  <TableCell align="right">{item.qty}</TableCell>
                  <TableCell>{item.imei}</TableCell>
                  <TableCell>{item.sNumber}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      startIcon={<AddShoppingCartIcon />}
                      disabled={tileDisabled(item, overSelling)}
                      onClick={() => onPick(item)}
                    >
                      Add
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}

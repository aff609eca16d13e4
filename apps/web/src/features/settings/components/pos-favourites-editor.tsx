import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { POS_FAVOURITES_MAX, TOP_SELLER_DAYS } from '@counterpart/domain/schemas/pos-terminal'
import { useEffect, useState } from 'react'
import { ProductPicker, type PickedProduct } from '../../../components/product-picker.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { usePosFavourites, useSavePosFavourites, type FavouriteItem } from '../api/pos-favourites.ts'
import { useTranslation } from 'react-i18next'

/** Moves the item at `index` by `by` places (within the list). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by
  if (target < 0 || target >= list.length) return [...list]
  const next = [...list]
  ;[next[index], next[target]] = [next[target] as T, next[index] as T]
  return next
}

/**
 * The terminal's first page (issue 26), in POS settings: the owner picks products and puts them in order; with
 * none, the terminal shows the top sellers of the last 30 days. Saved on its own, apart from the settings form.
 */
export function PosFavouritesEditor() {
  const { t } = useTranslation('settings')
  const saved = usePosFavourites()
  const save = useSavePosFavourites()
  const [items, setItems] = useState<FavouriteItem[] | null>(null)
  const [picked, setPicked] = useState<PickedProduct | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (saved.data && items === null) setItems(saved.data)
  }, [saved.data, items])
  const list = items ?? []
  const full = list.length >= POS_FAVOURITES_MAX

  function add(product: PickedProduct | null) {
    setPicked(null)
    if (!product || list.some((item) => item.id === product.id) || full) return
    setItems([...list, { id: product.id, name: product.name, sku: product.sku }])
  }

  function submit() {
    setError(null)
    save.mutate(
      list.map((item) => item.id),
      {
        onSuccess: (answer) => showSnackbar(answer.message, 'success'),
        onError: (failure) => setError(isApiError(failure) ? failure.message : t('settings:favourites.failed')),
      },
    )
  }

  return (
    <Box component="section" aria-labelledby="pos-favourites-title">
      <Typography id="pos-favourites-title" variant="subtitle1" component="h3">
        {t('settings:favourites.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('settings:favourites.intro', { max: POS_FAVOURITES_MAX, days: TOP_SELLER_DAYS })}
      </Typography>
      <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
        <ProductPicker
          value={picked}
          onChange={add}
          label={full ? t('settings:favourites.full') : t('settings:favourites.add')}
          size="small"
        />
        {list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('settings:favourites.none')}
          </Typography>
        ) : (
          <List
            dense
            disablePadding
            aria-label={t('settings:favourites.listLabel')}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            {list.map((item, index) => (
              <ListItem
                key={item.id}
                divider={index < list.length - 1}
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      aria-label={t('settings:statuses.moveUpRow', { name: item.name })}
                      disabled={index === 0}
                      onClick={() => setItems(moved(list, index, -1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('settings:statuses.moveDownRow', { name: item.name })}
                      disabled={index === list.length - 1}
                      onClick={() => setItems(moved(list, index, 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={t('settings:favourites.removeRow', { name: item.name })}
                      onClick={() => setItems(list.filter((other) => other.id !== item.id))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                }
                sx={{ pr: 18 }}
              >
                <ListItemText
                  primary={<bdi>{item.name}</bdi>}
                  secondary={<bdi>{item.sku}</bdi>}
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button variant="outlined" onClick={submit} disabled={save.isPending || items === null}>
            {t('settings:favourites.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip, { type ChipProps } from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { isClosedGroup } from '@counterpart/domain/repair-workflow'
import {
  REPAIR_PART_LABELS,
  REPAIR_PART_STATE_LABELS,
  type RepairPart,
  type RepairPartState,
  type RepairPartStock,
} from '@counterpart/domain/schemas/repair-parts'
import type { RepairDetailAnswer as RepairDetail } from '@counterpart/domain/schemas/repair-estimates'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import { useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { ProductPicker, type PickedProduct } from '../../../components/product-picker.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { useFormatters } from '../../../lib/use-formatters.ts'
import { useAddRepairPart } from '../api/add-repair-part.ts'
import { useRepairPartStock } from '../api/get-repair-part-stock.ts'
import { useReleaseRepairPart } from '../api/release-repair-part.ts'

/** Each state's chip: used is done (green), ordered waits (amber), reserved is held (the accent). */
const STATE_COLOUR: Record<RepairPartState, ChipProps['color']> = {
  reserved: 'primary',
  consumed: 'success',
  released: 'default',
  ordered: 'warning',
}

/** Where a part comes from, in words: a warehouse, or the product's own stock when it has none. */
const placeName = (t: TFunction, warehouse: { name: string } | null) =>
  warehouse?.name ?? t('repairs:parts.productStock')

type Place = RepairPartStock['places'][number]
const placeKey = (place: Place) => (place.warehouse ? String(place.warehouse.id) : 'product')

function PartRow({ repairId, part, open }: { repairId: number; part: RepairPart; open: boolean }) {
  const { t } = useTranslation('repairs')
  const { money } = useFormatters()
  const release = useReleaseRepairPart()
  const releasable = open && (part.state === 'reserved' || part.state === 'ordered')
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 0.5, sm: 1.5 }, py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <bdi>{part.qty}</bdi> × {part.product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {placeName(t, part.warehouse)}
          {part.unit && (
            <>
              {' '}
              · <bdi>{part.unit.identifier}</bdi>
            </>
          )}
          {part.purchase && (
            <>
              {' '}
              ·{' '}
              <Trans i18nKey="repairs:parts.purchase" values={{ key: part.purchase.key }} components={{ b: <bdi /> }} />
            </>
          )}{' '}
          · <Trans i18nKey="repairs:parts.each" values={{ price: money(part.price) }} components={{ b: <bdi /> }} />
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Chip size="small" color={STATE_COLOUR[part.state]} label={REPAIR_PART_STATE_LABELS[part.state]} />
        {releasable && (
          <Button
            size="small"
            color="error"
            aria-label={t('repairs:parts.releaseNamed', { name: part.product.name })}
            loading={release.isPending}
            onClick={() =>
              release.mutate(
                { repairId, partId: part.id },
                { onSuccess: (answer) => showSnackbar(answer.message, 'success') },
              )
            }
          >
            {t('repairs:parts.release')}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}

/** Picks a product, where it comes from and how many; reserves it, or orders it when it is not there. */
function AddPartForm({ repairId }: { repairId: number }) {
  const { t } = useTranslation('repairs')
  const [product, setProduct] = useState<PickedProduct | null>(null)
  const [place, setPlace] = useState('')
  const [unitId, setUnitId] = useState('')
  const [qty, setQty] = useState('1')
  const [errors, setErrors] = useState<Readonly<Record<string, readonly string[]>>>({})
  const stock = useRepairPartStock(product?.id ?? null)
  const add = useAddRepairPart()
  const places = stock.data?.places ?? []
  const chosen = places.find((candidate) => placeKey(candidate) === place) ?? places.find((item) => item.sellsFrom)
  const tracked = stock.data?.product.serialTracked ?? false
  const units = (stock.data?.units ?? []).filter(
    (unit) => !chosen?.warehouse || unit.warehouseId === chosen.warehouse.id,
  )
  const wanted = Number(qty)
  const short = chosen !== undefined && Number.isFinite(wanted) && wanted > chosen.available

  function pick(next: PickedProduct | null) {
    setProduct(next)
    setPlace('')
    setUnitId('')
    setErrors({})
  }

  function send(order: boolean) {
    if (!product) {
      setErrors({ productId: [FIELD_MESSAGES.required(REPAIR_PART_LABELS.productId)] })
      return
    }
    setErrors({})
    add.mutate(
      {
        repairId,
        input: {
          productId: product.id,
          qty,
          order,
          ...(chosen?.warehouse ? { warehouseId: chosen.warehouse.id } : {}),
          ...(tracked && unitId && !order ? { unitId: Number(unitId) } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          pick(null)
          setQty('1')
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errors) setErrors(failure.errors)
        },
      },
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    send(false)
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('repairs:parts.addLabel')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}
    >
      <Box sx={{ flex: '3 1 240px', minWidth: 0 }}>
        <ProductPicker
          value={product}
          onChange={pick}
          label={REPAIR_PART_LABELS.productId}
          error={errors.productId?.[0]}
          size="small"
        />
      </Box>
      {places.length > 0 && (
        <TextField
          select
          size="small"
          label={REPAIR_PART_LABELS.warehouseId}
          value={chosen ? placeKey(chosen) : ''}
          onChange={(event) => {
            setPlace(event.target.value)
            setUnitId('')
          }}
          error={Boolean(errors.warehouseId)}
          helperText={errors.warehouseId?.[0]}
          sx={{ flex: '2 1 200px', minWidth: 0 }}
        >
          {places.map((item) => (
            <MenuItem key={placeKey(item)} value={placeKey(item)}>
              {placeName(t, item.warehouse)} ·{' '}
              {item.reserved > 0
                ? t('repairs:parts.availableReserved', { available: item.available, reserved: item.reserved })
                : t('repairs:parts.available', { available: item.available })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {tracked ? (
        <TextField
          select
          size="small"
          label={REPAIR_PART_LABELS.unitId}
          value={unitId}
          onChange={(event) => setUnitId(event.target.value)}
          error={Boolean(errors.unitId)}
          helperText={errors.unitId?.[0] ?? (units.length === 0 ? t('repairs:parts.noneInStock') : undefined)}
          sx={{ flex: '2 1 200px', minWidth: 0 }}
        >
          {units.map((unit) => (
            <MenuItem key={unit.id} value={String(unit.id)}>
              <bdi>{unit.identifier}</bdi>
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          label={REPAIR_PART_LABELS.qty}
          value={qty}
          onChange={(event) => setQty(event.target.value)}
          error={Boolean(errors.qty)}
          helperText={
            errors.qty?.[0] ?? (short ? t('repairs:parts.onlyAvailable', { available: chosen.available }) : undefined)
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ flex: '0 1 110px', minWidth: 90 }}
        />
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          type="submit"
          variant={short ? 'outlined' : 'contained'}
          loading={add.isPending && !add.variables?.input.order}
        >
          {t('repairs:parts.reserve')}
        </Button>
        <Button
          variant={short ? 'contained' : 'text'}
          onClick={() => send(true)}
          loading={add.isPending && Boolean(add.variables?.input.order)}
        >
          {t('repairs:parts.order')}
        </Button>
      </Stack>
    </Box>
  )
}

/**
 * The repair page's Parts (issue 30, item 4): each part with its state, release while it is reserved or
 * ordered, and a form to reserve a part from stock or order one that is not there. A finished ticket's
 * parts only show.
 */
export function RepairPartsPanel({ repair }: { repair: RepairDetail }) {
  const { t } = useTranslation('repairs')
  const open = !isClosedGroup(repair.group)
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="repair-parts-title">
      <Typography id="repair-parts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('repairs:parts.title')}
      </Typography>
      {repair.parts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {open ? t('repairs:parts.emptyOpen') : t('repairs:parts.emptyClosed')}
        </Typography>
      ) : (
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('repairs:parts.listLabel')}>
          {repair.parts.map((part) => (
            <PartRow key={part.id} repairId={repair.id} part={part} open={open} />
          ))}
        </Stack>
      )}
      {open && <AddPartForm repairId={repair.id} />}
    </Paper>
  )
}

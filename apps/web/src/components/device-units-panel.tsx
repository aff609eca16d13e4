import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { UNIT_STATUS_TEXT } from '@counterpart/domain/devices'
import type { DeviceListQuery, DeviceUnit } from '@counterpart/domain/schemas/devices'
import type { Page } from '@counterpart/domain/schemas/paging'
import { Link as RouterLink } from 'react-router'
import { api } from '../lib/api.ts'
import { useCan } from '../lib/app-configuration.ts'
import { pathOf } from '../lib/paths.ts'
import { listQueryKey } from './list-query-key.ts'
import { Trans, useTranslation } from 'react-i18next'

/** GET /api/devices: the same key as the Devices list, so a unit changed anywhere refreshes these panels. */
const DEVICES_PATH = '/devices'
/** A panel shows a handful; a product with more units links to the whole list. */
const SHOWN = 10

export type DeviceUnitsFilter = Pick<DeviceListQuery, 'product_id' | 'customer_id' | 'document_type' | 'document_id'>

/**
 * The devices a record holds (issue 29, item 8): a product's units, a customer's phones, the phone a sale,
 * buy-back or repair moved. Each opens its passport. Shown only to holders of Device View, and only when
 * there is at least one.
 */
export function DeviceUnitsPanel({ filter, title: titleText }: { filter: DeviceUnitsFilter; title?: string }) {
  const { t } = useTranslation('common')
  const title = titleText ?? t('common:devices.title')
  const canView = useCan('deviceView')
  const query = useQuery({
    queryKey: [...listQueryKey(DEVICES_PATH), 'panel', filter],
    queryFn: () =>
      api.get<Page<DeviceUnit>>(DEVICES_PATH, {
        query: { ...filter, itemsPerPage: SHOWN, sortBy: 'created_at', sortDesc: true },
        overlay: false,
      }),
    enabled: canView,
  })
  const page = query.data
  if (!canView || !page || page.total === 0) return null

  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <PhoneAndroidIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {page.total > 1 && (
            <Typography color="text.secondary">
              <bdi>{page.total}</bdi>
            </Typography>
          )}
        </Stack>
        <List dense disablePadding>
          {page.items.map((unit) => (
            <ListItem key={unit.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={pathOf('DeviceDetails', { id: unit.id })} sx={{ fontWeight: 600 }}>
                <bdi>{unit.imei1 ?? unit.serial ?? `#${unit.id}`}</bdi>
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {unit.model}
                {unit.grade && ` · ${unit.grade}`}
              </Typography>
              <Chip size="small" variant="outlined" label={UNIT_STATUS_TEXT[unit.status]} />
            </ListItem>
          ))}
        </List>
        {page.total > SHOWN && filter.product_id !== undefined && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Trans
              t={t}
              i18nKey="common:devices.moreIn"
              count={page.total - SHOWN}
              components={{ link: <Link component={RouterLink} to={pathOf('DeviceList')} /> }}
            />
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}

import StorefrontIcon from '@mui/icons-material/Storefront'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { SHOP_ITEM_LABELS, type ShopItem, shopItemInputSchema } from '@counterpart/domain/schemas/showcase'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../components/form-actions.tsx'
import { FormNotesField } from '../../components/form-notes-field.tsx'
import { CELL, FormAmountField, FormTextField } from '../../components/form-text-field.tsx'
import { DeleteRowAction, EditRowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { useRowImageUpload } from '../../components/use-row-image-upload.tsx'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteShopItem } from './api/delete-shop-item.ts'
import { SHOP_LIST_PATH } from './api/get-shop-list.ts'
import { useSaveShopItem } from './api/save-shop-item.ts'
import { useUploadShopItemImage } from './api/upload-shop-item-image.ts'
import { useZodForm } from '../../lib/use-zod-form.ts'

interface ShopItemFormValues {
  name: string
  price: string
  description: string
}

const EMPTY: ShopItemFormValues = { name: '', price: '', description: '' }

/** shop-list: the shop item form and the table with image upload, edit and delete (spec 001 §2). */
export function ShopListAdminPage() {
  const { t } = useTranslation('showcase')
  const { money } = useFormatters()
  const [editing, setEditing] = useState<ShopItem | null>(null)
  const form = useZodForm(shopItemInputSchema, {
    defaultValues: EMPTY,
  })
  const save = useSaveShopItem()
  const deletion = useConfirmedDelete<ShopItem>(useDeleteShopItem(), {
    onDeleted: (item) => {
      if (editing?.id === item.id) clear()
    },
  })
  const image = useRowImageUpload(useUploadShopItemImage(), t('showcase:shop.itemImage'))

  function edit(item: ShopItem) {
    setEditing(item)
    form.reset({ name: item.name, price: String(item.price), description: item.description })
  }

  function clear() {
    setEditing(null)
    form.reset(EMPTY)
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ id: editing?.id ?? null, input: shopItemInputSchema.parse(values) })
      showSnackbar(answer.message, 'success')
      // Spec 001 §4: after a save the form is cleared.
      clear()
    } catch (error) {
      applyServerErrors(error, form)
    }
  })

  const columns: readonly Column<ShopItem>[] = [
    {
      key: 'image',
      label: t('showcase:columns.image'),
      render: (row) => (
        <Tooltip title={t('showcase:shop.uploadImage')}>
          <IconButton
            aria-label={t('showcase:shop.uploadFor', { name: row.name })}
            size="small"
            onClick={() => image.pick(row.id)}
          >
            <Avatar variant="rounded" src={uploadUrl(row.image)} alt={row.name}>
              <StorefrontIcon />
            </Avatar>
          </IconButton>
        </Tooltip>
      ),
    },
    { key: 'name', label: t('showcase:columns.name'), sortable: true },
    {
      key: 'price',
      label: t('showcase:columns.price'),
      sortable: true,
      align: 'right',
      render: (row) => money(row.price),
    },
    {
      key: 'description',
      label: t('showcase:columns.description'),
      render: (row) => (row.description.length > 60 ? `${row.description.slice(0, 60)}…` : row.description),
    },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('showcase:shop.title')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {editing ? t('showcase:actions.editRow', { name: editing.name }) : t('showcase:shop.newItem')}
        </Typography>
        <Grid container spacing={2}>
          <FormTextField
            cell={{ xs: 12, sm: 8 }}
            control={form.control}
            name="name"
            label={SHOP_ITEM_LABELS.name}
            required
          />
          <FormAmountField
            cell={CELL.third}
            control={form.control}
            name="price"
            label={SHOP_ITEM_LABELS.price}
            required
          />
          <FormNotesField cell={12} control={form.control} name="description" label={SHOP_ITEM_LABELS.description} />
        </Grid>
        <FormActions
          submitLabel={editing ? t('showcase:actions.update') : t('showcase:actions.save')}
          loading={save.isPending}
        >
          {editing && <Button onClick={clear}>{t('showcase:actions.cancel')}</Button>}
        </FormActions>
      </Paper>
      {image.input}
      <ServerDataTable<ShopItem>
        path={SHOP_LIST_PATH}
        label={t('showcase:shop.tableLabel')}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={(row) => (
          <>
            <EditRowAction label={t('showcase:actions.editRow', { name: row.name })} onClick={() => edit(row)} />
            <DeleteRowAction
              label={t('showcase:actions.deleteRow', { name: row.name })}
              onClick={() => deletion.ask(row)}
            />
          </>
        )}
      />
      {deletion.dialog}
    </>
  )
}

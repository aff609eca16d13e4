import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import StorefrontIcon from '@mui/icons-material/Storefront'
import { zodResolver } from '@hookform/resolvers/zod'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { MESSAGES } from '@counterpart/domain/messages'
import { shopItemInputSchema, type ShopItem } from '@counterpart/domain/schemas/showcase'
import { useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { FormTextField } from '../../components/form-text-field.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { applyServerErrors } from '../../lib/form-errors.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useDeleteShopItem } from './api/delete-shop-item.ts'
import { SHOP_LIST_PATH } from './api/get-shop-list.ts'
import { useSaveShopItem } from './api/save-shop-item.ts'
import { useUploadShopItemImage } from './api/upload-shop-item-image.ts'

interface ShopItemFormValues {
  name: string
  price: string
  description: string
}

const EMPTY: ShopItemFormValues = { name: '', price: '', description: '' }

/** shop-list: the shop item form and the table with image upload, edit and delete (spec 001 §2). */
export function ShopListAdminPage() {
  const { money } = useFormatters()
  const [editing, setEditing] = useState<ShopItem | null>(null)
  const [removing, setRemoving] = useState<ShopItem | null>(null)
  const form = useForm<ShopItemFormValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(shopItemInputSchema) as unknown as Resolver<ShopItemFormValues>,
  })
  const save = useSaveShopItem()
  const remove = useDeleteShopItem()
  const uploadImage = useUploadShopItemImage()
  const fileInput = useRef<HTMLInputElement>(null)
  const imageFor = useRef<number | null>(null)

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
      label: 'Image',
      render: (row) => (
        <Tooltip title="Upload an image">
          <IconButton
            aria-label={`Upload an image for ${row.name}`}
            size="small"
            onClick={() => {
              imageFor.current = row.id
              fileInput.current?.click()
            }}
          >
            <Avatar variant="rounded" src={uploadUrl(row.image)} alt={row.name}>
              <StorefrontIcon />
            </Avatar>
          </IconButton>
        </Tooltip>
      ),
    },
    { key: 'name', label: 'Name', sortable: true },
    { key: 'price', label: 'Price', sortable: true, align: 'right', render: (row) => money(row.price) },
    {
      key: 'description',
      label: 'Description',
      render: (row) => (row.description.length > 60 ? `${row.description.slice(0, 60)}…` : row.description),
    },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Shop Listing
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {editing ? `Edit ${editing.name}` : 'New shop item'}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormTextField control={form.control} name="name" label="Name" fullWidth required />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormTextField
              control={form.control}
              name="price"
              label="Price"
              type="number"
              fullWidth
              required
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={form.control}
              name="description"
              label="Description"
              fullWidth
              multiline
              minRows={2}
            />
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          {editing && <Button onClick={clear}>Cancel</Button>}
          <Button type="submit" variant="contained" loading={save.isPending}>
            {editing ? 'Update' : 'Save'}
          </Button>
        </Stack>
      </Paper>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label="Shop item image"
        onChange={(event) => {
          const file = event.target.files?.[0]
          const id = imageFor.current
          event.target.value = ''
          if (!file || id === null) return
          uploadImage.mutate(
            { id, file },
            {
              onSuccess: (answer) => showSnackbar(answer.message, 'success'),
              onError: (error) => {
                if (isApiError(error) && error.status === 422)
                  showSnackbar(error.errors?.image?.[0] ?? error.message, 'error')
              },
            },
          )
        }}
      />
      <ServerDataTable<ShopItem>
        path={SHOP_LIST_PATH}
        label="Shop items"
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={(row) => (
          <>
            <Tooltip title="Edit">
              <IconButton aria-label={`Edit ${row.name}`} onClick={() => edit(row)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${row.name}`} color="error" onClick={() => setRemoving(row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        message={MESSAGES.confirmRemove}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              showSnackbar(answer.message, 'success')
              if (editing?.id === removing.id) clear()
            },
            onSettled: () => setRemoving(null),
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}

import CloudUploadIcon from '@mui/icons-material/CloudUpload'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { GalleryItem } from '@counterpart/domain/schemas/showcase'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteRowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { isApiError } from '../../lib/api-error.ts'
import { showSnackbar } from '../../lib/snackbar.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useFormatters } from '../../lib/use-formatters.ts'
import { useCreateGalleryItem } from './api/create-gallery-item.ts'
import { useDeleteGalleryItem } from './api/delete-gallery-item.ts'
import { GALLERY_LIST_PATH } from './api/get-gallery.ts'

/** repairing-gallery: upload with a title, and the list with delete (spec 001 §2 Repair gallery admin). */
export function GalleryAdminPage() {
  const { t } = useTranslation('showcase')
  const { date } = useFormatters()
  const [title, setTitle] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<{ title?: string; image?: string }>({})
  const [fileInputKey, setFileInputKey] = useState(0)
  const create = useCreateGalleryItem()
  const deletion = useConfirmedDelete<GalleryItem>(useDeleteGalleryItem())

  function upload() {
    // Spec 001 §5: Create needs both a title and a file; nothing is sent without a file.
    if (!file || !title.trim()) return
    setErrors({})
    create.mutate(
      { title: title.trim(), image: file },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.message, 'success')
          setTitle('')
          setFile(null)
          setFileInputKey((key) => key + 1)
        },
        onError: (error) => {
          if (isApiError(error) && error.errors) {
            setErrors({ title: error.errors.title?.[0], image: error.errors.image?.[0] ?? error.errors.logo?.[0] })
          }
        },
      },
    )
  }

  const columns: readonly Column<GalleryItem>[] = [
    {
      key: 'image',
      label: t('showcase:columns.image'),
      render: (row) => (
        <Avatar variant="rounded" src={uploadUrl(row.image)} alt={row.title} sx={{ width: 56, height: 56 }} />
      ),
    },
    { key: 'title', label: t('showcase:gallery.titleField'), sortable: true },
    {
      key: 'created_at',
      label: t('showcase:columns.createdAt'),
      sortable: true,
      nowrap: true,
      render: (row) => date(row.created_at),
    },
  ]

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('showcase:gallery.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            label={t('showcase:gallery.titleField')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title !== undefined}
            helperText={errors.title}
            required
            sx={{ flexGrow: 1 }}
          />
          <Box>
            <Button variant="outlined" component="label" startIcon={<CloudUploadIcon />} sx={{ height: 56 }}>
              {file ? file.name : t('showcase:gallery.chooseImage')}
              <input
                key={fileInputKey}
                hidden
                type="file"
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                aria-label={t('showcase:gallery.image')}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            {errors.image && <FormHelperText error>{errors.image}</FormHelperText>}
          </Box>
          <Button
            variant="contained"
            onClick={upload}
            disabled={!file || !title.trim()}
            loading={create.isPending}
            sx={{ height: 56 }}
          >
            {t('showcase:gallery.create')}
          </Button>
        </Stack>
      </Paper>
      <ServerDataTable<GalleryItem>
        path={GALLERY_LIST_PATH}
        label={t('showcase:gallery.tableLabel')}
        columns={columns}
        defaultSort={{ sortBy: 'created_at', sortDesc: true }}
        rowActions={(row) => (
          <DeleteRowAction
            label={t('showcase:actions.deleteRow', { name: row.title })}
            onClick={() => deletion.ask(row)}
          />
        )}
      />
      {deletion.dialog}
    </>
  )
}

import AddIcon from '@mui/icons-material/Add'
import CategoryIcon from '@mui/icons-material/Category'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { MESSAGES } from '@counterpart/domain/messages'
import type { CategoryTreeNode } from '@counterpart/domain/schemas/catalog'
import { useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../app/routes.tsx'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { isApiError } from '../../../lib/api-error.ts'
import { useCan } from '../../../lib/app-configuration.ts'
import { showSnackbar } from '../../../lib/snackbar.ts'
import { uploadUrl } from '../../../lib/upload-url.ts'
import { useDeleteCategory } from '../api/delete-category.ts'
import { useCategories } from '../api/get-categories.ts'
import { useUploadCategoryImage } from '../api/upload-category-image.ts'

export const CONFIRM_REMOVE_CATEGORY = 'Are you sure to remove this category ?'

/** ProductsCategories (spec 000 §2 "Category list and form"): the tree, images, edit, and delete for leaves. */
export function CategoryTree() {
  const categories = useCategories()
  const [removing, setRemoving] = useState<CategoryTreeNode | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const imageFor = useRef<number | null>(null)
  const uploadImage = useUploadCategoryImage()
  const remove = useDeleteCategory()
  const canCreate = useCan('categoryCreate')
  const canEdit = useCan('categoryEdit')
  const canRemove = useCan('categoryRemove')

  function uploadPicked(file: File | undefined) {
    const id = imageFor.current
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
  }

  function confirmDelete() {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: (answer) => showSnackbar(answer.message, 'success'),
      onSettled: () => setRemoving(null),
    })
  }

  function renderNodes(nodes: CategoryTreeNode[], depth: number) {
    return nodes.map((node) => (
      <Box key={node.id}>
        <ListItem
          sx={{ pl: 2 + depth * 4 }}
          secondaryAction={
            <Stack direction="row">
              {canEdit && (
                <Tooltip title="Edit">
                  <IconButton
                    aria-label={`Edit category ${node.name}`}
                    component={RouterLink}
                    to={pathOf('EditCategory', { id: node.id })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {canRemove && node.children.length === 0 && (
                <Tooltip title="Remove">
                  <IconButton
                    aria-label={`Remove category ${node.name}`}
                    color="error"
                    onClick={() => setRemoving(node)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          }
        >
          <ListItemAvatar>
            <Tooltip title={canEdit ? 'Upload a new image' : ''}>
              <span>
                <IconButton
                  size="small"
                  disabled={!canEdit}
                  aria-label={`Upload an image for category ${node.name}`}
                  onClick={() => {
                    imageFor.current = node.id
                    fileInput.current?.click()
                  }}
                >
                  <Avatar variant="rounded" src={uploadUrl(node.image)} alt={node.name} sx={{ width: 40, height: 40 }}>
                    <CategoryIcon fontSize="small" />
                  </Avatar>
                </IconButton>
              </span>
            </Tooltip>
          </ListItemAvatar>
          <ListItemText
            primary={node.name}
            secondary={[node.barcode, node.children.length > 0 ? `${node.children.length} sub-categories` : null]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
        {node.children.length > 0 && renderNodes(node.children, depth + 1)}
      </Box>
    ))
  }

  let body
  if (categories.isPending) body = <Skeleton variant="rounded" height={120} />
  else if (categories.isError) body = <Alert severity="error">The categories could not be loaded.</Alert>
  else if (categories.data.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {MESSAGES.noData}
      </Typography>
    )
  else
    body = (
      <List dense aria-label="Categories">
        {renderNodes(categories.data, 0)}
      </List>
    )

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label="Category image file"
        onChange={(event) => {
          uploadPicked(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        {canCreate && (
          <Button component={RouterLink} to={pathOf('AddNewCategory')} startIcon={<AddIcon />} sx={{ mb: 1 }}>
            New Category
          </Button>
        )}
        {body}
      </Paper>
      <ConfirmDialog
        open={removing !== null}
        message={CONFIRM_REMOVE_CATEGORY}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setRemoving(null)}
      />
    </>
  )
}

import AddIcon from '@mui/icons-material/Add'
import CategoryIcon from '@mui/icons-material/Category'
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
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { pathOf } from '../../../lib/paths.ts'
import DeleteIcon from '@mui/icons-material/Delete'
import { EditRowAction, RowAction } from '../../../components/row-action.tsx'
import { useConfirmedDelete } from '../../../components/use-confirmed-delete.tsx'
import { useRowImageUpload } from '../../../components/use-row-image-upload.tsx'
import { useCan } from '../../../lib/app-configuration.ts'
import { uploadUrl } from '../../../lib/upload-url.ts'
import { useDeleteCategory } from '../api/delete-category.ts'
import { useCategories } from '../api/get-categories.ts'
import { useUploadCategoryImage } from '../api/upload-category-image.ts'

/** ProductsCategories (spec 000 §2 "Category list and form"): the tree, images, edit, and delete for leaves. */
export function CategoryTree() {
  const categories = useCategories()
  const { t } = useTranslation('catalog')
  const deletion = useConfirmedDelete<CategoryTreeNode>(useDeleteCategory(), {
    message: t('catalog:categories.confirmRemove'),
  })
  const image = useRowImageUpload(useUploadCategoryImage(), t('catalog:categories.imageFile'))
  const canCreate = useCan('categoryCreate')
  const canEdit = useCan('categoryEdit')
  const canRemove = useCan('categoryRemove')

  function renderNodes(nodes: CategoryTreeNode[], depth: number) {
    return nodes.map((node) => (
      <Box key={node.id}>
        <ListItem
          sx={{ pl: 2 + depth * 4 }}
          secondaryAction={
            <Stack direction="row">
              {canEdit && (
                <EditRowAction
                  label={t('catalog:categories.editOne', { name: node.name })}
                  to={pathOf('EditCategory', { id: node.id })}
                />
              )}
              {canRemove && node.children.length === 0 && (
                <RowAction
                  icon={DeleteIcon}
                  color="error"
                  title={t('catalog:categories.remove')}
                  label={t('catalog:categories.removeOne', { name: node.name })}
                  onClick={() => deletion.ask(node)}
                />
              )}
            </Stack>
          }
        >
          <ListItemAvatar>
            <Tooltip title={canEdit ? t('catalog:categories.uploadImage') : ''}>
              <span>
                <IconButton
                  size="small"
                  disabled={!canEdit}
                  aria-label={t('catalog:categories.uploadImageFor', { name: node.name })}
                  onClick={() => image.pick(node.id)}
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
            secondary={[
              node.barcode,
              node.children.length > 0 ? t('catalog:categories.subCategories', { count: node.children.length }) : null,
            ]
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
  else if (categories.isError) body = <Alert severity="error">{t('catalog:categories.loadFailed')}</Alert>
  else if (categories.data.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {MESSAGES.noData}
      </Typography>
    )
  else
    body = (
      <List dense aria-label={t('catalog:categories.label')}>
        {renderNodes(categories.data, 0)}
      </List>
    )

  return (
    <>
      {image.input}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {canCreate && (
          <Button component={RouterLink} to={pathOf('AddNewCategory')} startIcon={<AddIcon />} sx={{ mb: 1 }}>
            {t('catalog:categories.new')}
          </Button>
        )}
        {body}
      </Paper>
      {deletion.dialog}
    </>
  )
}

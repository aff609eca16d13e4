import AddIcon from '@mui/icons-material/Add'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { ADMIN_USER_ID } from '@counterpart/domain/permissions'
import { USER_MESSAGES, type UserListResponse, type UserRecord } from '@counterpart/domain/schemas/users'
import { useState } from 'react'
import { DeleteRowAction, EditRowAction } from '../../components/row-action.tsx'
import { ServerDataTable, type Column } from '../../components/server-data-table.tsx'
import { useConfirmedDelete } from '../../components/use-confirmed-delete.tsx'
import { useCurrentUser } from '../../lib/app-configuration.ts'
import { uploadUrl } from '../../lib/upload-url.ts'
import { useDeleteUser } from './api/delete-user.ts'
import { selectUserPage, USER_LIST_PATH } from './api/get-users.ts'
import { UserFormDialog } from './components/user-form-dialog.tsx'
import { Trans, useTranslation } from 'react-i18next'

// Spec 002 §9: the users table offers 10 and 15 rows a page.
const PAGE_SIZES = [10, 15] as const

interface DialogState {
  open: boolean
  user: UserRecord | null
  session: number
}

/** The Users Management tab (spec 002 §2.1). */
export function UsersPage() {
  const { t } = useTranslation('users')
  const columns: readonly Column<UserRecord>[] = [
    {
      key: 'avatar',
      label: t('users:columns.avatar'),
      render: (user) => (
        <Avatar src={uploadUrl(user.avatar)} alt={user.name} sx={{ width: 40, height: 40 }}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
      ),
    },
    { key: 'name', label: t('users:columns.name'), sortable: true },
    { key: 'email', label: t('users:columns.email'), sortable: true },
    { key: 'roleName', label: t('users:columns.designation'), sortable: true },
  ]
  const me = useCurrentUser()
  const [dialog, setDialog] = useState<DialogState>({ open: false, user: null, session: 0 })
  const deletion = useConfirmedDelete<UserRecord>(useDeleteUser(), {
    message: USER_MESSAGES.confirmDelete,
    confirmLabel: t('common:words.yes'),
    describe: (user) => (
      <>
        {/* The name and email are the user's own text: drawn as elements, never parsed as part of the sentence. */}
        <Trans
          t={t}
          i18nKey="users:confirmDetail"
          components={{ name: <bdi>{user.name}</bdi>, email: <bdi>{user.email}</bdi> }}
        />
      </>
    ),
  })

  const openDialog = (user: UserRecord | null) =>
    setDialog((current) => ({ open: true, user, session: current.session + 1 }))

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('users:title')}
      </Typography>
      <ServerDataTable<UserRecord, UserListResponse>
        path={USER_LIST_PATH}
        label={t('users:tableLabel')}
        columns={columns}
        select={selectUserPage}
        pageSizeOptions={PAGE_SIZES}
        rowKey={(user) => user.id}
        toolbar={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            {t('users:newUser')}
          </Button>
        }
        rowActions={(user) => (
          <>
            {/* Only the admin edits the admin account; the server refuses anyone else. */}
            {(user.id !== ADMIN_USER_ID || me?.id === ADMIN_USER_ID) && (
              <EditRowAction label={t('users:editRow', { name: user.name })} onClick={() => openDialog(user)} />
            )}
            {/* Spec 002 §2.1: the admin account is never listed for removal; nor is one's own account. */}
            {user.id !== ADMIN_USER_ID && user.id !== me?.id && (
              <DeleteRowAction label={t('users:deleteRow', { name: user.name })} onClick={() => deletion.ask(user)} />
            )}
          </>
        )}
      />
      <UserFormDialog
        open={dialog.open}
        user={dialog.user}
        session={dialog.session}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      {deletion.dialog}
    </>
  )
}

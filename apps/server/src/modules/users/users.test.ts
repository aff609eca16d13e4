import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@counterpart/domain/messages'
import { PERMISSION_FLAGS, type PermissionFlag } from '@counterpart/domain/permissions'
import type { UserRecord } from '@counterpart/domain/schemas/users'
import { ADMIN, adminAppForFile, createStaff, TestClient, expectFieldErrors } from '../../../test/helpers.ts'
import { decodedPixels, fileForm, TINY_PNG } from '../../../test/form-data.ts'

const { test, admin } = await adminAppForFile()

let counter = 0
function uniqueEmail(prefix = 'staff'): string {
  counter += 1
  return `${prefix}.${counter}@example.com`
}

function onlyFlags(...on: PermissionFlag[]): Record<PermissionFlag, boolean> {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, on.includes(flag)])) as Record<
    PermissionFlag,
    boolean
  >
}

/** Uploads a file under the form field `field` (the user form's is `avatar`). */
function postAvatar(
  client: TestClient,
  id: number,
  field: string,
  ...file: [name: string, content: Buffer, type?: string]
) {
  return client.request({ method: 'POST', url: `/api/user/avatar/${id}`, ...fileForm(field, ...file) })
}

async function addUser(overrides: Record<string, unknown> = {}): Promise<UserRecord> {
  const response = await admin.post('/api/user', {
    name: 'Sam Cashier',
    email: uniqueEmail(),
    password: 'password123',
    roleName: 'Cashier',
    ...overrides,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().user
}

async function signIn(email: string, password = 'password123'): Promise<TestClient> {
  const client = new TestClient(test.app)
  const response = await client.login(email, password)
  expect(response.statusCode, response.body).toBe(200)
  return client
}

async function actionsOf(client: TestClient) {
  return (await client.post('/api/pull-app-configuration')).json().actions as Record<string, boolean> | null
}

function storedUser(id: number) {
  return test.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

const PNG = TINY_PNG

describe('users list', () => {
  it('answers {userList: {data, total}} paged by usersPerPage, without passwords', async () => {
    for (let i = 0; i < 3; i++) await addUser({ name: `Listed ${i}` })
    const response = await admin.get('/api/user?page=1&usersPerPage=2')
    expect(response.statusCode).toBe(200)
    const { userList } = response.json()
    expect(userList.data).toHaveLength(2)
    expect(userList.total).toBeGreaterThanOrEqual(4)
    expect(userList.data[0]).toMatchObject({ id: 1, roleName: 'Administrator', isAdmin: true, userManage: true })
    expect(response.body).not.toContain('password')
    const second = (await admin.get('/api/user?page=2&usersPerPage=2')).json().userList
    expect(second.data[0].id).not.toBe(userList.data[0].id)
  })

  it('finds users by name, email or designation', async () => {
    await addUser({ name: 'Zelda Findme', roleName: 'Technician' })
    const byName = (await admin.get('/api/user?search=Findme')).json().userList
    expect(byName.data.map((u: UserRecord) => u.name)).toEqual(['Zelda Findme'])
    const byRole = (await admin.get('/api/user?search=technician')).json().userList
    expect(byRole.total).toBe(1)
  })
})

describe('adding a user', () => {
  it('adds a user who can sign in with exactly the switches given', async () => {
    const email = uniqueEmail('cashier')
    const response = await admin.post('/api/user', {
      name: 'Casey Cashier',
      email,
      password: 'password123',
      roleName: 'Cashier',
      ...onlyFlags('saleCreate', 'saleList'),
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.addedMessage).toBe('User added successfully !')
    expect(body.user).toMatchObject({ name: 'Casey Cashier', email, roleName: 'Cashier', isAdmin: false })
    expect(body.user).not.toHaveProperty('password')
    expect(body.user.saleCreate).toBe(true)
    expect(body.user.userManage).toBe(false)

    const cashier = await signIn(email)
    const config = (await cashier.post('/api/pull-app-configuration')).json()
    expect(config.autheried).toMatchObject({ name: 'Casey Cashier', roleName: 'Cashier' })
    expect(config.actions).toEqual(onlyFlags('saleCreate', 'saleList'))
  })

  it('stores the password hashed, never as typed', async () => {
    const user = await addUser({ password: 'correct horse battery' })
    const row = await storedUser(user.id)
    expect(row.password).not.toContain('correct horse')
    expect(row.password.length).toBeGreaterThan(20)
  })

  it('ignores permission names it does not know and never makes an admin', async () => {
    const user = await addUser({ superPower: true, deleteEverything: 1, isAdmin: true, saleList: true })
    expect(user).not.toHaveProperty('superPower')
    expect(user.isAdmin).toBe(false)
    expect(user.saleList).toBe(true)
    const row = await storedUser(user.id)
    expect(row).not.toHaveProperty('superPower')
    expect(row.isAdmin).toBe(0)
    const client = await signIn(user.email)
    expect(await actionsOf(client)).toEqual(onlyFlags('saleList'))
  })

  it('refuses an email that is already taken, whatever its case', async () => {
    const user = await addUser()
    const response = await admin.post('/api/user', {
      name: 'Copy',
      email: user.email.toUpperCase(),
      password: 'password123',
      roleName: 'Cashier',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.email).toEqual(['The Email has already been taken.'])
  })

  it('refuses a short password, a bad email and a missing name or designation, naming each field', async () => {
    const response = await admin.post('/api/user', {
      name: ' ',
      email: 'not-an-email',
      password: 'short',
      roleName: '',
    })
    expectFieldErrors(response, {
      password: ['The Password must be at least 8 characters.'],
      email: ['The Email must be a valid email address.'],
      name: ['The Name field is required.'],
      roleName: ['The Designation field is required.'],
    })
  })

  it('refuses a switch that is not on or off', async () => {
    const response = await admin.post('/api/user', {
      name: 'Odd',
      email: uniqueEmail(),
      password: 'password123',
      roleName: 'Cashier',
      saleList: 'maybe',
    })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toEqual(['saleList'])
  })
})

describe('editing a user', () => {
  it('keeps the old password when the password is left blank', async () => {
    const user = await addUser()
    const response = await admin.patch(`/api/user/${user.id}`, { name: 'Renamed', password: '' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'User updated successfully !' })
    await signIn(user.email, 'password123')
    expect((await storedUser(user.id)).name).toBe('Renamed')
  })

  it('sets a new password, hashed, and ends the sessions the user had', async () => {
    const user = await addUser()
    const before = await signIn(user.email)
    const response = await admin.patch(`/api/user/${user.id}`, { password: 'brand-new-password' })
    expect(response.statusCode).toBe(200)
    expect((await before.post('/api/pull-app-configuration')).json().autheried).toBeNull()
    expect((await new TestClient(test.app).login(user.email, 'password123')).statusCode).toBe(422)
    await signIn(user.email, 'brand-new-password')
    expect((await storedUser(user.id)).password).not.toContain('brand-new')
  })

  it('refuses a new password shorter than 8 characters', async () => {
    const user = await addUser()
    const response = await admin.patch(`/api/user/${user.id}`, { password: 'seven77' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.password).toEqual(['The Password must be at least 8 characters.'])
  })

  it("refuses another user's email", async () => {
    const first = await addUser()
    const second = await addUser()
    const response = await admin.patch(`/api/user/${second.id}`, { email: first.email })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.email).toEqual(['The Email has already been taken.'])
    expect((await storedUser(second.id)).email).toBe(second.email)
  })

  it('applies changed switches on the very next request of a signed-in user', async () => {
    const user = await addUser(onlyFlags('userManage', 'saleList'))
    const staff = await signIn(user.email)
    expect((await staff.get('/api/user')).statusCode).toBe(200)

    expect((await admin.patch(`/api/user/${user.id}`, { userManage: false })).statusCode).toBe(200)
    const refused = await staff.get('/api/user')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(MESSAGES.forbidden)
    // A switch left out of the edit keeps its value.
    expect(await actionsOf(staff)).toEqual(onlyFlags('saleList'))

    expect((await admin.patch(`/api/user/${user.id}`, { userManage: true })).statusCode).toBe(200)
    expect((await staff.get('/api/user')).statusCode).toBe(200)
  })

  it('ignores unknown permission names on edit too', async () => {
    const user = await addUser()
    const response = await admin.patch(`/api/user/${user.id}`, { godMode: true, isAdmin: 1, roleName: 'Clerk' })
    expect(response.statusCode).toBe(200)
    const row = await storedUser(user.id)
    expect(row.isAdmin).toBe(0)
    expect(row.roleName).toBe('Clerk')
    expect(row).not.toHaveProperty('godMode')
  })

  it('answers 404 for an account that does not exist', async () => {
    expect((await admin.patch('/api/user/999999', { name: 'Ghost' })).statusCode).toBe(404)
    expect((await admin.delete('/api/user/999999')).statusCode).toBe(404)
  })
})

describe('the admin account (id 1)', () => {
  it('refuses to change its designation, for the admin too', async () => {
    const response = await admin.patch('/api/user/1', { roleName: 'Cashier' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.roleName).toEqual(['The role of the admin account cannot be changed.'])
    expect((await storedUser(1)).roleName).toBe('Administrator')
  })

  it('refuses to turn off any of its switches', async () => {
    const response = await admin.patch('/api/user/1', { name: 'Still Admin', userManage: false })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe('The permissions of the admin account cannot be changed.')
    expect(response.json().errors.userManage).toEqual(['The permissions of the admin account cannot be changed.'])
    const row = await storedUser(1)
    expect(row.userManage).toBe(1)
    expect(row.name).not.toBe('Still Admin')
    expect((await actionsOf(admin))?.userManage).toBe(true)
  })

  it('lets the admin edit their own name and email when role and switches are sent unchanged', async () => {
    const response = await admin.patch('/api/user/1', {
      name: 'Shop Owner',
      email: ADMIN.email,
      password: '',
      roleName: 'Administrator',
      ...onlyFlags(...PERMISSION_FLAGS),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((await storedUser(1)).name).toBe('Shop Owner')
  })

  it('cannot be edited, given an avatar or deleted by another user manager', async () => {
    const manager = await addUser(onlyFlags('userManage'))
    const client = await signIn(manager.email)
    const edit = await client.patch('/api/user/1', { email: 'taken-over@example.com', password: 'attacker-password' })
    expect(edit.statusCode).toBe(403)
    expect(edit.json().message).toBe('Only the admin can edit the admin account.')
    const avatar = await client.request({
      method: 'POST',
      url: '/api/user/avatar/1',
      ...fileForm('avatar', 'a.png', PNG),
    })
    expect(avatar.statusCode).toBe(403)
    const removal = await client.delete('/api/user/1')
    expect(removal.statusCode).toBe(409)
    expect(removal.json().message).toBe('The admin account cannot be deleted.')
    await signIn(ADMIN.email, ADMIN.password)
  })

  it('is never deleted, not even by the admin', async () => {
    const response = await admin.delete('/api/user/1')
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('The admin account cannot be deleted.')
    expect(await storedUser(1)).toBeDefined()
  })
})

describe('deleting a user', () => {
  it('deletes the user, ends their sessions and drops them from the list', async () => {
    const user = await addUser(onlyFlags('saleList'))
    const staff = await signIn(user.email)
    expect((await actionsOf(staff))?.saleList).toBe(true)

    const response = await admin.delete(`/api/user/${user.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'User deleted successfully !' })
    expect((await staff.post('/api/pull-app-configuration')).json().autheried).toBeNull()
    expect((await staff.post('/api/logout')).statusCode).toBe(401)
    const sessions = await test.database.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute()
    expect(sessions).toEqual([])
    const list = (await admin.get(`/api/user?usersPerPage=100`)).json().userList.data as UserRecord[]
    expect(list.some((u) => u.id === user.id)).toBe(false)
  })

  it('refuses with 409 to delete a user that other records point to, and keeps both', async () => {
    // Stands in for an order or payment row that names its author, as later modules' tables will.
    await test.database.db.schema
      .createTable('test_user_refs')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .execute()
    const user = await addUser()
    await test.database.db
      .insertInto('test_user_refs' as never)
      .values({ id: 1, user_id: user.id })
      .execute()
    const response = await admin.delete(`/api/user/${user.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('This user has records in the shop and cannot be deleted.')
    expect(await storedUser(user.id)).toBeDefined()
    await signIn(user.email)
  })

  it('refuses to let a user delete their own account', async () => {
    const manager = await addUser(onlyFlags('userManage'))
    const client = await signIn(manager.email)
    const response = await client.delete(`/api/user/${manager.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe('You cannot delete your own account.')
    expect(await storedUser(manager.id)).toBeDefined()
  })
})

describe('avatars', () => {
  it('stores a png avatar, answers its address and serves it', async () => {
    const user = await addUser()
    const response = await postAvatar(admin, user.id, 'avatar', 'face.png', PNG)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.message).toBe('Avatar updated successfully !')
    expect(body.avatar).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/)
    expect((await storedUser(user.id)).avatar).toBe(body.avatar)
    const served = await test.app.inject({ method: 'GET', url: body.avatar })
    expect(served.statusCode).toBe(200)
    expect(await decodedPixels(served.rawPayload)).toEqual(await decodedPixels(PNG))
  })

  it('refuses a file that is not an image even when it is named like one', async () => {
    const user = await addUser()
    const response = await postAvatar(
      admin,
      user.id,
      'avatar',
      'face.png',
      Buffer.from('#!/bin/sh\necho not an image\n'),
      'image/png',
    )
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.avatar).toEqual(['The Avatar must be a file of type: jpg, png, jpeg.'])
    expect((await storedUser(user.id)).avatar).toBeNull()
  })

  it('refuses an image with a name other than jpg, png or jpeg', async () => {
    const user = await addUser()
    const response = await postAvatar(admin, user.id, 'avatar', 'face.gif', PNG, 'image/gif')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.avatar).toEqual(['The Avatar must be a file of type: jpg, png, jpeg.'])
  })

  it('asks for the file when none is sent', async () => {
    const user = await addUser()
    const response = await postAvatar(admin, user.id, 'other', 'face.png', PNG)
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.avatar).toEqual(['The Avatar field is required.'])
  })
})

describe('a user without userManage', () => {
  it('cannot list, add, edit or raise their own switches', async () => {
    const id = await createStaff(test, { email: uniqueEmail('plain'), flags: ['saleList'] })
    const row = await storedUser(id)
    const staff = await signIn(row.email)
    const attempts = [
      await staff.get('/api/user'),
      await staff.post('/api/user', {
        name: 'Sneaky',
        email: uniqueEmail(),
        password: 'password123',
        roleName: 'Boss',
      }),
      await staff.patch(`/api/user/${id}`, { ...onlyFlags(...PERMISSION_FLAGS), roleName: 'Boss' }),
      await postAvatar(staff, id, 'avatar', 'a.png', PNG),
      await staff.delete(`/api/user/${id}`),
    ]
    for (const response of attempts) {
      expect(response.statusCode).toBe(403)
      expect(response.json().message).toBe('403 : You do not have permission to access !')
    }
    const after = await storedUser(id)
    expect(after.userManage).toBe(0)
    expect(after.roleName).toBe('Cashier')
    expect(await actionsOf(staff)).toEqual(onlyFlags('saleList'))
  })
})

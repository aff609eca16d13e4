import type { Kysely } from 'kysely'
import { CATEGORY_LABELS, type CategoryTreeNode } from '@counterpart/domain/schemas/catalog'
import { FIELD_MESSAGES } from '@counterpart/domain/schemas/field-messages'
import type { CategoryRow, Database } from '../../db/schema.ts'
import { recordAudit } from '../../platform/audit.ts'
import { isUniqueViolation } from '../../platform/db-errors.ts'
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts'
import { nowIso } from '../../platform/time.ts'
import type { UploadedFile, UploadStore } from '../../platform/uploads.ts'
import type { ReplaceImage } from './catalog-images.ts'
import * as repo from './repository.ts'
import { CATALOG_MESSAGES, type CategoryWrite } from './catalog-writes.ts'

/** The category tree of the catalogue (spec 000 §5): its reads and its checked, audited changes. */
export function createCategoryService({
  db,
  uploads,
  replaceImage,
}: {
  db: Kysely<Database>
  uploads: UploadStore
  replaceImage: ReplaceImage
}) {
  /** A category as its audit events show it, with the ids of its children. */
  async function auditedCategory(trx: Kysely<Database>, category: CategoryRow): Promise<Record<string, unknown>> {
    const { created_at: _created, updated_at: _updated, ...fields } = category
    return { ...fields, children: await repo.childCategoryIds(trx, category.id) }
  }

  async function categoryGraph(trx: Kysely<Database>) {
    const rows = await repo.listCategories(trx)
    const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]))
    const ancestorsOf = (id: number): number[] => {
      const chain: number[] = []
      let current = parentOf.get(id) ?? null
      while (current !== null && !chain.includes(current)) {
        chain.push(current)
        current = parentOf.get(current) ?? null
      }
      return chain
    }
    return { rows, parentOf, ancestorsOf }
  }

  /**
   * Two saves of one barcode at the same moment both pass the check inside their transactions (PostgreSQL
   * reads committed data); the unique index stops the second, which is a conflict to report, not a 500.
   */
  async function saveCategory(id: number | null, input: CategoryWrite): Promise<number> {
    try {
      return await writeCategory(id, input)
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(FIELD_MESSAGES.taken(CATEGORY_LABELS.barcode))
      throw error
    }
  }

  async function writeCategory(id: number | null, input: CategoryWrite): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const existing = id === null ? null : await repo.findCategory(trx, id)
      if (id !== null && !existing) throw new NotFoundError()
      const before = existing ? await auditedCategory(trx, existing) : null
      const { parentOf, ancestorsOf } = await categoryGraph(trx)
      // Without relationship mode a category stands alone: no parent, no children.
      const parentId = input.mode === 1 ? input.parent_id : null
      const children = input.mode === 1 ? [...new Set(input.children)] : []

      const errors: Record<string, string[]> = {}
      const add = (field: string, message: string) => (errors[field] ??= []).push(message)
      if (input.barcode && (await repo.categoryCodeTaken(trx, input.barcode, id ?? undefined))) {
        add('barcode', FIELD_MESSAGES.taken(CATEGORY_LABELS.barcode))
      }
      if (parentId !== null) {
        if (!parentOf.has(parentId)) add('parent_id', FIELD_MESSAGES.selected(CATEGORY_LABELS.parent_id))
        else if (parentId === id) add('parent_id', 'A category cannot be its own parent.')
        else if (id !== null && ancestorsOf(parentId).includes(id)) {
          add('parent_id', 'The parent category is inside this category: that would make a cycle.')
        }
      }
      // A child may not be this category, its parent or anything above the parent.
      const above = parentId === null ? [] : [parentId, ...ancestorsOf(parentId)]
      for (const child of children) {
        if (!parentOf.has(child)) add('children', FIELD_MESSAGES.selected(CATEGORY_LABELS.children))
        else if (child === id) add('children', 'A category cannot be its own child.')
        else if (above.includes(child))
          add('children', 'A parent category cannot also be a child: that would make a cycle.')
      }
      if (Object.keys(errors).length > 0) {
        throw new ValidationError(
          Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, [...new Set(list)]])),
        )
      }

      const now = nowIso()
      const row = {
        name: input.name,
        barcode: input.barcode || null,
        mode: input.mode,
        parent_id: parentId,
        updated_at: now,
      }
      let categoryId: number
      if (existing) {
        categoryId = existing.id
        await repo.updateCategory(trx, categoryId, row)
      } else {
        categoryId = await repo.insertCategory(trx, { ...row, image: null, created_at: now })
      }
      await repo.setCategoryChildren(trx, categoryId, children, now)
      const saved = await repo.findCategory(trx, categoryId)
      if (!saved) throw new Error(`category ${categoryId} vanished in its own save`)
      await recordAudit(trx, {
        entity: 'category',
        entityId: categoryId,
        action: existing ? 'updated' : 'created',
        before,
        after: await auditedCategory(trx, saved),
      })
      return categoryId
    })
  }

  return {
    async categoryTree(): Promise<CategoryTreeNode[]> {
      const rows = await repo.listCategories(db)
      const nodes = new Map<number, CategoryTreeNode>(
        rows.map((row) => [row.id, { ...row, mode: row.mode === 1 ? 1 : 0, children: [] }]),
      )
      const roots: CategoryTreeNode[] = []
      for (const node of nodes.values()) {
        const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id)
        if (parent) parent.children.push(node)
        else roots.push(node)
      }
      return roots
    },

    async category(id: number) {
      const category = await repo.findCategory(db, id)
      if (!category) throw new NotFoundError()
      return { ...category, mode: category.mode === 1 ? 1 : 0, children: await repo.childCategoryIds(db, id) }
    },

    createCategory(input: CategoryWrite) {
      return saveCategory(null, input)
    },

    async updateCategory(id: number, input: CategoryWrite): Promise<void> {
      await saveCategory(id, input)
    },

    /** A category with children is refused (409); its products stay, uncategorised. */
    async removeCategory(id: number): Promise<void> {
      const image = await db.transaction().execute(async (trx) => {
        const category = await repo.findCategory(trx, id)
        if (!category) throw new NotFoundError()
        if ((await repo.childCategoryIds(trx, id)).length > 0)
          throw new ConflictError(CATALOG_MESSAGES.categoryHasChildren)
        const before = await auditedCategory(trx, category)
        await repo.deleteCategory(trx, id, nowIso())
        await recordAudit(trx, { entity: 'category', entityId: id, action: 'removed', before })
        return category.image
      })
      await uploads.removePublic(image)
    },

    setCategoryImage(id: number, file: UploadedFile | undefined): Promise<string> {
      return replaceImage(
        {
          entity: 'category',
          column: 'image',
          area: 'categories',
          find: repo.findCategory,
          update: repo.updateCategory,
        },
        id,
        file,
      )
    },
  }
}

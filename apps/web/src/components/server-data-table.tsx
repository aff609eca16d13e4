import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_PATTERN } from '@counterpart/domain/constants'
import { MESSAGES } from '@counterpart/domain/messages'
import type { Page } from '@counterpart/domain/schemas/paging'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { api, type QueryParams } from '../lib/api.ts'
import { hiddenBelow } from './hidden-below.ts'
import { PAGINATION_LABELS } from './pagination-labels.tsx'
import { listQueryKey } from './list-query-key.ts'
import { TableSearchField } from './table-search-field.tsx'
import { useTranslation } from 'react-i18next'

export interface Column<Row> {
  /** The field shown when there is no `render`, and the `sortBy` sent when sortable. */
  key: string
  label: string
  sortable?: boolean
  align?: 'left' | 'right' | 'center'
  render?: (row: Row) => ReactNode
  /**
   * Kept on one line: dates, codes, amounts. Right-aligned columns (numbers, money) always are; a long
   * name is left to wrap.
   */
  nowrap?: boolean
  /**
   * A secondary column, hidden in windows narrower than this breakpoint (DESIGN.md: a narrow window hides
   * secondary columns first), so the main ones and the row actions fit without scrolling sideways.
   */
  hideBelow?: Breakpoint
  /**
   * Long text (a customer's name) is cut to one line with an ellipsis at this width (px, or per breakpoint),
   * so a row stays one line high; the whole text stays in the page for screen readers and as a tooltip.
   */
  maxWidth?: number | Partial<Record<Breakpoint, number>>
}

export interface ServerDataTableProps<Row extends object, Response> {
  /** The list endpoint under /api, e.g. "/user". Also the first part of the query key. */
  path: string
  columns: readonly Column<Row>[]
  /** For endpoints that do not answer `{items, total}` (users: `{userList: {data, total}}`). */
  select?: (response: Response) => Page<Row>
  /** Extra query parameters (filters); part of the query key. */
  params?: QueryParams
  pageSizeOptions?: readonly number[]
  defaultSort?: { sortBy: string; sortDesc?: boolean }
  rowKey?: (row: Row) => string | number
  /** Buttons for one row, drawn in a last "Actions" column. */
  rowActions?: (row: Row) => ReactNode
  /** Names the table for assistive technology. */
  label: string
  searchable?: boolean
  /** What the search box holds when the list opens (a search carried in the page's address). */
  initialSearch?: string
  /**
   * Controls next to the search box, e.g. a "New Product" button; as a function, drawn with the search
   * the list is showing (an export of what is on screen).
   */
  toolbar?: ReactNode | ((shown: { search: string }) => ReactNode)
  /** Reads the page again every so many ms while it is shown: a list that changes by itself (print jobs). */
  refetchInterval?: number
}

interface TableView {
  /** Zero-based, as MUI counts; the request sends page + 1. */
  page: number
  itemsPerPage: number
  sortBy: string | undefined
  sortDesc: boolean
  search: string
}

function defaultSelect<Row>(response: unknown): Page<Row> {
  return response as Page<Row>
}

function defaultRowKey(row: object, index: number): string | number {
  return 'id' in row && (typeof row.id === 'string' || typeof row.id === 'number') ? row.id : index
}

/** Tighter cells in windows narrower than a desktop's, so more columns fit before the table scrolls. */
const COMPACT_SX = { px: { xs: 1, lg: 2 } } as const

/** One line for dates, codes and amounts; secondary columns leave narrow windows first. */
function columnSx<Row>(column: Column<Row>, head = false): SxProps<Theme> {
  return {
    ...((column.nowrap ?? column.align === 'right') || head ? { whiteSpace: 'nowrap' } : {}),
    ...(head ? { fontWeight: 600 } : {}),
    ...COMPACT_SX,
    ...(column.hideBelow ? hiddenBelow(column.hideBelow) : {}),
  }
}

/**
 * The actions stay in sight at the row's end while a wide table scrolls sideways under them, instead of
 * being scrolled out of the card. Its own background hides the cells passing beneath; the row's hover
 * tint is laid over it.
 */
function actionsCellSx(head = false): SxProps<Theme> {
  return {
    ...COMPACT_SX,
    position: 'sticky',
    right: 0,
    zIndex: 1,
    whiteSpace: 'nowrap',
    bgcolor: 'background.paper',
    boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
    '.MuiTableRow-hover:hover > &': {
      backgroundImage: (theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
    },
    ...(head ? { fontWeight: 600 } : {}),
  }
}

function cellText(row: object, key: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[key]
  return typeof value === 'string' || typeof value === 'number' ? value : null
}

/** The one server-paged list of the app (spec 000 §2 "Reusable server-paged data table", §5 search rules). */
export function ServerDataTable<Row extends object, Response = Page<Row>>({
  path,
  columns,
  select,
  params,
  pageSizeOptions = [10, 25, 50, 100],
  defaultSort,
  rowKey,
  rowActions,
  label,
  searchable = true,
  initialSearch = '',
  toolbar,
  refetchInterval,
}: ServerDataTableProps<Row, Response>) {
  const { t } = useTranslation('common')
  const [view, setView] = useState<TableView>({
    page: 0,
    itemsPerPage: pageSizeOptions[0] ?? 10,
    sortBy: defaultSort?.sortBy,
    sortDesc: defaultSort?.sortDesc ?? false,
    search: initialSearch,
  })
  const [searchInput, setSearchInput] = useState(initialSearch)
  const searchInvalid = !SEARCH_TEXT_PATTERN.test(searchInput)
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(searchTimer.current), [])
  const scroller = useRef<HTMLDivElement>(null)

  // Another filter is another list: it starts at its first page (page 3 of every product is not page 3 of
  // one category).
  const filterKey = JSON.stringify(params ?? {})
  const [shownFilter, setShownFilter] = useState(filterKey)
  if (shownFilter !== filterKey) {
    setShownFilter(filterKey)
    if (view.page !== 0) setView((current) => ({ ...current, page: 0 }))
  }

  const requestParams: QueryParams = {
    ...params,
    page: view.page + 1,
    itemsPerPage: view.itemsPerPage,
    sortBy: view.sortBy,
    sortDesc: view.sortDesc,
    search: view.search,
  }

  // Another page, sort, search or filter is another list: it starts at its first column, not where the
  // previous one was scrolled sideways to.
  const listIdentity = JSON.stringify(requestParams)
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = 0
  }, [listIdentity])

  const query = useQuery({
    queryKey: [...listQueryKey(path), requestParams],
    // The table shows its own progress, so the full-screen overlay stays off and the search box usable.
    queryFn: ({ signal }) => api.get<Response>(path, { query: requestParams, signal, overlay: false }),
    select: select ?? defaultSelect<Row>,
    placeholderData: keepPreviousData,
    refetchInterval,
  })

  const total = query.data?.total ?? 0
  const lastPage = Math.max(0, Math.ceil(total / view.itemsPerPage) - 1)
  // Rows were removed elsewhere and this page no longer exists: show the last one that does.
  if (query.data && !query.isPlaceholderData && view.page > lastPage) {
    setView((current) => ({ ...current, page: lastPage }))
  }

  function changeSearch(value: string) {
    setSearchInput(value)
    clearTimeout(searchTimer.current)
    // Spec 000 §5: invalid text is flagged and sends nothing; valid text is trimmed and sent after a pause.
    if (!SEARCH_TEXT_PATTERN.test(value)) return
    const search = value.trim()
    searchTimer.current = setTimeout(() => {
      setView((current) => (current.search === search ? current : { ...current, search, page: 0 }))
    }, SEARCH_DEBOUNCE_MS)
  }

  function changeSort(key: string) {
    setView((current) => ({
      ...current,
      sortBy: key,
      sortDesc: current.sortBy === key ? !current.sortDesc : false,
      page: 0,
    }))
  }

  const columnCount = columns.length + (rowActions ? 1 : 0)
  const rows = query.data?.items ?? []

  let body: ReactNode
  if (query.isPending) {
    body = [0, 1, 2].map((index) => (
      <TableRow key={index}>
        {Array.from({ length: columnCount }, (_, cell) => (
          // A column hidden in this window has no placeholder either.
          <TableCell key={cell} sx={columns[cell]?.hideBelow ? hiddenBelow(columns[cell].hideBelow) : undefined}>
            <Skeleton />
          </TableCell>
        ))}
      </TableRow>
    ))
  } else if (query.isError && !query.data) {
    body = (
      <MessageRow columns={columnCount}>
        {t('common:table.failed')}{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common:actions.tryAgain')}
        </Button>
      </MessageRow>
    )
  } else if (rows.length === 0) {
    // While the box holds invalid text its 'Invalid input !' is the only message: the list still shows the
    // last valid search, and "Your search for "<that term>" found no results." would answer a question
    // the box no longer asks.
    body = (
      <MessageRow columns={columnCount}>
        {searchInvalid ? null : view.search ? MESSAGES.noSearchResult(view.search) : MESSAGES.noData}
      </MessageRow>
    )
  } else {
    body = rows.map((row, index) => (
      <TableRow key={rowKey ? rowKey(row) : defaultRowKey(row, index)} hover>
        {columns.map((column) => {
          const content = column.render ? column.render(row) : cellText(row, column.key)
          return (
            <TableCell key={column.key} align={column.align} sx={columnSx(column)}>
              {column.maxWidth === undefined ? content : <Clipped maxWidth={column.maxWidth}>{content}</Clipped>}
            </TableCell>
          )
        })}
        {rowActions && (
          <TableCell align="right" sx={actionsCellSx()}>
            {rowActions(row)}
          </TableCell>
        )}
      </TableRow>
    ))
  }

  return (
    <Paper variant="outlined">
      {(searchable || toolbar) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ p: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {searchable && <TableSearchField value={searchInput} invalid={searchInvalid} onChange={changeSearch} />}
          <Box sx={{ flexGrow: 1 }} />
          {typeof toolbar === 'function' ? toolbar({ search: view.search }) : toolbar}
        </Stack>
      )}
      <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-label={t('common:table.loadingRows')} />}</Box>
      <TableContainer ref={scroller}>
        <Table size="small" aria-label={label} aria-busy={query.isFetching}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sortDirection={view.sortBy === column.key ? (view.sortDesc ? 'desc' : 'asc') : false}
                  sx={columnSx(column, true)}
                >
                  {column.sortable ? (
                    <TableSortLabel
                      active={view.sortBy === column.key}
                      direction={view.sortBy === column.key && view.sortDesc ? 'desc' : 'asc'}
                      onClick={() => changeSort(column.key)}
                    >
                      <bdi>{column.label}</bdi>
                    </TableSortLabel>
                  ) : (
                    // "0-30 days", "Sold qty": words and numbers in their order on a right-to-left page.
                    <bdi>{column.label}</bdi>
                  )}
                </TableCell>
              ))}
              {rowActions && (
                <TableCell align="right" sx={actionsCellSx(true)}>
                  {t('common:table.actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(view.page, lastPage)}
        rowsPerPage={view.itemsPerPage}
        rowsPerPageOptions={[...pageSizeOptions]}
        {...PAGINATION_LABELS}
        onPageChange={(_event, page) => setView((current) => ({ ...current, page }))}
        onRowsPerPageChange={(event) =>
          setView((current) => ({ ...current, itemsPerPage: Number(event.target.value), page: 0 }))
        }
      />
    </Paper>
  )
}

function Clipped({ maxWidth, children }: { maxWidth: NonNullable<Column<object>['maxWidth']>; children: ReactNode }) {
  return (
    <Box
      component="span"
      // A name cut short loses its end, whichever way the page reads: the text's own direction decides.
      dir="auto"
      title={typeof children === 'string' ? children : undefined}
      sx={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {children}
    </Box>
  )
}

function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 4 }}>
        <Typography component="span" color="text.secondary">
          {children}
        </Typography>
      </TableCell>
    </TableRow>
  )
}

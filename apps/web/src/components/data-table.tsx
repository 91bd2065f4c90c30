import { UI_CONSTANTS } from '@ludo/shared/limits';
import {
  type ColumnDef,
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  functionalUpdate,
  type PaginationState,
  type ReactTable,
  type RowData,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { type Translate, useT } from '@/lib/i18n/react';
import { useMediaQuery } from '@/lib/use-media-query';

/** The features every data table of the app registers (sorting, one-column search, pages, selection). */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});
export type DataTableFeatures = typeof dataTableFeatures;
// biome-ignore lint/suspicious/noExplicitAny: columns of one table carry different value types.
export type DataTableColumns<TData extends RowData> = Array<ColumnDef<DataTableFeatures, TData, any>>;

/** Build column definitions with `helper.columns([...])`, keyed to the data table's features. */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

type DataTableSearch = { label: string; placeholder?: string } & (
  | { /** Client side: filter this column's text. */ columnId: string }
  | { /** Server side: the caller sends the text to the API. */ value: string; onChange: (value: string) => void }
);

/** Server-side pages: `data` is the current page and `rowCount` the total. */
export interface DataTableServerPagination {
  rowCount: number;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
}

interface DataTableProps<TData extends RowData> {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataTableColumns<TData>;
  data: TData[];
  getRowId?: (row: TData) => string;
  search?: DataTableSearch;
  /** Adds a checkbox column and the "N of M row(s) selected." text. */
  selectable?: boolean;
  server?: DataTableServerPagination;
  /** First load: skeleton rows instead of "No results". */
  isLoading?: boolean;
  /** A background refetch (a new page, say). */
  isFetching?: boolean;
}

function selectionColumn<TData extends RowData>(t: Translate): ColumnDef<DataTableFeatures, TData, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label={t('common.table.selectAll')}
        checked={table.getIsAllPageRowsSelected() || (table.getIsSomePageRowsSelected() && 'indeterminate')}
        onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={t('common.table.selectRow')}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(value) => row.toggleSelected(value === true)}
      />
    ),
  };
}

type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;

/** The rows as cards, for a phone: each a list of its columns' names and values, actions last. */
function DataCards<TData extends RowData>({
  label,
  table,
  rows,
  isLoading,
  isFetching,
}: {
  label: string;
  table: DataTableInstance<TData>;
  rows: ReturnType<DataTableInstance<TData>['getRowModel']>['rows'];
  isLoading: boolean;
  isFetching: boolean;
}) {
  const t = useT();
  const sortId = useId();
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort() && columnName(column));
  const [sorted] = table.state.sorting ?? [];
  const sortValue = sorted ? `${sorted.id}:${sorted.desc ? 'desc' : 'asc'}` : '';
  const onSort = (value: string) => {
    const [id, direction] = value.split(':');
    table.setSorting(id ? [{ id, desc: direction === 'desc' }] : []);
  };
  return (
    <div className="flex flex-col gap-3">
      {sortable.length > 0 ? (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={sortId} className="whitespace-nowrap">
            {t('common.table.sortBy')}
          </label>
          <NativeSelect id={sortId} value={sortValue} onChange={(event) => onSort(event.target.value)}>
            <option value="">{t('common.table.sortDefault')}</option>
            {sortable.flatMap((column) => {
              const name = columnName(column) ?? column.id;
              return [
                <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
                  {t('common.table.sortAscending', { column: name })}
                </option>,
                <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
                  {t('common.table.sortDescending', { column: name })}
                </option>,
              ];
            })}
          </NativeSelect>
        </div>
      ) : null}
      <ul aria-label={label} aria-busy={isLoading || isFetching} className="flex flex-col gap-3">
        {isLoading ? (
          Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
            <li key={index} className="rounded-md border p-4">
              <Skeleton className="h-16 w-full" />
            </li>
          ))
        ) : rows.length > 0 ? (
          rows.map((row) => {
            const cells = row.getAllCells();
            const named = cells.filter((cell) => columnName(cell.column));
            const unnamed = cells.filter((cell) => !columnName(cell.column));
            return (
              <li
                key={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                className="rounded-md border p-4 text-sm data-[state=selected]:bg-muted"
              >
                <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2">
                  {named.map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="text-muted-foreground">{columnName(cell.column)}</dt>
                      <dd className="min-w-0 break-words [&_*]:whitespace-normal">
                        <table.FlexRender cell={cell} />
                      </dd>
                    </div>
                  ))}
                </dl>
                {unnamed.length > 0 ? (
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    {unnamed.map((cell) => (
                      <table.FlexRender key={cell.id} cell={cell} />
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })
        ) : (
          <li className="rounded-md border p-6 text-center text-muted-foreground">{t('common.table.noResults')}</li>
        )}
      </ul>
    </div>
  );
}

const PAGE_SIZES = UI_CONSTANTS.tablePageSizes;
const INITIAL_STATE = { pagination: { pageIndex: 0, pageSize: UI_CONSTANTS.defaultTablePageSize } };

/** Narrower than Tailwind's `sm`: a phone, where rows read as cards instead of a table scrolled sideways. */
const PHONE = '(max-width: 639.98px)';

/** A column's name where it is plain text (a checkbox or an unnamed action column has none). */
function columnName<TData extends RowData>(column: { columnDef: ColumnDef<DataTableFeatures, TData, unknown> }) {
  const header = column.columnDef.header;
  return typeof header === 'string' ? header : null;
}

/**
 * The product's shared data table: sorting, a one-column search, 10-50 rows a page, Previous/Next.
 * On a phone each row is a card of its columns' names and values, so no column hides off screen;
 * sorting is then a "Sort by" choice.
 */
export function DataTable<TData extends RowData>({
  label,
  columns,
  data,
  getRowId,
  search,
  selectable = false,
  server,
  isLoading = false,
  isFetching = false,
}: DataTableProps<TData>) {
  const t = useT();
  const ids = useId();
  const allColumns = useMemo(
    () => (selectable ? [selectionColumn<TData>(t), ...columns] : columns),
    [selectable, columns, t],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    initialState: INITIAL_STATE,
    sortDescFirst: false,
    enableSorting: !server,
    manualPagination: Boolean(server),
    manualFiltering: Boolean(server),
    // Only in server mode: an explicit `undefined` would replace the table's own state handlers.
    ...(server && {
      rowCount: server.rowCount,
      state: { pagination: server.pagination },
      onPaginationChange: (updater: Updater<PaginationState>) =>
        server.onPaginationChange(functionalUpdate(updater, server.pagination)),
    }),
  });

  const searchColumn = search && 'columnId' in search ? table.getColumn(search.columnId) : undefined;
  const searchValue = search
    ? 'columnId' in search
      ? String(searchColumn?.getFilterValue() ?? '')
      : search.value
    : '';
  const onSearch = (value: string) => {
    if (!search) return;
    if ('columnId' in search) searchColumn?.setFilterValue(value);
    else search.onChange(value);
  };

  const phone = useMediaQuery(PHONE);
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(1, table.getPageCount());
  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;

  return (
    <div className="flex flex-col gap-3">
      {search ? (
        <div className="flex flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor={`${ids}-search`} className="sr-only">
            {search.label}
          </label>
          <Input
            id={`${ids}-search`}
            type="search"
            placeholder={search.placeholder ?? search.label}
            value={searchValue}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      ) : null}

      {phone ? (
        <DataCards label={label} table={table} rows={rows} isLoading={isLoading} isFetching={isFetching} />
      ) : (
        <Table aria-label={label} aria-busy={isLoading || isFetching}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined
                      }
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-ml-2 inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {isLoading ? (
              Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <TableRow key={index}>
                  <TableCell colSpan={columnCount}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))
            ) : rows.length > 0 ? (
              rows.map((row) => (
                <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="h-24 text-center text-muted-foreground">
                  {t('common.table.noResults')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}

      <div className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        {selectable ? (
          <p className="text-muted-foreground">
            {t('common.table.selected', {
              selected: table.getFilteredSelectedRowModel().rows.length,
              total: table.getFilteredRowModel().rows.length,
            })}
          </p>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <label htmlFor={`${ids}-page-size`} className="whitespace-nowrap">
              {t('common.table.rowsPerPage')}
            </label>
            <NativeSelect
              id={`${ids}-page-size`}
              className="w-20"
              value={pageSize}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          </div>
          <p aria-live="polite" className="whitespace-nowrap">
            {t('common.table.page', { page: Math.min(pageIndex + 1, pageCount), count: pageCount })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              {t('common.table.previous')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
              {t('common.table.next')}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

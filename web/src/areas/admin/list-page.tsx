import { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { DEFAULT_PAGE_SIZE } from '../../../../domain/schemas/admin-portal.schema.ts';
import { ApiError } from '../../shared/lib/api-client.ts';
import type { ListPage, ListParams } from './admin.api.ts';

/** A server-side list: search (debounced), page, total, loading and error states; `reload` after a change. */
export function useListPage<T>(load: (params: ListParams) => Promise<ListPage<T>>, filter?: ListParams['filter']) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ loading: boolean; error: string | null; data: ListPage<T> }>({ loading: true, error: null, data: { rows: [], total: 0 } });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => { setDebounced(search); setPage(1); }, 300);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => setPage(1), [filter]);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    load({ search: debounced, page, pageSize: DEFAULT_PAGE_SIZE, ...(filter ? { filter } : {}) })
      .then((data) => current && setState({ loading: false, error: null, data }))
      .catch((error: unknown) => current && setState((s) => ({ ...s, loading: false, error: error instanceof ApiError ? error.message : 'Some thing went wrong, Please Retry' })));
    return () => { current = false; };
  }, [debounced, page, filter, version, load]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { search, setSearch, page, setPage, reload, ...state, pageSize: DEFAULT_PAGE_SIZE };
}

export interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
}

/** A captioned table with its loading, empty and error states, and the pager under it. */
export function DataTable<T>({ caption, columns, list, rowKey }: {
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  list: { loading: boolean; error: string | null; data: ListPage<T>; page: number; pageSize: number; setPage: (page: number) => void };
}) {
  const pages = Math.max(1, Math.ceil(list.data.total / list.pageSize));
  return (
    <>
      <div className="table-wrap" aria-busy={list.loading}>
        <table className="data-table">
          <caption>{caption} <span className="visually-hidden">, {list.data.total} in all</span></caption>
          <thead><tr>{columns.map((c) => <th key={c.header} scope="col">{c.header}</th>)}</tr></thead>
          <tbody>
            {list.error ? <tr><td colSpan={columns.length} role="alert">Sorry, {list.error} ! please try again.</td></tr>
              : list.loading && list.data.rows.length === 0 ? <tr><td colSpan={columns.length} role="status">Loading…</td></tr>
              : list.data.rows.length === 0 ? <tr><td colSpan={columns.length}>Nothing found.</td></tr>
              : list.data.rows.map((row) => <tr key={rowKey(row)}>{columns.map((c) => <td key={c.header}>{c.cell(row)}</td>)}</tr>)}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={`${caption} pages`}>
        <Button className="button" isDisabled={list.page <= 1} onPress={() => list.setPage(list.page - 1)}>Previous</Button>
        <span aria-live="polite">Page {list.page} of {pages} · {list.data.total} in all</span>
        <Button className="button" isDisabled={list.page >= pages} onPress={() => list.setPage(list.page + 1)}>Next</Button>
      </nav>
    </>
  );
}

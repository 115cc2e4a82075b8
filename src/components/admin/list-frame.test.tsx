import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from '@/components/ui/filter-select';
import { useListParams } from '@/hooks/use-list-params';
import { ListFilters, ListSearch } from './list-filters';
import { ListFrame, type ListQuery } from './list-frame';

// The states every staff list page shows (docs/decisions/0034), tested once here instead of once
// per page: the pages' own tests cover their rows, filters and requests.

interface Page {
  rows: string[];
  total: number;
}

function query(overrides: Partial<ListQuery<Page>> = {}): ListQuery<Page> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

function Frame({
  state,
  filtered = false,
  onClear,
  page = 0,
  onPage = () => {},
}: {
  state: ListQuery<Page>;
  filtered?: boolean;
  onClear?: () => void;
  page?: number;
  onPage?: (page: number) => void;
}) {
  return (
    <ListFrame
      query={state}
      heading="Items"
      loadingLabel="Loading the items"
      errorText="Could not load the items."
      count={(data) => data.rows.length}
      empty={{ title: 'Nothing here yet', description: 'Items appear here when visitors send them.' }}
      filteredEmpty={{ title: 'No item matches these filters', description: 'Try another status.' }}
      filtered={filtered}
      onClear={onClear}
      paging={{ label: 'Pages of the items', page, pageSize: 20, total: (data) => data.total, onPage }}
    >
      {(data) => (
        <ul>
          {data.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}

const rows = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `Item ${from + i}`);

describe('ListFrame', () => {
  it('shows a skeleton with a status while loading, and nothing else', () => {
    render(<Frame state={query({ isPending: true, isFetching: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the items');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Items' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a failed read as one alert with the page text and Try again, disabled while it runs', async () => {
    const state = query({ isError: true });
    const view = render(<Frame state={state} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the items.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(state.refetch).toHaveBeenCalledOnce();
    view.rerender(<Frame state={{ ...state, isFetching: true }} />);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Trying again...' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Nothing here yet' })).not.toBeInTheDocument();
  });

  it('keeps the rows already shown when a later read fails, with the alert above them', () => {
    render(<Frame state={query({ isError: true, data: { rows: rows(2), total: 2 } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the items.');
    expect(screen.getByText('Item 2')).toBeInTheDocument();
  });

  it('says the list is empty, without Clear filters when nothing is filtered', () => {
    render(<Frame state={query({ data: { rows: [], total: 0 } })} onClear={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByText('Items appear here when visitors send them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('says when filters hide every row, and offers to clear them', async () => {
    const onClear = vi.fn();
    render(<Frame state={query({ data: { rows: [], total: 0 } })} filtered onClear={onClear} />);
    expect(screen.getByRole('heading', { name: 'No item matches these filters' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nothing here yet' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('shows the rows with where they are in the whole list, and pages with Newer and Older', async () => {
    const onPage = vi.fn();
    render(<Frame state={query({ data: { rows: rows(20, 21), total: 45 } })} page={1} onPage={onPage} />);
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages of the items' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(pager).getByRole('button', { name: 'Newer' }));
    expect(onPage).toHaveBeenLastCalledWith(0);
  });

  it('shows no pager when every row fits on one page', () => {
    render(<Frame state={query({ data: { rows: rows(3), total: 3 } })} />);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

/** A list whose filters live in the address, as every staff list page wires them. */
function AddressList({ data }: { data: Page }) {
  const id = useId();
  const list = useListParams(
    (params) => ({
      tab: params.get('tab') ?? '',
      status: ['new', 'done'].includes(params.get('status') ?? '') ? (params.get('status') ?? '') : '',
      q: params.get('q') ?? '',
    }),
    ['tab'],
  );
  const location = useLocation();
  return (
    <>
      <p data-testid="address">{location.search}</p>
      <p data-testid="page">{list.page}</p>
      <ListFrame
        query={query({ data })}
        loadingLabel="Loading"
        errorText="Could not load."
        count={(page) => page.rows.length}
        empty={{ title: 'Nothing here yet' }}
        filteredEmpty={{ title: 'No item matches these filters' }}
        filtered={list.filtered}
        onClear={list.clear}
        paging={{
          label: 'Pages',
          page: list.page,
          pageSize: 20,
          total: (page) => page.total,
          onPage: list.setPage,
        }}
        filters={
          <ListFilters label="Filter the items" filtered={list.filtered} onClear={list.clear}>
            <FilterSelect
              id={`${id}-status`}
              label="Status"
              value={list.filters.status}
              anyLabel="Any status"
              options={[
                { value: 'new', label: 'New' },
                { value: 'done', label: 'Done' },
              ]}
              onChange={(status) => list.update({ status })}
            />
            <ListSearch id={`${id}-q`} value={list.filters.q} onSearch={(q) => list.update({ q })} />
          </ListFilters>
        }
      >
        {(page) => <p>{page.rows.length} rows</p>}
      </ListFrame>
    </>
  );
}

function renderAt(route: string, data: Page = { rows: rows(20), total: 45 }) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AddressList data={data} />
    </MemoryRouter>,
  );
}

describe('useListParams with the frame', () => {
  it('reads the filters and the 1-based page from the address, ignoring unknown values', () => {
    renderAt('/items?status=done&q=ruth&page=2');
    expect(screen.getByLabelText('Status')).toHaveValue('done');
    expect(screen.getByLabelText('Search')).toHaveValue('ruth');
    expect(screen.getByTestId('page')).toHaveTextContent('1');
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
  });

  it('reads a malformed page or filter as none', () => {
    renderAt('/items?status=deleted&page=-3', { rows: [], total: 0 });
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByTestId('page')).toHaveTextContent('0');
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  });

  it('writes a filter to the address and starts again from the first page', async () => {
    renderAt('/items?tab=mine&page=3');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'New');
    expect(screen.getByTestId('address')).toHaveTextContent('?tab=mine&status=new');
    await userEvent.type(screen.getByLabelText('Search'), '  Ruth Miller {Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('?tab=mine&status=new&q=Ruth+Miller');
  });

  it('pages in the address: page 1 is no parameter', async () => {
    renderAt('/items?status=new');
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?status=new&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\?status=new$/);
  });

  it('clears the filters but keeps the view (a tab), and empties the search box', async () => {
    renderAt('/items?tab=mine&status=done&q=ruth', { rows: [], total: 0 });
    expect(screen.getByRole('heading', { name: 'No item matches these filters' })).toBeInTheDocument();
    const bar = screen.getByRole('search', { name: 'Filter the items' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\?tab=mine$/);
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('does not count a tab as a filter', () => {
    renderAt('/items?tab=mine', { rows: [], total: 0 });
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answerTable, failTable, holdTable } from '@/testing/msw';
import { renderWithProviders } from '@/testing/render';
import { SermonArchive } from './sermon-archive';
import { SERMONS } from './test-sermons';

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderArchive(route = '/sermons') {
  return renderWithProviders(
    <>
      <SermonArchive />
      <Address />
    </>,
    { route },
  );
}

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('SermonArchive', () => {
  it('shows 6 skeleton cards while loading', () => {
    holdTable('sermons');
    renderArchive();
    expect(
      within(screen.getByRole('list', { name: 'Loading sermons' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sermons…');
  });

  it('shows every sermon as a card, newest first, with the count announced', async () => {
    answerTable('sermons', SERMONS);
    renderArchive();
    expect(await screen.findByText('3 sermons found')).toHaveAttribute('role', 'status');
    expect(titles()).toEqual(['No Condemnation', 'Más Gracia', 'The Lord Is My Shepherd']);
    expect(screen.getByRole('link', { name: 'Listen / Watch: Más Gracia' })).toHaveAttribute(
      'href',
      '/sermons/e0000000-0000-4000-8000-000000000002',
    );
    expect(screen.getByText('November 15, 2026')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Keywords, scriptures...')).toHaveAccessibleName(
      'Search sermons by keywords or scripture',
    );
    const speakers = within(screen.getByRole('combobox', { name: 'Speaker' })).getAllByRole('option');
    expect(speakers.map((option) => option.textContent)).toEqual([
      'All Speakers',
      'Elder Marcus Williams',
      'Minister Ruth Okonkwo',
    ]);
    const series = within(screen.getByRole('combobox', { name: 'Series' })).getAllByRole('option');
    expect(series.map((option) => option.textContent)).toEqual([
      'All Series',
      'Faith That Works',
      'The Spirit-Led Life',
    ]);
  });

  it('filters by keyword, ignoring case and accents, and keeps the query in the address', async () => {
    answerTable('sermons', SERMONS);
    renderArchive();
    await screen.findByText('3 sermons found');
    await userEvent.type(screen.getByRole('searchbox'), 'GRACIA');
    expect(titles()).toEqual(['Más Gracia']);
    expect(screen.getByRole('status')).toHaveTextContent('1 sermon found');
    expect(screen.getByTestId('address')).toHaveTextContent('/sermons?q=GRACIA');
  });

  it('finds sermons by an overlapping passage once the parser has loaded', async () => {
    answerTable('sermons', SERMONS);
    renderArchive('/sermons?q=rom+8%3A5');
    await waitFor(() => expect(titles()).toEqual(['No Condemnation']));
    expect(screen.getByRole('searchbox')).toHaveValue('rom 8:5');
  });

  it('applies speaker, series and sort from the address, and changes them', async () => {
    answerTable('sermons', SERMONS);
    renderArchive('/sermons?speaker=Elder+Marcus+Williams&sort=title_asc');
    await screen.findByText('2 sermons found');
    expect(titles()).toEqual(['No Condemnation', 'The Lord Is My Shepherd']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title (Z-A)');
    expect(titles()).toEqual(['The Lord Is My Shepherd', 'No Condemnation']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Series' }), 'The Spirit-Led Life');
    expect(titles()).toEqual(['No Condemnation']);
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/sermons?speaker=Elder+Marcus+Williams&series=The+Spirit-Led+Life&sort=title_desc',
    );
  });

  it("shows 'No Sermons Found' and clears the search and filters, keeping the sort", async () => {
    answerTable('sermons', SERMONS);
    renderArchive('/sermons?q=zzz&speaker=Minister+Ruth+Okonkwo&sort=date_asc');
    expect(await screen.findByRole('heading', { name: 'No Sermons Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 sermons found');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(titles()).toEqual(['The Lord Is My Shepherd', 'Más Gracia', 'No Condemnation']);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/sermons\?sort=date_asc$/);
  });

  it("shows 'No Sermons Found' without a clear button when there are no sermons", async () => {
    answerTable('sermons', []);
    renderArchive();
    expect(await screen.findByRole('heading', { name: 'No Sermons Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('shows the error state when the read fails', async () => {
    failTable('sermons');
    renderArchive();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading sermons. Please try again later.',
    );
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

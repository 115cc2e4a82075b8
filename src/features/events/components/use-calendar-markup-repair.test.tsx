import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { repairCalendarMarkup, useCalendarMarkupRepair } from './use-calendar-markup-repair';

// The markup react-big-calendar writes for the week view's header, all-day row and time grid.
const WEEK_VIEW = `
  <div class="rbc-time-view">
    <div class="rbc-time-header" role="rowgroup">
      <div role="row"><span role="columnheader" aria-sort="none">Sun 24</span></div>
      <div class="rbc-allday-cell" role="row"></div>
    </div>
    <div class="rbc-time-content"><div role="cell">9:00 AM</div></div>
  </div>`;

const AGENDA_VIEW = `<div class="rbc-agenda-view"><div class="rbc-agenda-content"></div></div>`;

function container(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('repairCalendarMarkup', () => {
  it("removes the time grid's table roles and aria-sort", () => {
    const root = container(WEEK_VIEW);
    repairCalendarMarkup(root, 'Week view, scrollable');
    expect(root.querySelectorAll('.rbc-time-view [role]:not([role="region"])')).toHaveLength(0);
    expect(root.querySelector('[aria-sort]')).toBeNull();
  });

  it('makes the time grid and the agenda focusable, named regions', () => {
    for (const [html, view, selector] of [
      [WEEK_VIEW, 'Week', '.rbc-time-content'],
      [AGENDA_VIEW, 'Agenda', '.rbc-agenda-content'],
    ] as const) {
      const root = container(html);
      repairCalendarMarkup(root, `${view} view, scrollable`);
      const region = root.querySelector<HTMLElement>(selector);
      expect(region?.getAttribute('role')).toBe('region');
      expect(region?.getAttribute('aria-label')).toBe(`${view} view, scrollable`);
      expect(region?.tabIndex).toBe(0);
    }
  });

  it("makes the box of a month row's '+2 more' button a cell, once", () => {
    const root = container(
      '<div class="rbc-month-view"><div class="rbc-row-content" role="row"><div class="rbc-row">' +
        '<div class="rbc-row-segment"></div>' +
        '<div class="rbc-row-segment"><button type="button" class="rbc-button-link rbc-show-more">+2 more</button></div>' +
        '</div></div></div>',
    );
    repairCalendarMarkup(root, 'Month view, scrollable');
    const after = root.innerHTML;
    repairCalendarMarkup(root, 'Month view, scrollable');
    expect(root.innerHTML).toBe(after);
    const boxes = root.querySelectorAll('.rbc-row-segment');
    expect(boxes[0]?.getAttribute('role')).toBeNull();
    expect(boxes[1]?.getAttribute('role')).toBe('cell');
  });

  it("leaves the month view's rows alone (they own cells there) and is idempotent", () => {
    const root = container('<div class="rbc-month-view"><div role="row"><div role="cell"></div></div></div>');
    const before = root.innerHTML;
    repairCalendarMarkup(root, 'Month view, scrollable');
    repairCalendarMarkup(root, 'Month view, scrollable');
    expect(root.innerHTML).toBe(before);
  });
});

function Repaired({ html, view }: { html: string; view: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useCalendarMarkupRepair(ref, `${view} view, scrollable`);
  return <div ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}

describe('useCalendarMarkupRepair', () => {
  it('repairs on mount, on later DOM changes and renames the regions when the view changes', async () => {
    const { container: host, rerender } = render(<Repaired html={AGENDA_VIEW} view="Agenda" />);
    const root = host.firstElementChild as HTMLElement;
    expect(root.querySelector('.rbc-agenda-content')?.getAttribute('aria-label')).toBe(
      'Agenda view, scrollable',
    );

    // The library re-renders on its own: the new time grid is repaired too.
    root.insertAdjacentHTML('beforeend', WEEK_VIEW);
    await waitFor(() => expect(root.querySelector('.rbc-time-content')?.getAttribute('role')).toBe('region'));
    expect(root.querySelector('.rbc-time-view [role="row"]')).toBeNull();

    rerender(<Repaired html={AGENDA_VIEW} view="Week" />);
    expect(root.querySelector('.rbc-agenda-content')?.getAttribute('aria-label')).toBe(
      'Week view, scrollable',
    );
  });
});
